import { existsSync } from "node:fs";
import { mkdir } from "node:fs/promises";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { PGlite } from "@electric-sql/pglite";
import { pg_trgm } from "@electric-sql/pglite/contrib/pg_trgm";
import { unaccent } from "@electric-sql/pglite/contrib/unaccent";
import { type ExtractTablesWithRelations, type SQLWrapper, sql } from "drizzle-orm";
import { drizzle as drizzlePg } from "drizzle-orm/node-postgres";
import { migrate as migratePg } from "drizzle-orm/node-postgres/migrator";
import type { PgDatabase, PgQueryResultHKT, PgTransaction } from "drizzle-orm/pg-core";
import { drizzle as drizzlePglite } from "drizzle-orm/pglite";
import { migrate as migratePglite } from "drizzle-orm/pglite/migrator";
import pg from "pg";

/** One handle type for both drivers, so every repo works on PGlite and PostgreSQL alike. */
export type Db = PgDatabase<PgQueryResultHKT>;
export type Tx = PgTransaction<
  PgQueryResultHKT,
  Record<string, never>,
  ExtractTablesWithRelations<Record<string, never>>
>;
/** Repos take either the database or an open transaction. */
export type Executor = Db | Tx;

export interface Database {
  db: Db;
  kind: "pglite" | "postgres";
  ping(): Promise<void>;
  close(): Promise<void>;
}

export interface DatabaseOptions {
  /** A postgres:// URL; without it the embedded PGlite is used. */
  url?: string;
  /** Where PGlite keeps its files; without it PGlite lives in memory. */
  dataDir?: string;
  /** A migrated PGlite data directory to start from (tests clone one instead of migrating each time). */
  snapshot?: Blob;
  migrationsDir?: string;
  poolSize?: number;
}

/** The migrations folder beside the source (`src/db/migrations`) or beside the bundle (`dist/migrations`). */
export function defaultMigrationsDir(): string {
  const here = path.dirname(fileURLToPath(import.meta.url));
  const candidates = [path.resolve(here, "../db/migrations"), path.resolve(here, "migrations")];
  const found = candidates.find((dir) => existsSync(path.join(dir, "meta", "_journal.json")));
  if (!found) throw new Error(`No migrations found in ${candidates.join(" or ")}; set MIGRATIONS_DIR`);
  return found;
}

export async function openDatabase(options: DatabaseOptions = {}): Promise<Database> {
  const migrationsFolder = options.migrationsDir ?? defaultMigrationsDir();
  if (options.url) return openPostgres(options.url, migrationsFolder, options.poolSize ?? 10);
  return openPglite(options, migrationsFolder);
}

/**
 * Settings of CBM's PostgreSQL sessions. CBM's statements each read a few index pages, which these would
 * only slow down:
 * - parallel plans start worker processes for one scan, which compete with the other connections for
 *   the same cores (the user-search bench served more requests per second without them);
 * - JIT compiles a plan whose estimate passes jit_above_cost, some 25 ms at every execution, for queries
 *   that run in under one (a prepared statement's `limit $n` is estimated at a tenth of the table);
 * - the statements CBM prepares (`reusable` below) have a fixed shape: planned once, they skip a planning
 *   that costs more than their execution (people search: ~1 ms against ~0.4 ms), where PostgreSQL's own
 *   choice keeps planning whenever the generic plan's estimate looks costlier.
 */
export const SESSION_OPTIONS =
  "-c max_parallel_workers_per_gather=0 -c jit=off -c plan_cache_mode=force_generic_plan";

async function openPostgres(url: string, migrationsFolder: string, max: number): Promise<Database> {
  const pool = new pg.Pool({
    connectionString: url,
    max,
    options: SESSION_OPTIONS,
  });
  pool.on("error", () => {
    // An idle client lost its connection; the pool replaces it on the next query.
  });
  const db = drizzlePg(pool) as unknown as Db;
  await migratePg(drizzlePg(pool), { migrationsFolder });
  return {
    db,
    kind: "postgres",
    ping: async () => void (await pool.query("select 1")),
    close: () => pool.end(),
  };
}

async function openPglite(options: DatabaseOptions, migrationsFolder: string): Promise<Database> {
  if (options.dataDir) await mkdir(options.dataDir, { recursive: true });
  const client = await PGlite.create({
    dataDir: options.dataDir,
    loadDataDir: options.snapshot,
    extensions: { pg_trgm, unaccent },
  });
  const db = drizzlePglite(client) as unknown as Db;
  await migratePglite(drizzlePglite(client), { migrationsFolder });
  return {
    db,
    kind: "pglite",
    ping: async () => void (await db.execute(sql`select 1`)),
    close: () => client.close(),
  };
}

/** A migrated, empty PGlite as a data-directory image, for tests to start many databases from. */
export async function pgliteSnapshot(migrationsDir?: string): Promise<Blob> {
  const client = await PGlite.create({ extensions: { pg_trgm, unaccent } });
  await migratePglite(drizzlePglite(client), { migrationsFolder: migrationsDir ?? defaultMigrationsDir() });
  const image = await client.dumpDataDir("none");
  await client.close();
  return image;
}

/** Runs `work` in one transaction: all of its writes commit together or none do. */
export function inTransaction<T>(db: Db, work: (tx: Tx) => Promise<T>): Promise<T> {
  return db.transaction((tx) => work(tx as unknown as Tx));
}

/**
 * A query built once per database handle and reused: Drizzle otherwise rebuilds the SQL text on
 * every call, which costs more than the database round trip for a primary-key read.
 */
export function reusable<T>(build: (db: Executor) => T): (db: Executor) => T {
  const built = new WeakMap<Executor, T>();
  return (db) => {
    let query = built.get(db);
    if (!query) {
      query = build(db);
      built.set(db, query);
    }
    return query;
  };
}

/**
 * Holds, until the transaction ends, the lock of one person's things of a kind (their addresses, their
 * closets), so that a limit or a single default holds under concurrent requests.
 */
export async function lockThingsOf(tx: Executor, kind: string, ownerId: string): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${kind}), hashtext(${ownerId}))`);
}
