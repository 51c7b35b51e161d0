import type { Profile } from "@cbm/contracts";
import { Divider, Group, NavLink, ScrollArea, Stack } from "@mantine/core";
import { IconLogout } from "@tabler/icons-react";
import { Link, useRouterState } from "@tanstack/react-router";
import { logout } from "../../features/authorization/index.ts";
import { type MenuItem, menuFor } from "../menu.ts";
import { UnreadDot } from "./counter-badge.tsx";
import { ProfileBlock } from "./profile-block.tsx";

/** The unread counts behind the menu's dots; each is wired by the issue that builds its endpoint. */
export interface UnreadCounts {
  messages?: number;
  notifications?: number;
  invitations?: number;
}

function Item({
  item,
  active,
  unread,
  onNavigate,
}: {
  item: MenuItem;
  active: boolean;
  unread: UnreadCounts;
  onNavigate?: () => void;
}) {
  return (
    <NavLink
      component={Link}
      to={item.to}
      label={item.label}
      active={active}
      onClick={onNavigate}
      variant="light"
      rightSection={
        item.dot ? <UnreadDot count={unread[item.dot]} label={item.label.toLowerCase()} /> : undefined
      }
    />
  );
}

export function SideMenu({
  profile,
  unread,
  onNavigate,
}: {
  profile: Profile;
  unread: UnreadCounts;
  onNavigate?: () => void;
}) {
  // Routes match case-insensitively (the spec writes /Users/list, the menu /users/list).
  const pathname = useRouterState({ select: (state) => state.location.pathname.toLowerCase() });
  const items = menuFor(profile.roles);
  return (
    <Stack gap={0} h="100%">
      <ProfileBlock profile={profile} onNavigate={onNavigate} />
      <Divider />
      <ScrollArea flex={1} type="auto">
        <nav aria-label="Main menu">
          {items.map((item) => (
            <Item
              key={item.key}
              item={item}
              unread={unread}
              onNavigate={onNavigate}
              active={pathname === item.to || pathname.startsWith(`${item.to}/`)}
            />
          ))}
          <NavLink
            component="button"
            label={
              <Group gap={6}>
                <IconLogout size={16} aria-hidden />
                Log Out
              </Group>
            }
            onClick={() => void logout()}
          />
        </nav>
      </ScrollArea>
    </Stack>
  );
}
