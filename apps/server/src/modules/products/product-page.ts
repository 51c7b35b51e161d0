// A product's page (GET /v1/product/{id}): the product, its variants, its store's policies and shipping,
// its brand and why it suits the viewer, one prepared statement written by the database as JSON.
import { ProductDetailsSchema } from "@cbm/contracts";
import { and, eq, inArray, sql } from "drizzle-orm";
import { type Executor, reusable } from "../../platform/db.ts";
import { json, jsonObject } from "../../platform/rendered-json.ts";
import { activeStoreOf, storeNameMembers, storePolicyMembers } from "../stores/index.ts";
import { shoppingTasteOf } from "../style/index.ts";
import { addedMembers, type Favourites, favouritesIn, shown } from "./cards.ts";
import { products, productVariants } from "./tables.ts";

const variant = ProductDetailsSchema.shape.variants.element;

/** A product as its page shows it, JSON text over `products` and its active store. */
const detailsJson = (favourites: Favourites | undefined) => {
  const { store: _name, ...added } = addedMembers(favourites);
  return jsonObject(ProductDetailsSchema, {
    ...added,
    id: json.uuid(products.id),
    title: json.present(products.title),
    category: json.present(products.category),
    priceMinor: json.scalar(products.priceMinor),
    compareAtMinor: json.value(products.compareAtMinor),
    colours: json.present(products.colours),
    soldOut: json.scalar(sql`(${products.totalStock} = 0)`),
    store: jsonObject(ProductDetailsSchema.shape.store, { ...storeNameMembers, ...storePolicyMembers }),
    description: json.value(products.description),
    subcategory: json.present(products.subcategory),
    tags: json.present(products.tags),
    images: json.present(products.images),
    variants: sql<string>`(select coalesce('[' || string_agg(${jsonObject(variant, {
      id: json.uuid(productVariants.id),
      size: json.present(productVariants.size),
      colour: json.present(productVariants.colour),
      available: json.scalar(sql`(${productVariants.stock} > 0)`),
    })}, ',' order by ${productVariants.position}) || ']', '[]')
      from ${productVariants} where ${productVariants.productId} = ${products.id})`,
  });
};

const p = {
  id: sql`${sql.placeholder("id")}::uuid`,
  favourites: {
    brandIds: sql`${sql.placeholder("brandIds")}::uuid[]`,
    colours: sql`${sql.placeholder("colours")}::text[]`,
  },
};

const productQuery = reusable((db) =>
  db
    .select({ json: detailsJson(p.favourites) })
    .from(products)
    .innerJoin(...activeStoreOf(products.storeId))
    .where(and(eq(products.id, p.id), shown))
    .prepare("shop_product"),
);

/**
 * An active product of an active store as its page shows it to the viewer (the contract's JSON text, one
 * statement); undefined when shoppers cannot see it. The reasons it suits them come from their taste as
 * the shop keeps it (a few seconds), given to the statement, not read again by it.
 */
export async function productDetails(
  db: Executor,
  viewerId: string,
  id: string,
): Promise<string | undefined> {
  const taste = await shoppingTasteOf(db, viewerId);
  const [row] = await productQuery(db).execute({
    id,
    brandIds: taste?.brandIds ?? [],
    colours: taste?.favouriteColours ?? [],
  });
  return row?.json;
}

/** The active products among `ids` that shoppers can see, as their pages show them (an outfit's products). */
export async function productsDetails(db: Executor, viewerId: string, ids: string[]): Promise<string[]> {
  if (ids.length === 0) return [];
  const taste = await shoppingTasteOf(db, viewerId);
  const rows = await db
    .select({ id: products.id, json: detailsJson(taste && favouritesIn(taste)) })
    .from(products)
    .innerJoin(...activeStoreOf(products.storeId))
    .where(and(inArray(products.id, ids), shown));
  const byId = new Map(rows.map((row) => [row.id, row.json]));
  return ids.flatMap((id) => byId.get(id) ?? []);
}
