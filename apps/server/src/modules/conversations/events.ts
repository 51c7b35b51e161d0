/** A message (or the note that someone left) was added to a conversation; `recipientIds` are those still in it. */
export interface MessageSent {
  conversationId: string;
  messageId: string;
  senderId: string;
  recipientIds: string[];
}

/** Someone who does not take chats from strangers got a message request: they are told, and accept or decline it. */
export interface MessageRequested {
  conversationId: string;
  requesterId: string;
  recipientId: string;
}

declare module "../../platform/bus.ts" {
  interface DomainEvents {
    "message.sent": MessageSent;
    "message.requested": MessageRequested;
  }
}
