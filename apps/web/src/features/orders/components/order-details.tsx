import type { OrderDetails as FullOrder } from "@cbm/contracts";
import { Anchor, Divider, Group, SimpleGrid, Stack, Text, Title } from "@mantine/core";
import { IconArrowLeft } from "@tabler/icons-react";
import { Link } from "@tanstack/react-router";
import type { ReactNode } from "react";
import { WithSummary } from "../../../components/with-summary.tsx";
import { countOf } from "../../../lib/count-of.ts";
import { formatMoney } from "../../../lib/money.ts";
import { PostalAddress } from "../../addresses/index.ts";
import { CardDigits } from "../../payments/index.ts";
import { deliveryTime } from "../../stores/index.ts";
import { LocalTime } from "./local-time.tsx";
import { OrderLine } from "./order-line.tsx";
import { OrderReturn } from "./order-return.tsx";
import { OrderStatusBadge } from "./order-status.tsx";
import { OrderTimeline } from "./order-timeline.tsx";
import { Section } from "./section.tsx";

/** What both the buyer and the store see of an order; what each may do with it differs. */
type OrderDetails = Omit<FullOrder, "actions">;

function Header({ order, title, picture, back }: Omit<OrderDetailsProps, "actions" | "shipByLabel">) {
  return (
    <Stack gap="sm">
      <Anchor component={Link} to={back.to} size="sm" underline="hover">
        <Group gap={4} component="span">
          <IconArrowLeft size={16} aria-hidden /> {back.label}
        </Group>
      </Anchor>
      <Group justify="space-between" align="center" gap="sm">
        <Group gap="md" wrap="nowrap" miw={0}>
          {picture}
          <Stack gap={2} miw={0}>
            <Title order={1} fz={{ base: "h2", sm: "h1" }}>
              {title}
            </Title>
            <Text size="sm" c="dimmed">
              Placed <LocalTime iso={order.createdAt} withTime /> · {countOf(order.itemCount, "item")}
            </Text>
          </Stack>
        </Group>
        <OrderStatusBadge status={order.status} size="lg" />
      </Group>
    </Stack>
  );
}

function Amount({ label, amount, strong = false }: { label: string; amount: string; strong?: boolean }) {
  return (
    <Group justify="space-between">
      <Text fw={strong ? 700 : undefined}>{label}</Text>
      <Text fw={strong ? 700 : 500}>{amount}</Text>
    </Group>
  );
}

function Summary({ order }: { order: OrderDetails }) {
  const money = (amount: number) => formatMoney(amount, order.currency);
  return (
    <Stack gap="sm" component="section" aria-label="Summary">
      <Title order={2} fz="h4">
        Summary
      </Title>
      <Amount label="Items" amount={money(order.itemsTotal)} />
      <Amount label="Shipping" amount={order.shippingTotal === 0 ? "Free" : money(order.shippingTotal)} />
      <Divider />
      <Amount label="Total" amount={money(order.total)} strong />
      {order.card && (
        <Text size="sm" c="dimmed">
          Paid with <CardDigits card={order.card} />
        </Text>
      )}
    </Stack>
  );
}

function Delivery({ order, shipByLabel }: { order: OrderDetails; shipByLabel: string }) {
  const { shippingMethod, shipBy, tracking } = order;
  return (
    <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="lg">
      <Stack gap={2}>
        <Text size="sm" fw={600} c="dimmed">
          Shipping to
        </Text>
        <PostalAddress address={order.address} />
      </Stack>
      <Stack gap={2}>
        <Text size="sm" fw={600} c="dimmed">
          Shipping method
        </Text>
        <Text size="sm" fw={500}>
          {shippingMethod.name}
        </Text>
        <Text size="sm" c="ink.7">
          {shippingMethod.maxDays === 0
            ? "Arrives the day it ships"
            : `Arrives ${deliveryTime(shippingMethod)} after it ships`}
        </Text>
        {tracking && (
          <Text size="sm" c="ink.7">
            Tracking: {tracking.carrier} {tracking.number}
          </Text>
        )}
        {shipBy && order.status === "paid" && (
          <Text size="sm" c="ink.7">
            {shipByLabel} <LocalTime iso={shipBy} />
          </Text>
        )}
      </Stack>
    </SimpleGrid>
  );
}

export interface OrderDetailsProps {
  order: OrderDetails;
  /** The page's heading, as in "Order from Atelier Iris". */
  title: string;
  /** Beside the heading: the store's logo to its buyer, the buyer's initials to the store. */
  picture: ReactNode;
  /** Before the day the store must ship by, as in "The store ships by". */
  shipByLabel: string;
  /** The list the order belongs to. */
  back: { to: string; label: string };
  /** What the viewer may do with the order now, under its summary. */
  actions?: ReactNode;
}

/** An order as its buyer and its store see it: lines, totals, where it goes and how, and where it stands. */
export function OrderDetailsView({ order, title, picture, shipByLabel, back, actions }: OrderDetailsProps) {
  return (
    <Stack gap="lg" maw={1100}>
      <Header order={order} title={title} picture={picture} back={back} />
      <WithSummary
        summary={
          <Stack gap="lg">
            <Summary order={order} />
            {actions}
          </Stack>
        }
      >
        <Stack gap="lg">
          <Section title="What was bought">
            <Stack component="ul" gap="lg" p={0} m={0} style={{ listStyle: "none" }}>
              {order.lines.map((line) => (
                <OrderLine key={line.id} line={line} storeSlug={order.store.slug} currency={order.currency} />
              ))}
            </Stack>
          </Section>
          <OrderReturn order={order} />
          <Section title="Delivery">
            <Delivery order={order} shipByLabel={shipByLabel} />
          </Section>
          <Section title="Status">
            <OrderTimeline timeline={order.timeline} />
            {order.cancelReason && <Text size="sm">Why it was cancelled: {order.cancelReason}</Text>}
          </Section>
        </Stack>
      </WithSummary>
    </Stack>
  );
}
