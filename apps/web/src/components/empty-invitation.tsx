import { Button, EmptyState } from "@mantine/core";
import { Link } from "@tanstack/react-router";
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

/** An empty place of shopping (a cart, the orders): what would be here, and the way to the shop. */
export function ShopInvitation({
  icon,
  title,
  description,
}: {
  icon: ReactNode;
  title: string;
  description: string;
}) {
  return (
    <EmptyInvitation icon={icon} title={title} description={description} py={48} width={480}>
      <Button component={Link} to="/shop">
        Go to the shop
      </Button>
    </EmptyInvitation>
  );
}
