import type { Profile } from "@cbm/contracts";
import { Divider, Group, NavLink, ScrollArea, Stack } from "@mantine/core";
import { IconBookmark, IconHanger, IconLogout } from "@tabler/icons-react";
import { Link, useRouterState } from "@tanstack/react-router";
import type { ReactNode } from "react";
import { logout } from "../../features/authorization/index.ts";
import { isUnder } from "../../lib/guard.ts";
import {
  currentPlace,
  type MenuItem,
  menuFor,
  type OwnPlace,
  ownPlacesFor,
  ownProfilePath,
} from "../menu.ts";
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

const OWN_ICONS: Record<OwnPlace["key"], ReactNode> = {
  "my-closets": <IconHanger size={18} aria-hidden />,
  "saved-outfits": <IconBookmark size={18} aria-hidden />,
};

/** My closets and Saved outfits: tabs of one's own profile, current when that tab is open. */
function OwnPlaces({ profile, onNavigate }: { profile: Profile; onNavigate?: () => void }) {
  const userId = profile.id;
  const location = useRouterState({ select: (state) => state.location });
  const openTab = (location.search as { tab?: unknown }).tab;
  const onOwnProfile = isUnder(location.pathname, ownProfilePath(userId));
  return ownPlacesFor(profile.roles).map((place) => (
    <NavLink
      key={place.key}
      renderRoot={(props) => (
        <Link to="/users/profile/$id" params={{ id: userId }} search={{ tab: place.tab }} {...props} />
      )}
      label={place.label}
      leftSection={OWN_ICONS[place.key]}
      active={onOwnProfile && openTab === place.tab}
      onClick={onNavigate}
      variant="light"
    />
  ));
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
  // Paths match case-insensitively, as the routes do (the spec writes /Users/list, the menu /users/list).
  const pathname = useRouterState({ select: (state) => state.location.pathname });
  const items = menuFor(profile.roles);
  const current = currentPlace(items, pathname);
  return (
    <Stack gap={0} h="100%">
      <ProfileBlock profile={profile} onNavigate={onNavigate} />
      <Divider />
      <ScrollArea flex={1} type="auto">
        <nav aria-label="Main menu">
          {ownPlacesFor(profile.roles).length > 0 && (
            <>
              <OwnPlaces profile={profile} onNavigate={onNavigate} />
              <Divider my={4} />
            </>
          )}
          {items.map((item) => (
            <Item
              key={item.key}
              item={item}
              unread={unread}
              onNavigate={onNavigate}
              active={item === current}
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
