import {
  CLOSET_LIMITS,
  type ClosetBody,
  type ClosetItemBody,
  type Colour,
  closetsEndpoints as endpoints,
  type ItemCategory,
  type ShopQuery,
  shopEndpoints,
} from "@cbm/contracts";
import { infiniteQueryOptions, queryOptions, useMutation, useQueryClient } from "@tanstack/react-query";
import { call } from "../../lib/api-client.ts";
import { ApiError } from "../../lib/api-error.ts";
import type { ClosetScope, ItemFilters } from "./search-params.ts";

/** Closets per page of a grid, and items per page of a closet: full rows at 2, 3 and 4 columns. */
const CLOSETS_PAGE_SIZE = 12;
const ITEMS_PAGE_SIZE = 24;

export const closetsKeys = {
  all: ["closets"] as const,
  lists: () => [...closetsKeys.all, "list"] as const,
  wall: (scope: ClosetScope) => [...closetsKeys.lists(), "wall", scope] as const,
  ofUser: (userId: string) => [...closetsKeys.lists(), "user", userId] as const,
  mine: (userId: string) => [...closetsKeys.lists(), "mine", userId] as const,
  detail: (id: string) => [...closetsKeys.all, "detail", id] as const,
  items: (closetId: string, filters: ItemFilters) =>
    [...closetsKeys.all, "items", closetId, filters] as const,
  item: (id: string) => [...closetsKeys.all, "item", id] as const,
  similar: (category: ItemCategory, colour: Colour) =>
    [...closetsKeys.all, "similar", category, colour] as const,
};

/** The shop's products an item may be linked to: apart, so a change to closets does not search again. */
const shopLinkKeys = {
  all: ["closets-shop-links"] as const,
  search: (keyword: string) => [...shopLinkKeys.all, "search", keyword] as const,
  product: (id: string) => [...shopLinkKeys.all, "product", id] as const,
};

/** Products offered at once by the item's Shop product field. */
const SHOP_MATCHES = 10;

const nextPage = (last: { page: number; size: number; total: number }) =>
  (last.page + 1) * last.size < last.total ? last.page + 1 : undefined;

/** A thing the viewer may not see (someone's private closet, a blocked owner) or that cannot exist: null. */
async function orNull<T>(load: Promise<T>): Promise<T | null> {
  try {
    return await load;
  } catch (error) {
    if (error instanceof ApiError && (error.status === 404 || error.status === 400)) return null;
    throw error;
  }
}

/** `/wall/closets`: the closets of the people the viewer follows, or popular public ones, page after page. */
export const wallClosetsQuery = (scope: ClosetScope) =>
  infiniteQueryOptions({
    queryKey: closetsKeys.wall(scope),
    queryFn: ({ pageParam, signal }) =>
      call(endpoints.wall, { query: { scope, page: pageParam, size: CLOSETS_PAGE_SIZE } }, { signal }),
    initialPageParam: 0,
    getNextPageParam: nextPage,
  });

/** The closets of one person that the viewer may see (all of them for the owner), page after page. */
export const userClosetsQuery = (userId: string) =>
  infiniteQueryOptions({
    queryKey: closetsKeys.ofUser(userId),
    queryFn: ({ pageParam, signal }) =>
      call(
        endpoints.ofUser,
        { params: { id: userId }, query: { page: pageParam, size: CLOSETS_PAGE_SIZE } },
        { signal },
      ),
    initialPageParam: 0,
    getNextPageParam: nextPage,
  });

/** Every closet of the signed-in user at once (one page holds the most a person may have), for pickers. */
export const myClosetsQuery = (userId: string) =>
  queryOptions({
    queryKey: closetsKeys.mine(userId),
    queryFn: ({ signal }) =>
      call(
        endpoints.ofUser,
        { params: { id: userId }, query: { size: CLOSET_LIMITS.closetsPerUser } },
        { signal },
      ),
  });

/** One closet, or null when the viewer may not see it. */
export const closetQuery = (id: string) =>
  queryOptions({
    queryKey: closetsKeys.detail(id),
    queryFn: ({ signal }) => orNull(call(endpoints.get, { params: { id } }, { signal })),
  });

/** The items of a closet matching the filters, newest first, page after page. */
export const closetItemsQuery = (closetId: string, filters: ItemFilters) =>
  infiniteQueryOptions({
    queryKey: closetsKeys.items(closetId, filters),
    queryFn: ({ pageParam, signal }) =>
      call(
        endpoints.items,
        { params: { id: closetId }, query: { ...filters, page: pageParam, size: ITEMS_PAGE_SIZE } },
        { signal },
      ),
    initialPageParam: 0,
    getNextPageParam: nextPage,
  });

/** One item, or null when the viewer may not see it. */
export const itemQuery = (id: string) =>
  queryOptions({
    queryKey: closetsKeys.item(id),
    queryFn: ({ signal }) => orNull(call(endpoints.item, { params: { id } }, { signal })),
  });

/** How many of the signed-in user's items, in any closet, are of the category and colour. */
export const similarItemsCountQuery = (category: ItemCategory, colour: Colour) =>
  queryOptions({
    queryKey: closetsKeys.similar(category, colour),
    queryFn: ({ signal }) => call(endpoints.myItems, { query: { category, colour, size: 1 } }, { signal }),
    select: (page) => page.total,
  });

/** The shop's products matching what is typed, to link an item to: any of them, whatever one's style. */
export const shopSearchQuery = (keyword: string) =>
  queryOptions({
    queryKey: shopLinkKeys.search(keyword),
    queryFn: ({ signal }) =>
      call(
        shopEndpoints.products,
        { query: { keyword, limit: SHOP_MATCHES, showAvoided: true } as ShopQuery },
        { signal },
      ),
    select: (page) => page.items,
  });

/** The shop product an item is linked to, or null when the shop no longer sells it. */
export const linkedProductQuery = (id: string) =>
  queryOptions({
    queryKey: shopLinkKeys.product(id),
    queryFn: ({ signal }) => orNull(call(shopEndpoints.product, { params: { id } }, { signal })),
  });

/**
 * A change to closets or items moves counts, covers and previews everywhere: every closet query is
 * refreshed. Those of a deleted closet or item are only marked stale, so the page leaving it does not
 * fetch it again and flash "not available".
 */
function useClosetChange<T, R>(change: (input: T) => Promise<R>, goneId?: (input: T) => string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: change,
    onSuccess: (_result, input) => {
      const gone = goneId?.(input);
      const isGone = (query: { queryKey: readonly unknown[] }) =>
        gone !== undefined && query.queryKey.includes(gone);
      void queryClient.invalidateQueries({
        queryKey: closetsKeys.all,
        predicate: isGone,
        refetchType: "none",
      });
      return queryClient.invalidateQueries({
        queryKey: closetsKeys.all,
        predicate: (query) => !isGone(query),
      });
    },
  });
}

export const useSaveCloset = () =>
  useClosetChange(({ id, body }: { id?: string; body: ClosetBody }) =>
    id ? call(endpoints.update, { params: { id }, body }) : call(endpoints.create, { body }),
  );

export const useDeleteCloset = () =>
  useClosetChange(
    (id: string) => call(endpoints.remove, { params: { id } }),
    (id) => id,
  );

/** Adds an item to the closet `closetId`, or changes the item `id` (a different `closetId` moves it). */
export const useSaveItem = () =>
  useClosetChange(({ id, closetId, body }: { id?: string; closetId: string; body: ClosetItemBody }) =>
    id
      ? call(endpoints.updateItem, { params: { id }, body: { ...body, closetId } })
      : call(endpoints.addItem, { params: { id: closetId }, body }),
  );

export const useDeleteItem = () =>
  useClosetChange(
    (id: string) => call(endpoints.removeItem, { params: { id } }),
    (id) => id,
  );

/** Puts what a delivered order brought into one of the buyer's closets; the answer is the items added. */
export const useAddFromOrder = () =>
  useClosetChange(({ closetId, orderId }: { closetId: string; orderId: string }) =>
    call(endpoints.addFromOrder, { params: { id: closetId }, body: { orderId } }),
  );
