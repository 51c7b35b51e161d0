import { z } from "zod";

/**
 * A subscription's life, as Stripe Billing's: `trialing` (free until `trialEnd`, then the card is
 * charged), `active`, `past_due` (a renewal's charge failed: retried 1, 3 and 5 days later, access
 * kept meanwhile), `cancelled` (ended before its term: payments gave up or an admin ended it) and
 * `expired` (cancelled at the period's end, and the period is over). The first three give the plan's
 * features; a member has at most one of those at a time.
 */
export const SUBSCRIPTION_STATUSES = ["trialing", "active", "past_due", "cancelled", "expired"] as const;
export const SubscriptionStatusSchema = z.enum(SUBSCRIPTION_STATUSES);
export type SubscriptionStatus = z.infer<typeof SubscriptionStatusSchema>;

/** The profile's `subscription`: the live subscription's plan, or null on the free plan. */
export const ProfileSubscriptionSchema = z
  .object({ planSlug: z.string(), planName: z.string(), status: SubscriptionStatusSchema })
  .nullable();
export type ProfileSubscription = z.infer<typeof ProfileSubscriptionSchema>;
