import { Button, EmptyState } from "@mantine/core";
import { IconBuildingStore } from "@tabler/icons-react";
import { Link } from "@tanstack/react-router";
import { ApiError } from "../../../../lib/api-error.ts";

/** A store or product the shop does not show: unknown, closed, or taken off sale. */
export const isMissing = (error: unknown) =>
  error instanceof ApiError && (error.status === 404 || error.status === 400);

/** What the shop says for a store or product it cannot show, with the way back to the shop. */
export function Unavailable({ title, description }: { title: string; description: string }) {
  return (
    <EmptyState
      py={64}
      variant="light"
      icon={<IconBuildingStore size={28} aria-hidden />}
      title={title}
      description={description}
    >
      <EmptyState.Actions>
        <Button component={Link} to="/shop" variant="light">
          Back to the shop
        </Button>
      </EmptyState.Actions>
    </EmptyState>
  );
}
