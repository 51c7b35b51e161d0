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
 * A statement answering the variant `variantId` names as `purchasablesOf` does, as JSON-ready columns
 * (`row_to_json` of it is a Purchasable), whatever its state: the cart reads its lines' variants in its
 * own statement with it.
 */
export function purchasableNamed(variantId: SQL, only: SQL = sql`true`): SQL {
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
    where ${productVariants.id} = ${variantId} and ${only}`;
}

/**
 * `purchasableNamed`, only when shoppers can buy it now: its product and store active, the store not on
 * vacation, some left. The cart adds from it in one statement.
 */
export const buyableNow = (variantId: SQL): SQL =>
  purchasableNamed(
    variantId,
    sql`${products.status} = 'active' and ${storeForBuyers.status} = 'active'
      and not ${storeForBuyers.vacation} and ${productVariants.stock} > 0`,
  );

export interface Taken {
  variantId: string;
  quantity: number;
}

const stockParam = {
  ids: sql`${sql.placeholder("ids")}::uuid[]`,
  quantities: sql`${sql.placeholder("quantities")}::int[]`,
  sign: sql`${sql.placeholder("sign")}::int`,
};

/**
 * Moves the quantities out of stock (`sign` -1, each only if that many are left) or back into it (+1), and
 * the products' total stock with them, in one statement. The variants are locked in their ids' order, then
 * their products, so two checkouts never wait on each other in a circle. Answers the variants moved.
 */
const stockMoved = reusable((db) => {
  const wanted = db.$with("wanted", {}).as(
    sql`select id, sum(quantity)::int as quantity
      from unnest(${stockParam.ids}, ${stockParam.quantities}) as asked(id, quantity) group by id`,
  );
  const locked = db.$with("locked", {}).as(
    sql`select ${productVariants.id} as id, wanted.quantity from ${productVariants}
      join wanted on wanted.id = ${productVariants.id} order by ${productVariants.id} for update`,
  );
  const changed = db.$with("changed", {}).as(
    sql`update ${productVariants} set stock = ${productVariants.stock} + ${stockParam.sign} * locked.quantity
      from locked where ${productVariants.id} = locked.id
        and ${productVariants.stock} + ${stockParam.sign} * locked.quantity >= 0
      returning ${productVariants.id} as id, ${productVariants.productId} as product_id, locked.quantity`,
  );
  const owners = db.$with("owners", {}).as(
    sql`select ${products.id} as id from ${products}
      where ${products.id} in (select product_id from changed) order by ${products.id} for update`,
  );
  return db
    .with(wanted, locked, changed, owners)
    .update(products)
    .set({ totalStock: sql`${products.totalStock} + ${stockParam.sign} * per_product.quantity` })
    .from(
      sql`(select product_id, sum(quantity)::int as quantity from changed
        where product_id in (select id from owners) group by product_id) as per_product`,
    )
    .where(sql`${products.id} = per_product.product_id`)
    .returning({ moved: sql<string[]>`(select array_agg(id) from changed)` })
    .prepare("stock_moved");
});

async function moveStock(tx: Tx, taken: Taken[], sign: 1 | -1): Promise<Set<string>> {
  if (taken.length === 0) return new Set();
  const [row] = await stockMoved(tx).execute({
    ids: taken.map((each) => each.variantId),
    quantities: taken.map((each) => each.quantity),
    sign,
  });
  return new Set(row?.moved ?? []);
}

/**
 * Takes the quantities from stock, each only if that many are left (concurrent buyers can never take
 * more than there is). Answers the variants that had too few; when there are any, the caller rolls back.
 */
export async function takeStock(tx: Tx, taken: Taken[]): Promise<string[]> {
  const moved = await moveStock(tx, taken, -1);
  return taken.flatMap(({ variantId }) => (moved.has(variantId) ? [] : [variantId]));
}

/** Puts the quantities back in stock (a checkout that was not paid, a cancelled order). */
export async function restoreStock(tx: Tx, taken: Taken[]): Promise<void> {
  await moveStock(tx, taken, 1);
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
