import { randomUUID } from "node:crypto";
import { PRODUCT_LIMITS, type ProductStatus } from "@cbm/contracts";
import { and, desc, eq, inArray, lte, ne, notInArray, type SQL, sql } from "drizzle-orm";
import type { Executor, Tx } from "../../platform/db.ts";
import { madeInOrder } from "../../platform/made-in-order.ts";
import { folded, nameSearch } from "../../platform/name-search.ts";
import type { Paging } from "../../platform/paging.ts";
import { ownedStoreIds } from "../stores/index.ts";
import { type NewProductRow, type ProductRow, products, productVariants, type VariantRow } from "./tables.ts";

export async function productOfStore(
  db: Executor,
  storeId: string,
  id: string,
): Promise<ProductRow | undefined> {
  const [row] = await db
    .select()
    .from(products)
    .where(and(eq(products.id, id), eq(products.storeId, storeId)))
    .limit(1);
  return row;
}

/** The variants of these products, in each product's order. */
export async function variantsOf(db: Executor, productIds: string[]): Promise<VariantRow[]> {
  if (productIds.length === 0) return [];
  return db
    .select()
    .from(productVariants)
    .where(inArray(productVariants.productId, productIds))
    .orderBy(productVariants.productId, productVariants.position);
}

export interface RetailerFilters {
  keyword?: string;
  status?: ProductStatus;
  lowStock: boolean;
}

/** A page of a store's products, newest first (best match first with a keyword). */
export async function storeProductPage(
  tx: Tx,
  storeId: string,
  filters: RetailerFilters,
  page: Paging,
): Promise<{ rows: ProductRow[]; total: number }> {
  const search = filters.keyword
    ? await nameSearch(tx, products.searchText, folded(filters.keyword))
    : undefined;
  const conditions: (SQL | undefined)[] = [
    eq(products.storeId, storeId),
    search?.matches,
    filters.status ? eq(products.status, filters.status) : undefined,
    filters.lowStock
      ? and(lte(products.totalStock, PRODUCT_LIMITS.lowStock), ne(products.status, "archived"))
      : undefined,
  ];
  const where = and(...conditions);
  const [rows, [count]] = await Promise.all([
    tx
      .select()
      .from(products)
      .where(where)
      .orderBy(...(search?.bestFirst ?? []), desc(products.createdAt), desc(products.id))
      .limit(page.limit)
      .offset(page.offset),
    tx.select({ count: sql<number>`count(*)::int` }).from(products).where(where),
  ]);
  return { rows, total: count?.count ?? 0 };
}

/** Which of `skus` other products of the store already use (case aside). */
export async function skusTaken(db: Executor, storeId: string, skus: string[], exceptProductId?: string) {
  if (skus.length === 0) return new Set<string>();
  const rows = await db
    .select({ sku: sql<string>`lower(${productVariants.sku})` })
    .from(productVariants)
    .where(
      and(
        eq(productVariants.storeId, storeId),
        inArray(
          sql`lower(${productVariants.sku})`,
          skus.map((sku) => sku.toLowerCase()),
        ),
        exceptProductId ? ne(productVariants.productId, exceptProductId) : undefined,
      ),
    );
  return new Set(rows.map((row) => row.sku));
}

export type ProductFields = Omit<
  NewProductRow,
  "id" | "storeId" | "createdAt" | "updatedAt" | "firstOrderAt"
>;

export async function insertedProduct(tx: Tx, storeId: string, fields: ProductFields): Promise<ProductRow> {
  const [row] = await tx
    .insert(products)
    .values({ ...fields, storeId })
    .returning();
  if (!row) throw new Error("product insert returned nothing");
  return row;
}

/**
 * Many products with their variants in two statements (in chunks), each at its `createdAt` (now when left
 * out), last changed then too. Their ids are made here, so each variant finds its product whatever order
 * the database returns rows in.
 */
export async function insertedProducts(
  tx: Tx,
  rows: Array<ProductFields & { storeId: string; createdAt?: Date; variants: VariantFields[] }>,
): Promise<void> {
  const withIds = rows.map((row) => ({ ...row, id: randomUUID() }));
  for (const chunk of chunksOf(withIds, INSERT_CHUNK)) {
    await tx
      .insert(products)
      .values(
        chunk.map(({ variants: _, createdAt, ...row }) => ({ ...row, createdAt, updatedAt: createdAt })),
      );
  }
  const variants = withIds.flatMap(({ id, storeId, variants }) =>
    variants.map(({ id: _, ...fields }, position) => ({ ...fields, position, productId: id, storeId })),
  );
  for (const chunk of chunksOf(variants, INSERT_CHUNK)) await tx.insert(productVariants).values(chunk);
}

/** Rows per insert statement: well within PostgreSQL's 65,535 parameters at a product's 20 columns. */
const INSERT_CHUNK = 1000;

const chunksOf = <T>(items: T[], size: number): T[][] =>
  Array.from({ length: Math.ceil(items.length / size) }, (_, index) =>
    items.slice(index * size, (index + 1) * size),
  );

export async function updatedProduct(
  tx: Tx,
  id: string,
  fields: Partial<ProductFields>,
): Promise<ProductRow> {
  const [row] = await tx
    .update(products)
    .set({ ...fields, updatedAt: sql`now()` })
    .where(eq(products.id, id))
    .returning();
  if (!row) throw new Error("product update returned nothing");
  return row;
}

export interface VariantFields {
  id?: string;
  size: string;
  colour: VariantRow["colour"];
  sku: string;
  stock: number;
}

/**
 * Makes the product's variants these, in this order: those with an id are changed, the others added,
 * the ones not named removed. Changing SKUs in place could clash with each other mid-way, so the kept
 * variants take a provisional SKU first.
 */
export async function replacedVariants(
  tx: Tx,
  product: { id: string; storeId: string },
  variants: VariantFields[],
): Promise<void> {
  const kept = variants.flatMap((variant) => (variant.id ? [variant.id] : []));
  await tx
    .delete(productVariants)
    .where(
      and(
        eq(productVariants.productId, product.id),
        kept.length > 0 ? notInArray(productVariants.id, kept) : undefined,
      ),
    );
  if (kept.length > 0)
    await tx
      .update(productVariants)
      .set({ sku: sql`'~' || ${productVariants.id}::text` })
      .where(and(eq(productVariants.productId, product.id), inArray(productVariants.id, kept)));
  for (const [position, { id, ...fields }] of variants.entries()) {
    if (id)
      await tx
        .update(productVariants)
        .set({ ...fields, position })
        .where(and(eq(productVariants.id, id), eq(productVariants.productId, product.id)));
    else
      await tx
        .insert(productVariants)
        .values({ ...fields, position, productId: product.id, storeId: product.storeId });
  }
}

/** The ids of the product's variants. */
export async function variantIdsOf(db: Executor, productId: string): Promise<Set<string>> {
  const rows = await db
    .select({ id: productVariants.id })
    .from(productVariants)
    .where(eq(productVariants.productId, productId));
  return new Set(rows.map((row) => row.id));
}

export async function deletedProduct(tx: Tx, id: string): Promise<void> {
  await tx.delete(products).where(eq(products.id, id));
}

export async function activeProductCount(tx: Tx, storeId: string): Promise<number> {
  const [row] = await tx
    .select({ count: sql<number>`count(*)::int` })
    .from(products)
    .where(and(eq(products.storeId, storeId), eq(products.status, "active")));
  return row?.count ?? 0;
}

/** A retailer's listed (active) products, oldest first, for the plan's limit. */
export const productsListedMade = madeInOrder({
  table: products,
  createdAt: products.createdAt,
  id: products.id,
  of: (ownerId) => and(eq(products.status, "active"), inArray(products.storeId, ownedStoreIds(ownerId))),
});

/** Every product of a store, newest first. */
export function productsOfStore(db: Executor, storeId: string): Promise<ProductRow[]> {
  return db
    .select()
    .from(products)
    .where(eq(products.storeId, storeId))
    .orderBy(desc(products.createdAt), desc(products.id));
}
