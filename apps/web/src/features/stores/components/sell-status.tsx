import type { OwnStore } from "@cbm/contracts";
import { Button, Group, Stack, Text, ThemeIcon } from "@mantine/core";
import { IconCircleCheck, IconPlayerPause, IconTruckDelivery } from "@tabler/icons-react";
import { Link } from "@tanstack/react-router";
import type { ReactNode } from "react";
import { activeMethodCount } from "../wording.ts";
import { Notice } from "./notice.tsx";

/** A line that says the store is open for orders, with a tick (or a pause, while it is `paused`). */
export function ReadyToSell({
  title,
  paused = false,
  children,
}: {
  title: string;
  paused?: boolean;
  children: ReactNode;
}) {
  const Icon = paused ? IconPlayerPause : IconCircleCheck;
  return (
    <Group gap="sm" wrap="nowrap" role="status">
      <ThemeIcon color={paused ? "ink" : "teal"} variant="light" radius="xl" size="lg">
        <Icon size={20} aria-hidden />
      </ThemeIcon>
      <Text size="sm">
        <Text span fw={600}>
          {title}
        </Text>{" "}
        {children}
      </Text>
    </Group>
  );
}

/**
 * Whether shoppers can buy from the store, and what to do when they cannot: a store needs an active
 * shipping method; a suspended store is hidden; a store on vacation takes no orders.
 */
export function SellStatus({ store }: { store: OwnStore }) {
  if (store.status === "suspended") {
    return (
      <Notice tone="danger" title="Your store is suspended">
        Shoppers cannot see it or buy from it. Write to us through Contact to find out why.
      </Notice>
    );
  }
  if (!store.canSell) {
    return (
      <Notice title="Your products cannot be bought yet">
        <Stack gap="sm" align="flex-start">
          <Text size="sm">
            Shoppers can only check out once your store has an active shipping method. Add one with its price
            and delivery time.
          </Text>
          <Button
            component={Link}
            to="/shipping-methods"
            size="xs"
            leftSection={<IconTruckDelivery size={16} aria-hidden />}
          >
            Add a shipping method
          </Button>
        </Stack>
      </Notice>
    );
  }
  return (
    <ReadyToSell
      title={store.vacation.on ? "On vacation: orders are paused." : "Ready to sell."}
      paused={store.vacation.on}
    >
      {activeMethodCount(store.shippingMethods.length)}
      {" · "}
      <Text component={Link} to="/shipping-methods" size="sm" c="rose.8" td="underline">
        Manage shipping
      </Text>
    </ReadyToSell>
  );
}
