import type { NotificationChannel, NotificationTopic } from "@cbm/contracts";
import { and, count, desc, eq, gt, inArray, or, type SQL, sql } from "drizzle-orm";
import { type Executor, reusable } from "../../platform/db.ts";
import type { Paging } from "../../platform/paging.ts";
import { rowsOf } from "../../platform/raw-sql.ts";
import {
  type NewNotificationRow,
  type NotificationRow,
  notificationPreferences,
  notifications,
} from "./tables.ts";

const insertQuery = reusable((db) =>
  db
    .insert(notifications)
    .values({
      userId: sql.placeholder("userId"),
      kind: sql.placeholder("kind"),
      actorId: sql.placeholder("actorId"),
      message: sql.placeholder("message"),
      image: sql.placeholder("image"),
      link: sql.placeholder("link"),
      createdAt: sql.placeholder("createdAt"),
    })
    .prepare("notification_insert"),
);

export async function insertNotification(
  db: Executor,
  row: Omit<NewNotificationRow, "createdAt"> & { createdAt: Date },
): Promise<void> {
  const { userId, kind, message, createdAt } = row;
  await insertQuery(db).execute({
    userId,
    kind,
    message,
    createdAt,
    actorId: row.actorId ?? null,
    image: row.image ?? null,
    link: row.link ?? null,
  });
}

type Told = { userId: string; kind: string; actorId: string };

/** The user's notifications of this kind from this actor since `since`. */
const toldAlready = (row: Told, since: Date) =>
  and(
    eq(notifications.userId, row.userId),
    eq(notifications.kind, row.kind),
    eq(notifications.actorId, row.actorId),
    gt(notifications.createdAt, since),
  );

/** The user already heard of this kind of thing from this actor since `since`. */
export async function toldSince(db: Executor, row: Told, since: Date): Promise<boolean> {
  const [found] = await db
    .select({ id: notifications.id })
    .from(notifications)
    .where(toldAlready(row, since))
    .limit(1);
  return found !== undefined;
}

/** Stores the notification unless the user heard of this kind of thing from this actor since `since`; answers whether it did. */
export async function insertedUnlessTold(
  db: Executor,
  row: NewNotificationRow & Told & { createdAt: Date },
  since: Date,
): Promise<boolean> {
  const stored = await rowsOf<{ id: string }>(
    db,
    sql`insert into ${notifications} (user_id, kind, actor_id, message, image, link, created_at)
    select ${row.userId}, ${row.kind}, ${row.actorId}, ${row.message}, ${row.image ?? null}, ${row.link ?? null}, ${row.createdAt}
    where not exists (select from ${notifications} where ${toldAlready(row, since)})
    returning id`,
  );
  return stored.length > 0;
}

/** The user's notifications, or only the unread ones. */
const ofUser = (userId: string, onlyUnread = false) =>
  and(eq(notifications.userId, userId), onlyUnread ? eq(notifications.read, false) : undefined);

export async function notificationPage(
  db: Executor,
  userId: string,
  page: Paging & { onlyUnread: boolean },
): Promise<{ rows: NotificationRow[]; total: number; unread: number }> {
  const [rows, [counts]] = await Promise.all([
    db
      .select()
      .from(notifications)
      .where(ofUser(userId, page.onlyUnread))
      .orderBy(desc(notifications.createdAt), desc(notifications.id))
      .limit(page.limit)
      .offset(page.offset),
    db
      .select({ all: count(), unread: sql<number>`count(*) filter (where not ${notifications.read})::int` })
      .from(notifications)
      .where(ofUser(userId)),
  ]);
  const unread = counts?.unread ?? 0;
  return { rows, total: page.onlyUnread ? unread : (counts?.all ?? 0), unread };
}

const unreadCountQuery = reusable((db) =>
  db
    .select({ count: count() })
    .from(notifications)
    .where(and(eq(notifications.userId, sql.placeholder("userId")), eq(notifications.read, false)))
    .prepare("notifications_unread_count"),
);

/** The bell's count: asked on every page a signed-in person opens, so prepared once. */
export async function unreadCount(db: Executor, userId: string): Promise<number> {
  const [found] = await unreadCountQuery(db).execute({ userId });
  return found?.count ?? 0;
}

/** Marks the user's notifications read: those of `ids`, or all when none are given. */
export async function markRead(db: Executor, userId: string, ids?: string[]): Promise<void> {
  await db
    .update(notifications)
    .set({ read: true })
    .where(and(ofUser(userId, true), ids ? inArray(notifications.id, ids) : undefined));
}

/** Whether the user had this notification (now deleted). */
export async function deletedNotification(db: Executor, userId: string, id: string): Promise<boolean> {
  const deleted = await db
    .delete(notifications)
    .where(and(ofUser(userId), eq(notifications.id, id)))
    .returning({ id: notifications.id });
  return deleted.length > 0;
}

export async function deleteAllOf(db: Executor, userId: string): Promise<void> {
  await db.delete(notifications).where(ofUser(userId));
}

/**
 * One notification for each person `recipients` selects (a one-column query of user ids), but those who
 * turned the topic off; answers whom it told.
 */
export async function insertNotificationsFor(
  db: Executor,
  recipients: SQL,
  topic: NotificationTopic,
  row: Omit<NewNotificationRow, "userId"> & { createdAt: Date },
): Promise<string[]> {
  const told = await rowsOf<{ user_id: string }>(
    db,
    sql`insert into ${notifications} (user_id, kind, actor_id, message, image, link, created_at)
    select recipient.id, ${row.kind}, ${row.actorId ?? null}, ${row.message}, ${row.image ?? null}, ${row.link ?? null}, ${row.createdAt}
    from (${recipients}) as recipient(id)
    where not exists (select from ${notificationPreferences} as chosen
      where chosen.user_id = recipient.id and chosen.topic = ${topic} and chosen.channel = 'off')
    returning user_id`,
  );
  return told.map((row) => row.user_id);
}

/** The channels the user chose, by topic; topics they never chose are missing. */
export async function chosenChannels(
  db: Executor,
  userId: string,
): Promise<Partial<Record<NotificationTopic, NotificationChannel>>> {
  const rows = await db
    .select({ topic: notificationPreferences.topic, channel: notificationPreferences.channel })
    .from(notificationPreferences)
    .where(eq(notificationPreferences.userId, userId));
  return Object.fromEntries(rows.map(({ topic, channel }) => [topic, channel]));
}

const chosenChannelQuery = reusable((db) =>
  db
    .select({ channel: notificationPreferences.channel })
    .from(notificationPreferences)
    .where(
      and(
        eq(notificationPreferences.userId, sql.placeholder("userId")),
        eq(notificationPreferences.topic, sql.placeholder("topic")),
      ),
    )
    .prepare("notification_channel"),
);

export async function chosenChannel(
  db: Executor,
  userId: string,
  topic: NotificationTopic,
): Promise<NotificationChannel | undefined> {
  const [found] = await chosenChannelQuery(db).execute({ userId, topic });
  return found?.channel;
}

export async function chooseChannels(
  db: Executor,
  userId: string,
  chosen: { topic: NotificationTopic; channel: NotificationChannel }[],
): Promise<void> {
  if (chosen.length === 0) return;
  await db
    .insert(notificationPreferences)
    .values(chosen.map((choice) => ({ userId, ...choice })))
    .onConflictDoUpdate({
      target: [notificationPreferences.userId, notificationPreferences.topic],
      set: { channel: sql`excluded.channel` },
    });
}

/** Deletes what a person whose account is being deleted was told, and what others were told of them. */
export async function forgetPerson(db: Executor, userId: string): Promise<void> {
  await db
    .delete(notifications)
    .where(or(eq(notifications.userId, userId), eq(notifications.actorId, userId)));
}
