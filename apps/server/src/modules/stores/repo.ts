import { and, asc, desc, eq, inArray, isNull, or, type SQLWrapper, sql } from "drizzle-orm";
import { alias } from "drizzle-orm/pg-core";
import { type Executor, reusable, type Tx } from "../../platform/db.ts";
import { nameSearch } from "../../platform/name-search.ts";
import type { Paging } from "../../platform/paging.ts";
import { json } from "../../platform/rendered-json.ts";
import {
  type NewStoreRow,
  type ShippingMethodRow,
  type StoreRow,
  shippingMethods,
  stores,
} from "./tables.ts";

export async function storeOfOwner(db: Executor, ownerId: string): Promise<StoreRow | undefined> {
  const [row] = await db.select().from(stores).where(eq(stores.ownerId, ownerId)).limit(1);
  return row;
}

/** Who runs the store: the retailer told of its orders. */
const ownerQuery = reusable((db) =>
  db
    .select({ ownerId: stores.ownerId })
    .from(stores)
    .where(eq(stores.id, sql.placeholder("storeId")))
    .prepare("store_owner"),
);

export async function ownerOfStore(db: Executor, storeId: string): Promise<string | undefined> {
  const [row] = await ownerQuery(db).execute({ storeId });
  return row?.ownerId;
}

export interface SellingStore {
  id: string;
  currency: StoreRow["currency"];
}

export async function sellingStoreOf(db: Executor, ownerId: string): Promise<SellingStore | undefined> {
  const [row] = await db
    .select({ id: stores.id, currency: stores.currency })
    .from(stores)
    .where(eq(stores.ownerId, ownerId))
    .limit(1);
  return row;
}

/** The ids of the stores `ownerId` owns, as a subquery (`inArray(column, ownedStoreIds(owner))`). */
export const ownedStoreIds = (ownerId: string) =>
  sql`(select ${stores.id} from ${stores} where ${stores.ownerId} = ${ownerId})`;

/**
 * Join arguments for the active store `storeId` names (`.innerJoin(...activeStoreOf(column))`), which the
 * fragments below then describe: another module's statement that renders a store reads it through these.
 */
export const activeStoreOf = (storeId: SQLWrapper) =>
  [stores, and(eq(stores.id, storeId), eq(stores.status, "active"))] as const;

/** Join arguments for the store `storeId` names, whatever its state (`.innerJoin(...storeOf(column))`). */
export const storeOf = (storeId: SQLWrapper) => [stores, eq(stores.id, storeId)] as const;

/** What a buyer needs of a store (storeOf joins it): who it is, its currency, whether it sells now. */
export const storeForBuyers = {
  id: stores.id,
  name: stores.name,
  slug: stores.slug,
  logo: stores.logo,
  currency: stores.currency,
  status: stores.status,
  vacation: stores.vacation,
  vacationReturnsOn: stores.vacationReturnsOn,
};

/** The store's name and address as JSON members (decision 006). */
export const storeNameMembers = {
  id: json.uuid(stores.id),
  slug: json.present(stores.slug),
  name: json.present(stores.name),
};

export const storeCurrency = json.present(stores.currency);

const method = alias(shippingMethods, "method");

/** What a shopper is told of the store before buying: its policies and active shipping methods. */
export const storePolicyMembers = {
  logo: json.value(stores.logo),
  handlingDays: json.scalar(stores.handlingDays),
  returnWindowDays: json.scalar(stores.returnWindowDays),
  returnPolicy: json.value(stores.returnPolicy),
  vacation: sql<string>`('{"on":' || ${stores.vacation} || ',"message":' || ${json.value(stores.vacationMessage)}
    || ',"returnsOn":' || ${json.value(stores.vacationReturnsOn)} || '}')`,
  shippingMethods: sql<string>`(select coalesce('[' || string_agg('{"name":' || ${json.present(method.name)}
      || ',"priceMinor":' || ${method.priceMinor} || ',"freeOverMinor":' || ${json.value(method.freeOverMinor)}
      || ',"minDays":' || ${method.minDays} || ',"maxDays":' || ${method.maxDays} || '}',
      ',' order by ${method.priceMinor}, ${method.name}) || ']', '[]')
    from ${shippingMethods} as ${method} where ${method.storeId} = ${stores.id} and ${method.active})`,
};

/** An active store by its id or its address. */
export async function activeStore(db: Executor, idOrSlug: string): Promise<StoreRow | undefined> {
  const isId = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i.test(idOrSlug);
  const [row] = await db
    .select()
    .from(stores)
    .where(
      and(
        isId ? eq(stores.id, idOrSlug) : eq(stores.slug, idOrSlug.toLowerCase()),
        eq(stores.status, "active"),
      ),
    )
    .limit(1);
  return row;
}

/** The new stores; an owner who has one already keeps it. */
/** Inserts the stores whose owner and address are both free; the others are left out, not an error. */
export async function insertedStores(db: Executor, rows: NewStoreRow[]): Promise<StoreRow[]> {
  if (rows.length === 0) return [];
  return db.insert(stores).values(rows).onConflictDoNothing().returning();
}

export async function ownersWithStores(db: Executor, ownerIds: string[]): Promise<Set<string>> {
  if (ownerIds.length === 0) return new Set();
  const rows = await db
    .select({ ownerId: stores.ownerId })
    .from(stores)
    .where(inArray(stores.ownerId, ownerIds));
  return new Set(rows.map((row) => row.ownerId));
}

/** Addresses taken that start with `base`, for finding a free one. */
export async function slugsLike(db: Executor, base: string): Promise<Set<string>> {
  const rows = await db
    .select({ slug: stores.slug })
    .from(stores)
    .where(sql`${stores.slug} like ${`${base}%`}`);
  return new Set(rows.map((row) => row.slug));
}

export async function updatedStore(
  db: Executor,
  id: string,
  changes: Partial<Omit<NewStoreRow, "id" | "ownerId" | "createdAt">>,
): Promise<StoreRow | undefined> {
  const [row] = await db
    .update(stores)
    .set({ ...changes, updatedAt: sql`now()` })
    .where(eq(stores.id, id))
    .returning();
  return row;
}

/**
 * One page of the active stores: by name (typos tolerated, see nameSearch) best match first, or those
 * with most products first.
 */
export async function activeStorePage(
  tx: Tx,
  keyword: string | undefined,
  page: Paging,
): Promise<{ rows: StoreRow[]; total: number }> {
  const search = keyword ? await nameSearch(tx, stores.name, keyword) : undefined;
  const where = and(eq(stores.status, "active"), search?.matches);
  const [rows, [count]] = await Promise.all([
    tx
      .select()
      .from(stores)
      .where(where)
      .orderBy(...(search?.bestFirst ?? []), desc(stores.productCount), asc(stores.id))
      .limit(page.limit)
      .offset(page.offset),
    tx.select({ count: sql<number>`count(*)::int` }).from(stores).where(where),
  ]);
  return { rows, total: count?.count ?? 0 };
}

// ---- shipping methods ----

/** A store's shipping methods (or its active ones), active first, cheapest first. */
export function methodsOf(db: Executor, storeId: string, activeOnly = false): Promise<ShippingMethodRow[]> {
  return db
    .select()
    .from(shippingMethods)
    .where(
      and(eq(shippingMethods.storeId, storeId), activeOnly ? eq(shippingMethods.active, true) : undefined),
    )
    .orderBy(desc(shippingMethods.active), asc(shippingMethods.priceMinor), asc(shippingMethods.name));
}

/** A delivery an order is placed with: a store's active shipping method, its handling time and return window. */
export type Delivery = ShippingMethodRow & { handlingDays: number; returnDays: number };

/** The stores' active shipping methods chosen (a method of another store is not found), by method id. */
export async function deliveriesBy(
  db: Executor,
  chosen: { storeId: string; methodId: string }[],
): Promise<Map<string, Delivery>> {
  if (chosen.length === 0) return new Map();
  const rows = await db
    .select({
      method: shippingMethods,
      handlingDays: stores.handlingDays,
      returnDays: stores.returnWindowDays,
    })
    .from(shippingMethods)
    .innerJoin(stores, eq(stores.id, shippingMethods.storeId))
    .where(
      and(
        or(
          ...chosen.map(({ storeId, methodId }) =>
            and(eq(shippingMethods.id, methodId), eq(shippingMethods.storeId, storeId)),
          ),
        ),
        eq(shippingMethods.active, true),
      ),
    );
  return new Map(
    rows.map((row) => [
      row.method.id,
      { ...row.method, handlingDays: row.handlingDays, returnDays: row.returnDays },
    ]),
  );
}

/** Marks the stores as having sold, once: a store that has orders keeps its currency. */
export async function markOrdered(tx: Executor, storeIds: string[]): Promise<void> {
  if (storeIds.length === 0) return;
  await tx
    .update(stores)
    .set({ firstOrderAt: sql`now()` })
    .where(and(inArray(stores.id, storeIds), isNull(stores.firstOrderAt)));
}

export type MethodFields = Omit<typeof shippingMethods.$inferInsert, "id" | "storeId" | "createdAt">;

/** The new method, or undefined when the store has one of that name. */
export async function insertedMethod(
  db: Executor,
  storeId: string,
  fields: MethodFields,
): Promise<ShippingMethodRow | undefined> {
  const [row] = await db
    .insert(shippingMethods)
    .values({ ...fields, storeId })
    .onConflictDoNothing()
    .returning();
  return row;
}

/** The changed method; undefined when the store has no such method. Throws on a name clash. */
export async function updatedMethod(
  db: Executor,
  storeId: string,
  id: string,
  fields: MethodFields,
): Promise<ShippingMethodRow | undefined> {
  const [row] = await db
    .update(shippingMethods)
    .set(fields)
    .where(and(eq(shippingMethods.id, id), eq(shippingMethods.storeId, storeId)))
    .returning();
  return row;
}

export async function deletedMethod(db: Executor, storeId: string, id: string): Promise<boolean> {
  const rows = await db
    .delete(shippingMethods)
    .where(and(eq(shippingMethods.id, id), eq(shippingMethods.storeId, storeId)))
    .returning({ id: shippingMethods.id });
  return rows.length > 0;
}

export async function methodCount(db: Executor, storeId: string): Promise<number> {
  const [row] = await db
    .select({ count: sql<number>`count(*)::int` })
    .from(shippingMethods)
    .where(eq(shippingMethods.storeId, storeId));
  return row?.count ?? 0;
}

/** Takes the store's row lock for the rest of the transaction: changes to its methods take turns. */
export async function lockStore(tx: Executor, id: string): Promise<void> {
  await tx.select({ id: stores.id }).from(stores).where(eq(stores.id, id)).for("update");
}

export async function suspendStoreOf(tx: Executor, ownerId: string): Promise<void> {
  await tx
    .update(stores)
    .set({ status: "suspended", updatedAt: sql`now()` })
    .where(eq(stores.ownerId, ownerId));
}

export async function setProductCount(tx: Executor, storeId: string, count: number): Promise<void> {
  await tx.update(stores).set({ productCount: count }).where(eq(stores.id, storeId));
}
