import { Alert, Button, Group, Text } from "@mantine/core";
import { IconSparkles } from "@tabler/icons-react";
import { Link } from "@tanstack/react-router";
import { ApiError, messageFor } from "../../../lib/api-error.ts";

/** A refusal because the member's plan allows no more (a 403 naming the plan that does). */
export const isPlanLimit = (error: unknown): error is ApiError =>
  error instanceof ApiError && error.status === 403;

/** Where an action met the plan's limit: the server's words and the way to a plan that allows more. */
export function UpgradePrompt({ error }: { error: ApiError }) {
  return (
    <Alert
      color="rose"
      variant="light"
      icon={<IconSparkles size={20} aria-hidden />}
      title="Your plan is full"
    >
      <Group justify="space-between" gap="sm">
        <Text size="sm" maw={460}>
          {messageFor(error)}
        </Text>
        <Button renderRoot={(props) => <Link to="/pricing" {...props} />} size="sm">
          See plans
        </Button>
      </Group>
    </Alert>
  );
}
