import type { EventReaction, EventScope, InvitationResponse } from "@cbm/contracts";
import {
  and,
  asc,
  count,
  desc,
  eq,
  getTableColumns,
  gte,
  ilike,
  inArray,
  lte,
  not,
  or,
  type SQL,
  sql,
} from "drizzle-orm";
import type { Executor } from "../../platform/db.ts";
import type { Paging } from "../../platform/paging.ts";
import { rowsOf, textArray } from "../../platform/raw-sql.ts";
import {
  fullName,
  joinLivePerson,
  likePattern,
  livePerson,
  personAvatar,
  personRoles,
} from "../users/index.ts";
import { type EventRow, eventInvitations, eventReactions, events, type NewEventRow } from "./tables.ts";
import { type EventViewer, eventSeenBy } from "./visibility.ts";

export const now = sql`now()`;
/** The event is over: ended, cancelled or past its end. */
export const over = or(inArray(events.status, ["ended", "cancelled"]), lte(events.endsAt, now)) as SQL;

/** An event with its host and the viewer's own reactions and invitation, as a summary shows it. */
export interface SummaryRow {
  event: EventRow;
  host: { id: string; fullName: string; avatar: string | null; roles: string[] };
  viewerReactions: EventReaction[];
  viewerInvitation: InvitationResponse | "pending" | null;
}

export const summaryColumns = (viewerId: string) => ({
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

export async function hostOf(db: Executor, eventId: string): Promise<string | undefined> {
  const [row] = await db.select({ hostId: events.hostId }).from(events).where(eq(events.id, eventId));
  return row?.hostId;
}

/** How many of the host's events went live since `since` (a live resumed counts once, by its last start). */
export async function wentLiveCount(db: Executor, hostId: string, since: Date): Promise<number> {
  const [row] = await db
    .select({ count: count() })
    .from(events)
    .where(and(eq(events.hostId, hostId), gte(events.wentLiveAt, since)));
  return row?.count ?? 0;
}
