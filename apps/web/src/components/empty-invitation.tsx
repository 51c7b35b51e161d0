import { EmptyState } from "@mantine/core";
import type { ReactNode } from "react";

/** An empty place that says what could be here and offers, as `children`, the ways to fill it. */
export function EmptyInvitation({
  icon,
  title,
  description,
  py,
  width,
  children,
}: {
  icon: ReactNode;
  title: string;
  description: string;
  py: number;
  /** At most this wide, centred. */
  width?: number;
  children: ReactNode;
}) {
  return (
    <EmptyState
      py={py}
      maw={width}
      mx="auto"
      variant="light"
      icon={icon}
      title={title}
      description={description}
    >
      <EmptyState.Actions>{children}</EmptyState.Actions>
    </EmptyState>
  );
}
