import type { Notification } from "@cbm/contracts";
import { Avatar, Group, Stack, Text } from "@mantine/core";
import { IconBell } from "@tabler/icons-react";
import { Link } from "@tanstack/react-router";
import type { ReactNode } from "react";
import { timeAgo } from "../../../lib/time-ago.ts";
import { NotificationMessage, plainMessage } from "./notification-message.tsx";
import classes from "./notifications.module.css";

/**
 * One notification: its picture, its message, how long ago, and `action` (dismiss) at the end. The whole
 * row opens its link; `onOpen` hears of it (to mark it read, to close a menu).
 */
export function NotificationItem({
  notification,
  action,
  onOpen,
}: {
  notification: Notification;
  action?: ReactNode;
  onOpen?: (notification: Notification) => void;
}) {
  const { image, link, message, read, createdAt } = notification;
  return (
    <Group
      component="li"
      className={classes.item}
      data-unread={read ? undefined : true}
      wrap="nowrap"
      align="flex-start"
      gap="sm"
      p="sm"
    >
      <Avatar src={image} alt="" radius="xl" size={44} color="rose">
        <IconBell size={20} aria-hidden />
      </Avatar>
      <Stack gap={2} flex={1} miw={0}>
        <NotificationMessage html={message} />
        <Text size="xs" c="dimmed">
          <time dateTime={createdAt}>{timeAgo(createdAt)}</time>
          {read ? null : " · New"}
        </Text>
      </Stack>
      {link && (
        <Link
          to={link}
          className={classes.open}
          aria-label={plainMessage(message)}
          onClick={() => onOpen?.(notification)}
        />
      )}
      {action && <div className={classes.above}>{action}</div>}
    </Group>
  );
}
