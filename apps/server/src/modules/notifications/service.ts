import {
  type MarkReadBody,
  type MessageResponse,
  NOTIFICATION_TOPICS,
  type Notification,
  type NotificationPage,
  type NotificationPreferences,
  type NotificationsQuery,
  type NotificationTopic,
  type UnreadCount,
  type UpdateNotificationPreferences,
} from "@cbm/contracts";
import type { SQL } from "drizzle-orm";
import { type Db, inTransaction, lockThingsOf } from "../../platform/db.ts";
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

const repeatWindowStart = (notification: NewNotification) =>
  new Date(notification.createdAt.getTime() - REPEAT_WINDOW_MS);

/** The same person's repeat of the same kind within a day: they were told already. */
const isRepeat = (db: Db, notification: NewNotification) =>
  notification.actorId
    ? repo.toldSince(db, { ...notification, actorId: notification.actorId }, repeatWindowStart(notification))
    : Promise.resolve(false);

/**
 * Stores a notification, unless it is a repeat; the recipient's notifications are locked while that is
 * checked, so two instances cannot both tell it. Answers whether it was stored.
 */
async function stored(db: Db, notification: NewNotification): Promise<boolean> {
  const { actorId } = notification;
  if (!actorId) {
    await repo.insertNotification(db, notification);
    return true;
  }
  return inTransaction(db, async (tx) => {
    await lockThingsOf(tx, "notifications", notification.userId);
    return repo.insertedUnlessTold(tx, { ...notification, actorId }, repeatWindowStart(notification));
  });
}

/** Tells the user's open sockets that their notifications changed: the bell and the lists fetch again. */
const pushChanged = (realtime: Realtime, userId: string) =>
  realtime.toUser(userId, "changed", { topic: "notifications" });

/** Who is told: their id, and where and how a mail reaches them. */
export interface Recipient {
  id: string;
  email: string;
  firstName: string;
}

/** A mail's own words; without them the mail says what the notification says. */
export interface MailWords {
  subject: string;
  body: string;
  /** What the link at the end does, e.g. "See your order". */
  action: string;
}

const plainText = (message: string) =>
  message
    .replace(/<[^>]*>/g, "")
    .replace(
      /&(amp|lt|gt|quot|#39);/g,
      (entity) => ({ "&amp;": "&", "&lt;": "<", "&gt;": ">", "&quot;": '"', "&#39;": "'" })[entity] ?? entity,
    );

/** The channel `recipient` chose for `topic`, or the topic's initial one. */
async function channelFor(db: Db, recipientId: string, topic: NotificationTopic) {
  return (await repo.chosenChannel(db, recipientId, topic)) ?? NOTIFICATION_TOPICS[topic].initial;
}

/**
 * Tells one person something as they chose for its topic: not at all, or stored and pushed to their open
 * sockets, and mailed too. The mail goes first: a job retried after a failed mail finds nothing stored
 * yet, so it mails again rather than taking the stored notification for a repeat.
 */
export function notifier({
  database,
  realtime,
  mailer,
  config,
}: Pick<Deps, "database" | "realtime" | "mailer" | "config">) {
  const { db } = database;
  const site = (config.PUBLIC_URL ?? "").replace(/\/+$/, "");
  return async (
    topic: NotificationTopic,
    recipient: Recipient,
    told: Omit<NewNotification, "userId">,
    words?: MailWords,
  ): Promise<void> => {
    const notification = { ...told, userId: recipient.id };
    const channel = await channelFor(db, recipient.id, topic);
    if (channel === "off") return;
    // A repeat is not mailed; stored() below checks it again under the recipient's lock.
    if (channel === "mail") {
      if (await isRepeat(db, notification)) return;
      const said = words ?? {
        subject: plainText(told.message),
        body: plainText(told.message),
        action: "See it on CBM",
      };
      const link = told.link ? [`${said.action}: ${site}${told.link}`] : [];
      await mailer.send({
        to: recipient.email,
        subject: said.subject,
        text: [`Hello ${recipient.firstName},`, said.body, ...link, "CBM"].join("\n\n"),
      });
    }
    if (await stored(db, notification)) pushChanged(realtime, recipient.id);
  };
}

/**
 * Tells everyone `recipients` selects (a query of user ids) the same thing in the app, but those who
 * turned `topic` off, and pushes it to their open sockets.
 */
export async function notifyAll(
  { database, realtime }: Pick<Deps, "database" | "realtime">,
  recipients: SQL,
  topic: NotificationTopic,
  notification: Omit<NewNotification, "userId">,
): Promise<void> {
  const told = await repo.insertNotificationsFor(database.db, recipients, topic, notification);
  for (const userId of told) pushChanged(realtime, userId);
}

const TOPICS = Object.keys(NOTIFICATION_TOPICS) as NotificationTopic[];

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
  async function preferencesOf(userId: string): Promise<NotificationPreferences> {
    const chosen = await repo.chosenChannels(db, userId);
    return {
      preferences: TOPICS.map((topic) => ({
        topic,
        channel: chosen[topic] ?? NOTIFICATION_TOPICS[topic].initial,
      })),
    };
  }
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

    /** How the user is told of each topic. */
    preferences: preferencesOf,

    async updatePreferences(
      userId: string,
      body: UpdateNotificationPreferences,
    ): Promise<NotificationPreferences> {
      const chosen = TOPICS.flatMap((topic) => {
        const channel = body[topic];
        return channel ? [{ topic, channel }] : [];
      });
      await repo.chooseChannels(db, userId, chosen);
      return preferencesOf(userId);
    },

    async clear(userId: string): Promise<MessageResponse> {
      await repo.deleteAllOf(db, userId);
      pushChanged(realtime, userId);
      return { message: CLEARED };
    },
  };
}

export type NotificationsService = ReturnType<typeof notificationsService>;
