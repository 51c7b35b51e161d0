import { TypingEventSchema } from "@cbm/contracts";
import type { Realtime } from "../../platform/realtime.ts";
import type { ConversationsService } from "./service.ts";

/** What sockets may say about conversations: that their person is writing in one. */
export function conversationsSocketEvents(
  realtime: Pick<Realtime, "onClientEvent" | "toUser">,
  conversations: Pick<ConversationsService, "typingAudience">,
): void {
  realtime.onClientEvent("typing", async (userId, payload) => {
    const typing = TypingEventSchema.safeParse(payload);
    if (!typing.success) return;
    const { conversationId } = typing.data;
    for (const otherId of await conversations.typingAudience(userId, conversationId)) {
      realtime.toUser(otherId, "typing", { conversationId, userId });
    }
  });
}
