// The people the database scenarios seed (user search, feeds, messages), in one set-based statement, on a
// session of their own: random() after setseed() in it, so every run has the same people.
import { type SQL, sql } from "drizzle-orm";
import { drizzle, type NodePgDatabase } from "drizzle-orm/node-postgres";
import pg from "pg";
import { AccessTokens } from "../../apps/server/src/platform/auth.ts";
import { deriveKey } from "../../apps/server/src/platform/secrets.ts";
import { FIRST_NAMES, LAST_NAMES } from "./user-search-data.ts";

export interface SeedSession {
  db: NodePgDatabase;
  end(): Promise<void>;
}

/** One connection for a seed, its random numbers drawn from a fixed seed. */
export async function seedSession(databaseUrl: string): Promise<SeedSession> {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  const db = drizzle(client);
  await db.execute(sql`select setseed(0.42)`);
  return { db, end: () => client.end() };
}

/**
 * The id of the n-th seeded row of a kind: shaped as a version-4 UUID (the contracts check that) and
 * derived from its number, so that seeded rows point at each other without looking anything up.
 */
export const seededId = (kind: string, n: SQL) =>
  sql`overlay(overlay(md5(${sql.raw(`'${kind}:'`)} || ${n}) placing '4' from 13) placing '8' from 17)::uuid`;

export const personId = (n: SQL) => seededId("person", n);

/**
 * `count` people, named from the lists in user-search-data.ts: positions are drawn as
 * floor(n * random()^1.5), so the first names of the lists are the most frequent (the most common
 * first name about 3% of people, as in real populations; 100,000 people have about 45,000 distinct
 * full names). Their password hashes are a placeholder: they never sign in. The insert trigger of
 * migration 0006 indexes their name words in the same statement.
 */
export async function seedPeople(db: NodePgDatabase, count: number): Promise<void> {
  const pick = (names: string[]) =>
    sql`(${sql.param(names)}::text[])[1 + floor(${names.length} * power(random(), 1.5))::int]`;
  await db.execute(sql`
    insert into users (id, email, password_hash, first_name, last_name, created_at)
    select ${personId(sql`n`)}, 'person' || n || '@seed.example', 'not-a-hash: these users never sign in',
      ${pick(FIRST_NAMES)}, ${pick(LAST_NAMES)}, now() - n * interval '10 minutes'
    from generate_series(1, ${count}::int) as n`);
}

export interface SignedInPerson {
  userId: string;
  accessToken: string;
}

/**
 * `count` people as `seedPeople` seeds them, each signed in: a live session row, and an access token
 * signed as the server signs them, with the `jwtSecret` the bench gave its CBM instances. Registering
 * thousands through the API would spend minutes hashing their passwords.
 */
export async function seedSignedInPeople(
  db: NodePgDatabase,
  count: number,
  jwtSecret: string,
): Promise<SignedInPerson[]> {
  await seedPeople(db, count);
  const { rows } = await db.execute<{ id: string; user_id: string }>(sql`
    insert into auth_sessions (id, user_id, expires_at)
    select ${seededId("session", sql`n`)}, ${personId(sql`n`)}, now() + interval '1 day'
    from generate_series(1, ${count}::int) as n
    returning id, user_id`);
  const tokens = new AccessTokens(deriveKey(jwtSecret, "access-tokens"));
  return Promise.all(
    rows.map(async (row) => ({
      userId: row.user_id,
      accessToken: await tokens.sign({ userId: row.user_id, sessionId: row.id, roles: ["customer"] }),
    })),
  );
}
