import {
  COLOURS,
  ITEM_CATEGORY_NAMES,
  type ItemCategory,
  labelOf,
  type Price,
  SEASONS,
} from "@cbm/contracts";
import { formatMoney } from "../../lib/money.ts";
import type { ItemFilters } from "./search-params.ts";

/** "$12.50" from 1250 USD cents; "¥1,500" from 1500 yen (no minor unit). */
export const formatPrice = ({ amountMinor, currency }: Price) => formatMoney(amountMinor, currency);

/** "31 May 2026" from "2026-05-31", read as a calendar day (no time zone shift). */
export const formatDay = (day: string) =>
  new Intl.DateTimeFormat("en-GB", {
    day: "numeric",
    month: "long",
    year: "numeric",
    timeZone: "UTC",
  }).format(new Date(`${day.slice(0, 10)}T00:00:00Z`));

/** "1 item", "24 items". */
export const itemCount = (count: number) =>
  `${count.toLocaleString("en-US")} ${count === 1 ? "item" : "items"}`;

/** What an item is, in a few words: "Boots", or "Boots by Acne" when the brand is known. */
export const itemName = (item: { subcategory: string; brand: { name: string } | null }) =>
  item.brand ? `${labelOf(item.subcategory)} by ${item.brand.name}` : labelOf(item.subcategory);

export const CATEGORY_OPTIONS = ITEM_CATEGORY_NAMES.map((category: ItemCategory) => ({
  value: category,
  label: labelOf(category),
}));

/** The filters of the URL that name a real category, colour and season; others are ignored. */
export function knownFilters({ category, colour, season }: ItemFilters): ItemFilters {
  return {
    ...(category && ITEM_CATEGORY_NAMES.includes(category) ? { category } : {}),
    ...(colour && COLOURS.includes(colour) ? { colour } : {}),
    ...(season && SEASONS.includes(season) ? { season } : {}),
  };
}
