// Values an instance keeps in memory, at most `size` of them: reading one makes it the newest, and adding
// one past the size drops the one least recently used.
import { type Tx, whenCommitted } from "./db.ts";

export class Kept<K, V> {
  private readonly values = new Map<K, V>();

  constructor(private readonly size: number) {}

  get(key: K): V | undefined {
    const value = this.values.get(key);
    if (value !== undefined) {
      this.values.delete(key);
      this.values.set(key, value);
    }
    return value;
  }

  set(key: K, value: V): void {
    this.values.delete(key);
    if (this.values.size >= this.size) {
      const [oldest] = this.values.keys();
      if (oldest !== undefined) this.values.delete(oldest);
    }
    this.values.set(key, value);
  }

  delete(key: K): void {
    this.values.delete(key);
  }
}

/** How many ids an instance remembers as marked, for each kind of mark. */
const MARKS_KEPT = 10_000;

/**
 * `mark` (which sets something that never goes back, as a first order) written once per id and instance:
 * ids this instance saw marked, once the mark committed, are left out. The database stays the judge; this
 * only spares the statement.
 */
export function markedOnce(
  mark: (tx: Tx, ids: string[]) => Promise<void>,
): (tx: Tx, ids: string[]) => Promise<void> {
  const marked = new Kept<string, true>(MARKS_KEPT);
  return async (tx, ids) => {
    const unmarked = ids.filter((id) => !marked.get(id));
    if (unmarked.length === 0) return;
    await mark(tx, unmarked);
    whenCommitted(tx, () => {
      for (const id of unmarked) marked.set(id, true);
    });
  };
}
