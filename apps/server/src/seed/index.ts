import type { Deps } from "../platform/deps.ts";

/** Fills an empty database with the demo accounts and people; being written. */
export async function seedIfEmpty(_deps: Deps): Promise<void> {}
