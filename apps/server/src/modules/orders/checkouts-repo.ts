// A checkout's own row (its key, its claim by one request, its answer) and the orders it places.
import { randomUUID } from "node:crypto";
import { and, asc, eq, isNull, lt, or, sql } from "drizzle-orm";
import { type Executor, reusable } from "../../platform/db.ts";
import { rowsFromJson } from "../../platform/raw-sql.ts";
import { type CheckoutRow, checkouts, type OrderRow, orderLines, orders } from "./tables.ts";

/** How long one request may work on a checkout before another may take it over. */
const CLAIM_SECONDS = 30;

const claimUntil = sql`now() + make_interval(secs => ${CLAIM_SECONDS})`;

/**
 * The checkout of this key: opened now and claimed for this request (`opened`), or the one the key
 * opened before, for the caller to claim.
 */
const openQuery = reusable((db) =>
  db
    .insert(checkouts)
    .values({
      userId: sql.placeholder("userId"),
      idempotencyKey: sql.placeholder("idempotencyKey"),
      request: sql.placeholder("request"),
      claimedUntil: claimUntil,
    })
    .onConflictDoNothing()
    .returning()
    .prepare("checkout_opened"),
);

export async function checkoutOfKey(
  db: Executor,
  userId: string,
  idempotencyKey: string,
  request: string,
): Promise<{ checkout: CheckoutRow; opened: boolean }> {
  const [opened] = await openQuery(db).execute({ userId, idempotencyKey, request });
  if (opened) return { checkout: opened, opened: true };
  const [earlier] = await db
    .select()
    .from(checkouts)
    .where(and(eq(checkouts.userId, userId), eq(checkouts.idempotencyKey, idempotencyKey)));
  if (!earlier) throw new Error("a checkout under this key vanished");
  return { checkout: earlier, opened: false };
}

const checkoutQuery = (lock: boolean) =>
  reusable((db) => {
    const query = db
      .select()
      .from(checkouts)
      .where(eq(checkouts.id, sql.placeholder("id")));
    return (lock ? query.for("update") : query).prepare(lock ? "checkout_locked" : "checkout_of");
  });
const checkoutQueries = { locked: checkoutQuery(true), read: checkoutQuery(false) };

export async function checkoutOf(db: Executor, id: string, lock = false): Promise<CheckoutRow | undefined> {
  const [row] = await checkoutQueries[lock ? "locked" : "read"](db).execute({ id });
  return row;
}

/** Takes the checkout for this request while no other request works on it and it has no answer yet. */
export async function claimed(db: Executor, id: string): Promise<CheckoutRow | undefined> {
  const [row] = await db
    .update(checkouts)
    .set({ claimedUntil: claimUntil })
    .where(
      and(
        eq(checkouts.id, id),
        isNull(checkouts.answer),
        or(isNull(checkouts.claimedUntil), lt(checkouts.claimedUntil, sql`now()`)),
      ),
    )
    .returning();
  return row;
}

export async function updateCheckout(db: Executor, id: string, fields: Partial<CheckoutRow>): Promise<void> {
  await db.update(checkouts).set(fields).where(eq(checkouts.id, id));
}

export async function deleteCheckout(db: Executor, id: string): Promise<void> {
  await db.delete(checkouts).where(eq(checkouts.id, id));
}

/** Checkouts still pending since before `before`, and no longer worked on: the ones to settle. */
export function unsettledCheckouts(db: Executor, before: Date): Promise<CheckoutRow[]> {
  return db
    .select()
    .from(checkouts)
    .where(
      and(
        eq(checkouts.status, "pending"),
        lt(checkouts.createdAt, before),
        or(isNull(checkouts.claimedUntil), lt(checkouts.claimedUntil, sql`now()`)),
      ),
    )
    .orderBy(asc(checkouts.createdAt))
    .limit(100);
}

export type NewOrder = typeof orders.$inferInsert & {
  lines: Omit<typeof orderLines.$inferInsert, "orderId">[];
};

/** The orders and all their lines in two statements; the ids are made here so the lines can name them. */
const ORDER_FIELDS = [
  "id",
  "checkoutId",
  "userId",
  "storeId",
  "status",
  "currency",
  "itemsMinor",
  "shippingMinor",
  "totalMinor",
  "store",
  "shippingMethod",
  "address",
  "handlingDays",
  "returnDays",
] as const;

const LINE_FIELDS = [
  "orderId",
  "productId",
  "variantId",
  "title",
  "size",
  "colour",
  "image",
  "unitPriceMinor",
  "quantity",
  "outfitId",
  "outfitAuthorId",
  "eventId",
] as const;

/** The orders and their lines, in one statement whatever their number. */
const placeQuery = reusable((db) => {
  const lines = rowsFromJson(orderLines, sql`${sql.placeholder("lines")}::jsonb`, LINE_FIELDS);
  const placedLines = db
    .$with("placed_lines", {})
    .as(sql`insert into ${orderLines} (${lines.columns}) ${lines.select}`);
  return db
    .with(placedLines)
    .insert(orders)
    .select(rowsFromJson(orders, sql`${sql.placeholder("orders")}::jsonb`, ORDER_FIELDS).select)
    .returning()
    .prepare("orders_placed");
});

export async function insertOrders(db: Executor, placed: NewOrder[]): Promise<OrderRow[]> {
  if (placed.length === 0) return [];
  const withIds = placed.map((order) => ({ ...order, id: randomUUID() }));
  const rows = await placeQuery(db).execute({
    orders: JSON.stringify(withIds.map(({ lines, ...order }) => order)),
    lines: JSON.stringify(
      withIds.flatMap(({ id, lines }) => lines.map((line) => ({ ...line, orderId: id }))),
    ),
  });
  const byId = new Map(rows.map((row) => [row.id, row]));
  return withIds.map(({ id }) => byId.get(id) as OrderRow);
}
