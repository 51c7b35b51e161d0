import { describe, expect, it } from "vitest";
import { countdown, dealPhase } from "./deal-clock.ts";

const NOW = Date.parse("2026-11-28T10:00:00.000Z");
const deal = {
  state: "upcoming" as const,
  opensAt: "2026-11-28T10:00:30.000Z",
  closesAt: "2026-11-28T10:05:30.000Z",
};

describe("a flash deal's clock", () => {
  it("runs the countdown, then is open until it closes, by its times alone", () => {
    expect(dealPhase(deal, NOW)).toBe("upcoming");
    expect(dealPhase(deal, NOW + 30_000)).toBe("open");
    expect(dealPhase(deal, NOW + 330_000)).toBe("closed");
  });

  it("stays closed once the host closed it early", () => {
    expect(dealPhase({ ...deal, state: "closed" }, NOW + 60_000)).toBe("closed");
  });

  it("shows minutes and seconds left, rounded up, never below nothing", () => {
    expect(countdown(deal.opensAt, NOW)).toBe("0:30");
    expect(countdown(deal.closesAt, NOW + 29_500)).toBe("5:01");
    expect(countdown(deal.opensAt, NOW + 90_000)).toBe("0:00");
  });
});
