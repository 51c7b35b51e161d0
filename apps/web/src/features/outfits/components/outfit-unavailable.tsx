import { Button, EmptyState } from "@mantine/core";
import { IconShirtOff } from "@tabler/icons-react";
import { Link } from "@tanstack/react-router";

/**
 * An unknown outfit, or one the viewer may not see (or edit): the server answers alike for hidden and
 * missing, so the page says the same for both.
 */
export function OutfitUnavailable() {
  return (
    <EmptyState py={64} maw={480} mx="auto" variant="light" icon={<IconShirtOff size={32} aria-hidden />}>
      <EmptyState.Title order={1} ff="heading" fz="h2">
        This outfit isn't available
      </EmptyState.Title>
      <EmptyState.Description>
        The link may be wrong, or the outfit was deleted or is no longer shared with you.
      </EmptyState.Description>
      <EmptyState.Actions>
        <Button component={Link} to="/wall/outfits">
          Browse outfits
        </Button>
      </EmptyState.Actions>
    </EmptyState>
  );
}
