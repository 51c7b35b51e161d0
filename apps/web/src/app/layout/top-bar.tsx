import { ActionIcon, Burger, Group, Indicator, Menu, Text, Tooltip } from "@mantine/core";
import { IconBell, IconMessageCircle, IconShoppingBag, IconSparkles } from "@tabler/icons-react";
import { Link } from "@tanstack/react-router";
import { Logo } from "../../components/logo.tsx";
import { openAssistant } from "../../features/assistant/index.ts";
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
          <Menu width="target" position="bottom-end" shadow="md">
            <Menu.Target>
              <Counted count={counts.notifications}>
                <ActionIcon
                  variant="subtle"
                  color="ink"
                  size="lg"
                  aria-label={`Notifications${counts.notifications ? `, ${counts.notifications} unread` : ""}`}
                >
                  <IconBell size={22} />
                </ActionIcon>
              </Counted>
            </Menu.Target>
            <Menu.Dropdown style={{ width: "min(400px, calc(100vw - 24px))", maxWidth: 400 }}>
              <Menu.Label>Notifications</Menu.Label>
              <Text size="sm" px="sm" pb="xs" c="dimmed">
                New notifications will appear here.
              </Text>
              <Menu.Item component={Link} to="/notifications">
                See all notifications
              </Menu.Item>
            </Menu.Dropdown>
          </Menu>
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
