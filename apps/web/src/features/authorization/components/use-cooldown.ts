import { useCallback, useEffect, useState } from "react";

/** Seconds to wait before another code may be asked for. */
export const RESEND_COOLDOWN_SECONDS = 30;

/**
 * A visible countdown: `start()` begins it (or it runs from the first render with `startNow`), and
 * `remaining` counts the whole seconds left down to 0.
 */
export function useCooldown({ seconds = RESEND_COOLDOWN_SECONDS, startNow = false } = {}) {
  const [remaining, setRemaining] = useState(startNow ? seconds : 0);
  useEffect(() => {
    if (remaining <= 0) return;
    const timer = setTimeout(() => setRemaining((left) => Math.max(0, left - 1)), 1000);
    return () => clearTimeout(timer);
  }, [remaining]);
  const start = useCallback(() => setRemaining(seconds), [seconds]);
  return { remaining, active: remaining > 0, start };
}

/** 27 → "0:27". */
export const clock = (seconds: number) =>
  `${Math.floor(seconds / 60)}:${String(seconds % 60).padStart(2, "0")}`;
