import { lazyRouteComponent } from "@tanstack/react-router";

export const CHUNK_RELOAD_WINDOW_MS = 10_000;
const storageKey = (path: string) => `cbm:chunk-reload:${path}`;

/**
 * After a deploy, an open tab may ask for a code chunk that no longer exists. Reload once to get the
 * new build, but at most once per path within 10 seconds, so a real outage cannot loop.
 */
export function shouldReloadForChunk(
  path: string,
  now = Date.now(),
  storage: Storage = sessionStorage,
): boolean {
  const last = storage.getItem(storageKey(path));
  if (last !== null && now - Number(last) < CHUNK_RELOAD_WINDOW_MS) return false;
  storage.setItem(storageKey(path), String(now));
  return true;
}

/** A route component loaded on first visit, with the one-reload rule for failed chunks. */
export function lazyPage<T extends Record<string, unknown>>(load: () => Promise<T>, name: keyof T & string) {
  return lazyRouteComponent(async () => {
    try {
      return await load();
    } catch (error) {
      if (shouldReloadForChunk(window.location.pathname)) {
        window.location.reload();
        return new Promise<T>(() => {});
      }
      throw error;
    }
  }, name);
}
