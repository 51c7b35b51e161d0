import type { Currency, ShippingMethod } from "@cbm/contracts";
import { Badge, Button, Group, Paper, Stack, Text } from "@mantine/core";
import { IconClock, IconPencil, IconTrash, IconWorld } from "@tabler/icons-react";
import { formatMoney } from "../../../lib/money.ts";
import { countriesServed, deliveryTime } from "../wording.ts";
import classes from "./shipping-methods.module.css";

export interface ShippingMethodCardProps {
  method: ShippingMethod;
  currency: Currency;
  onEdit: () => void;
  onDelete: () => void;
  busy?: boolean;
}

/** One shipping method: its name and state, price, free-over threshold, delivery time and countries. */
export function ShippingMethodCard({
  method,
  currency,
  onEdit,
  onDelete,
  busy = false,
}: ShippingMethodCardProps) {
  return (
    <Paper
      component="li"
      withBorder
      radius="lg"
      p="lg"
      className={classes.card}
      data-inactive={!method.active || undefined}
      aria-label={method.active ? method.name : `${method.name}, inactive`}
    >
      <Stack gap="sm" h="100%">
        <Group justify="space-between" gap="xs" wrap="nowrap" align="flex-start">
          <Text fw={600} size="lg" lh={1.3} className={classes.name}>
            {method.name}
          </Text>
          <Badge
            variant={method.active ? "filled" : "outline"}
            color={method.active ? "teal.9" : "ink"}
            radius="sm"
          >
            {method.active ? "Active" : "Inactive"}
          </Badge>
        </Group>
        <Stack gap={6} flex={1}>
          <Group gap={8} align="baseline">
            <Text fw={600} fz={22} ff="heading">
              {method.priceMinor === 0 ? "Free" : formatMoney(method.priceMinor, currency)}
            </Text>
            {method.freeOverMinor !== null && method.priceMinor > 0 && (
              <Text size="sm" c="ink.7">
                Free over {formatMoney(method.freeOverMinor, currency)}
              </Text>
            )}
          </Group>
          <Group gap={6} wrap="nowrap">
            <IconClock size={16} aria-hidden className={classes.icon} />
            <Text size="sm">{deliveryTime(method)}</Text>
          </Group>
          <Group gap={6} wrap="nowrap" align="flex-start">
            <IconWorld size={16} aria-hidden className={classes.icon} />
            <Text
              size="sm"
              title={method.countries.length > 4 ? countriesServed(method.countries, 250) : undefined}
            >
              {countriesServed(method.countries)}
            </Text>
          </Group>
        </Stack>
        <Group gap={4} className={classes.actions}>
          <Button
            variant="subtle"
            color="ink"
            size="compact-sm"
            leftSection={<IconPencil size={16} aria-hidden />}
            aria-label={`Edit ${method.name}`}
            onClick={onEdit}
            disabled={busy}
          >
            Edit
          </Button>
          <Button
            variant="subtle"
            color="red.9"
            size="compact-sm"
            leftSection={<IconTrash size={16} aria-hidden />}
            aria-label={`Delete ${method.name}`}
            onClick={onDelete}
            disabled={busy}
          >
            Delete
          </Button>
        </Group>
      </Stack>
    </Paper>
  );
}
