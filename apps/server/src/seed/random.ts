/** The one fixed seed of the demo data: change it and every seeded name, sign and avatar changes. */
const SEED = 20_240_917;

export interface Random {
  /** A whole number from `min` to `max`, both included. */
  int(min: number, max: number): number;
  pick<T>(items: readonly T[]): T;
  chance(probability: number): boolean;
  /** A new array with the same items in a random order. */
  shuffled<T>(items: readonly T[]): T[];
}

/**
 * A reproducible stream for one purpose (a domain, a person). Each purpose has its own stream, so
 * adding demo data for a new domain never changes what the existing ones produce.
 */
export function randomFor(purpose: string): Random {
  const next = mulberry32(SEED ^ fnv1a(purpose));
  const int = (min: number, max: number) => min + Math.floor(next() * (max - min + 1));
  return {
    int,
    pick<T>(items: readonly T[]): T {
      if (items.length === 0) throw new Error("cannot pick from an empty list");
      return items[int(0, items.length - 1)] as T;
    },
    chance: (probability) => next() < probability,
    shuffled<T>(items: readonly T[]): T[] {
      const copy = [...items];
      for (let last = copy.length - 1; last > 0; last--) {
        const other = int(0, last);
        [copy[last], copy[other]] = [copy[other] as T, copy[last] as T];
      }
      return copy;
    },
  };
}

function mulberry32(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
}

function fnv1a(text: string): number {
  let hash = 0x811c9dc5;
  for (const char of text) {
    hash ^= char.codePointAt(0) ?? 0;
    hash = Math.imul(hash, 0x01000193);
  }
  return hash >>> 0;
}
