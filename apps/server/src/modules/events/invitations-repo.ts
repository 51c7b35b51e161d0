// Invitations to events: who is invited, their answers, and the viewer's invitations page by page.
import type { InvitationResponse } from "@cbm/contracts";
import { and, asc, count, desc, eq, isNull, not, or, type SQL, sql } from "drizzle-orm";
import type { Executor } from "../../platform/db.ts";
import type { Paging } from "../../platform/paging.ts";
import { rowsOf, textArray } from "../../platform/raw-sql.ts";
import { joinLivePerson, livePerson, noBlockBetween } from "../users/index.ts";
import { now, over, type SummaryRow, summaryColumns } from "./repo.ts";
import { eventInvitations, events } from "./tables.ts";

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

export async function invitedCount(db: Executor, eventId: string): Promise<number> {
  const [row] = await db
    .select({ total: count() })
    .from(eventInvitations)
    .where(eq(eventInvitations.eventId, eventId));
  return row?.total ?? 0;
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
