import {
  IconBell,
  IconHome,
  IconSearch,
  IconSquareRoundedPlus,
  IconUserCircle,
  type TablerIcon,
} from "@tabler/icons-react";
import { Link, useRouterState } from "@tanstack/react-router";
import { currentPlace, type Tab, tabsFor } from "../menu.ts";
import { UnreadDot } from "./counter-badge.tsx";
import classes from "./tab-bar.module.css";

const ICONS: Record<Tab["key"], TablerIcon> = {
  wall: IconHome,
  find: IconSearch,
  create: IconSquareRoundedPlus,
  notifications: IconBell,
  me: IconUserCircle,
};

/**
 * The phone's bottom bar: Wall, Find, Create, Notifications and Me, the current one marked, and a dot on
 * Notifications while some are unread.
 */
export function TabBar({ userId, unreadNotifications }: { userId: string; unreadNotifications?: number }) {
  const pathname = useRouterState({ select: (state) => state.location.pathname });
  const tabs = tabsFor(userId);
  const current = currentPlace(tabs, pathname);
  return (
    <nav aria-label="Tabs" className={classes.bar}>
      {tabs.map((tab) => {
        const Icon = ICONS[tab.key];
        const here = tab === current;
        return (
          <Link
            key={tab.key}
            to={tab.to}
            className={classes.tab}
            // The router marks only the exact page; the tab of a page under it is marked here.
            activeOptions={{ exact: true, includeSearch: false }}
            aria-current={here ? "page" : undefined}
          >
            <span className={classes.icon}>
              <Icon size={24} stroke={here ? 2.2 : 1.6} aria-hidden />
              {tab.key === "notifications" && (
                <span className={classes.dot}>
                  <UnreadDot count={unreadNotifications} label="notifications" />
                </span>
              )}
            </span>
            {tab.label}
          </Link>
        );
      })}
    </nav>
  );
}
