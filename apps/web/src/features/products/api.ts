import {
  type ProductBody,
  productEndpoints,
  type RetailerProductQuery,
  type ShopQuery,
  shopEndpoints,
  storeEndpoints,
} from "@cbm/contracts";
import { infiniteQueryOptions, queryOptions, useMutation, useQueryClient } from "@tanstack/react-query";
import { call } from "../../lib/api-client.ts";

/** The shop's filters as a URL holds them: everything of `GET /v1/products` but the paging. */
export type ShopFilters = Partial<Omit<ShopQuery, "cursor" | "limit">>;

/** Cards per page of the shop: whole rows at two, three and four columns. */
export const SHOP_PAGE_SIZE = 24;

export const productsKeys = {
  all: ["products"] as const,
  retailer: () => [...productsKeys.all, "retailer"] as const,
  retailerList: (query: Partial<RetailerProductQuery>) =>
    [...productsKeys.retailer(), "list", query] as const,
  retailerProduct: (id: string) => [...productsKeys.retailer(), "product", id] as const,
  shop: (filters: ShopFilters) => [...productsKeys.all, "shop", filters] as const,
  product: (id: string) => [...productsKeys.all, "product", id] as const,
  store: (idOrSlug: string) => [...productsKeys.all, "store", idOrSlug] as const,
  featuredStores: () => [...productsKeys.all, "featured-stores"] as const,
};

// ---- the retailer's products (/retailer/products) ----

/** A numbered page of the store's products, by keyword, status and low stock. */
export const retailerProductsQuery = (query: Partial<RetailerProductQuery>) =>
  queryOptions({
    queryKey: productsKeys.retailerList(query),
    queryFn: ({ signal }) => call(productEndpoints.list, { query }, { signal }),
  });

export const retailerProductQuery = (id: string) =>
  queryOptions({
    queryKey: productsKeys.retailerProduct(id),
    queryFn: ({ signal }) => call(productEndpoints.get, { params: { id } }, { signal }),
  });

/** A change to a product changes the lists, the shop and its page: every cached product is read again. */
function useProductChange<T, R>(change: (input: T) => Promise<R>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: change,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: productsKeys.all }),
  });
}

export const useCreateProduct = () =>
  useProductChange((body: ProductBody) => call(productEndpoints.create, { body }));

export const useUpdateProduct = () =>
  useProductChange(({ id, body }: { id: string; body: ProductBody }) =>
    call(productEndpoints.update, { params: { id }, body }),
  );

export const useDeleteProduct = () =>
  useProductChange((id: string) => call(productEndpoints.remove, { params: { id } }));

/** Every product of the store as CSV, one row per variant, with the file's name. */
export const exportProducts = () => call(productEndpoints.exportCsv, {});

/** Products created from a CSV file's text: all of them, or none and each bad line named. */
export const useImportProducts = () =>
  useProductChange((csv: string) => call(productEndpoints.importCsv, { body: { csv } }));

// ---- the shop (/shop, /shop/{id}/products, a product's page) ----

/** The shop's products for these filters, a cursor page at a time. */
export const shopQuery = (filters: ShopFilters) =>
  infiniteQueryOptions({
    queryKey: productsKeys.shop(filters),
    queryFn: ({ pageParam, signal }) =>
      call(
        shopEndpoints.products,
        { query: { ...filters, cursor: pageParam, limit: SHOP_PAGE_SIZE } as ShopQuery },
        { signal },
      ),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (last: { nextCursor: string | null }) => last.nextCursor ?? undefined,
  });

export const productQuery = (id: string) =>
  queryOptions({
    queryKey: productsKeys.product(id),
    queryFn: ({ signal }) => call(shopEndpoints.product, { params: { id } }, { signal }),
  });

/** A store's header in the shop: its profile, policies and shipping. */
export const shopStoreQuery = (idOrSlug: string) =>
  queryOptions({
    queryKey: productsKeys.store(idOrSlug),
    queryFn: ({ signal }) => call(storeEndpoints.get, { params: { idOrSlug } }, { signal }),
  });

/** The stores with most products, for the shop's front. */
export const featuredStoresQuery = () =>
  queryOptions({
    queryKey: productsKeys.featuredStores(),
    queryFn: ({ signal }) => call(storeEndpoints.list, { query: { page: 0, size: 8 } }, { signal }),
  });
