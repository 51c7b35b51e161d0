import type { FlashDeal } from "@cbm/contracts";
import { useEffect, useState } from "react";

export type DealPhase = FlashDeal["state"];

/**
 * Where the deal stands at `now`: its times decide, since no push comes when a countdown runs out; a deal
 * the host closed early stays closed.
 */
export function dealPhase(deal: Pick<FlashDeal, "state" | "opensAt" | "closesAt">, now: number): DealPhase {
  if (deal.state === "closed" || now >= Date.parse(deal.closesAt)) return "closed";
  return now < Date.parse(deal.opensAt) ? "upcoming" : "open";
}

/** "4:05" for the time left until `until`, never below "0:00". */
export function countdown(until: string, now: number): string {
  const seconds = Math.max(0, Math.ceil((Date.parse(until) - now) / 1000));
  return `${Math.floor(seconds / 60)}:${String(seconds % 60).padStart(2, "0")}`;
}

/** The time now, ticking every second while `ticking`. */
export function useNow(ticking: boolean): number {
  const [now, setNow] = useState(Date.now);
  useEffect(() => {
    if (!ticking) return;
    setNow(Date.now());
    const timer = setInterval(() => setNow(Date.now()), 1000);
    return () => clearInterval(timer);
  }, [ticking]);
  return now;
}
