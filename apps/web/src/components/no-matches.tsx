import { Button, EmptyState } from "@mantine/core";
import { IconFilterOff } from "@tabler/icons-react";
import type { ReactNode } from "react";

/** What a searched or filtered list says when nothing matches, with the button that shows everything again. */
export function NoMatches({
  title,
  description,
  clearLabel = "Clear filters",
  onClear,
  icon = <IconFilterOff size={28} aria-hidden />,
  py = 48,
}: {
  title: string;
  description: string;
  clearLabel?: string;
  onClear: () => void;
  icon?: ReactNode;
  py?: number;
}) {
  return (
    <EmptyState py={py} variant="light" icon={icon} title={title} description={description}>
      <EmptyState.Actions>
        <Button variant="light" onClick={onClear}>
          {clearLabel}
        </Button>
      </EmptyState.Actions>
    </EmptyState>
  );
}
