import type { Notification } from "@cbm/contracts";
import { Stack } from "@mantine/core";
import type { ReactNode } from "react";
import { NotificationItem } from "./notification-item.tsx";

/** Notifications as a list named `label`, each with its `action` (dismiss). */
export function NotificationList({
  items,
  label,
  action,
  onOpen,
}: {
  items: Notification[];
  label: string;
  action?: (notification: Notification) => ReactNode;
  onOpen?: (notification: Notification) => void;
}) {
  return (
    <Stack component="ul" aria-label={label} gap={4} m={0} p={0} style={{ listStyle: "none" }}>
      {items.map((notification) => (
        <NotificationItem
          key={notification.id}
          notification={notification}
          action={action?.(notification)}
          onOpen={onOpen}
        />
      ))}
    </Stack>
  );
}
