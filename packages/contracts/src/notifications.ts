import { z } from "zod";
import { PageQuerySchema, pageOf } from "./common.ts";
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

export const notificationsEndpoints = {
  list: endpoint({
    method: "GET",
    path: "/v1/notifications",
    access: "signed-in",
    summary: "The signed-in user's notifications, newest first, with the unread count",
    query: PageQuerySchema,
    response: NotificationPageSchema,
  }),
};
