import type { ProductDetails } from "@cbm/contracts";
import { Anchor, Badge, Box, Group, Paper, SimpleGrid, Stack, Text, Title } from "@mantine/core";
import { Link } from "@tanstack/react-router";
import { useState } from "react";
import { Picture } from "../../../components/picture.tsx";
import { Price } from "../../../components/price.tsx";
import {
  firstChoice,
  isSoldOut,
  VariantPicker,
  whyUnavailable,
} from "../../../components/variant-picker.tsx";
import { AddToCart } from "../../cart/index.ts";

const THUMB = 96;

/** A product's page in the shop. */
export const productPath = (product: Pick<ProductDetails, "id" | "store">) =>
  `/shop/${product.store.slug}/products/${product.id}`;

/** One product of the look: what it is, where from, its price, and a size to add to the cart. */
function LookProduct({ product, outfitId }: { product: ProductDetails; outfitId: string }) {
  const [chosen, choose] = useState(() => firstChoice(product.variants).variant?.id ?? null);
  const [image] = product.images;
  return (
    <Paper component="article" withBorder radius="lg" p="md" h="100%" aria-label={product.title}>
      <Stack gap="md" h="100%">
        <Group gap="md" wrap="nowrap" align="flex-start">
          <Link to={productPath(product)} aria-hidden tabIndex={-1} style={{ width: THUMB, flexShrink: 0 }}>
            {image && <Picture image={image} alt="" sizes={`${THUMB}px`} ratio={4 / 5} radius="md" />}
          </Link>
          <Stack gap={4} miw={0}>
            <Anchor component={Link} to={productPath(product)} fw={600} c="ink.9" lineClamp={2}>
              {product.title}
            </Anchor>
            <Text size="sm" c="dimmed">
              {product.store.name}
            </Text>
            <Group gap="xs">
              <Price
                priceMinor={product.priceMinor}
                compareAtMinor={product.compareAtMinor}
                currency={product.currency}
              />
              {isSoldOut(product.variants) && (
                <Badge color="ink.8" variant="filled" size="sm">
                  Sold out
                </Badge>
              )}
            </Group>
          </Stack>
        </Group>
        <VariantPicker variants={product.variants} onChoose={(variant) => choose(variant?.id ?? null)} />
        {/* The buying boxes of a row's cards line up at their feet, whatever the sizes above. */}
        <Box mt="auto">
          <AddToCart variantId={chosen} unavailable={whyUnavailable(product)} outfitId={outfitId} />
        </Box>
      </Stack>
    </Paper>
  );
}

/** The outfit's pieces that the shop sells, each to buy from here; the cart remembers the look. */
export function ShopTheLook({ outfitId, products }: { outfitId: string; products: ProductDetails[] }) {
  return (
    <Stack component="section" gap="md" aria-labelledby="shop-the-look">
      <Title order={2} fz="h3" id="shop-the-look">
        Shop this look
      </Title>
      <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} spacing="lg">
        {products.map((product) => (
          <LookProduct key={product.id} product={product} outfitId={outfitId} />
        ))}
      </SimpleGrid>
    </Stack>
  );
}
