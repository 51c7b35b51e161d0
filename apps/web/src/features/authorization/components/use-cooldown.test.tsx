import { act, renderHook } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { clock, useCooldown } from "./use-cooldown.ts";

beforeEach(() => {
  vi.useFakeTimers();
});

afterEach(() => {
  vi.useRealTimers();
});

describe("useCooldown", () => {
  it("counts down from 30 seconds once started, and may start again", () => {
    const { result } = renderHook(() => useCooldown());
    expect(result.current.active).toBe(false);
    act(() => result.current.start());
    expect(result.current.remaining).toBe(30);
    for (let second = 0; second < 29; second++) act(() => vi.advanceTimersByTime(1000));
    expect(result.current.remaining).toBe(1);
    expect(result.current.active).toBe(true);
    act(() => vi.advanceTimersByTime(1000));
    expect(result.current.remaining).toBe(0);
    expect(result.current.active).toBe(false);
    act(() => result.current.start());
    expect(result.current.remaining).toBe(30);
  });

  it("can run from the first render", () => {
    const { result } = renderHook(() => useCooldown({ seconds: 5, startNow: true }));
    expect(result.current.remaining).toBe(5);
  });

  it("shows minutes and seconds", () => {
    expect(clock(30)).toBe("0:30");
    expect(clock(7)).toBe("0:07");
    expect(clock(75)).toBe("1:15");
  });
});
