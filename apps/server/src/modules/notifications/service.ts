import type {
  MarkReadBody,
  MessageResponse,
  Notification,
  NotificationPage,
  NotificationsQuery,
  UnreadCount,
} from "@cbm/contracts";
import type { SQL } from "drizzle-orm";
import { type Db, type Executor, inTransaction, lockThingsOf } from "../../platform/db.ts";
import type { Deps } from "../../platform/deps.ts";
import { AppError } from "../../platform/errors.ts";
import { numberedPage, pagingOf } from "../../platform/paging.ts";
import type { Realtime } from "../../platform/realtime.ts";
import * as repo from "./repo.ts";
import type { NewNotificationRow, NotificationRow } from "./tables.ts";

/** Someone doing the same thing again within this window (follow, unfollow, follow) is told once. */
const REPEAT_WINDOW_MS = 24 * 60 * 60 * 1000;

const NOT_FOUND = "This notification was not found.";
const DISMISSED = "The notification was dismissed.";
const CLEARED = "Your notifications were cleared.";

/** A notification is dated by what it tells of, not by when it is written. */
export type NewNotification = Omit<NewNotificationRow, "id" | "read" | "createdAt"> & { createdAt: Date };

/**
 * Stores a notification, unless the same person's repeat of the same kind within a day told it already;
 * the recipient's notifications are locked while it is checked, so two instances cannot both tell it.
 * Answers whether it was stored.
 */
async function stored(db: Db, notification: NewNotification): Promise<boolean> {
  const { actorId } = notification;
  if (!actorId) {
    await repo.insertNotification(db, notification);
    return true;
  }
  const since = new Date(notification.createdAt.getTime() - REPEAT_WINDOW_MS);
  return inTransaction(db, async (tx) => {
    await lockThingsOf(tx, "notifications", notification.userId);
    if (await repo.toldSince(tx, { ...notification, actorId }, since)) return false;
    await repo.insertNotification(tx, notification);
    return true;
  });
}

/** Tells the user's open sockets that their notifications changed: the bell and the lists fetch again. */
const pushChanged = (realtime: Realtime, userId: string) =>
  realtime.toUser(userId, "changed", { topic: "notifications" });

/** Tells one person something: stored, then pushed to their open sockets. */
export function notifier({ database, realtime }: Pick<Deps, "database" | "realtime">) {
  return async (notification: NewNotification): Promise<void> => {
    if (await stored(database.db, notification)) pushChanged(realtime, notification.userId);
  };
}

/** Tells everyone `recipients` selects (a query of user ids) the same thing; their bells see it when they next ask. */
export async function notifyAll(
  db: Executor,
  recipients: SQL,
  notification: Omit<NewNotification, "userId">,
): Promise<void> {
  await repo.insertNotificationsFor(db, recipients, notification);
}

function toNotification(row: NotificationRow): Notification {
  return {
    id: row.id,
    kind: row.kind,
    message: row.message,
    image: row.image,
    link: row.link,
    read: row.read,
    createdAt: row.createdAt.toISOString(),
  };
}

export function notificationsService({ database, realtime }: Pick<Deps, "database" | "realtime">) {
  const { db } = database;
  const unreadOf = async (userId: string): Promise<UnreadCount> => ({
    count: await repo.unreadCount(db, userId),
  });
  return {
    /** The user's notifications (or only the unread ones), newest first, with the number still unread. */
    async list(userId: string, query: NotificationsQuery): Promise<NotificationPage> {
      const paging = { ...pagingOf(query), onlyUnread: query.unread === true };
      const found = await repo.notificationPage(db, userId, paging);
      return { ...numberedPage(query, found.rows.map(toNotification), found.total), unread: found.unread };
    },

    unreadCount: unreadOf,

    /** Marks the given notifications read (ids that are not the user's are passed over), or all of them. */
    async markRead(userId: string, { ids }: MarkReadBody): Promise<UnreadCount> {
      await repo.markRead(db, userId, ids);
      pushChanged(realtime, userId);
      return unreadOf(userId);
    },

    /** Dismisses one notification; another person's is not found. */
    async remove(userId: string, id: string): Promise<MessageResponse> {
      if (!(await repo.deletedNotification(db, userId, id))) throw AppError.notFound(NOT_FOUND);
      pushChanged(realtime, userId);
      return { message: DISMISSED };
    },

    async clear(userId: string): Promise<MessageResponse> {
      await repo.deleteAllOf(db, userId);
      pushChanged(realtime, userId);
      return { message: CLEARED };
    },
  };
}

export type NotificationsService = ReturnType<typeof notificationsService>;
