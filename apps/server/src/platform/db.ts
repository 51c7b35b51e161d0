// The database handle both drivers share, the settings of its sessions, and the work over it:
// transactions, prepared queries, locks, and what a failure of the database means.
import { setTimeout } from "node:timers/promises";
import { type ExtractTablesWithRelations, sql } from "drizzle-orm";
import type { PgDatabase, PgQueryResultHKT, PgTransaction } from "drizzle-orm/pg-core";

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

/** Runs `work` in one transaction: all of its writes commit together or none do. */
export async function inTransaction<T>(db: Db, work: (tx: Tx) => Promise<T>): Promise<T> {
  for (let attempt = 1; ; attempt++) {
    const effects: Array<() => void> = [];
    try {
      const result = await db.transaction((tx) => {
        onCommit.set(tx, effects);
        return work(tx as unknown as Tx);
      });
      for (const effect of effects) effect();
      return result;
    } catch (error) {
      if (attempt === TRANSACTION_ATTEMPTS || !isBrokenOff(error)) throw error;
      await setTimeout(Math.random() * 20 * attempt);
    }
  }
}

/** What runs once each transaction of `inTransaction` has committed, by its handle. */
const onCommit = new WeakMap<object, Array<() => void>>();

/**
 * Runs `effect` in this process once `tx` has committed, never if it rolls back; outside a transaction, at
 * once. For effects a crash may lose (a push to a socket), not for records: those are jobs (platform/jobs.ts).
 */
export function whenCommitted(tx: Executor, effect: () => void): void {
  const effects = onCommit.get(tx);
  if (effects) effects.push(effect);
  else effect();
}

/** A transaction PostgreSQL broke off and that may pass when run again is, up to this many times. */
const TRANSACTION_ATTEMPTS = 3;

/** PostgreSQL broke the transaction off to end a deadlock (40P01) or a serialization failure (40001). */
const BROKEN_OFF_SQLSTATES = new Set(["40P01", "40001"]);

function isBrokenOff(error: unknown): boolean {
  for (let current = error, depth = 0; current instanceof Error && depth < 5; depth++) {
    const { code } = current as { code?: unknown };
    if (typeof code === "string" && BROKEN_OFF_SQLSTATES.has(code)) return true;
    current = current.cause;
  }
  return false;
}

/** The driver's client behind a handle: a pool, the connection of a transaction, or a PGlite. */
const clientOf = (db: Executor): object => (db as unknown as { session: { client: object } }).session.client;
const sessionKindOf = (db: Executor): unknown => (db as unknown as { session: object }).session.constructor;

/**
 * A prepared query built once and run on any handle, transactions included: Drizzle otherwise rebuilds
 * the SQL text on every call, which costs more than the database round trip for a primary-key read. The
 * query is built on the first handle of each driver; on another (a transaction holds a connection of its
 * own) it runs as a copy bound to that handle's client, and PostgreSQL prepares it once per connection
 * under the query's name.
 */
export function reusable<T extends object>(build: (db: Executor) => T): (db: Executor) => T {
  const builtPerDriver = new Map<unknown, T>();
  const boundPerClient = new WeakMap<object, T>();
  return (db) => {
    const client = clientOf(db);
    let query = boundPerClient.get(client);
    if (query) return query;
    const built = builtPerDriver.get(sessionKindOf(db));
    if (built) {
      query = Object.assign(Object.create(Object.getPrototypeOf(built)) as T, built, { client });
    } else {
      query = build(db);
      builtPerDriver.set(sessionKindOf(db), query);
    }
    boundPerClient.set(client, query);
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

/**
 * Runs `work` in a transaction holding that lock of one person's things of a kind. `durable: false` is
 * for things a crash may lose the last moment of (a cart line): the commit does not wait for the disk
 * (PostgreSQL's `synchronous_commit` off for this transaction; never a torn or corrupt write).
 */
export function lockedThingsOf(kind: string, db: Db, { durable = true } = {}) {
  const lock = durable
    ? (tx: Tx, ownerId: string) => lockThingsOf(tx, kind, ownerId)
    : (tx: Tx, ownerId: string) =>
        tx.execute(
          sql`select set_config('synchronous_commit', 'off', true), pg_advisory_xact_lock(hashtext(${kind}), hashtext(${ownerId}))`,
        );
  return <T>(ownerId: string, work: (tx: Tx) => Promise<T>): Promise<T> =>
    inTransaction(db, async (tx) => {
      await lock(tx, ownerId);
      return work(tx);
    });
}

/**
 * PostgreSQL's codes for "the server cannot serve now": connection lost, shutting down, overloaded, timed
 * out, or a transaction broken off again and again (deadlocks, serialization failures).
 */
const UNAVAILABLE_SQLSTATES = /^(08...|57P0[1-3]|53300|57014|55P03|40P01|40001)$/;
const UNAVAILABLE_MESSAGES =
  /Connection terminated|connection timeout|timeout exceeded when trying to connect|Query read timeout|not queryable|ECONNREFUSED|ECONNRESET|EPIPE|ETIMEDOUT/;

/** Whether an error (or its cause, as Drizzle wraps them) says the database is away rather than the query wrong. */
export function isDatabaseUnavailable(error: unknown): boolean {
  for (let current = error, depth = 0; current instanceof Error && depth < 5; depth++) {
    const { code } = current as { code?: unknown };
    if (typeof code === "string" && (UNAVAILABLE_SQLSTATES.test(code) || UNAVAILABLE_MESSAGES.test(code)))
      return true;
    if (UNAVAILABLE_MESSAGES.test(current.message) || current.name === "TimeoutError") return true;
    current = current.cause;
  }
  return false;
}

/** Whether an error (or its cause, as Drizzle wraps them) is a clash on the unique index `constraint`. */
export function isUniqueClash(error: unknown, constraint: string): boolean {
  const found = (error as { cause?: unknown })?.cause ?? error;
  const clash = (found ?? {}) as { code?: string; constraint?: string };
  return clash.code === "23505" && clash.constraint === constraint;
}
