import { existsSync } from "node:fs";
import { mkdir } from "node:fs/promises";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { PGlite } from "@electric-sql/pglite";
import { pg_trgm } from "@electric-sql/pglite/contrib/pg_trgm";
import { type ExtractTablesWithRelations, sql } from "drizzle-orm";
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

async function openPostgres(url: string, migrationsFolder: string, max: number): Promise<Database> {
  const pool = new pg.Pool({ connectionString: url, max });
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
    extensions: { pg_trgm },
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
  const client = await PGlite.create({ extensions: { pg_trgm } });
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
