import { z } from "zod";
import {
  booleanField,
  MessageResponseSchema,
  oneOf,
  optional,
  PageQuerySchema,
  pageOf,
  uuidField,
} from "./common.ts";
import { endpoint } from "./endpoint.ts";

/** Spec section 3: id, message (HTML) and image; `message` is built from escaped values only. */
export const NotificationSchema = z.object({
  id: z.uuid(),
  kind: z.string(),
  message: z.string(),
  image: z.string().nullable(),
  link: z.string().nullable(),
  read: z.boolean(),
  createdAt: z.iso.datetime(),
});
export type Notification = z.infer<typeof NotificationSchema>;

export const NotificationPageSchema = pageOf(NotificationSchema).extend({ unread: z.number().int() });
export type NotificationPage = z.infer<typeof NotificationPageSchema>;

/** A page of notifications, only the unread ones when `unread` is true. */
export const NotificationsQuerySchema = PageQuerySchema.extend({
  unread: optional(booleanField("Unread")),
});
export type NotificationsQuery = z.infer<typeof NotificationsQuerySchema>;

export const NotificationIdParamsSchema = z.object({ id: uuidField("Notification") });

/** The most notifications one call marks read by id: a page's worth. */
export const MARK_READ_LIMIT = 100;

/** Which notifications to mark read: these `ids`, or all of the viewer's when left out. */
export const MarkReadBodySchema = z.object({
  ids: optional(
    z
      .array(uuidField("Notification"), { error: "Ids must be a list of notification ids" })
      .min(1, "Ids must name at least one notification")
      .max(MARK_READ_LIMIT, `Ids may name at most ${MARK_READ_LIMIT} notifications`),
  ),
});
export type MarkReadBody = z.infer<typeof MarkReadBodySchema>;

export const UnreadCountSchema = z.object({ count: z.number().int() });
export type UnreadCount = z.infer<typeof UnreadCountSchema>;

/** How someone hears of a kind of thing: in the app only, in the app and by mail, or not at all. */
export const NOTIFICATION_CHANNELS = ["app", "mail", "off"] as const;
export type NotificationChannel = (typeof NOTIFICATION_CHANNELS)[number];

/**
 * The kinds of notification a person chooses a channel for, with the channels each allows and the one
 * they start with. An order's news cannot be turned off (the buyer and the store act on it), nor a plan's
 * and its payments' (a member must know what they are charged).
 */
export const NOTIFICATION_TOPICS = {
  follows: { label: "New followers", channels: ["app", "mail", "off"], initial: "app" },
  likes: { label: "Likes on your outfits", channels: ["app", "mail", "off"], initial: "app" },
  comments: { label: "Comments on your outfits", channels: ["app", "mail", "off"], initial: "app" },
  outfits: { label: "New outfits from people you follow", channels: ["app", "off"], initial: "app" },
  messages: { label: "Message requests", channels: ["app", "mail", "off"], initial: "app" },
  events: { label: "Event invitations and changes", channels: ["app", "mail", "off"], initial: "app" },
  orders: { label: "Orders and returns", channels: ["app", "mail"], initial: "mail" },
  account: { label: "Your plan and billing", channels: ["mail"], initial: "mail" },
} as const satisfies Record<
  string,
  { label: string; channels: readonly NotificationChannel[]; initial: NotificationChannel }
>;
export type NotificationTopic = keyof typeof NOTIFICATION_TOPICS;
const TOPIC_NAMES = Object.keys(NOTIFICATION_TOPICS) as NotificationTopic[];

/** Every topic with the channel the viewer chose (or the initial one). */
export const NotificationPreferencesSchema = z.object({
  preferences: z.array(z.object({ topic: z.enum(TOPIC_NAMES), channel: z.enum(NOTIFICATION_CHANNELS) })),
});
export type NotificationPreferences = z.infer<typeof NotificationPreferencesSchema>;

const channelFor = (topic: NotificationTopic) =>
  optional(oneOf(NOTIFICATION_TOPICS[topic].channels, "how you want to be told"));

/** Some topics with their new channel; each must be one its topic allows. */
export const UpdateNotificationPreferencesSchema = z.strictObject(
  {
    follows: channelFor("follows"),
    likes: channelFor("likes"),
    comments: channelFor("comments"),
    outfits: channelFor("outfits"),
    messages: channelFor("messages"),
    events: channelFor("events"),
    orders: channelFor("orders"),
    account: channelFor("account"),
  },
  {
    error: (issue) =>
      issue.code === "unrecognized_keys" ? "There is no such kind of notification" : undefined,
  },
);
export type UpdateNotificationPreferences = z.infer<typeof UpdateNotificationPreferencesSchema>;

const signedIn = { access: "signed-in" } as const;

export const notificationsEndpoints = {
  list: endpoint({
    ...signedIn,
    method: "GET",
    path: "/v1/notifications",
    summary:
      "The signed-in user's notifications, newest first, with the unread count; `unread=true` for only those",
    query: NotificationsQuerySchema,
    response: NotificationPageSchema,
  }),
  unreadCount: endpoint({
    ...signedIn,
    method: "GET",
    path: "/v1/notifications/unread-count",
    summary: "How many of the signed-in user's notifications are unread",
    response: UnreadCountSchema,
  }),
  markRead: endpoint({
    ...signedIn,
    method: "POST",
    path: "/v1/notifications/read",
    summary:
      "Mark the given notifications read, or all of them when no ids are given; answers the unread count",
    body: MarkReadBodySchema,
    response: UnreadCountSchema,
  }),
  remove: endpoint({
    ...signedIn,
    method: "DELETE",
    path: "/v1/notification/:id",
    summary: "Dismiss one of the signed-in user's notifications",
    params: NotificationIdParamsSchema,
    response: MessageResponseSchema,
  }),
  preferences: endpoint({
    ...signedIn,
    method: "GET",
    path: "/v1/notifications/preferences",
    summary: "How the signed-in user is told of each kind of notification: in the app, by mail too, or not",
    response: NotificationPreferencesSchema,
  }),
  updatePreferences: endpoint({
    ...signedIn,
    method: "PUT",
    path: "/v1/notifications/preferences",
    summary: "Change how the signed-in user is told of some kinds of notification; answers all of them",
    body: UpdateNotificationPreferencesSchema,
    response: NotificationPreferencesSchema,
  }),
  clear: endpoint({
    ...signedIn,
    method: "DELETE",
    path: "/v1/notifications",
    summary: "Clear all of the signed-in user's notifications",
    response: MessageResponseSchema,
  }),
};
