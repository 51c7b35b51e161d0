import { Button, Center, Stack, Text, Title } from "@mantine/core";
import { IconLock } from "@tabler/icons-react";
import { Link } from "@tanstack/react-router";
import type { ReactNode } from "react";
import { mayEnter, type RoleRule } from "../lib/guard.ts";
import { useSession } from "../lib/use-session.ts";

export function AccessDenied() {
  return (
    <Center mih="50vh">
      <Stack align="center" gap="sm" maw={440}>
        <IconLock size={40} aria-hidden />
        <Title order={1} fz={28} ta="center">
          You don't have access to this page
        </Title>
        <Text c="dimmed" ta="center">
          This part of CBM belongs to another kind of account. If you think this is a mistake, write to us.
        </Text>
        <Button component={Link} to="/wall" mt="sm">
          Back to your wall
        </Button>
      </Stack>
    </Center>
  );
}

/** The role middlewares of spec section 6 on the client: the page, or a clear refusal. The server enforces the same. */
export function RoleGate({ rule, children }: { rule: RoleRule; children: ReactNode }) {
  const roles = useSession()?.user?.roles;
  return mayEnter(rule, roles) ? children : <AccessDenied />;
}
