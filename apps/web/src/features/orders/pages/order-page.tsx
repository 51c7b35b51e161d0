import type { OrderDetails } from "@cbm/contracts";
import {
  Anchor,
  Button,
  Divider,
  Group,
  Paper,
  SimpleGrid,
  Skeleton,
  Stack,
  Text,
  Title,
} from "@mantine/core";
import { IconArrowLeft, IconReceiptOff } from "@tabler/icons-react";
import { useQuery } from "@tanstack/react-query";
import { Link, useParams } from "@tanstack/react-router";
import type { ReactNode } from "react";
import { EmptyInvitation } from "../../../components/empty-invitation.tsx";
import { LoadError } from "../../../components/load-error.tsx";
import { StoreLogo } from "../../../components/store-logo.tsx";
import { WithSummary } from "../../../components/with-summary.tsx";
import { ApiError } from "../../../lib/api-error.ts";
import { countOf } from "../../../lib/count-of.ts";
import { formatMoney } from "../../../lib/money.ts";
import { PostalAddress } from "../../addresses/index.ts";
import { CardDigits } from "../../payments/index.ts";
import { deliveryTime } from "../../stores/index.ts";
import { orderQuery } from "../api.ts";
import { LocalTime } from "../components/local-time.tsx";
import { OrderLine } from "../components/order-line.tsx";
import { OrderStatusBadge } from "../components/order-status.tsx";
import { OrderTimeline } from "../components/order-timeline.tsx";

/** Another customer's order answers 404, as one that never was; an id that is not one, 400. */
const isMissing = (error: unknown) =>
  error instanceof ApiError && (error.status === 404 || error.status === 400);

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Paper withBorder radius="lg" p={{ base: "md", sm: "lg" }} component="section" aria-label={title}>
      <Stack gap="md">
        <Title order={2} fz="h4">
          {title}
        </Title>
        {children}
      </Stack>
    </Paper>
  );
}

function Header({ order }: { order: OrderDetails }) {
  return (
    <Stack gap="sm">
      <Anchor component={Link} to="/my-orders" size="sm" underline="hover">
        <Group gap={4} component="span">
          <IconArrowLeft size={16} aria-hidden /> My orders
        </Group>
      </Anchor>
      <Group justify="space-between" align="center" gap="sm">
        <Group gap="md" wrap="nowrap" miw={0}>
          <StoreLogo store={order.store} size={48} />
          <Stack gap={2} miw={0}>
            <Title order={1} fz={{ base: "h2", sm: "h1" }}>
              Order from {order.store.name}
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

function Delivery({ order }: { order: OrderDetails }) {
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
            The store ships by <LocalTime iso={shipBy} />
          </Text>
        )}
      </Stack>
    </SimpleGrid>
  );
}

function Order({ order }: { order: OrderDetails }) {
  return (
    <Stack gap="lg" maw={1100}>
      <Header order={order} />
      <WithSummary summary={<Summary order={order} />}>
        <Stack gap="lg">
          <Section title="What you bought">
            <Stack component="ul" gap="lg" p={0} m={0} style={{ listStyle: "none" }}>
              {order.lines.map((line) => (
                <OrderLine key={line.id} line={line} storeSlug={order.store.slug} currency={order.currency} />
              ))}
            </Stack>
          </Section>
          <Section title="Delivery">
            <Delivery order={order} />
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

/** `/my-orders/{id}`: one of the viewer's orders, what was bought, where it goes, how it was paid, and where it stands. */
export function OrderPage() {
  const { id = "" } = useParams({ strict: false });
  const order = useQuery(orderQuery(id));
  if (order.isPending)
    return (
      <Stack gap="lg" maw={1100} role="status" aria-label="Loading your order">
        <Skeleton height={56} width="60%" radius="md" />
        <Skeleton height={240} radius="lg" />
      </Stack>
    );
  if (order.isError)
    return isMissing(order.error) ? (
      <EmptyInvitation
        icon={<IconReceiptOff size={28} aria-hidden />}
        title="This order is not yours or does not exist"
        description="Check the link you followed; every order you placed is in My orders."
        py={64}
        width={520}
      >
        <Button component={Link} to="/my-orders" variant="light">
          See my orders
        </Button>
      </EmptyInvitation>
    ) : (
      <LoadError title="Your order could not load" onRetry={() => void order.refetch()} />
    );
  return <Order order={order.data} />;
}
