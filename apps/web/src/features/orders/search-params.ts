import type { PageQuery } from "@cbm/contracts";
import { defined, wholeNumber } from "../../lib/search-params.ts";

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
