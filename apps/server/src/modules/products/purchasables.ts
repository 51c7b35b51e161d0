// Variants as a buyer meets them (the cart, checkout): the product, its price and stock, and its store.
import type { Colour, Image, ProductStatus } from "@cbm/contracts";
import { and, desc, eq, gte, inArray, isNull, type SQL, sql } from "drizzle-orm";
import { type Executor, reusable, type Tx } from "../../platform/db.ts";
import { storeForBuyers, storeOf } from "../stores/index.ts";
import { products, productVariants } from "./tables.ts";

export interface Purchasable {
  variantId: string;
  productId: string;
  title: string;
  image: Image | null;
  size: string;
  colour: Colour;
  priceMinor: number;
  stock: number;
  status: ProductStatus;
  store: {
    id: string;
    name: string;
    slug: string;
    logo: string | null;
    currency: string;
    status: string;
    vacation: boolean;
    vacationReturnsOn: string | null;
  };
}

const purchasablesQuery = reusable((db) =>
  db
    .select({
      variantId: productVariants.id,
      productId: products.id,
      title: products.title,
      images: products.images,
      size: productVariants.size,
      colour: productVariants.colour,
      priceMinor: products.priceMinor,
      stock: productVariants.stock,
      status: products.status,
      store: storeForBuyers,
    })
    .from(productVariants)
    .innerJoin(products, eq(products.id, productVariants.productId))
    .innerJoin(...storeOf(products.storeId))
    .where(sql`${productVariants.id} = any(${sql.placeholder("ids")}::uuid[])`)
    .prepare("purchasables"),
);

/** The variants named, with their products and stores, whatever their state: the buyer is told why not. */
export async function purchasablesOf(db: Executor, variantIds: string[]): Promise<Purchasable[]> {
  if (variantIds.length === 0) return [];
  const rows = await purchasablesQuery(db).execute({ ids: variantIds });
  return rows.map(({ images, ...row }) => ({ ...row, image: images[0] ?? null }));
}

/**
 * A statement answering the variant `variantId` names as `purchasablesOf` does (as JSON-ready columns:
 * `row_to_json` of it is a Purchasable), only when shoppers can buy it now: its product and store active,
 * the store not on vacation, some left. The cart adds from it in one statement.
 */
export function buyableNow(variantId: SQL): SQL {
  const [stores, ofProduct] = storeOf(products.storeId);
  const store = sql.join(
    Object.entries(storeForBuyers).map(([key, column]) => sql`${sql.raw(`'${key}'`)}, ${column}`),
    sql`, `,
  );
  return sql`select ${productVariants.id} as "variantId", ${products.id} as "productId",
      ${products.title} as "title", ${products.images} -> 0 as "image", ${productVariants.size} as "size",
      ${productVariants.colour} as "colour", ${products.priceMinor} as "priceMinor",
      ${productVariants.stock} as "stock", ${products.status} as "status", json_build_object(${store}) as "store"
    from ${productVariants}
    join ${products} on ${products.id} = ${productVariants.productId}
    join ${stores} on ${ofProduct}
    where ${productVariants.id} = ${variantId} and ${products.status} = 'active'
      and ${storeForBuyers.status} = 'active' and not ${storeForBuyers.vacation} and ${productVariants.stock} > 0`;
}

export interface Taken {
  variantId: string;
  quantity: number;
}

/**
 * Takes the quantities from stock, each only if that many are left (a conditional update: concurrent
 * buyers can never take more than there is), in the variants' order so two checkouts never wait on each
 * other in a circle. Answers the variants that had too few; when there are any, the caller rolls back.
 */
export async function takeStock(tx: Tx, taken: Taken[]): Promise<string[]> {
  const short: string[] = [];
  for (const { variantId, quantity } of [...taken].sort((one, other) =>
    one.variantId.localeCompare(other.variantId),
  )) {
    const [row] = await tx
      .update(productVariants)
      .set({ stock: sql`${productVariants.stock} - ${quantity}` })
      .where(and(eq(productVariants.id, variantId), gte(productVariants.stock, quantity)))
      .returning({ id: productVariants.id });
    if (!row) short.push(variantId);
  }
  await recountProducts(tx, taken);
  return short;
}

/** Puts the quantities back in stock (a checkout that was not paid, a cancelled order). */
export async function restoreStock(tx: Tx, taken: Taken[]): Promise<void> {
  for (const { variantId, quantity } of [...taken].sort((one, other) =>
    one.variantId.localeCompare(other.variantId),
  )) {
    await tx
      .update(productVariants)
      .set({ stock: sql`${productVariants.stock} + ${quantity}` })
      .where(eq(productVariants.id, variantId));
  }
  await recountProducts(tx, taken);
}

/** The products' stock together, which the shop's cards show as sold out, follows their variants'. */
async function recountProducts(tx: Tx, taken: Taken[]): Promise<void> {
  const variantIds = taken.map((each) => each.variantId);
  await tx.execute(sql`
    update ${products} set total_stock = (
      select coalesce(sum(stock), 0) from ${productVariants} where ${productVariants.productId} = ${products.id})
    where ${products.id} in (
      select ${productVariants.productId} from ${productVariants} where ${productVariants.id} in ${variantIds})`);
}

/** Marks the products as ordered, once: an ordered product is archived, never deleted. */
export async function markOrdered(tx: Tx, productIds: string[]): Promise<void> {
  if (productIds.length === 0) return;
  await tx
    .update(products)
    .set({ firstOrderAt: sql`now()` })
    .where(and(inArray(products.id, productIds), isNull(products.firstOrderAt)));
}

/** Variants of a store's active products with at least `stock` left, newest products first (the demo's carts). */
export async function buyableVariantsOf(db: Executor, storeId: string, stock: number, limit: number) {
  const rows = await db
    .select({ id: productVariants.id })
    .from(productVariants)
    .innerJoin(products, eq(products.id, productVariants.productId))
    .where(
      and(eq(products.storeId, storeId), eq(products.status, "active"), gte(productVariants.stock, stock)),
    )
    .orderBy(desc(products.createdAt), productVariants.position)
    .limit(limit);
  return rows.map((row) => row.id);
}

/** What a closet item takes from the products it is: kind, brand and colours, whatever their state. */
export async function productFactsOf(db: Executor, ids: string[]) {
  if (ids.length === 0) return [];
  return db
    .select({
      id: products.id,
      title: products.title,
      category: products.category,
      subcategory: products.subcategory,
      brandId: products.brandId,
      colours: products.colours,
    })
    .from(products)
    .where(inArray(products.id, ids));
}

/** Active products with stock, each with its kind and colours, oldest first (the demo's closet items that are them). */
export function productsInStock(db: Executor) {
  return db
    .select({
      id: products.id,
      subcategory: products.subcategory,
      colours: products.colours,
      brandId: products.brandId,
    })
    .from(products)
    .where(and(eq(products.status, "active"), gte(products.totalStock, 1)))
    .orderBy(products.createdAt, products.id);
}
