import type { OwnStore } from "@cbm/contracts";
import { Alert, Button, Group, Stack, Text, ThemeIcon } from "@mantine/core";
import { IconAlertTriangle, IconBan, IconCircleCheck, IconTruckDelivery } from "@tabler/icons-react";
import { Link } from "@tanstack/react-router";
import { activeMethodCount } from "../wording.ts";

/**
 * Whether shoppers can buy from the store, and what to do when they cannot: a store needs an active
 * shipping method; a suspended store is hidden; a store on vacation takes no orders.
 */
export function SellStatus({ store, linkToMethods = true }: { store: OwnStore; linkToMethods?: boolean }) {
  if (store.status === "suspended") {
    return (
      <Alert
        color="red.9"
        variant="light"
        icon={<IconBan size={20} aria-hidden />}
        title="Your store is suspended"
      >
        Shoppers cannot see it or buy from it. Write to us through Contact to find out why.
      </Alert>
    );
  }
  if (!store.canSell) {
    return (
      <Alert
        color="orange.9"
        variant="light"
        icon={<IconAlertTriangle size={20} aria-hidden />}
        title="Your products cannot be bought yet"
      >
        <Stack gap="sm" align="flex-start">
          <Text size="sm">
            Shoppers can only check out once your store has an active shipping method. Add one with its price
            and delivery time.
          </Text>
          {linkToMethods && (
            <Button
              component={Link}
              to="/shipping-methods"
              size="xs"
              color="orange.9"
              leftSection={<IconTruckDelivery size={16} aria-hidden />}
            >
              Add a shipping method
            </Button>
          )}
        </Stack>
      </Alert>
    );
  }
  return (
    <Group gap="sm" wrap="nowrap" role="status">
      <ThemeIcon color="teal.8" variant="light" radius="xl" size="lg">
        <IconCircleCheck size={20} aria-hidden />
      </ThemeIcon>
      <Text size="sm">
        <Text span fw={600}>
          {store.vacation.on ? "On vacation: orders are paused." : "Ready to sell."}
        </Text>{" "}
        {activeMethodCount(store.shippingMethods.length)}
        {linkToMethods && (
          <>
            {" · "}
            <Text component={Link} to="/shipping-methods" size="sm" c="rose.8" td="underline">
              Manage shipping
            </Text>
          </>
        )}
      </Text>
    </Group>
  );
}
