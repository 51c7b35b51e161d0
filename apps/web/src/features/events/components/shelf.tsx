import type { Event, ProductCard } from "@cbm/contracts";
import { Button, Card, Loader, Modal, SimpleGrid, Stack, Text } from "@mantine/core";
import { IconShoppingBagPlus, IconX } from "@tabler/icons-react";
import { useQuery } from "@tanstack/react-query";
import { Link } from "@tanstack/react-router";
import { useState } from "react";
import { LoadError } from "../../../components/load-error.tsx";
import { Picture } from "../../../components/picture.tsx";
import { Price } from "../../../components/price.tsx";
import { firstChoice, VariantPicker, whyUnavailable } from "../../../components/variant-picker.tsx";
import { notify } from "../../../lib/notify.ts";
import { AddToCart } from "../../cart/index.ts";
import { shelfProductQuery, useShelfChange } from "../api.ts";

const productPath = (product: ProductCard) => `/shop/${product.store.slug}/products/${product.id}`;

/** Choosing a colour and size of a shelf product and adding it to the cart, remembered as bought from the event. */
function Buy({ productId, eventId }: { productId: string; eventId: string }) {
  const product = useQuery(shelfProductQuery(productId));
  const [chosen, choose] = useState<string | null | undefined>(undefined);
  if (product.isPending) return <Loader aria-label="Loading the product" mx="auto" />;
  if (product.isError)
    return <LoadError title="The product could not load" onRetry={() => void product.refetch()} />;
  const { data } = product;
  const variantId = chosen === undefined ? (firstChoice(data.variants).variant?.id ?? null) : chosen;
  return (
    <Stack gap="lg">
      <VariantPicker variants={data.variants} onChoose={(variant) => choose(variant?.id ?? null)} />
      <AddToCart variantId={variantId} unavailable={whyUnavailable(data)} eventId={eventId} />
    </Stack>
  );
}

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
      <Modal opened={buying !== null} onClose={() => setBuying(null)} title={buying?.title}>
        {buying && <Buy productId={buying.id} eventId={event.id} />}
      </Modal>
    </>
  );
}
