import { Stack } from "@mantine/core";
import { useQuery } from "@tanstack/react-query";
import { PageIntro } from "../../../components/page-intro.tsx";
import { featuredStoresQuery } from "../api.ts";
import { ShopProducts } from "../components/shop/shop-products.tsx";
import { FeaturedStores } from "../components/shop/store-cards.tsx";

/** `/shop`: every store's products by keyword and filters (all in the URL), and the featured stores. */
export function ShopPage() {
  const featured = useQuery(featuredStoresQuery());
  return (
    <Stack gap="xl" maw={1200}>
      <PageIntro
        eyebrow="Shop"
        title="Shop"
        lead="Pieces from independent stores, ranked for your style. Search, narrow by size, colour and price, and share what you find: the address keeps your filters."
      />
      <ShopProducts front={<FeaturedStores stores={featured.data?.items ?? []} />} />
    </Stack>
  );
}
