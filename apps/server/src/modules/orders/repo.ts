import type { OrderStatus } from "@cbm/contracts";
import { and, asc, desc, eq, inArray, isNull, lt, ne, sql } from "drizzle-orm";
import { type Executor, reusable } from "../../platform/db.ts";
import type { Paging } from "../../platform/paging.ts";
import {
  type OrderLineRow,
  type OrderReturnRow,
  type OrderRow,
  orderEvents,
  orderLines,
  orderReturns,
  orders,
} from "./tables.ts";

export function ordersOfCheckout(db: Executor, checkoutId: string): Promise<OrderRow[]> {
  return db
    .select()
    .from(orders)
    .where(eq(orders.checkoutId, checkoutId))
    .orderBy(asc(orders.createdAt), asc(orders.id));
}

const linesQuery = reusable((db) =>
  db
    .select()
    .from(orderLines)
    .where(sql`${orderLines.orderId} = any(${sql.placeholder("orderIds")}::uuid[])`)
    .orderBy(asc(orderLines.id))
    .prepare("order_lines_of"),
);

export function linesOf(db: Executor, orderIds: string[]): Promise<OrderLineRow[]> {
  if (orderIds.length === 0) return Promise.resolve([]);
  return linesQuery(db).execute({ orderIds });
}

export async function deleteOrdersOf(db: Executor, checkoutId: string): Promise<void> {
  await db.delete(orders).where(eq(orders.checkoutId, checkoutId));
}

/** Pays the checkout's orders, with their ship-by day; answers them in the order they were placed. */
/** The checkout's orders paid, each to ship by its store's handling time from now, and that recorded. */
const markPaidQuery = reusable((db) => {
  const checkoutId = sql.placeholder("checkoutId");
  const recorded = db.$with("recorded", {}).as(
    sql`insert into ${orderEvents} (order_id, status)
      select ${orders.id}, 'paid' from ${orders} where ${orders.checkoutId} = ${checkoutId}`,
  );
  return db
    .with(recorded)
    .update(orders)
    .set({ status: "paid", shipBy: sql`now() + make_interval(days => ${orders.handlingDays})` })
    .where(eq(orders.checkoutId, checkoutId))
    .returning()
    .prepare("orders_paid");
});

export async function markPaid(db: Executor, checkoutId: string): Promise<OrderRow[]> {
  const paid = await markPaidQuery(db).execute({ checkoutId });
  return paid.sort(
    (one, other) => one.createdAt.getTime() - other.createdAt.getTime() || one.id.localeCompare(other.id),
  );
}

const recordStatusQuery = reusable((db) =>
  db
    .insert(orderEvents)
    .select(
      sql`select gen_random_uuid(), unnest(${sql.placeholder("orderIds")}::uuid[]), ${sql.placeholder("status")}::text, now()`,
    )
    .prepare("order_events_recorded"),
);

export async function recordStatus(db: Executor, orderIds: string[], status: OrderStatus): Promise<void> {
  if (orderIds.length === 0) return;
  await recordStatusQuery(db).execute({ orderIds, status });
}

const shown = (userId: string) => and(eq(orders.userId, userId), ne(orders.status, "pending_payment"));

export async function orderPage(
  db: Executor,
  userId: string,
  page: Paging,
): Promise<{ rows: OrderRow[]; total: number }> {
  const [rows, [count]] = await Promise.all([
    db
      .select()
      .from(orders)
      .where(shown(userId))
      .orderBy(desc(orders.createdAt), desc(orders.id))
      .limit(page.limit)
      .offset(page.offset),
    db.select({ count: sql<number>`count(*)::int` }).from(orders).where(shown(userId)),
  ]);
  return { rows, total: count?.count ?? 0 };
}

const ofStore = (storeId: string, status?: OrderStatus) =>
  and(
    eq(orders.storeId, storeId),
    ne(orders.status, "pending_payment"),
    status ? eq(orders.status, status) : undefined,
  );

export async function storeOrderPage(
  db: Executor,
  storeId: string,
  status: OrderStatus | undefined,
  page: Paging,
): Promise<{ rows: OrderRow[]; total: number }> {
  const [rows, [count]] = await Promise.all([
    db
      .select()
      .from(orders)
      .where(ofStore(storeId, status))
      .orderBy(desc(orders.createdAt), desc(orders.id))
      .limit(page.limit)
      .offset(page.offset),
    db.select({ count: sql<number>`count(*)::int` }).from(orders).where(ofStore(storeId, status)),
  ]);
  return { rows, total: count?.count ?? 0 };
}

/** Paid orders whose ship-by moment has passed. */
export function overdue(db: Executor, now: Date): Promise<OrderRow[]> {
  return db
    .select()
    .from(orders)
    .where(and(eq(orders.status, "paid"), lt(orders.shipBy, now)))
    .limit(500);
}

/** Orders still delivered that were delivered before `before`. */
export function deliveredBefore(db: Executor, before: Date): Promise<OrderRow[]> {
  return db
    .select()
    .from(orders)
    .where(and(eq(orders.status, "delivered"), lt(orders.deliveredAt, before)))
    .limit(500);
}

export async function storeOrderOf(db: Executor, storeId: string, id: string): Promise<OrderRow | undefined> {
  const [row] = await db
    .select()
    .from(orders)
    .where(and(ofStore(storeId), eq(orders.id, id)));
  return row;
}

/** Moves the order to `to` only while it is in one of `from` (a change made meanwhile wins); the moved row. */
export async function moved(
  db: Executor,
  id: string,
  from: OrderStatus[],
  to: OrderStatus,
  fields: Partial<OrderRow> = {},
): Promise<OrderRow | undefined> {
  const [row] = await db
    .update(orders)
    .set({ ...fields, status: to })
    .where(and(eq(orders.id, id), inArray(orders.status, from)))
    .returning();
  if (row) await recordStatus(db, [id], to);
  return row;
}

export async function orderOf(db: Executor, userId: string, id: string): Promise<OrderRow | undefined> {
  const [row] = await db
    .select()
    .from(orders)
    .where(and(shown(userId), eq(orders.id, id)));
  return row;
}

export function timelineOf(db: Executor, orderId: string) {
  return db
    .select({ status: orderEvents.status, at: orderEvents.at })
    .from(orderEvents)
    .where(eq(orderEvents.orderId, orderId))
    .orderBy(asc(orderEvents.at), asc(orderEvents.id));
}

export async function returnOf(db: Executor, orderId: string): Promise<OrderReturnRow | undefined> {
  const [row] = await db.select().from(orderReturns).where(eq(orderReturns.orderId, orderId));
  return row;
}

export async function insertReturn(db: Executor, row: typeof orderReturns.$inferInsert): Promise<void> {
  await db.insert(orderReturns).values(row);
}

/** Marks the order's return restocked, only the first time: the return then, else nothing. */
export async function restockedReturn(db: Executor, orderId: string): Promise<OrderReturnRow | undefined> {
  const [row] = await db
    .update(orderReturns)
    .set({ restockedAt: sql`now()` })
    .where(and(eq(orderReturns.orderId, orderId), isNull(orderReturns.restockedAt)))
    .returning();
  return row;
}

export async function declineReturn(db: Executor, orderId: string, reason: string): Promise<void> {
  await db.update(orderReturns).set({ declineReason: reason }).where(eq(orderReturns.orderId, orderId));
}
