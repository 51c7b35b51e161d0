import { session } from "../../lib/session.ts";

/**
 * Ends the session on the server, clears every local key and reloads at `/` (spec section 4). The
 * declarations load with the click: the shell that offers Log Out stays free of the contracts.
 */
export async function logout(): Promise<void> {
  const refreshToken = session.read()?.refreshToken;
  if (refreshToken) {
    const { endSession } = await import("./api.ts");
    await endSession(refreshToken).catch((error: unknown) => console.error("Logout call failed", error));
  }
  session.clear();
  window.location.assign("/");
}
