import { styleEndpoints } from "@cbm/contracts";
import { EmptyState, Stack, Title, VisuallyHidden } from "@mantine/core";
import { IconShoppingBag } from "@tabler/icons-react";
import { useInfiniteQuery, useQuery } from "@tanstack/react-query";
import { useNavigate, useSearch } from "@tanstack/react-router";
import type { ReactNode } from "react";
import { EndlessGrid } from "../../../../components/endless-grid.tsx";
import { NoMatches } from "../../../../components/no-matches.tsx";
import { call } from "../../../../lib/api-client.ts";
import { styleKeys } from "../../../style/index.ts";
import { activeFilters, shopProductsQuery } from "./known-filters.ts";
import { CardSkeleton, ProductCard } from "./product-card.tsx";
import { parseShopSearch, type ShopSearch } from "./search-params.ts";
import { CategoryChips, ShopFiltersBar } from "./shop-filters.tsx";

/** Changes typed letter by letter replace the history entry: each pause in typing would add one. */
const TYPED: (keyof ShopSearch)[] = ["keyword", "size", "minPrice", "maxPrice"];

/** The shop's filters as the URL holds them, and the way to change them (each change is a URL). */
export function useShopSearch() {
  const search = parseShopSearch(useSearch({ strict: false }));
  const navigate = useNavigate();
  return {
    search,
    filter: (change: ShopSearch) =>
      void navigate({
        to: ".",
        search: parseShopSearch({ ...search, ...change }),
        replace: TYPED.some((name) => name in change),
      }),
    clear: () => void navigate({ to: ".", search: {} }),
    filtered: Object.keys(search).length > 0,
  };
}

/**
 * What the shopper's style profile lets them narrow by: the sizes they gave, the colours they avoid. The
 * style questionnaire's own query, so the two share what is cached.
 */
function useProfileToggles() {
  const { data } = useQuery({
    queryKey: styleKeys.profile(),
    queryFn: ({ signal }) => call(styleEndpoints.state, {}, { signal }),
    staleTime: 60_000,
  });
  return {
    sizes: Object.keys(data?.answers.sizes ?? {}).length > 0,
    avoidedColours: (data?.answers.avoidedColours.length ?? 0) > 0,
  };
}

/**
 * The shop's products with its filters, everything in the URL: the whole shop, or one store's
 * (`storeId`). `front` shows above the products while nothing is filtered (the featured stores).
 */
export function ShopProducts({
  store,
  front,
}: {
  /** One store's products, its search named after it. */
  store?: { id: string; name: string };
  front?: ReactNode;
}) {
  const { search, filter, clear, filtered } = useShopSearch();
  const profile = useProfileToggles();
  const products = useInfiniteQuery(shopProductsQuery(search, store?.id));
  return (
    <Stack gap="lg">
      <ShopFiltersBar
        searchLabel={store ? `Search ${store.name}` : "Search the shop"}
        filters={search}
        onChange={filter}
        onClear={clear}
        profile={profile}
      />
      <CategoryChips value={search.category} onChange={(category) => filter({ category })} />
      {!filtered && front}
      <VisuallyHidden>
        <Title order={2}>Products</Title>
      </VisuallyHidden>
      <EndlessGrid
        query={products}
        label="Products"
        skeleton={<CardSkeleton />}
        itemKey={(product) => product.id}
        renderItem={(product, priority) => <ProductCard product={product} priority={priority} />}
        empty={
          filtered ? (
            <NoMatches
              title="No product matches"
              description={
                activeFilters(search) > 0
                  ? "Try another word, or loosen the filters."
                  : "Check the spelling, or try a broader word."
              }
              onClear={clear}
              py={56}
            />
          ) : (
            <EmptyState
              py={56}
              variant="light"
              icon={<IconShoppingBag size={28} aria-hidden />}
              title="No products yet"
              description="Products appear here as soon as stores put them on sale."
            />
          )
        }
      />
    </Stack>
  );
}
