import type { ProductCard as Card, ShopReason } from "@cbm/contracts";
import { Badge, Group, Card as MantineCard, Skeleton, Stack, Text } from "@mantine/core";
import { IconHeart } from "@tabler/icons-react";
import { Link } from "@tanstack/react-router";
import { Picture } from "../../../../components/picture.tsx";
import { isOnSale, Price } from "../../../../components/price.tsx";
import classes from "./shop.module.css";

/** Product cards are portrait, like the wall's; photos of other shapes are cropped to fit. */
const CARD_RATIO = 4 / 5;
/** The width of a card in the grid: two columns on phones, three on tablets, four from 75em. */
const CARD_SIZES = "(min-width: 75em) 300px, (min-width: 48em) 33vw, 50vw";

/** Why the shop ranks a product high for this shopper, in their words. */
export const REASON_LABELS: Record<ShopReason, string> = {
  "favourite-brand": "Your favourite brand",
  "favourite-colour": "Your favourite colour",
};

/** Where a product's page is: under its store's address. */
export const productPath = (product: { id: string; store: { slug: string } }) =>
  `/shop/${product.store.slug}/products/${product.id}`;

/** A product in the shop: its picture, title, store, price (and sale), sold out, and why it is ranked high. */
export function ProductCard({ product, priority = false }: { product: Card; priority?: boolean }) {
  const sale = isOnSale(product);
  return (
    <MantineCard withBorder radius="lg" padding={0} h="100%" className={classes.card} component="article">
      <Link
        to={productPath(product)}
        className={`${classes.imageLink} ${product.soldOut ? classes.soldOut : ""}`}
        tabIndex={-1}
      >
        <Picture
          image={product.image}
          alt={product.title}
          sizes={CARD_SIZES}
          ratio={CARD_RATIO}
          priority={priority}
        />
        {(sale || product.soldOut) && (
          <span className={classes.marks}>
            {sale && (
              <Badge color="rose.8" variant="filled" size="sm">
                Sale
              </Badge>
            )}
            {product.soldOut && (
              <Badge color="ink.8" variant="filled" size="sm">
                Sold out
              </Badge>
            )}
          </span>
        )}
      </Link>
      <Stack gap={4} p={{ base: "xs", sm: "sm" }} flex={1}>
        {product.reasons.length > 0 && (
          <Group gap={4} wrap="nowrap" c="rose.8">
            <IconHeart size={14} aria-hidden style={{ flexShrink: 0 }} />
            <Text size="xs" fw={600} lineClamp={1}>
              {product.reasons.map((reason) => REASON_LABELS[reason]).join(" · ")}
            </Text>
          </Group>
        )}
        <Text component="h3" size="sm" fw={600} lineClamp={2} m={0}>
          <Link to={productPath(product)} className={classes.title}>
            {product.title}
          </Link>
        </Text>
        <Text size="xs" c="dimmed" lineClamp={1}>
          {product.brand ? `${product.brand.name} · ` : ""}
          {product.store.name}
        </Text>
        <Stack mt="auto" gap={0} pt={4}>
          <Price
            priceMinor={product.priceMinor}
            compareAtMinor={product.compareAtMinor}
            currency={product.currency}
          />
        </Stack>
      </Stack>
    </MantineCard>
  );
}

/** The shape of a card while the shop loads: the picture's box, a title, a price. */
export function CardSkeleton() {
  return (
    <MantineCard withBorder radius="lg" padding={0} className={classes.card} aria-hidden>
      <Skeleton radius={0} style={{ aspectRatio: CARD_RATIO }} />
      <Stack gap="sm" p={{ base: "xs", sm: "sm" }}>
        <Skeleton height={12} width="80%" />
        <Skeleton height={10} width="50%" />
        <Skeleton height={12} width="30%" />
      </Stack>
    </MantineCard>
  );
}
