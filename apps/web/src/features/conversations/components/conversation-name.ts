import type { ConversationSummary } from "@cbm/contracts";

/** What a conversation is called: a group's title, or the names of the others in it. */
export const conversationName = (conversation: Pick<ConversationSummary, "title" | "participants">) =>
  conversation.title ??
  (conversation.participants.map((person) => person.fullName).join(", ") || "Nobody else is here");
