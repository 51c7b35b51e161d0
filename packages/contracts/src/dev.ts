import { z } from "zod";
import { endpoint } from "./endpoint.ts";

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

/** Outside production only: the server registers these in development and tests. */
export const devEndpoints = {
  outbox: endpoint({
    method: "GET",
    path: "/v1/dev/outbox",
    access: "anyone",
    summary: "Messages the dev mail and SMS outboxes kept, newest first (not in production)",
    query: OutboxQuerySchema,
    response: OutboxSchema,
  }),
};
