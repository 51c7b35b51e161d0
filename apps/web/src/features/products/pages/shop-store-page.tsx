import { Skeleton, Stack } from "@mantine/core";
import { useQuery } from "@tanstack/react-query";
import { useParams } from "@tanstack/react-router";
import { LoadError } from "../../../components/load-error.tsx";
import { shopStoreQuery } from "../api.ts";
import { ShopProducts } from "../components/shop/shop-products.tsx";
import { StoreHeader } from "../components/shop/store-cards.tsx";
import { isMissing, Unavailable } from "../components/shop/unavailable.tsx";

/** `/shop/{id}/products` ({id} is the store's id or address): the store's header and its products. */
export function ShopStorePage() {
  const { id = "" } = useParams({ strict: false });
  const store = useQuery(shopStoreQuery(id));

  if (store.isPending)
    return (
      <Stack gap="lg" maw={1200} role="status" aria-label="Loading the store">
        <Skeleton height={180} radius="lg" />
        <Skeleton height={40} width="40%" />
        <Skeleton height={120} />
      </Stack>
    );
  if (store.isError)
    return isMissing(store.error) ? (
      <Unavailable
        title="This store is not open"
        description="Its address may have changed, or it is closed for now."
      />
    ) : (
      <LoadError title="The store could not load" onRetry={() => void store.refetch()} />
    );
  return (
    <Stack gap="xl" maw={1200}>
      <StoreHeader store={store.data} />
      <ShopProducts store={store.data} />
    </Stack>
  );
}
