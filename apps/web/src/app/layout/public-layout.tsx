import { Anchor, Box, Button, Container, Group, Text } from "@mantine/core";
import { Link, Outlet } from "@tanstack/react-router";
import type { ReactNode } from "react";
import { Logo } from "../../components/logo.tsx";
import { useSession } from "../../lib/use-session.ts";
import { PageTransition } from "./page-transition.tsx";
import { MAIN_ID, SkipLink } from "./skip-link.tsx";

function Footer() {
  return (
    <Box component="footer" py="xl" mt="xl" style={{ borderTop: "1px solid var(--cbm-line)" }}>
      <Container size="lg">
        <Group justify="space-between">
          <Text size="sm" c="dimmed">
            © {new Date().getFullYear()} CBM
          </Text>
          <Group gap="lg">
            <Anchor component={Link} to="/help" size="sm" c="ink.8">
              Help
            </Anchor>
            <Anchor component={Link} to="/contact" size="sm" c="ink.8">
              Contact
            </Anchor>
            <Anchor component={Link} to="/privacy-policy" size="sm" c="ink.8">
              Privacy policy
            </Anchor>
            <Anchor component={Link} to="/terms" size="sm" c="ink.8">
              Terms
            </Anchor>
          </Group>
        </Group>
      </Container>
    </Box>
  );
}

/** The frame of pages for visitors: wordmark, sign-in links, footer. `children` replaces the outlet. */
export function PublicLayout({ children }: { children?: ReactNode }) {
  const signedIn = useSession() !== null;
  return (
    <Box mih="100vh" style={{ display: "flex", flexDirection: "column" }}>
      <SkipLink />
      <Box
        component="header"
        style={{
          borderBottom: "1px solid var(--cbm-line)",
          minHeight: 90,
          display: "flex",
          alignItems: "center",
        }}
      >
        <Container size="lg" w="100%">
          <Group justify="space-between">
            <Logo />
            <Group gap="sm">
              {signedIn ? (
                <Button component={Link} to="/wall" variant="filled">
                  Go to CBM
                </Button>
              ) : (
                <>
                  <Button component={Link} to="/login" variant="subtle" color="ink">
                    Log in
                  </Button>
                  <Button component={Link} to="/register">
                    Join CBM
                  </Button>
                </>
              )}
            </Group>
          </Group>
        </Container>
      </Box>
      <Box component="main" id={MAIN_ID} tabIndex={-1} style={{ flex: 1 }}>
        <PageTransition>{children ?? <Outlet />}</PageTransition>
      </Box>
      <Footer />
    </Box>
  );
}
