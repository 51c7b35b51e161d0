import type { Deps } from "../../platform/deps.ts";

/** What this module does when something happens: everyone in a conversation hears of its new message and of reads. */
export function conversationsListeners({ bus, realtime }: Pick<Deps, "bus" | "realtime">): void {
  // The sender too: their other tabs and devices show the thread as it is.
  bus.live("message.sent", ({ senderId, recipientIds }) => {
    realtime.toUsers([senderId, ...recipientIds], "changed", { topic: "conversations" });
  });
  bus.live("messages.read", ({ recipientIds, ...read }) => realtime.toUsers(recipientIds, "read", read));
}
