import type { Event, ProductCard } from "@cbm/contracts";
import { Button, Card, SimpleGrid, Stack, Text } from "@mantine/core";
import { IconShoppingBagPlus, IconX } from "@tabler/icons-react";
import { Link } from "@tanstack/react-router";
import { useState } from "react";
import { Picture } from "../../../components/picture.tsx";
import { Price } from "../../../components/price.tsx";
import { ProductChoice } from "../../../components/product-choice.tsx";
import { notify } from "../../../lib/notify.ts";
import { AddToCart } from "../../cart/index.ts";
import { shelfProductQuery, useShelfChange } from "../api.ts";

const productPath = (product: ProductCard) => `/shop/${product.store.slug}/products/${product.id}`;

function ShelfItem({
  product,
  event,
  onBuy,
}: {
  product: ProductCard;
  event: Pick<Event, "id" | "canEdit">;
  onBuy: () => void;
}) {
  const shelf = useShelfChange();
  const remove = () =>
    shelf.mutate(
      { id: event.id, productIds: [product.id], add: false },
      { onError: (error) => notify.error(error) },
    );
  return (
    <Card withBorder radius="lg" padding={0} component="article">
      <Link to={productPath(product)} tabIndex={-1}>
        <Picture
          image={product.image}
          alt={product.title}
          ratio={4 / 5}
          sizes="(min-width: 48em) 25vw, 50vw"
        />
      </Link>
      <Stack gap={4} p="sm" flex={1}>
        <Text component="h3" size="sm" fw={600} lineClamp={2} m={0}>
          {product.title}
        </Text>
        <Text size="xs" c="dimmed" lineClamp={1}>
          {product.store.name}
        </Text>
        <Price
          priceMinor={product.priceMinor}
          compareAtMinor={product.compareAtMinor}
          currency={product.currency}
        />
        <Stack gap={6} mt="auto" pt={6}>
          <Button
            size="xs"
            leftSection={<IconShoppingBagPlus size={16} aria-hidden />}
            disabled={product.soldOut}
            aria-label={`${product.soldOut ? "Sold out" : "Add to cart"}: ${product.title}`}
            onClick={onBuy}
          >
            {product.soldOut ? "Sold out" : "Add to cart"}
          </Button>
          {event.canEdit && (
            <Button
              size="xs"
              variant="subtle"
              color="ink"
              leftSection={<IconX size={14} aria-hidden />}
              loading={shelf.isPending}
              aria-label={`Take off: ${product.title}`}
              onClick={remove}
            >
              Take off
            </Button>
          )}
        </Stack>
      </Stack>
    </Card>
  );
}

/** The products shown on the event, each to buy from here; the host may take them off. */
export function Shelf({ event }: { event: Pick<Event, "id" | "canEdit" | "products"> }) {
  const [buying, setBuying] = useState<ProductCard | null>(null);
  if (event.products.length === 0)
    return (
      <Text size="sm" c="dimmed">
        {event.canEdit
          ? "Add products from your shop to show them here."
          : "No products are shown on this event yet."}
      </Text>
    );
  return (
    <>
      <SimpleGrid cols={{ base: 2, sm: 3, lg: 4 }} spacing="md">
        {event.products.map((product) => (
          <ShelfItem key={product.id} product={product} event={event} onBuy={() => setBuying(product)} />
        ))}
      </SimpleGrid>
      {buying && (
        <ProductChoice
          query={shelfProductQuery(buying.id)}
          title={buying.title}
          opened
          onClose={() => setBuying(null)}
          action={(choice) => <AddToCart {...choice} eventId={event.id} />}
        />
      )}
    </>
  );
}
