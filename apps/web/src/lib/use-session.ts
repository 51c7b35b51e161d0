import { useSyncExternalStore } from "react";
import { type StoredSession, session } from "./session.ts";

/** The stored session, re-rendering when it changes (here or in another tab). */
export function useSession(): StoredSession | null {
  return useSyncExternalStore(session.subscribe, session.read, () => null);
}
