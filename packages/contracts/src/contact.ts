import { z } from "zod";
import { emailField, MessageResponseSchema, pageOf, requiredText } from "./common.ts";
import { endpoint } from "./endpoint.ts";

export const CONTACT_NAME_MAX = 100;
export const CONTACT_SUBJECT_MAX = 150;
export const CONTACT_MESSAGE_MAX = 5000;

/** What anyone (signed in or not) sends through the contact form. */
export const ContactMessageBodySchema = z.object({
  name: requiredText("Name", CONTACT_NAME_MAX),
  email: emailField(),
  subject: requiredText("Subject", CONTACT_SUBJECT_MAX),
  message: requiredText("Message", CONTACT_MESSAGE_MAX),
});
export type ContactMessageBody = z.infer<typeof ContactMessageBodySchema>;

/** The answer to a sent message (a MessageResponse); the web shows it as it is. */
export const CONTACT_THANKS = "Thanks! We received your message and will answer by email.";

/** A stored message, as the admins will read it. */
export const ContactMessageSchema = z.object({
  id: z.uuid(),
  userId: z.uuid().nullable(),
  name: z.string(),
  email: z.string(),
  subject: z.string(),
  message: z.string(),
  createdAt: z.iso.datetime(),
  handledAt: z.iso.datetime().nullable(),
});
export type ContactMessage = z.infer<typeof ContactMessageSchema>;

export const ContactMessagePageSchema = pageOf(ContactMessageSchema);
export type ContactMessagePage = z.infer<typeof ContactMessagePageSchema>;

export const contactEndpoints = {
  // Anyone: a signed-in sender's token still names their account.
  send: endpoint({
    method: "POST",
    path: "/v1/contact",
    access: "anyone",
    summary: "Send a message to CBM (anyone; a signed-in sender's account is kept with it)",
    body: ContactMessageBodySchema,
    response: MessageResponseSchema,
  }),
};
