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

/** A participant read up to message `seq`; `recipientIds` are the others who may see it. */
export interface MessagesRead {
  conversationId: string;
  userId: string;
  seq: number;
  recipientIds: string[];
}

declare module "../../platform/bus.ts" {
  interface DomainEvents {
    "message.sent": MessageSent;
    "message.requested": MessageRequested;
    "messages.read": MessagesRead;
  }
}
