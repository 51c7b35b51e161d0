/**
 * The search part of the shop's URLs (`/shop`, `/shop/{id}/products`). Part of the first load (the router
 * validates with it), so nothing from the contracts: malformed values are dropped here, and names the
 * contracts' lists do not know are dropped when the query is made (`knownShopFilters`).
 */

import {
  defined,
  flag,
  matching,
  NAME,
  oneOf,
  typedText,
  UUID,
  wholeNumber,
} from "../../../../lib/search-params.ts";

/** Every filter of `GET /v1/products` but the paging and the store, as the URL holds them. */
export interface ShopSearch {
  keyword?: string;
  category?: string;
  brandId?: string;
  size?: string;
  colour?: string;
  /** Minor units of the store's currency. */
  minPrice?: number;
  maxPrice?: number;
  onSale?: boolean;
  sort?: "newest" | "price_asc" | "price_desc";
  mySizes?: boolean;
  showAvoided?: boolean;
}

const SORTS = ["newest", "price_asc", "price_desc"] as const;
const KEYWORD_MAX = 100;
const SIZE_MAX = 20;
const PRICE_MAX = 100_000_000;

const price = (value: unknown) => wholeNumber(value, 0, PRICE_MAX);

/** `validateSearch` of the shop's pages: anything malformed is dropped, not an error. */
export function parseShopSearch(search: Record<string, unknown>): ShopSearch {
  const minPrice = price(search.minPrice);
  let maxPrice = price(search.maxPrice);
  if (minPrice !== undefined && maxPrice !== undefined && maxPrice < minPrice) maxPrice = undefined;
  const filters: ShopSearch = {
    keyword: typedText(search.keyword, KEYWORD_MAX),
    category: matching(NAME, search.category),
    brandId: matching(UUID, search.brandId),
    size: typedText(search.size, SIZE_MAX),
    colour: matching(NAME, search.colour),
    minPrice,
    maxPrice,
    onSale: flag(search.onSale),
    // Relevance is the default and stays out of the URL.
    sort: oneOf(SORTS, search.sort),
    mySizes: flag(search.mySizes),
    showAvoided: flag(search.showAvoided),
  };
  return defined(filters);
}
