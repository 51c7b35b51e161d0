import { Alert, Button, Group, Text } from "@mantine/core";
import { Link } from "@tanstack/react-router";
import type { ReactNode } from "react";

/** Where something met the member's plan: what it says, and the way to the plans. */
export function PlanAlert({
  title,
  icon,
  children,
}: {
  title: string;
  icon: ReactNode;
  children: ReactNode;
}) {
  return (
    <Alert color="rose" variant="light" icon={icon} title={title}>
      <Group justify="space-between" gap="sm">
        <Text size="sm" maw={520}>
          {children}
        </Text>
        <Button renderRoot={(props) => <Link to="/pricing" {...props} />} size="sm">
          See plans
        </Button>
      </Group>
    </Alert>
  );
}
