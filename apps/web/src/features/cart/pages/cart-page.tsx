import type { Cart, CartStore } from "@cbm/contracts";
import { Anchor, Button, Group, Paper, Skeleton, Stack, Text, Title } from "@mantine/core";
import { IconShoppingBag } from "@tabler/icons-react";
import { useQuery } from "@tanstack/react-query";
import { Link } from "@tanstack/react-router";
import { ShopInvitation } from "../../../components/empty-invitation.tsx";
import { LoadError } from "../../../components/load-error.tsx";
import { PageIntro } from "../../../components/page-intro.tsx";
import { StoreLogo } from "../../../components/store-logo.tsx";
import { WithSummary } from "../../../components/with-summary.tsx";
import { formatMoney } from "../../../lib/money.ts";
import { cartQuery } from "../api.ts";
import { CartLine } from "../components/cart-line.tsx";

const items = (count: number) => `${count} ${count === 1 ? "item" : "items"}`;

/** One store's part of the cart: it ships on its own, with its own subtotal. */
function StorePart({ part }: { part: CartStore }) {
  const { store } = part;
  return (
    <Paper
      withBorder
      radius="lg"
      p={{ base: "md", sm: "lg" }}
      component="section"
      aria-label={`From ${store.name}`}
    >
      <Group justify="space-between" mb="md" wrap="nowrap">
        <Group gap="sm" wrap="nowrap" miw={0}>
          <StoreLogo store={store} size={36} />
          <Anchor component={Link} to={`/shop/${store.slug}/products`} fw={700} c="ink.9" truncate>
            {store.name}
          </Anchor>
        </Group>
        <Text size="sm" c="dimmed" style={{ whiteSpace: "nowrap" }}>
          Subtotal {formatMoney(part.subtotalMinor, part.currency)}
        </Text>
      </Group>
      <Stack component="ul" gap={0} p={0} m={0} style={{ listStyle: "none" }}>
        {part.lines.map((line) => (
          <CartLine key={line.id} line={line} storeSlug={store.slug} />
        ))}
      </Stack>
    </Paper>
  );
}

/** The totals per currency, and the way on to checkout. */
function Summary({ cart }: { cart: Cart }) {
  const blocked = cart.stores.flatMap((part) => part.lines).filter((line) => line.problem).length;
  const buyable = cart.totals.some((total) => total.amountMinor > 0);
  return (
    <Stack gap="sm">
      <Title order={2} fz="h4">
        Summary
      </Title>
      {cart.totals.map((total) => (
        <Group key={total.currency} justify="space-between">
          <Text>Items{cart.totals.length > 1 ? ` in ${total.currency}` : ""}</Text>
          <Text fw={700}>{formatMoney(total.amountMinor, total.currency)}</Text>
        </Group>
      ))}
      <Text size="sm" c="dimmed">
        Each store ships its own part; you choose how at checkout, where shipping is added.
      </Text>
      {blocked > 0 && (
        <Text size="sm" c="red.8">
          {items(blocked)} cannot be bought now and will be left out.
        </Text>
      )}
      {buyable ? (
        <Button size="md" component={Link} to="/checkout">
          Go to checkout
        </Button>
      ) : (
        <Button size="md" disabled>
          Go to checkout
        </Button>
      )}
    </Stack>
  );
}

/**
 * `/cart`: what the shopper means to buy, store by store. Nothing in it is reserved, but the units a live
 * deal holds at its price.
 */
export function CartPage() {
  const cart = useQuery(cartQuery());
  const held = cart.data?.stores.some((part) => part.lines.some((line) => line.heldQuantity > 0));
  const intro = (
    <PageIntro
      eyebrow="Shop"
      title="Your cart"
      lead={`Pieces from any store, in one place. Nothing is reserved until you check out${held ? ", but what a live deal holds for you" : ""}.`}
    />
  );
  if (cart.isPending)
    return (
      <Stack gap="lg" maw={1100} role="status" aria-label="Loading your cart">
        {intro}
        <Skeleton height={160} radius="lg" />
      </Stack>
    );
  if (cart.isError) return <LoadError title="Your cart could not load" onRetry={() => void cart.refetch()} />;
  const { data } = cart;
  if (data.stores.length === 0)
    return (
      <Stack gap="lg" maw={1100}>
        {intro}
        <ShopInvitation
          icon={<IconShoppingBag size={28} aria-hidden />}
          title="Your cart is empty"
          description="Find pieces you love in the shop; they wait here until you check out."
        />
      </Stack>
    );
  return (
    <Stack gap="lg" maw={1100}>
      {intro}
      <Text c="dimmed" size="sm">
        {items(data.totalQuantity)} from {data.stores.length} {data.stores.length === 1 ? "store" : "stores"}
      </Text>
      <WithSummary summary={<Summary cart={data} />}>
        <Stack gap="lg">
          {data.stores.map((part) => (
            <StorePart key={part.store.id} part={part} />
          ))}
        </Stack>
      </WithSummary>
    </Stack>
  );
}
