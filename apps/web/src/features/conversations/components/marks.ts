import type { ChatMessage, Conversation } from "@cbm/contracts";

/**
 * Where "Seen" goes: under the newest of the viewer's messages that another participant has read. In a
 * group it says who ("Seen by Ana, Ben").
 */
export function seenMark(
  conversation: Pick<Conversation, "items" | "readMarks" | "isGroup" | "participants">,
  viewerId: string | undefined,
): { messageId: string; label: string } | null {
  const mine = conversation.items.filter(
    (message: ChatMessage) => message.senderId === viewerId && message.kind === "message",
  );
  for (const message of mine.reverse()) {
    const readers = conversation.readMarks.filter((mark) => mark.seq >= message.seq);
    if (readers.length === 0) continue;
    if (!conversation.isGroup) return { messageId: message.id, label: "Seen" };
    const names = new Map(conversation.participants.map((person) => [person.id, person.fullName]));
    const who = readers.flatMap((mark) => names.get(mark.userId) ?? []);
    return { messageId: message.id, label: `Seen by ${who.join(", ")}` };
  }
  return null;
}

/** "Ana is typing…", "Ana and Ben are typing…", or nothing. */
export function typingLine(typingIds: string[], names: Map<string, string>): string | null {
  const who = typingIds.map((id) => names.get(id) ?? "Someone");
  if (who.length === 0) return null;
  if (who.length === 1) return `${who[0]} is typing…`;
  return `${who.slice(0, -1).join(", ")} and ${who.at(-1)} are typing…`;
}
