// Billing periods and proration: the arithmetic of Stripe Billing, in whole minor units.
import type { BillingInterval } from "@cbm/contracts";

const DAY_MS = 24 * 60 * 60_000;

export const addDays = (from: Date, days: number) => new Date(from.getTime() + days * DAY_MS);

/** The same day of the next month or year, or that month's last day when it is shorter (Jan 31 → Feb 28). */
export function periodEndFrom(start: Date, interval: BillingInterval): Date {
  const months = interval === "year" ? 12 : 1;
  const target = new Date(start);
  target.setUTCDate(1);
  target.setUTCMonth(target.getUTCMonth() + months);
  const lastDay = new Date(Date.UTC(target.getUTCFullYear(), target.getUTCMonth() + 1, 0)).getUTCDate();
  target.setUTCDate(Math.min(start.getUTCDate(), lastDay));
  return target;
}

/** What a price costs a month, to compare plans billed monthly and yearly. */
export const monthlyOf = (price: number, interval: BillingInterval) =>
  interval === "year" ? price / 12 : price;

/** The part of the period's price not used by `now`, rounded down: what an upgrade credits. */
export function unusedCredit(period: { start: Date; end: Date; price: number }, now: Date): number {
  const length = period.end.getTime() - period.start.getTime();
  const left = Math.max(0, period.end.getTime() - now.getTime());
  return length > 0 ? Math.floor((period.price * left) / length) : 0;
}
