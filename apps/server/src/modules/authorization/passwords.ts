import { hash, verify } from "@node-rs/argon2";

/** OWASP's argon2id minimum: 19 MiB, 2 passes, 1 lane. */
const PARAMETERS = { algorithm: 2 /* Argon2id */, memoryCost: 19_456, timeCost: 2, parallelism: 1 };

export function hashPassword(password: string): Promise<string> {
  return hash(password, PARAMETERS);
}

let decoy: Promise<string> | undefined;

/**
 * Checks a password against a stored hash. Without a hash (no such account) it checks a decoy,
 * so the answer takes as long and says nothing about whether the email exists.
 */
export async function passwordMatches(stored: string | undefined, password: string): Promise<boolean> {
  decoy ??= hashPassword("decoy password that matches nothing");
  const matches = await verify(stored ?? (await decoy), password).catch(() => false);
  return stored !== undefined && matches;
}
