/** A fixed window of requests per address, in memory: enough for one assistant process. */
export function rateLimiter({
  limit,
  windowMs,
  now = Date.now,
}: {
  limit: number;
  windowMs: number;
  now?: () => number;
}) {
  const windows = new Map<string, { startedAt: number; count: number }>();

  function forgetEnded(at: number) {
    for (const [address, window] of windows) if (at - window.startedAt >= windowMs) windows.delete(address);
  }

  return {
    /** Counts a request; the seconds to wait when the address is over its limit, else undefined. */
    hit(address: string): number | undefined {
      const at = now();
      if (windows.size > 10_000) forgetEnded(at);
      const current = windows.get(address);
      if (!current || at - current.startedAt >= windowMs) {
        windows.set(address, { startedAt: at, count: 1 });
        return undefined;
      }
      current.count += 1;
      if (current.count <= limit) return undefined;
      return Math.ceil((current.startedAt + windowMs - at) / 1000);
    },
  };
}
