import { AppShell, Center, Drawer, Loader } from "@mantine/core";
import { useDisclosure, useMediaQuery } from "@mantine/hooks";
import { useQuery } from "@tanstack/react-query";
import { Outlet, useRouterState } from "@tanstack/react-router";
import { profileQuery } from "../../features/users/index.ts";
import { session } from "../../lib/session.ts";
import { PageTransition } from "./page-transition.tsx";
import { SideMenu } from "./side-menu.tsx";
import { TopBar, type TopBarCounts } from "./top-bar.tsx";

export const NAVBAR_HEIGHT = 90;
export const DRAWER_WIDTH = 200;
const SIDEBAR_WIDTH = 260;

/** Counts come from the messages, notifications, invitations and cart issues; none is invented. */
const counts: TopBarCounts = {};

/** The frame of every signed-in page: top bar, side menu (a drawer at 1024px or less), the page. */
export function AuthenticatedLayout() {
  const pathname = useRouterState({ select: (state) => state.location.pathname });
  const compact = useMediaQuery("(max-width: 1024px)", false) ?? false;
  const [drawerOpened, drawer] = useDisclosure(false);
  const { data: fetched } = useQuery(profileQuery());
  const profile = fetched ?? session.read()?.user ?? null;
  const showTools = !pathname.toLowerCase().includes("questionnaire");

  return (
    <AppShell
      header={{ height: NAVBAR_HEIGHT }}
      navbar={{ width: SIDEBAR_WIDTH, breakpoint: 0, collapsed: { desktop: compact || !showTools } }}
      padding="lg"
    >
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
      <AppShell.Main>
        {profile ? (
          <PageTransition>
            <Outlet />
          </PageTransition>
        ) : (
          <Center h="50vh">
            <Loader aria-label="Loading your profile" />
          </Center>
        )}
      </AppShell.Main>
    </AppShell>
  );
}
