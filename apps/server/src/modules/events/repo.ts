import type { EventReaction, EventScope, InvitationResponse } from "@cbm/contracts";
import {
  and,
  asc,
  count,
  desc,
  eq,
  getTableColumns,
  ilike,
  inArray,
  isNull,
  lte,
  not,
  or,
  type SQL,
  sql,
} from "drizzle-orm";
import { type Executor, rowsOf, textArray } from "../../platform/db.ts";
import type { Paging } from "../../platform/paging.ts";
import {
  fullName,
  joinLivePerson,
  likePattern,
  livePerson,
  noBlockBetween,
  personAvatar,
  personRoles,
} from "../users/index.ts";
import {
  type EventRow,
  eventInvitations,
  eventProducts,
  eventReactions,
  events,
  type NewEventRow,
} from "./tables.ts";
import { type EventViewer, eventSeenBy } from "./visibility.ts";

const now = sql`now()`;
const over = or(inArray(events.status, ["ended", "cancelled"]), lte(events.endsAt, now)) as SQL;

/** An event with its host and the viewer's own reactions and invitation, as a summary shows it. */
export interface SummaryRow {
  event: EventRow;
  host: { id: string; fullName: string; avatar: string | null; roles: string[] };
  viewerReactions: EventReaction[];
  viewerInvitation: InvitationResponse | "pending" | null;
}

const summaryColumns = (viewerId: string) => ({
  event: getTableColumns(events),
  host: { id: events.hostId, fullName, avatar: personAvatar, roles: personRoles },
  viewerReactions: sql<
    EventReaction[]
  >`coalesce((select array_agg(${eventReactions.action} order by ${eventReactions.action}) from ${eventReactions} where ${eventReactions.eventId} = ${events.id} and ${eventReactions.userId} = ${viewerId}), '{}')`,
  viewerInvitation: sql<
    InvitationResponse | "pending" | null
  >`(select coalesce(${eventInvitations.response}, 'pending') from ${eventInvitations} where ${eventInvitations.eventId} = ${events.id} and ${eventInvitations.userId} = ${viewerId})`,
});

/** Events the viewer may see, with their live host. */
const seenEvents = (db: Executor, viewer: EventViewer, where: SQL | undefined) =>
  db
    .select(summaryColumns(viewer.userId))
    .from(events)
    .innerJoin(...livePerson(events.hostId))
    .where(and(eventSeenBy(viewer), where));

/** The event by id, as the viewer may see it. */
export async function eventSeen(
  db: Executor,
  viewer: EventViewer,
  id: string,
): Promise<SummaryRow | undefined> {
  const [row] = await seenEvents(db, viewer, eq(events.id, id));
  return row;
}

/** The event by id or by slug, as the viewer may see it. */
export async function eventSeenByKey(
  db: Executor,
  viewer: EventViewer,
  key: string,
  keyIsId: boolean,
): Promise<SummaryRow | undefined> {
  const [row] = await seenEvents(db, viewer, keyIsId ? eq(events.id, key) : eq(events.slug, key));
  return row;
}

function scopeOf(scope: EventScope, viewerId: string): { where: SQL; order: SQL[] } {
  switch (scope) {
    case "upcoming":
      return { where: and(eq(events.status, "scheduled"), not(over)) as SQL, order: [asc(events.startsAt)] };
    case "live":
      return { where: eq(events.status, "live"), order: [asc(events.startsAt)] };
    case "past":
      return { where: and(not(eq(events.status, "live")), over) as SQL, order: [desc(events.startsAt)] };
    case "mine":
      return { where: eq(events.hostId, viewerId), order: [desc(events.startsAt)] };
  }
}

export interface EventFilters {
  scope: EventScope;
  hostId?: string;
  keyword?: string;
}

/** A page of the events the viewer may see in the scope, and how many there are. */
export async function eventPage(
  db: Executor,
  viewer: EventViewer,
  filters: EventFilters,
  page: Paging,
): Promise<{ rows: SummaryRow[]; total: number }> {
  const { where, order } = scopeOf(filters.scope, viewer.userId);
  const filtered = and(
    where,
    filters.hostId ? eq(events.hostId, filters.hostId) : undefined,
    filters.keyword ? ilike(events.title, likePattern(filters.keyword)) : undefined,
  );
  const [rows, [counted]] = await Promise.all([
    seenEvents(db, viewer, filtered)
      .orderBy(...order, asc(events.id))
      .limit(page.limit)
      .offset(page.offset),
    db
      .select({ total: count() })
      .from(events)
      .innerJoin(...livePerson(events.hostId))
      .where(and(eventSeenBy(viewer), filtered)),
  ]);
  return { rows, total: counted?.total ?? 0 };
}

/** An open invitation waits for an answer (or is a maybe) for an event not over. */
const openInvitation = and(
  or(isNull(eventInvitations.response), eq(eventInvitations.response, "maybe")),
  not(over),
) as SQL;

export interface InvitationRow extends SummaryRow {
  invitedBy: string;
  response: InvitationResponse | null;
  invitedAt: Date;
}

/** A page of the viewer's open or past invitations, newest first, leaving out hosts blocked either way. */
export async function invitationPage(
  db: Executor,
  viewerId: string,
  open: boolean,
  page: Paging,
): Promise<{ rows: InvitationRow[]; total: number }> {
  const where = and(
    eq(eventInvitations.userId, viewerId),
    noBlockBetween(viewerId, events.hostId),
    open ? openInvitation : not(openInvitation),
  );
  const [rows, [counted]] = await Promise.all([
    db
      .select({
        ...summaryColumns(viewerId),
        invitedBy: eventInvitations.invitedBy,
        response: eventInvitations.response,
        invitedAt: eventInvitations.invitedAt,
      })
      .from(eventInvitations)
      .innerJoin(events, eq(events.id, eventInvitations.eventId))
      .innerJoin(...livePerson(events.hostId))
      .where(where)
      .orderBy(desc(eventInvitations.invitedAt), asc(events.id))
      .limit(page.limit)
      .offset(page.offset),
    db
      .select({ total: count() })
      .from(eventInvitations)
      .innerJoin(events, eq(events.id, eventInvitations.eventId))
      .innerJoin(...livePerson(events.hostId))
      .where(where),
  ]);
  return { rows, total: counted?.total ?? 0 };
}

export interface PersonRow {
  id: string;
  fullName: string;
  avatar: string | null;
}

/** The people among `ids` whose accounts are live. */
export async function livePeople(db: Executor, ids: string[]): Promise<PersonRow[]> {
  if (ids.length === 0) return [];
  return rowsOf<PersonRow>(
    db,
    sql`select person.id, ${fullName} as "fullName", ${personAvatar} as avatar
      from unnest(${textArray(ids)}::uuid[]) as person(id) ${joinLivePerson(sql`person.id`)}`,
  );
}

/** The first people going to the event, leaving out those blocked either way with the viewer. */
export function attendeesOf(db: Executor, viewerId: string, eventId: string, limit: number) {
  return db
    .select({ id: eventReactions.userId, fullName, avatar: personAvatar })
    .from(eventReactions)
    .innerJoin(...livePerson(eventReactions.userId))
    .where(
      and(
        eq(eventReactions.eventId, eventId),
        eq(eventReactions.action, "going"),
        noBlockBetween(viewerId, eventReactions.userId),
      ),
    )
    .orderBy(asc(eventReactions.createdAt), asc(eventReactions.userId))
    .limit(limit);
}

export async function invitedCount(db: Executor, eventId: string): Promise<number> {
  const [row] = await db
    .select({ total: count() })
    .from(eventInvitations)
    .where(eq(eventInvitations.eventId, eventId));
  return row?.total ?? 0;
}

/** The ids of the products on the event's shelf, in the order they were added. */
export async function productIdsOf(db: Executor, eventId: string): Promise<string[]> {
  const rows = await db
    .select({ id: eventProducts.productId })
    .from(eventProducts)
    .where(eq(eventProducts.eventId, eventId))
    .orderBy(asc(eventProducts.addedAt), asc(eventProducts.productId));
  return rows.map((row) => row.id);
}

// ---- writes ----

/** The new event, or undefined when its slug is taken. */
export async function insertedEvent(db: Executor, row: NewEventRow): Promise<EventRow | undefined> {
  const [inserted] = await db
    .insert(events)
    .values(row)
    .onConflictDoNothing({ target: events.slug })
    .returning();
  return inserted;
}

/** The event's row, locked until the transaction ends (invitations and edits of one event go one at a time). */
export async function lockedEvent(db: Executor, id: string): Promise<EventRow | undefined> {
  const [row] = await db.select().from(events).where(eq(events.id, id)).for("update");
  return row;
}

export async function updatedEvent(
  db: Executor,
  id: string,
  fields: Partial<NewEventRow>,
): Promise<EventRow | undefined> {
  const [row] = await db
    .update(events)
    .set({ ...fields, updatedAt: now })
    .where(eq(events.id, id))
    .returning();
  return row;
}

export async function deletedEvent(db: Executor, id: string): Promise<boolean> {
  const deleted = await db.delete(events).where(eq(events.id, id)).returning({ id: events.id });
  return deleted.length > 0;
}

/** Who hears of a change of the event: everyone invited who has not declined, and everyone going. */
export async function peopleToTell(db: Executor, event: EventRow): Promise<string[]> {
  const rows = await rowsOf<{ id: string }>(
    db,
    sql`select ${eventInvitations.userId} as id from ${eventInvitations}
      where ${eventInvitations.eventId} = ${event.id} and ${eventInvitations.response} is distinct from 'declined'
      union select ${eventReactions.userId} from ${eventReactions}
      where ${eventReactions.eventId} = ${event.id} and ${eventReactions.action} = 'going'`,
  );
  return rows.map((row) => row.id).filter((id) => id !== event.hostId);
}

/** The people among `ids` the host may invite: live, not the host, no block either way. */
export async function invitable(db: Executor, hostId: string, ids: string[]): Promise<string[]> {
  const rows = await rowsOf<{ id: string }>(
    db,
    sql`select person.id from unnest(${textArray(ids)}::uuid[]) as person(id) ${joinLivePerson(sql`person.id`)}
      where person.id <> ${hostId} and ${noBlockBetween(hostId, sql`person.id`)}`,
  );
  return rows.map((row) => row.id);
}

/** Invites the people not invited yet; answers who was newly invited. */
export async function insertedInvitations(
  db: Executor,
  eventId: string,
  invitedBy: string,
  userIds: string[],
): Promise<string[]> {
  if (userIds.length === 0) return [];
  const rows = await db
    .insert(eventInvitations)
    .values(userIds.map((userId) => ({ eventId, userId, invitedBy })))
    .onConflictDoNothing()
    .returning({ userId: eventInvitations.userId });
  return rows.map((row) => row.userId);
}

/** Records the answer; false when the person was not invited. */
export async function answeredInvitation(
  db: Executor,
  eventId: string,
  userId: string,
  response: InvitationResponse,
): Promise<boolean> {
  const rows = await db
    .update(eventInvitations)
    .set({ response, answeredAt: now })
    .where(and(eq(eventInvitations.eventId, eventId), eq(eventInvitations.userId, userId)))
    .returning({ userId: eventInvitations.userId });
  return rows.length > 0;
}

const counterOf = { interested: "interestedCount", going: "goingCount", like: "likeCount" } as const;

/** Takes the reaction off; false when the person did not have it on. */
export async function removedReaction(
  db: Executor,
  eventId: string,
  userId: string,
  action: EventReaction,
): Promise<boolean> {
  const rows = await db
    .delete(eventReactions)
    .where(
      and(
        eq(eventReactions.eventId, eventId),
        eq(eventReactions.userId, userId),
        eq(eventReactions.action, action),
      ),
    )
    .returning({ userId: eventReactions.userId });
  return rows.length > 0;
}

/** Puts the reaction on; false when it already was. */
export async function insertedReaction(
  db: Executor,
  eventId: string,
  userId: string,
  action: EventReaction,
): Promise<boolean> {
  const rows = await db
    .insert(eventReactions)
    .values({ eventId, userId, action })
    .onConflictDoNothing()
    .returning({ userId: eventReactions.userId });
  return rows.length > 0;
}

/**
 * Moves the event's count of the reaction by `by`. A rise of `going` happens only while there is room: the
 * condition is checked on the locked row, so concurrent rises never pass the capacity. False when full.
 */
export async function movedCount(
  db: Executor,
  eventId: string,
  action: EventReaction,
  by: 1 | -1,
): Promise<boolean> {
  const counter = counterOf[action];
  const room =
    action === "going" && by > 0
      ? or(isNull(events.capacity), sql`${events.goingCount} < ${events.capacity}`)
      : undefined;
  const rows = await db
    .update(events)
    .set({ [counter]: sql`${events[counter]} + ${by}` })
    .where(and(eq(events.id, eventId), room))
    .returning({ id: events.id });
  return rows.length > 0;
}

export async function countsOf(db: Executor, eventId: string) {
  const [row] = await db
    .select({ interested: events.interestedCount, going: events.goingCount, like: events.likeCount })
    .from(events)
    .where(eq(events.id, eventId));
  return row;
}

export async function reactionsOf(db: Executor, eventId: string, userId: string): Promise<EventReaction[]> {
  const rows = await db
    .select({ action: eventReactions.action })
    .from(eventReactions)
    .where(and(eq(eventReactions.eventId, eventId), eq(eventReactions.userId, userId)))
    .orderBy(asc(eventReactions.action));
  return rows.map((row) => row.action);
}

/** Puts the products on the event's shelf (those already on it stay as they were). */
export async function addedProducts(db: Executor, eventId: string, productIds: string[]): Promise<void> {
  if (productIds.length === 0) return;
  await db
    .insert(eventProducts)
    // A microsecond apart: the shelf keeps the order they were chosen in, within one transaction's now().
    .values(
      productIds.map((productId, index) => ({
        eventId,
        productId,
        addedAt: sql`now() + ${index} * interval '1 microsecond'`,
      })),
    )
    .onConflictDoNothing();
}

export async function removedProducts(db: Executor, eventId: string, productIds: string[]): Promise<void> {
  await db
    .delete(eventProducts)
    .where(and(eq(eventProducts.eventId, eventId), inArray(eventProducts.productId, productIds)));
}

export async function shelfSize(db: Executor, eventId: string): Promise<number> {
  const [row] = await db
    .select({ total: count() })
    .from(eventProducts)
    .where(eq(eventProducts.eventId, eventId));
  return row?.total ?? 0;
}

/** Whether the product is on the event's shelf. */
export async function shows(db: Executor, eventId: string, productId: string): Promise<boolean> {
  const [row] = await db
    .select({ id: eventProducts.productId })
    .from(eventProducts)
    .where(and(eq(eventProducts.eventId, eventId), eq(eventProducts.productId, productId)));
  return row !== undefined;
}

export async function hostOf(db: Executor, eventId: string): Promise<string | undefined> {
  const [row] = await db.select({ hostId: events.hostId }).from(events).where(eq(events.id, eventId));
  return row?.hostId;
}
