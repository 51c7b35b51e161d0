import { Button, EmptyState } from "@mantine/core";
import { IconHangerOff } from "@tabler/icons-react";
import { Link } from "@tanstack/react-router";

/**
 * A closet or item the viewer may not see or change: unknown, deleted, private, or its owner blocked
 * either way. The server answers the same, so the page says the same.
 */
export function Unavailable({ what }: { what: "closet" | "item" }) {
  return (
    <EmptyState py={64} maw={480} mx="auto" variant="light" icon={<IconHangerOff size={32} aria-hidden />}>
      <EmptyState.Title order={1} ff="heading" fz="h2">
        This {what} isn't available
      </EmptyState.Title>
      <EmptyState.Description>
        The link may be wrong, it was deleted, or its owner keeps it to themselves.
      </EmptyState.Description>
      <EmptyState.Actions>
        <Button component={Link} to="/wall/closets">
          Browse closets
        </Button>
      </EmptyState.Actions>
    </EmptyState>
  );
}
