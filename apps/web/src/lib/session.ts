import type { AuthResponse, Profile } from "@cbm/contracts";

/** The browser keeps the session under exactly these keys (spec sections 3 and 9). */
export const SESSION_KEYS = {
  accessToken: "accessToken",
  refreshToken: "refreshToken",
  accessExpirationTime: "accessExpirationTime",
  user: "user",
} as const;

/** Refresh a little before the server would refuse the token. */
const EXPIRY_MARGIN_MS = 10_000;

export interface StoredSession {
  accessToken: string;
  refreshToken: string;
  /** Epoch milliseconds. */
  accessExpirationTime: number;
  user: Profile | null;
}

type Listener = () => void;
const listeners = new Set<Listener>();
const notify = () => {
  for (const listener of listeners) listener();
};

function readUser(): Profile | null {
  try {
    return JSON.parse(localStorage.getItem(SESSION_KEYS.user) ?? "null") as Profile | null;
  } catch {
    return null;
  }
}

let snapshot: StoredSession | null | undefined;

export const session = {
  /** The stored session, or null when signed out. */
  read(): StoredSession | null {
    if (snapshot !== undefined) return snapshot;
    const accessToken = localStorage.getItem(SESSION_KEYS.accessToken);
    const refreshToken = localStorage.getItem(SESSION_KEYS.refreshToken);
    snapshot = accessToken
      ? {
          accessToken,
          refreshToken: refreshToken ?? "",
          accessExpirationTime: Number(localStorage.getItem(SESSION_KEYS.accessExpirationTime) ?? 0),
          user: readUser(),
        }
      : null;
    return snapshot;
  },

  hasAccessToken(): boolean {
    return session.read() !== null;
  },

  save(auth: AuthResponse, now = Date.now()): void {
    localStorage.setItem(SESSION_KEYS.accessToken, auth.accessToken);
    localStorage.setItem(SESSION_KEYS.refreshToken, auth.refreshToken);
    localStorage.setItem(SESSION_KEYS.accessExpirationTime, String(expirationTime(auth.expiresIn, now)));
    localStorage.setItem(SESSION_KEYS.user, JSON.stringify(auth.user));
    snapshot = undefined;
    notify();
  },

  saveUser(user: Profile): void {
    localStorage.setItem(SESSION_KEYS.user, JSON.stringify(user));
    snapshot = undefined;
    notify();
  },

  /** Signing out clears all local storage, as the spec asks. */
  clear(): void {
    localStorage.clear();
    snapshot = undefined;
    notify();
  },

  subscribe(listener: Listener): () => void {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
};

// Another tab signing in or out changes this tab's session too.
if (typeof window !== "undefined") {
  window.addEventListener("storage", () => {
    snapshot = undefined;
    notify();
  });
}

export function expirationTime(expiresInSeconds: number, now = Date.now()): number {
  return now + expiresInSeconds * 1000;
}

export function isExpired(stored: Pick<StoredSession, "accessExpirationTime">, now = Date.now()): boolean {
  return stored.accessExpirationTime - EXPIRY_MARGIN_MS <= now;
}
