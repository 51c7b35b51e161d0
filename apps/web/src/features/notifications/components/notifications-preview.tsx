import { Center, Loader, Text } from "@mantine/core";
import { useQuery } from "@tanstack/react-query";
import { useEffect } from "react";
import { notificationsQuery, useMarkRead } from "../api.ts";
import { NotificationList } from "./notification-list.tsx";

/** How many of the latest notifications the bell's menu shows. */
const PREVIEW_SIZE = 5;

/** The unread ids among `items`. */
const unreadIds = (items: { id: string; read: boolean }[]) =>
  items.filter((item) => !item.read).map((item) => item.id);

/**
 * The bell's menu: the latest few notifications. Opening it marks those it shows read; they keep their
 * "New" mark while it stays open.
 */
export function NotificationsPreview({ onOpen }: { onOpen: () => void }) {
  const latest = useQuery(notificationsQuery({ page: 0, size: PREVIEW_SIZE }));
  const { mutate: markRead } = useMarkRead("none");
  const shown = latest.data?.items;

  useEffect(() => {
    const ids = unreadIds(shown ?? []);
    if (ids.length > 0) markRead({ ids });
  }, [shown, markRead]);

  if (latest.isPending)
    return (
      <Center py="md">
        <Loader size="sm" aria-label="Loading your notifications" />
      </Center>
    );
  if (!shown?.length)
    return (
      <Text size="sm" c="dimmed" px="sm" py="xs">
        {latest.isError ? "Your notifications could not load." : "You have no notifications."}
      </Text>
    );
  return <NotificationList items={shown} label="Latest notifications" onOpen={onOpen} />;
}
