// CBM's two hottest routes on an almost empty database: the signed-in user's profile (one read by
// primary key behind the bearer token) and refresh-token rotation, each connection on its own session.
import { refreshTokens, register } from "../accounts.ts";
import { log, plan } from "../config.ts";
import { type Measurement, measure, refreshChains } from "../load.ts";
import { startCbm, stop } from "../processes.ts";
import type { Target } from "../report.ts";

export const PROFILE_TARGET: Target = {
  source: "issue 12",
  route: "GET /v1/users/profile",
  shareOfBaseline: 0.6,
  p99Ms: 25,
};

/** `cbm-<kind> profile` and `cbm-<kind> refresh`, on one CBM started for them. */
export async function benchProfileAndRefresh(
  kind: "postgres" | "pglite",
): Promise<{ profile: Measurement; refresh: Measurement }> {
  log(`starting CBM on ${kind}`);
  const { child, base } = await startCbm(kind);
  try {
    const account = await register(base);
    const tokens = await refreshTokens(base, account, plan.connections);
    const profile = await measure(
      `cbm-${kind} profile`,
      { url: `${base}/v1/users/profile`, headers: { authorization: `Bearer ${account.accessToken}` } },
      plan,
      { serverPid: child.pid, progress: log },
    );
    const refresh = await measure(
      `cbm-${kind} refresh`,
      refreshChains(base, "/v1/authorization/refresh", tokens),
      plan,
      { serverPid: child.pid, progress: log },
    );
    return { profile, refresh };
  } finally {
    await stop(child);
  }
}
