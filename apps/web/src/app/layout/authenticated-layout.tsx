import { AppShell, Center, Drawer, Loader } from "@mantine/core";
import { useDisclosure, useMediaQuery } from "@mantine/hooks";
import { useQuery } from "@tanstack/react-query";
import { Outlet, useRouterState } from "@tanstack/react-router";
import type { ReactNode } from "react";
import { cartQuantityQuery } from "../../features/cart/index.ts";
import { newMessageCountQuery } from "../../features/conversations/index.ts";
import { openInvitationCountQuery } from "../../features/events/index.ts";
import { unreadCountQuery } from "../../features/notifications/index.ts";
import { profileQuery } from "../../features/users/index.ts";
import { session } from "../../lib/session.ts";
import { PageTransition } from "./page-transition.tsx";
import { SideMenu } from "./side-menu.tsx";
import { MAIN_ID, SkipLink } from "./skip-link.tsx";
import { TabBar } from "./tab-bar.tsx";
import { TopBar, type TopBarCounts } from "./top-bar.tsx";

export const NAVBAR_HEIGHT = 90;
export const DRAWER_WIDTH = 200;
const SIDEBAR_WIDTH = 260;
const TAB_BAR_HEIGHT = 64;

/**
 * The frame of every signed-in page: top bar, side menu (a drawer at 1024px or less), the page, and on a
 * phone the bottom tab bar. `children` replaces the route's outlet (a missing page has no route).
 */
export function AuthenticatedLayout({ children }: { children?: ReactNode }) {
  const pathname = useRouterState({ select: (state) => state.location.pathname });
  const compact = useMediaQuery("(max-width: 1024px)", false, { getInitialValueInEffect: false });
  const phone = useMediaQuery("(max-width: 767px)", false, { getInitialValueInEffect: false });
  const [drawerOpened, drawer] = useDisclosure(false);
  const { data: fetched } = useQuery(profileQuery());
  const { data: cartQuantity } = useQuery(cartQuantityQuery());
  const { data: notifications } = useQuery(unreadCountQuery());
  const { data: messages } = useQuery(newMessageCountQuery());
  const { data: invitations } = useQuery(openInvitationCountQuery());
  const counts: TopBarCounts = { cartQuantity, notifications, messages, invitations };
  const profile = fetched ?? session.read()?.user ?? null;
  const showTools = !pathname.toLowerCase().includes("questionnaire");
  // The tab bar is a member's: an admin's menu holds only the admin pages (spec section 2).
  const tabBarOwner = showTools && phone && !profile?.roles.includes("admin") ? profile : null;

  return (
    <AppShell
      header={{ height: NAVBAR_HEIGHT }}
      navbar={{ width: SIDEBAR_WIDTH, breakpoint: 0, collapsed: { desktop: compact || !showTools } }}
      footer={tabBarOwner ? { height: TAB_BAR_HEIGHT } : undefined}
      padding={phone ? "md" : "lg"}
    >
      <SkipLink />
      <AppShell.Header>
        <TopBar
          counts={counts}
          showTools={showTools}
          drawer={compact ? { opened: drawerOpened, toggle: drawer.toggle } : undefined}
        />
      </AppShell.Header>
      {profile && showTools && !compact && (
        <AppShell.Navbar>
          <SideMenu profile={profile} unread={counts} />
        </AppShell.Navbar>
      )}
      {profile && compact && (
        <Drawer
          opened={drawerOpened}
          onClose={drawer.close}
          size={DRAWER_WIDTH}
          padding={0}
          title="Menu"
          lockScroll
          styles={{ header: { paddingInline: 12 } }}
        >
          <SideMenu profile={profile} unread={counts} onNavigate={drawer.close} />
        </Drawer>
      )}
      <AppShell.Main id={MAIN_ID} tabIndex={-1} className="cbm-main">
        {profile ? (
          <PageTransition>{children ?? <Outlet />}</PageTransition>
        ) : (
          <Center h="50vh">
            <Loader aria-label="Loading your profile" />
          </Center>
        )}
      </AppShell.Main>
      {tabBarOwner && (
        <AppShell.Footer>
          <TabBar userId={tabBarOwner.id} unreadNotifications={notifications} />
        </AppShell.Footer>
      )}
    </AppShell>
  );
}
