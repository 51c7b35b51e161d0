// A product as shoppers see it, written by the database as the contract's JSON (decision 006): its card
// on the shop's pages, with the reasons it suits the shopper, and the products shoppers may see at all.
import { type ProductCard, ProductCardSchema, type ShopReason } from "@cbm/contracts";
import { and, inArray, type SQL, sql } from "drizzle-orm";
import type { Executor } from "../../platform/db.ts";
import { textArray } from "../../platform/raw-sql.ts";
import {
  type Card,
  cardObject,
  type JsonText,
  json,
  jsonObject,
  writtenOnce,
} from "../../platform/rendered-json.ts";
import { brandJsonOf } from "../brands/index.ts";
import { activeStoreOf, ownedStoreIds, storeCurrency, storeNameMembers } from "../stores/index.ts";
import type { ShoppingTaste } from "../style/index.ts";
import { products } from "./tables.ts";

/** The products shoppers see: written as a literal, as the partial indexes of the shop's orders have it. */
export const shown = sql`${products.status} = 'active'`;

/** A shopper's favourite brands and colours, as SQL arrays. */
export interface Favourites {
  brandIds: SQL;
  colours: SQL;
}

export const favouritesIn = (taste: ShoppingTaste): Favourites => ({
  brandIds: sql`${textArray(taste.brandIds)}::uuid[]`,
  colours: textArray(taste.favouriteColours),
});

const reason = (name: ShopReason) => json.literal(name);

/** Why the product suits the shopper (`reasons`), as a JSON array. */
const reasonsJson = (favourites: Favourites | undefined): JsonText =>
  favourites
    ? sql<string>`('[' || concat_ws(',',
        case when ${products.brandId} = any(${favourites.brandIds}) then ${reason("favourite-brand")} end,
        case when ${products.colours} && ${favourites.colours} then ${reason("favourite-colour")} end) || ']')`
    : sql<string>`'[]'`;

/** The fields of a product's card the database keeps on its row (`product_card`, sql/cards.sql). */
const productCard = {
  schema: ProductCardSchema,
  column: products.card,
  fields: ["id", "title", "category", "image", "priceMinor", "compareAtMinor", "colours", "soldOut"],
} as const satisfies Card<typeof ProductCardSchema, keyof typeof ProductCardSchema.shape>;

/** What a card and a product page add to the product's own fields: its store's name, brand, currency, reasons. */
export const addedMembers = (favourites: Favourites | undefined) => ({
  store: jsonObject(ProductCardSchema.shape.store, storeNameMembers),
  brand: brandJsonOf(products.brandId),
  currency: storeCurrency,
  reasons: reasonsJson(favourites),
});

/** A product as the shop's card, JSON text over `products` and its active store (decision 006). */
export const cardJson = (favourites: Favourites | undefined) =>
  cardObject(productCard, addedMembers(favourites));

/** The card of a shopper without a style profile, the same in every statement. */
export const plainCardJson = writtenOnce(cardJson(undefined));

/**
 * The cards of the products among `ids` that shoppers see now (active, in an active store), in the order
 * of `ids`; with `ownerId`, only those of the store that person owns (an event's shelf).
 */
export async function productCardsOf(
  db: Executor,
  ids: readonly string[],
  ownerId?: string,
): Promise<ProductCard[]> {
  if (ids.length === 0) return [];
  const rows = await db
    .select({ id: products.id, json: plainCardJson })
    .from(products)
    .innerJoin(...activeStoreOf(products.storeId))
    .where(
      and(
        inArray(products.id, [...ids]),
        shown,
        ownerId ? inArray(products.storeId, ownedStoreIds(ownerId)) : undefined,
      ),
    );
  const byId = new Map(rows.map((row) => [row.id, JSON.parse(row.json) as ProductCard]));
  return ids.flatMap((id) => byId.get(id) ?? []);
}
