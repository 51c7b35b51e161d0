// What the retailer's use cases share: their store and its products as the contract has them, a body's
// fields and images made ready and checked, and a write with the store's count of active products after.
import { type Image, PRODUCT_LIMITS, type Product, type ProductBody } from "@cbm/contracts";
import { type Executor, inTransaction, isUniqueClash, type Tx } from "../../platform/db.ts";
import type { Deps } from "../../platform/deps.ts";
import { AppError } from "../../platform/errors.ts";
import { folded } from "../../platform/name-search.ts";
import { activeBrandName, brandNames } from "../brands/index.ts";
import { type SellingStore, sellingStoreOf } from "../stores/index.ts";
import { withinPlan } from "../subscriptions/index.ts";
import { keptOrPrepared } from "../uploads/index.ts";
import { wordsChanged } from "./keyword.ts";
import * as repo from "./repo.ts";
import type { ProductRow, VariantRow } from "./tables.ts";

export const NOT_FOUND = "We could not find this product.";

/** A body without its image locations: what a product is apart from its pictures. */
export type ProductDraft = Omit<ProductBody, "images">;

const NO_STORE = "We could not find your store.";
export const SKU_TAKEN = "Another product of your store has this SKU";

function toProduct(
  row: ProductRow,
  currency: SellingStore["currency"],
  variants: VariantRow[],
  brandName: string | undefined,
): Product {
  return {
    id: row.id,
    storeId: row.storeId,
    title: row.title,
    description: row.description,
    brand: row.brandId && brandName ? { id: row.brandId, name: brandName } : null,
    category: row.category,
    subcategory: row.subcategory,
    tags: row.tags,
    images: row.images,
    priceMinor: row.priceMinor,
    compareAtMinor: row.compareAtMinor,
    currency,
    status: row.status,
    variants: variants.map(({ id, size, colour, sku, stock }) => ({ id, size, colour, sku, stock })),
    totalStock: row.totalStock,
    lowStock: row.totalStock <= PRODUCT_LIMITS.lowStock,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

/** The fields kept with the variants, for the shop's filters: their stock together, sizes and colours. */
function variantSummary(variants: ProductBody["variants"]) {
  return {
    totalStock: variants.reduce((sum, variant) => sum + variant.stock, 0),
    sizes: [...new Set(variants.map((variant) => variant.size.toLowerCase()))],
    colours: [...new Set(variants.map((variant) => variant.colour))],
  };
}

/** A 400 naming each variant `problem` finds fault with, by its field (`variants.2.sku`); none, nothing. */
export function refuseVariants(
  body: ProductBody,
  problem: (variant: ProductBody["variants"][number]) => [field: string, message: string] | undefined,
): void {
  const found = body.variants.flatMap((variant, index) => {
    const [field, message] = problem(variant) ?? [];
    return field && message ? [[`variants.${index}.${field}`, [message]]] : [];
  });
  if (found.length > 0) throw AppError.invalid(Object.fromEntries(found));
}

/** The retailer's store and products, for the use cases of `productsService`. */
export function storeProducts({ database, storage, bus }: Pick<Deps, "database" | "storage" | "bus">) {
  const { db } = database;

  async function storeOf(ownerId: string, tx: Executor = db): Promise<SellingStore> {
    const store = await sellingStoreOf(tx, ownerId);
    if (!store) throw AppError.notFound(NO_STORE);
    return store;
  }

  async function ownProduct(store: SellingStore, id: string, tx: Executor = db): Promise<ProductRow> {
    const row = await repo.productOfStore(tx, store.id, id);
    if (!row) throw AppError.notFound(NOT_FOUND);
    return row;
  }

  /** The products as the contract has them, with their variants and brands, in one read each. */
  async function rendered(rows: ProductRow[], store: SellingStore, tx: Executor = db): Promise<Product[]> {
    const variants = await repo.variantsOf(
      tx,
      rows.map((row) => row.id),
    );
    const brandIds = [...new Set(rows.flatMap((row) => (row.brandId ? [row.brandId] : [])))];
    const brands = new Map((await brandNames(tx, brandIds)).map((brand) => [brand.id, brand.name]));
    return rows.map((row) =>
      toProduct(
        row,
        store.currency,
        variants.filter((variant) => variant.productId === row.id),
        row.brandId ? brands.get(row.brandId) : undefined,
      ),
    );
  }

  /** The body's images, those the product has kept as they are and new ones made ready. */
  const images = (locations: string[], current: Image[] = []) =>
    Promise.all(
      locations.map((location, index) =>
        keptOrPrepared(
          storage,
          location,
          `images.${index}`,
          current.find(
            (image) => image.url === location || image.variants.some((variant) => variant.url === location),
          ),
        ),
      ),
    );

  /**
   * 400s the database would otherwise answer with a clash: a brand not offered, an SKU of another product.
   * Answers the brand's name.
   */
  async function checked(
    store: SellingStore,
    body: ProductBody,
    productId?: string,
  ): Promise<string | undefined> {
    const brandName = body.brandId ? await activeBrandName(db, body.brandId) : undefined;
    if (body.brandId && !brandName) throw AppError.field("brandId", "Choose a brand from the catalogue");
    const taken = await repo.skusTaken(
      db,
      store.id,
      body.variants.map((variant) => variant.sku),
      productId,
    );
    refuseVariants(body, (variant) =>
      taken.has(variant.sku.toLowerCase()) ? ["sku", SKU_TAKEN] : undefined,
    );
    return brandName;
  }

  /** Tells the stores how many active products the store has now, in the write's transaction. */
  const counted = async (tx: Tx, storeId: string) =>
    bus.emit(tx, "products.counted", { storeId, activeProducts: await repo.activeProductCount(tx, storeId) });

  /** `adding` more active products, within the retailer's plan. */
  const listable = async (tx: Tx, ownerId: string, storeId: string, adding = 1) =>
    withinPlan(tx, ownerId, "productsListed", await repo.activeProductCount(tx, storeId), adding);

  /** The write, and the store's count of active products, in one transaction; a racing SKU is a 400 too. */
  async function written(store: SellingStore, work: (tx: Tx) => Promise<ProductRow>): Promise<Product> {
    try {
      return await inTransaction(db, async (tx) => {
        const row = await work(tx);
        await counted(tx, store.id);
        wordsChanged(db, tx);
        const [product] = await rendered([row], store, tx);
        if (!product) throw new Error("the written product did not render");
        return product;
      });
    } catch (error) {
      if (isUniqueClash(error, "product_variants_store_sku_idx")) throw AppError.field("variants", SKU_TAKEN);
      throw error;
    }
  }

  /** What a product keeps of its body: its prepared images, the search text and the variants' summary. */
  const fieldsOf = (body: ProductDraft, prepared: Image[], brandName?: string): repo.ProductFields => ({
    searchText: folded([body.title, brandName ?? "", ...body.tags].join(" ")),
    title: body.title,
    description: body.description ?? null,
    brandId: body.brandId ?? null,
    category: body.category,
    subcategory: body.subcategory,
    tags: body.tags,
    images: prepared,
    priceMinor: body.priceMinor,
    compareAtMinor: body.compareAtMinor ?? null,
    status: body.status,
    ...variantSummary(body.variants),
  });

  return { storeOf, ownProduct, rendered, images, checked, counted, listable, written, fieldsOf };
}

export type StoreProducts = ReturnType<typeof storeProducts>;
