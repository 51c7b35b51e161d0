import type { ProductStatus, RetailerProductQuery } from "@cbm/contracts";
import { defined, flag, oneOf, typedText, wholeNumber } from "../../../../lib/search-params.ts";

/**
 * The filters of `/retailer/products`, kept in the URL. Defaults are left out, so a plain visit stays
 * `/retailer/products`. Part of the first load (the router validates with it): types only from the contracts.
 */
export interface RetailerProductsSearch {
  keyword?: string;
  status?: ProductStatus;
  lowStock?: true;
  /** From 0, as the API counts. */
  page?: number;
}

const STATUSES: readonly ProductStatus[] = ["draft", "active", "archived"];

/** `validateSearch` of `/retailer/products`: anything unknown or malformed in the URL is dropped. */
export function parseRetailerProductsSearch(search: Record<string, unknown>): RetailerProductsSearch {
  return defined({
    keyword: typedText(search.keyword),
    status: oneOf(STATUSES, search.status),
    lowStock: flag(search.lowStock),
    page: wholeNumber(search.page, 1),
  });
}

/** Products per page of the list. */
export const RETAILER_PAGE_SIZE = 20;

/** The query of `GET /v1/retailer/products` for these filters. */
export const toRetailerQuery = (search: RetailerProductsSearch): Partial<RetailerProductQuery> => ({
  ...(search.keyword ? { keyword: search.keyword } : {}),
  ...(search.status ? { status: search.status } : {}),
  ...(search.lowStock ? { lowStock: true } : {}),
  page: search.page ?? 0,
  size: RETAILER_PAGE_SIZE,
});

/** `{retailerId}~{productId}`, the edit page's address, read back; null when it is not one. */
export function productRef(ref: string): { retailerId: string; productId: string } | null {
  const [retailerId, productId, ...rest] = ref.split("~");
  return retailerId && productId && rest.length === 0 ? { retailerId, productId } : null;
}

/** Where a retailer adds a product, and where one of theirs is changed (the spec's addresses). */
export const newProductPath = (retailerId: string) => `/retailer/products/create~${retailerId}`;
export const editProductPath = (retailerId: string, productId: string) =>
  `/retailer/products/${retailerId}~${productId}`;
