import { z } from "zod";
import { endpoint } from "./endpoint.ts";
import { CurrentSubscriptionSchema } from "./subscriptions/index.ts";

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

/** A moment to move a member's own subscription clock to (renewals, retries and expiries then due). */
export const KeepTimeBodySchema = z.object({
  at: z.iso.datetime({ offset: true, error: "Give a date and time such as 2027-01-31T09:00:00Z" }),
});
export type KeepTimeBody = z.infer<typeof KeepTimeBodySchema>;

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
  keepTime: endpoint({
    method: "POST",
    path: "/v1/dev/subscription/keep-time",
    access: "signed-in",
    summary:
      "Run the subscription clock for the caller's own subscription as if it were `at`: its renewal, the charges due, its expiry (not in production)",
    body: KeepTimeBodySchema,
    response: CurrentSubscriptionSchema,
  }),
};
