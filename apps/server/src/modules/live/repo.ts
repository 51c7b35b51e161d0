import type { LiveCheer } from "@cbm/contracts";
import { and, desc, eq, gt, inArray, lte, or, type SQL, sql } from "drizzle-orm";
import type { Executor } from "../../platform/db.ts";
import type { Mark } from "../../platform/paging.ts";
import { fullName, livePerson, personAvatar } from "../users/index.ts";
import {
  type DealClaimRow,
  dealClaims,
  type FlashDealRow,
  flashDeals,
  liveComments,
  liveMutes,
  liveRooms,
} from "./tables.ts";

/** The event's room row, made on first use. */
async function ensureRoom(db: Executor, eventId: string): Promise<void> {
  await db.insert(liveRooms).values({ eventId }).onConflictDoNothing();
}

export async function roomOf(db: Executor, eventId: string) {
  const [row] = await db.select().from(liveRooms).where(eq(liveRooms.eventId, eventId));
  return row;
}

export async function pin(db: Executor, eventId: string, productId: string | null): Promise<void> {
  await db
    .insert(liveRooms)
    .values({ eventId, pinnedProductId: productId })
    .onConflictDoUpdate({ target: liveRooms.eventId, set: { pinnedProductId: productId } });
}

/** The pinned product of each of the events that has one. */
export async function pinsOf(db: Executor, eventIds: string[]): Promise<Map<string, string>> {
  if (eventIds.length === 0) return new Map();
  const rows = await db
    .select({ eventId: liveRooms.eventId, productId: liveRooms.pinnedProductId })
    .from(liveRooms)
    .where(inArray(liveRooms.eventId, eventIds));
  return new Map(rows.flatMap((row) => (row.productId ? [[row.eventId, row.productId] as const] : [])));
}

/** Adds one to the event's count of the cheer; answers the new count. */
export async function cheered(db: Executor, eventId: string, kind: LiveCheer): Promise<number> {
  await ensureRoom(db, eventId);
  const column = liveRooms[kind];
  const [row] = await db
    .update(liveRooms)
    .set({ [kind]: sql`${column} + 1` })
    .where(eq(liveRooms.eventId, eventId))
    .returning({ count: column });
  return row?.count ?? 0;
}

export interface CommentRow extends Mark {
  id: string;
  message: string;
  createdAt: Date;
  author: { id: string; fullName: string; avatar: string | null };
}

const commentColumns = {
  id: liveComments.id,
  key: sql<string>`${liveComments.createdAt}::text`,
  message: liveComments.message,
  createdAt: liveComments.createdAt,
  author: { id: liveComments.authorId, fullName, avatar: personAvatar },
};

export async function commentOf(db: Executor, id: string): Promise<CommentRow | undefined> {
  const [row] = await db
    .select(commentColumns)
    .from(liveComments)
    .innerJoin(...livePerson(liveComments.authorId))
    .where(eq(liveComments.id, id));
  return row;
}

/** The event's comments of live authors, newest first, before the mark when one is given. */
export function commentsBefore(
  db: Executor,
  eventId: string,
  before: Mark | undefined,
  limit: number,
): Promise<CommentRow[]> {
  const after = before
    ? or(
        sql`${liveComments.createdAt} < ${before.key}::timestamptz`,
        and(
          sql`${liveComments.createdAt} = ${before.key}::timestamptz`,
          sql`${liveComments.id} < ${before.id}`,
        ),
      )
    : undefined;
  return db
    .select(commentColumns)
    .from(liveComments)
    .innerJoin(...livePerson(liveComments.authorId))
    .where(and(eq(liveComments.eventId, eventId), after))
    .orderBy(desc(liveComments.createdAt), desc(liveComments.id))
    .limit(limit);
}

export async function insertedComment(
  db: Executor,
  comment: { eventId: string; authorId: string; message: string },
): Promise<{ id: string; createdAt: Date }> {
  const [row] = await db
    .insert(liveComments)
    .values(comment)
    .returning({ id: liveComments.id, createdAt: liveComments.createdAt });
  if (!row) throw new Error("live comment insert returned nothing");
  return row;
}

export async function deletedComment(db: Executor, eventId: string, id: string): Promise<boolean> {
  const deleted = await db
    .delete(liveComments)
    .where(and(eq(liveComments.eventId, eventId), eq(liveComments.id, id)))
    .returning({ id: liveComments.id });
  return deleted.length > 0;
}

export async function isMuted(db: Executor, eventId: string, userId: string): Promise<boolean> {
  const [row] = await db
    .select({ userId: liveMutes.userId })
    .from(liveMutes)
    .where(and(eq(liveMutes.eventId, eventId), eq(liveMutes.userId, userId)));
  return row !== undefined;
}

/** Mutes the person; answers whether they were not muted before. */
export async function muted(
  db: Executor,
  mute: { eventId: string; userId: string; mutedBy: string },
): Promise<boolean> {
  const rows = await db
    .insert(liveMutes)
    .values(mute)
    .onConflictDoNothing()
    .returning({ userId: liveMutes.userId });
  return rows.length > 0;
}

/** Lets the person comment again; answers whether they were muted. */
export async function unmuted(db: Executor, eventId: string, userId: string): Promise<boolean> {
  const rows = await db
    .delete(liveMutes)
    .where(and(eq(liveMutes.eventId, eventId), eq(liveMutes.userId, userId)))
    .returning({ userId: liveMutes.userId });
  return rows.length > 0;
}

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
export function movedClaims(
  db: Executor,
  userId: string,
  variantIds: string[],
  from: DealClaimRow["state"],
  to: DealClaimRow["state"],
): Promise<DealClaimRow[]> {
  if (variantIds.length === 0) return Promise.resolve([]);
  return db
    .update(dealClaims)
    .set({ state: to })
    .where(
      and(
        eq(dealClaims.userId, userId),
        inArray(dealClaims.variantId, variantIds),
        eq(dealClaims.state, from),
      ),
    )
    .returning();
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
