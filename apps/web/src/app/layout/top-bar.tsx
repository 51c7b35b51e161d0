import { ActionIcon, Burger, Center, Group, Indicator, Loader, Menu, Tooltip } from "@mantine/core";
import { IconBell, IconMessageCircle, IconShoppingBag, IconSparkles } from "@tabler/icons-react";
import { Link } from "@tanstack/react-router";
import { Suspense, useState } from "react";
import { Logo } from "../../components/logo.tsx";
import { openAssistant } from "../../features/assistant/index.ts";
import { NotificationsPreview } from "../../features/notifications/index.ts";
import type { UnreadCounts } from "./side-menu.tsx";

export interface TopBarCounts extends UnreadCounts {
  cartQuantity?: number;
}

function Counted({ count, children }: { count?: number; children: React.ReactNode }) {
  return (
    <Indicator
      disabled={!count || count <= 0}
      label={count && count > 99 ? "99+" : count}
      size={16}
      color="rose.8"
    >
      {children}
    </Indicator>
  );
}

/** The bell with its unread count; its menu (at most 400 px wide) shows the latest few and marks them read. */
function NotificationsBell({ count }: { count?: number }) {
  const [opened, setOpened] = useState(false);
  return (
    <Menu opened={opened} onChange={setOpened} position="bottom-end" shadow="md">
      {/* The target is the button itself: the menu gives it its click handler and ref. */}
      <Counted count={count}>
        <Menu.Target>
          <ActionIcon
            variant="subtle"
            color="ink"
            size="lg"
            aria-label={`Notifications${count ? `, ${count} unread` : ""}`}
          >
            <IconBell size={22} />
          </ActionIcon>
        </Menu.Target>
      </Counted>
      <Menu.Dropdown style={{ width: "min(400px, calc(100vw - 24px))", maxWidth: 400 }}>
        <Menu.Label>Notifications</Menu.Label>
        <Suspense
          fallback={
            <Center py="md">
              <Loader size="sm" aria-label="Loading your notifications" />
            </Center>
          }
        >
          <NotificationsPreview onOpen={() => setOpened(false)} />
        </Suspense>
        <Menu.Divider />
        <Menu.Item component={Link} to="/notifications" fw={600}>
          See all
        </Menu.Item>
      </Menu.Dropdown>
    </Menu>
  );
}

/** Logo, drawer button, assistant, messages, notifications and cart (spec section 2). */
export function TopBar({
  counts,
  showTools,
  drawer,
}: {
  counts: TopBarCounts;
  showTools: boolean;
  drawer?: { opened: boolean; toggle: () => void };
}) {
  return (
    <Group h="100%" px="md" justify="space-between" wrap="nowrap">
      <Group gap="sm" wrap="nowrap">
        {drawer && showTools && (
          <Burger
            opened={drawer.opened}
            onClick={drawer.toggle}
            aria-label={drawer.opened ? "Close menu" : "Open menu"}
          />
        )}
        <Logo />
      </Group>
      {showTools && (
        <Group gap="xs" wrap="nowrap">
          <Tooltip label="CBM Assistant">
            <ActionIcon
              variant="subtle"
              color="ink"
              size="lg"
              aria-label="Open the CBM Assistant"
              onClick={openAssistant}
            >
              <IconSparkles size={22} />
            </ActionIcon>
          </Tooltip>
          <Counted count={counts.messages}>
            <ActionIcon
              component={Link}
              to="/chat"
              variant="subtle"
              color="ink"
              size="lg"
              aria-label={`Messages${counts.messages ? `, ${counts.messages} unread` : ""}`}
            >
              <IconMessageCircle size={22} />
            </ActionIcon>
          </Counted>
          <NotificationsBell count={counts.notifications} />
          <Counted count={counts.cartQuantity}>
            <ActionIcon
              component={Link}
              to="/cart"
              variant="subtle"
              color="ink"
              size="lg"
              aria-label={`Cart${counts.cartQuantity ? `, ${counts.cartQuantity} items` : ""}`}
            >
              <IconShoppingBag size={22} />
            </ActionIcon>
          </Counted>
        </Group>
      )}
    </Group>
  );
}
