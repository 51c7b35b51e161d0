import { Anchor, Button, EmptyState, Text } from "@mantine/core";
import { IconUserOff } from "@tabler/icons-react";
import { Link } from "@tanstack/react-router";

/**
 * An unknown profile, or one hidden by a block either way: the server answers the same, so the page says
 * the same, without telling who blocked whom.
 */
export function ProfileUnavailable() {
  return (
    <EmptyState py={64} maw={480} mx="auto" variant="light" icon={<IconUserOff size={32} aria-hidden />}>
      <EmptyState.Title order={1} ff="heading" fz="h2">
        This profile isn't available
      </EmptyState.Title>
      <EmptyState.Description>
        The link may be wrong, or this account is no longer visible to you.
      </EmptyState.Description>
      <EmptyState.Actions>
        <Button component={Link} to="/users/list">
          Find people
        </Button>
      </EmptyState.Actions>
      <Text size="sm" c="dimmed" mt="md">
        Blocked someone by mistake? You can unblock them in{" "}
        <Anchor component={Link} to="/settings">
          Settings
        </Anchor>
        .
      </Text>
    </EmptyState>
  );
}
