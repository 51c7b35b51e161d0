/**
 * The search part of the shop's URLs (`/shop`, `/shop/{id}/products`). Part of the first load (the router
 * validates with it), so nothing from the contracts: malformed values are dropped here, and names the
 * contracts' lists do not know are dropped when the query is made (`knownShopFilters`).
 */

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
const NAME = /^[a-z-]{1,40}$/;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const KEYWORD_MAX = 100;
const SIZE_MAX = 20;
const PRICE_MAX = 100_000_000;

const text = (value: unknown, max: number) => {
  const typed = typeof value === "number" ? String(value) : value;
  if (typeof typed !== "string") return undefined;
  const trimmed = typed.trim();
  return trimmed && trimmed.length <= max ? trimmed : undefined;
};
const matching = (value: unknown, pattern: RegExp) =>
  typeof value === "string" && pattern.test(value) ? value : undefined;
/** The router reads `?onSale=true` as `true`; a hand-typed "true" counts too. Only true is kept. */
const flag = (value: unknown) => (value === true || value === "true" ? true : undefined);
const price = (value: unknown) => {
  const number = typeof value === "string" && value.trim() ? Number(value) : value;
  return typeof number === "number" && Number.isInteger(number) && number >= 0 && number <= PRICE_MAX
    ? number
    : undefined;
};

/** `validateSearch` of the shop's pages: anything malformed is dropped, not an error. */
export function parseShopSearch(search: Record<string, unknown>): ShopSearch {
  const minPrice = price(search.minPrice);
  let maxPrice = price(search.maxPrice);
  if (minPrice !== undefined && maxPrice !== undefined && maxPrice < minPrice) maxPrice = undefined;
  const filters: ShopSearch = {
    keyword: text(search.keyword, KEYWORD_MAX),
    category: matching(search.category, NAME),
    brandId: matching(search.brandId, UUID),
    size: text(search.size, SIZE_MAX),
    colour: matching(search.colour, NAME),
    minPrice,
    maxPrice,
    onSale: flag(search.onSale),
    // Relevance is the default and stays out of the URL.
    sort: SORTS.find((sort) => sort === search.sort),
    mySizes: flag(search.mySizes),
    showAvoided: flag(search.showAvoided),
  };
  return Object.fromEntries(Object.entries(filters).filter(([, value]) => value !== undefined)) as ShopSearch;
}
