import type { Random } from "./random.ts";

// When things of the demo happened: spread over the last months, each after what it follows (a like after
// the outfit and its liker's sign-up, a follow after both people's), so the app's times read as a history.

export const MINUTE_MS = 60 * 1000;
export const HOUR_MS = 60 * MINUTE_MS;
export const DAY_MS = 24 * HOUR_MS;

/** The latest of these times. */
export const latest = (...times: Date[]): Date => new Date(Math.max(...times.map((time) => time.getTime())));

/** A time from `from` to `to`, to the minute; `from` itself when `to` is not later. One draw of the stream. */
export function between(random: Random, from: Date, to: Date): Date {
  const minutes = Math.max(0, Math.floor((to.getTime() - from.getTime()) / MINUTE_MS));
  return new Date(from.getTime() + random.int(0, minutes) * MINUTE_MS);
}

/**
 * A time a few minutes after `from` and not after `to`, most often soon after `from` (as people react to a
 * post in its first days, and fewer later): the span times the cube of a uniform draw, so half fall in its
 * first eighth. `from` itself when `to` leaves no room. One draw of the stream.
 */
export function soonAfter(random: Random, from: Date, to: Date): Date {
  const start = from.getTime() + 2 * MINUTE_MS;
  const span = Math.max(0, to.getTime() - start);
  const share = random.int(0, 1_000_000) / 1_000_000;
  const at = Math.min(start + Math.floor((span * share ** 3) / MINUTE_MS) * MINUTE_MS, to.getTime());
  return new Date(Math.max(at, from.getTime()));
}
