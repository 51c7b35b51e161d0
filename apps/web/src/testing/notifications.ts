import type { Notification, NotificationPage } from "@cbm/contracts";

/** The `n`th notification of the tests: Ana's follow, unread unless told otherwise. */
export const notification = (n: number, fields: Partial<Notification> = {}): Notification => ({
  id: `00000000-0000-4000-8000-${String(n).padStart(12, "0")}`,
  kind: "follow",
  message: `<strong>Ana Lee ${n}</strong> started following you.`,
  image: `/media/avatars/${n}.webp`,
  link: `/users/profile/${n}`,
  read: false,
  createdAt: new Date(Date.now() - n * 60_000).toISOString(),
  ...fields,
});

export const notificationPage = (items: Notification[]): NotificationPage => ({
  items,
  page: 0,
  size: 20,
  total: items.length,
  unread: items.filter((item) => !item.read).length,
});
