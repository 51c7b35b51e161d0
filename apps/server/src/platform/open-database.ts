// Opening the database: PostgreSQL through a pool of connections with CBM's session settings and
// timeouts, or the embedded PGlite; migrated either way.
import { existsSync } from "node:fs";
import { mkdir } from "node:fs/promises";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { PGlite } from "@electric-sql/pglite";
import { pg_trgm } from "@electric-sql/pglite/contrib/pg_trgm";
import { unaccent } from "@electric-sql/pglite/contrib/unaccent";
import { sql } from "drizzle-orm";
import { drizzle as drizzlePg, type NodePgDatabase } from "drizzle-orm/node-postgres";
import { migrate as migratePg } from "drizzle-orm/node-postgres/migrator";
import type { PgTransactionConfig } from "drizzle-orm/pg-core";
import { drizzle as drizzlePglite } from "drizzle-orm/pglite";
import { migrate as migratePglite } from "drizzle-orm/pglite/migrator";
import pg from "pg";
import { type Database, type Db, isDatabaseUnavailable, SESSION_OPTIONS, type Tx } from "./db.ts";
import { withTimeout } from "./timeouts.ts";

export interface DatabaseOptions {
  /** A postgres:// URL; without it the embedded PGlite is used. */
  url?: string;
  /** Where PGlite keeps its files; without it PGlite lives in memory. */
  dataDir?: string;
  /** A migrated PGlite data directory to start from (tests clone one instead of migrating each time). */
  snapshot?: Blob;
  migrationsDir?: string;
  poolSize?: number;
  /** Longest a statement may run (PostgreSQL's statement_timeout); the client gives up a second later. */
  statementTimeoutMs?: number;
  /** Told when a connection fails outside a query (the pool replaces it by itself). */
  onConnectionError?: (error: Error) => void;
}

/** The longest wait for a free connection before a request is answered 503. */
export const CONNECT_TIMEOUT_MS = 5000;
export const STATEMENT_TIMEOUT_MS = 5000;
/** A transaction left open this long without a statement is ended by PostgreSQL. */
const IDLE_IN_TRANSACTION_TIMEOUT_MS = 30_000;
const PING_TIMEOUT_MS = 3000;

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
  if (options.url) return openPostgres(options.url, migrationsFolder, options);
  return openPglite(options, migrationsFolder);
}

async function openPostgres(
  url: string,
  migrationsFolder: string,
  options: DatabaseOptions,
): Promise<Database> {
  await migrateWithoutTimeouts(url, migrationsFolder);
  const statementTimeout = options.statementTimeoutMs ?? STATEMENT_TIMEOUT_MS;
  const onConnectionError = options.onConnectionError ?? (() => {});
  const pool = new pg.Pool({
    connectionString: url,
    max: options.poolSize ?? 10,
    options: `${SESSION_OPTIONS} -c statement_timeout=${statementTimeout} -c idle_in_transaction_session_timeout=${IDLE_IN_TRANSACTION_TIMEOUT_MS}`,
    connectionTimeoutMillis: CONNECT_TIMEOUT_MS,
    // When the server hangs rather than refuses, only the client's own clock ends the wait.
    query_timeout: statementTimeout + 1000,
    keepAlive: true,
  });
  // A connection that dies while idle or checked out emits 'error'; unheard, that would end the process.
  pool.on("error", onConnectionError);
  pool.on("connect", (client) => client.on("error", onConnectionError));
  const db = drizzlePg(pool) as unknown as Db;
  db.transaction = transactionsReleasingTheirClient(pool) as Db["transaction"];
  return {
    db,
    kind: "postgres",
    ping: () => withTimeout(pool.query("select 1"), PING_TIMEOUT_MS, "PostgreSQL").then(() => undefined),
    close: () => pool.end(),
  };
}

/** Drizzle over a connection of the pool, made once for each: the pool hands out the same few again. */
const drizzled = new WeakMap<pg.PoolClient, NodePgDatabase>();
function drizzleOf(client: pg.PoolClient): NodePgDatabase {
  const known = drizzled.get(client);
  if (known) return known;
  const db = drizzlePg(client);
  drizzled.set(client, db);
  return db;
}

/**
 * Drizzle (0.45) does not give the pool's client back when BEGIN itself fails, so every connection
 * killed at that moment would shrink the pool for good. Transactions check out their own client and
 * always give it back, marked broken when its connection failed, so that the pool replaces it.
 */
function transactionsReleasingTheirClient(pool: pg.Pool) {
  return async <T>(work: (tx: Tx) => Promise<T>, config?: PgTransactionConfig): Promise<T> => {
    const client = await pool.connect();
    let broken: Error | undefined;
    try {
      return await drizzleOf(client).transaction((tx) => work(tx as unknown as Tx), config);
    } catch (error) {
      if (isDatabaseUnavailable(error)) broken = error as Error;
      throw error;
    } finally {
      client.release(broken);
    }
  };
}

/** Migrations may rewrite large tables: they run on a connection of their own, without the requests' timeouts. */
async function migrateWithoutTimeouts(url: string, migrationsFolder: string): Promise<void> {
  const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: CONNECT_TIMEOUT_MS });
  client.on("error", () => {});
  await client.connect();
  try {
    await migratePg(drizzlePg(client), { migrationsFolder });
  } finally {
    await client.end();
  }
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
