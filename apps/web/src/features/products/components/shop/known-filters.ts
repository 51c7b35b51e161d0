import { COLOURS, type Colour, ITEM_CATEGORY_NAMES, type ItemCategory } from "@cbm/contracts";
import { type ShopFilters, shopQuery } from "../../api.ts";
import type { ShopSearch } from "./search-params.ts";

/** The URL's filters the contracts know: a category or colour of another version is dropped. */
export function knownShopFilters(search: ShopSearch): ShopFilters {
  const { category, colour, ...rest } = search;
  return {
    ...rest,
    ...((ITEM_CATEGORY_NAMES as readonly string[]).includes(category ?? "")
      ? { category: category as ItemCategory }
      : {}),
    ...((COLOURS as readonly string[]).includes(colour ?? "") ? { colour: colour as Colour } : {}),
  };
}

/** How many filters narrow the list, the keyword and the sort aside. */
export const activeFilters = (filters: ShopSearch) =>
  Object.keys(filters).filter((name) => name !== "keyword" && name !== "sort").length;

/** The shop's products for the URL's filters: the whole shop's, or one store's. */
export const shopProductsQuery = (search: ShopSearch, storeId?: string) =>
  shopQuery({ ...knownShopFilters(search), ...(storeId ? { storeId } : {}) });
