import type { PageQuery, StoreOrdersQuery } from "@cbm/contracts";
import { defined, oneOf, wholeNumber } from "../../lib/search-params.ts";

/**
 * The page of `/my-orders` in the URL; the first page is left out, so a plain visit stays `/my-orders`.
 * Part of the first load (the router validates with it): types only from the contracts.
 */
export interface MyOrdersSearch {
  /** From 0, as the API counts. */
  page?: number;
}

/** `validateSearch` of `/my-orders`: anything unknown or malformed in the URL is dropped. */
export const parseMyOrdersSearch = (search: Record<string, unknown>): MyOrdersSearch =>
  defined({ page: wholeNumber(search.page, 1) });

/** Orders per page: each is a card with its pictures. */
const ORDERS_PER_PAGE = 10;

/** The query of `GET /v1/orders` for this page. */
export const toOrdersQuery = (search: MyOrdersSearch): PageQuery => ({
  page: search.page ?? 0,
  size: ORDERS_PER_PAGE,
});

/** The statuses a store filters its orders by, in the order of an order's life. */
export const STORE_ORDER_FILTERS = [
  "paid",
  "shipped",
  "delivered",
  "completed",
  "cancelled",
  "return_requested",
  "returned",
  "refunded",
] as const;
type StoreOrderFilter = (typeof STORE_ORDER_FILTERS)[number];

/** The page and status filter of `/orders` in the URL; all statuses and the first page are left out. */
export interface StoreOrdersSearch extends MyOrdersSearch {
  status?: StoreOrderFilter;
}

/** `validateSearch` of `/orders`. */
export const parseStoreOrdersSearch = (search: Record<string, unknown>): StoreOrdersSearch =>
  defined({ page: wholeNumber(search.page, 1), status: oneOf(STORE_ORDER_FILTERS, search.status) });

/** The query of `GET /v1/retailer/orders` for this page. */
export const toStoreOrdersQuery = (search: StoreOrdersSearch): StoreOrdersQuery =>
  defined({ ...toOrdersQuery(search), status: search.status });
