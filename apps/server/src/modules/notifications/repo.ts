import { and, count, desc, eq, gt, or, type SQL, sql } from "drizzle-orm";
import type { Executor } from "../../platform/db.ts";
import type { Paging } from "../../platform/paging.ts";
import { type NewNotificationRow, type NotificationRow, notifications } from "./tables.ts";

export async function insertNotification(db: Executor, row: NewNotificationRow): Promise<void> {
  await db.insert(notifications).values(row);
}

/** The user already heard of this kind of thing from this actor since `since`. */
export async function toldSince(
  db: Executor,
  row: { userId: string; kind: string; actorId: string },
  since: Date,
): Promise<boolean> {
  const [found] = await db
    .select({ id: notifications.id })
    .from(notifications)
    .where(
      and(
        eq(notifications.userId, row.userId),
        eq(notifications.kind, row.kind),
        eq(notifications.actorId, row.actorId),
        gt(notifications.createdAt, since),
      ),
    )
    .limit(1);
  return found !== undefined;
}

export async function notificationPage(
  db: Executor,
  userId: string,
  page: Paging,
): Promise<{ rows: NotificationRow[]; total: number; unread: number }> {
  const [rows, [counts]] = await Promise.all([
    db
      .select()
      .from(notifications)
      .where(eq(notifications.userId, userId))
      .orderBy(desc(notifications.createdAt), desc(notifications.id))
      .limit(page.limit)
      .offset(page.offset),
    db
      .select({ total: count(), unread: sql<number>`count(*) filter (where not ${notifications.read})::int` })
      .from(notifications)
      .where(eq(notifications.userId, userId)),
  ]);
  return { rows, total: counts?.total ?? 0, unread: counts?.unread ?? 0 };
}

/** One notification for each person `recipients` selects (a one-column query of user ids). */
export async function insertNotificationsFor(
  db: Executor,
  recipients: SQL,
  row: Omit<NewNotificationRow, "userId"> & { createdAt: Date },
): Promise<void> {
  await db.execute(sql`insert into ${notifications} (user_id, kind, actor_id, message, image, link, created_at)
    select recipient.id, ${row.kind}, ${row.actorId ?? null}, ${row.message}, ${row.image ?? null}, ${row.link ?? null}, ${row.createdAt}
    from (${recipients}) as recipient(id)`);
}

/** Deletes what a person whose account is being deleted was told, and what others were told of them. */
export async function forgetPerson(db: Executor, userId: string): Promise<void> {
  await db
    .delete(notifications)
    .where(or(eq(notifications.userId, userId), eq(notifications.actorId, userId)));
}
