import { z } from "zod";

export const OutboxMessageSchema = z.object({
  id: z.string(),
  channel: z.enum(["mail", "sms"]),
  to: z.string(),
  subject: z.string().nullable(),
  text: z.string(),
  sentAt: z.iso.datetime(),
});
export type OutboxMessage = z.infer<typeof OutboxMessageSchema>;

export const OutboxQuerySchema = z.object({
  to: z.string().trim().max(254).optional(),
});

export const OutboxSchema = z.object({ items: z.array(OutboxMessageSchema) });
