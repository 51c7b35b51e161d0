// Flash deals of a live event and the buyers' claims on them: running, taking and returning units,
// closing by time, and claims moved, due and released.
import { and, desc, eq, gt, inArray, lte, type SQL, sql } from "drizzle-orm";
import { type Executor, reusable } from "../../platform/db.ts";
import { type DealClaimRow, dealClaims, type FlashDealRow, flashDeals } from "./tables.ts";

export async function insertedDeal(
  db: Executor,
  deal: typeof flashDeals.$inferInsert,
): Promise<FlashDealRow> {
  const [row] = await db.insert(flashDeals).values(deal).returning();
  if (!row) throw new Error("flash deal insert returned nothing");
  return row;
}

export async function dealOf(db: Executor, id: string): Promise<FlashDealRow | undefined> {
  const [row] = await db.select().from(flashDeals).where(eq(flashDeals.id, id));
  return row;
}

/** A deal still running (its countdown, or open) at `now`. */
const running = (now: Date): SQL =>
  and(sql`${flashDeals.endedAt} is null`, gt(flashDeals.closesAt, now)) as SQL;

/** The event's newest deal that is running at `now`. */
export async function runningDealOf(
  db: Executor,
  eventId: string,
  now: Date,
): Promise<FlashDealRow | undefined> {
  const [row] = await db
    .select()
    .from(flashDeals)
    .where(and(eq(flashDeals.eventId, eventId), running(now)))
    .orderBy(desc(flashDeals.createdAt))
    .limit(1);
  return row;
}

/** Closes the deal now if it is still running; answers it closed. */
export async function endedDeal(db: Executor, id: string, now: Date): Promise<FlashDealRow | undefined> {
  const [row] = await db
    .update(flashDeals)
    .set({ endedAt: now })
    .where(and(eq(flashDeals.id, id), running(now)))
    .returning();
  return row;
}

/** Closes every running deal of the event now (its live ended); answers them closed. */
export function endedDealsOf(db: Executor, eventId: string, now: Date): Promise<FlashDealRow[]> {
  return db
    .update(flashDeals)
    .set({ endedAt: now })
    .where(and(eq(flashDeals.eventId, eventId), running(now)))
    .returning();
}

/** Marks the deals whose time ran out by `now` as closed then; answers them. */
export function closedByTime(db: Executor, now: Date): Promise<FlashDealRow[]> {
  return db
    .update(flashDeals)
    .set({ endedAt: flashDeals.closesAt })
    .where(and(sql`${flashDeals.endedAt} is null`, lte(flashDeals.closesAt, now)))
    .returning();
}

/**
 * Takes `quantity` units off an open deal's remaining, only if that many are left (a conditional update:
 * concurrent buyers never take more than there is); answers the deal as it is now, or undefined.
 */
export async function takenFromDeal(
  db: Executor,
  id: string,
  quantity: number,
  now: Date,
): Promise<FlashDealRow | undefined> {
  const [row] = await db
    .update(flashDeals)
    .set({ remaining: sql`${flashDeals.remaining} - ${quantity}` })
    .where(
      and(
        eq(flashDeals.id, id),
        running(now),
        lte(flashDeals.opensAt, now),
        sql`${flashDeals.remaining} >= ${quantity}`,
      ),
    )
    .returning();
  return row;
}

export async function returnedToDeal(
  db: Executor,
  id: string,
  quantity: number,
): Promise<FlashDealRow | undefined> {
  const [row] = await db
    .update(flashDeals)
    .set({ remaining: sql`${flashDeals.remaining} + ${quantity}` })
    .where(eq(flashDeals.id, id))
    .returning();
  return row;
}

/** The units of the deal the buyer holds (reserved, ordered or paid). */
export async function takenBy(db: Executor, dealId: string, userId: string): Promise<number> {
  const [row] = await db
    .select({ taken: sql<number>`coalesce(sum(${dealClaims.quantity}), 0)::int` })
    .from(dealClaims)
    .where(
      and(
        eq(dealClaims.dealId, dealId),
        eq(dealClaims.userId, userId),
        inArray(dealClaims.state, ["reserved", "ordered", "paid"]),
      ),
    );
  return row?.taken ?? 0;
}

export async function insertedClaim(
  db: Executor,
  claim: typeof dealClaims.$inferInsert,
): Promise<DealClaimRow> {
  const [row] = await db.insert(dealClaims).values(claim).returning();
  if (!row) throw new Error("deal claim insert returned nothing");
  return row;
}

/** Moves the buyer's claims on the variants from one state to another; answers the claims moved. */
const movedClaimsQuery = reusable((db) =>
  db
    .update(dealClaims)
    .set({ state: sql`${sql.placeholder("to")}` })
    .where(
      and(
        eq(dealClaims.userId, sql.placeholder("userId")),
        sql`${dealClaims.variantId} = any(${sql.placeholder("variantIds")}::uuid[])`,
        eq(dealClaims.state, sql.placeholder("from")),
      ),
    )
    .returning()
    .prepare("deal_claims_moved"),
);

export function movedClaims(
  db: Executor,
  userId: string,
  variantIds: string[],
  from: DealClaimRow["state"],
  to: DealClaimRow["state"],
): Promise<DealClaimRow[]> {
  if (variantIds.length === 0) return Promise.resolve([]);
  return movedClaimsQuery(db).execute({ userId, variantIds, from, to });
}

/** Claims not paid by `now` (reserved or ordered), locked for the caller's transaction to release. */
export function dueClaims(db: Executor, now: Date, limit: number): Promise<DealClaimRow[]> {
  return db
    .select()
    .from(dealClaims)
    .where(and(inArray(dealClaims.state, ["reserved", "ordered"]), lte(dealClaims.expiresAt, now)))
    .orderBy(dealClaims.expiresAt)
    .limit(limit)
    .for("update", { skipLocked: true });
}

export async function markReleased(db: Executor, ids: string[]): Promise<void> {
  if (ids.length === 0) return;
  await db.update(dealClaims).set({ state: "released" }).where(inArray(dealClaims.id, ids));
}
