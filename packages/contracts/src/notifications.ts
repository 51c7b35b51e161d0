import { z } from "zod";
import {
  booleanField,
  MessageResponseSchema,
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
  clear: endpoint({
    ...signedIn,
    method: "DELETE",
    path: "/v1/notifications",
    summary: "Clear all of the signed-in user's notifications",
    response: MessageResponseSchema,
  }),
};
