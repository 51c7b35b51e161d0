import type { BillingInterval } from "@cbm/contracts";

/** `/subscriptions/{slug}?interval=year`: the billing the pricing page had chosen (monthly unless said). */
export function parseSubscribeSearch(search: Record<string, unknown>): { interval?: BillingInterval } {
  return search.interval === "year" || search.interval === "month" ? { interval: search.interval } : {};
}

/**
 * `/subscription-confirmation?subscription={id}`: which subscription to read from the server (the current
 * one without it). Anything the payment provider appends after its extra authentication step is ignored:
 * the page believes only the server.
 */
export function parseConfirmationSearch(search: Record<string, unknown>): { subscription?: string } {
  return typeof search.subscription === "string" && /^[0-9a-f-]{36}$/i.test(search.subscription)
    ? { subscription: search.subscription }
    : {};
}
