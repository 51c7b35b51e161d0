import { labelOf, type ProductDetails } from "@cbm/contracts";
import {
  Anchor,
  Badge,
  Box,
  Divider,
  Group,
  Paper,
  SimpleGrid,
  Skeleton,
  Stack,
  Text,
  Title,
} from "@mantine/core";
import { useQuery } from "@tanstack/react-query";
import { Link, useParams } from "@tanstack/react-router";
import { useState } from "react";
import { LoadError } from "../../../components/load-error.tsx";
import { isOnSale, Price } from "../../../components/price.tsx";
import {
  firstChoice,
  isSoldOut,
  VariantPicker,
  whyUnavailable,
} from "../../../components/variant-picker.tsx";
import { AddToCart } from "../../cart/index.ts";
import { OwnedSimilar } from "../../closets/index.ts";
import { ShareInChat } from "../../conversations/index.ts";
import { ProductLooks } from "../../outfits/index.ts";
import { productQuery } from "../api.ts";
import { Gallery } from "../components/shop/gallery.tsx";
import { StorePolicies, VacationNotice } from "../components/shop/store-policies.tsx";
import { isMissing, Unavailable } from "../components/shop/unavailable.tsx";

function Details({ product }: { product: ProductDetails }) {
  const { store } = product;
  const soldOut = isSoldOut(product.variants);
  const [chosen, choose] = useState(() => firstChoice(product.variants).variant?.id ?? null);
  return (
    <Stack gap="lg">
      <Stack gap={6}>
        <Text tt="uppercase" fw={600} c="rose.8" size="sm" lts={1}>
          {product.brand?.name ?? labelOf(product.subcategory)}
        </Text>
        <Title order={1} fz={{ base: "h2", sm: "h1" }} style={{ overflowWrap: "anywhere" }}>
          {product.title}
        </Title>
        <Text size="sm">
          Sold by{" "}
          <Anchor component={Link} to={`/shop/${store.slug}/products`} fw={600}>
            {store.name}
          </Anchor>
        </Text>
      </Stack>
      <Group gap="sm" align="center">
        <Price
          priceMinor={product.priceMinor}
          compareAtMinor={product.compareAtMinor}
          currency={product.currency}
          size="xl"
        />
        {isOnSale(product) && (
          <Badge color="rose.8" variant="filled">
            Sale
          </Badge>
        )}
        {soldOut && (
          <Badge color="ink.8" variant="filled">
            Sold out
          </Badge>
        )}
      </Group>
      <VacationNotice vacation={store.vacation} />
      <VariantPicker variants={product.variants} onChoose={(variant) => choose(variant?.id ?? null)} />
      <AddToCart variantId={chosen} unavailable={whyUnavailable(product)} />
      <Group>
        <ShareInChat productId={product.id} />
      </Group>
      {product.colours[0] && <OwnedSimilar category={product.category} colour={product.colours[0]} />}
      {product.description && (
        <>
          <Divider />
          <Stack gap="xs">
            <Title order={2} fz="h4">
              Details
            </Title>
            <Text style={{ whiteSpace: "pre-line", overflowWrap: "anywhere" }}>{product.description}</Text>
          </Stack>
        </>
      )}
      <Paper withBorder radius="lg" p="md" bg="var(--cbm-paper)">
        <Stack gap="sm">
          <Title order={2} fz="h4">
            Shipping and returns
          </Title>
          <StorePolicies policies={store} currency={product.currency} />
        </Stack>
      </Paper>
    </Stack>
  );
}

/**
 * `/shop/{store}/products/{productId}`: the pictures, the price, the variants, the store's terms, and the
 * looks made with it.
 */
export function ProductPage() {
  const { productId = "" } = useParams({ strict: false });
  const product = useQuery(productQuery(productId));

  if (product.isPending)
    return (
      <SimpleGrid
        cols={{ base: 1, md: 2 }}
        spacing={48}
        maw={1200}
        role="status"
        aria-label="Loading the product"
      >
        <Skeleton radius="lg" style={{ aspectRatio: 4 / 5 }} />
        <Stack>
          <Skeleton height={16} width="30%" />
          <Skeleton height={40} width="80%" />
          <Skeleton height={24} width="20%" />
        </Stack>
      </SimpleGrid>
    );
  if (product.isError)
    return isMissing(product.error) ? (
      <Unavailable
        title="This product is not on sale"
        description="The store may have sold it out for good or taken it off the shop."
      />
    ) : (
      <LoadError title="The product could not load" onRetry={() => void product.refetch()} />
    );

  const { data } = product;
  return (
    <Stack gap="lg" maw={1200}>
      <Box component="nav" aria-label="Breadcrumb" visibleFrom="sm">
        <Group component="ol" gap={8} m={0} p={0} wrap="nowrap" style={{ listStyle: "none" }}>
          <li>
            <Anchor component={Link} to="/shop" size="sm">
              Shop
            </Anchor>
          </li>
          <Text component="li" size="sm" c="dimmed" aria-hidden>
            /
          </Text>
          <li>
            <Anchor component={Link} to={`/shop/${data.store.slug}/products`} size="sm">
              {data.store.name}
            </Anchor>
          </li>
          <Text component="li" size="sm" c="dimmed" aria-hidden>
            /
          </Text>
          <Text component="li" size="sm" c="dimmed" aria-current="page" lineClamp={1}>
            {data.title}
          </Text>
        </Group>
      </Box>
      <SimpleGrid cols={{ base: 1, md: 2 }} spacing={{ base: "lg", md: 48 }}>
        <Gallery images={data.images} title={data.title} />
        <Details product={data} />
      </SimpleGrid>
      <ProductLooks productId={data.id} />
    </Stack>
  );
}
