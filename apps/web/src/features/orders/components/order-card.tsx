import type { OrderSummary } from "@cbm/contracts";
import { Anchor, Box, Group, Paper, Stack, Text, VisuallyHidden } from "@mantine/core";
import { Link } from "@tanstack/react-router";
import type { ReactNode } from "react";
import { Picture } from "../../../components/picture.tsx";
import { countOf } from "../../../lib/count-of.ts";
import { formatMoney } from "../../../lib/money.ts";
import { LocalTime } from "./local-time.tsx";
import { OrderStatusBadge } from "./order-status.tsx";
import classes from "./orders.module.css";

const THUMBNAILS = 3;

/** The other side of the order as the viewer sees it: the store to its buyer, the buyer to the store. */
export interface OrderParty {
  name: string;
  picture: ReactNode;
}

/** One order of a list: who it is from, where it stands, when, how much, and its first pictures; it links to `to`. */
export function OrderCard({ order, from, to }: { order: OrderSummary; from: OrderParty; to: string }) {
  return (
    <Paper component="li" withBorder radius="lg" p={{ base: "md", sm: "lg" }} className={classes.card}>
      <Group justify="space-between" align="flex-start" wrap="nowrap" gap="sm">
        <Group gap="sm" wrap="nowrap" miw={0}>
          {from.picture}
          <Stack gap={2} miw={0}>
            <Anchor
              component={Link}
              to={to}
              fw={700}
              c="ink.9"
              underline="hover"
              truncate
              className={classes.cardLink}
            >
              <VisuallyHidden>Order from</VisuallyHidden> {from.name}
            </Anchor>
            <Text size="sm" c="dimmed">
              <LocalTime iso={order.createdAt} /> · {countOf(order.itemCount, "item")}
            </Text>
          </Stack>
        </Group>
        <OrderStatusBadge status={order.status} />
      </Group>
      <Group justify="space-between" align="flex-end" wrap="nowrap" mt="md">
        <Group gap="xs" wrap="nowrap">
          {order.images.slice(0, THUMBNAILS).map((image) => (
            <Box key={image.url} w={52} className={classes.thumb}>
              <Picture image={image} alt="" ratio={4 / 5} radius="md" sizes="52px" />
            </Box>
          ))}
        </Group>
        <Text fw={700} size="lg">
          {formatMoney(order.total, order.currency)}
        </Text>
      </Group>
    </Paper>
  );
}
