import {
  type Image,
  PRODUCT_ARCHIVED,
  PRODUCT_DELETED,
  PRODUCT_LIMITS,
  type Product,
  type ProductBody,
  type ProductCardPage,
  type ProductDetails,
  type ProductExport,
  type ProductImportBody,
  type ProductImportResult,
  type ProductPage,
  type RetailerProductQuery,
  type ShopQuery,
} from "@cbm/contracts";
import { type Executor, inTransaction, isUniqueClash, type Tx } from "../../platform/db.ts";
import type { Deps } from "../../platform/deps.ts";
import { AppError } from "../../platform/errors.ts";
import { folded } from "../../platform/name-search.ts";
import { numberedPage, pagingOf } from "../../platform/paging.ts";
import { Serialized } from "../../platform/serialized.ts";
import { activeBrandIds, activeBrandName, brandIdsByName, brandNames } from "../brands/index.ts";
import { type SellingStore, sellingStoreOf } from "../stores/index.ts";
import { shoppingTasteOf } from "../style/index.ts";
import { editableInPlan, withinPlan } from "../subscriptions/index.ts";
import { keptOrPrepared } from "../uploads/index.ts";
import { brandNamesIn, productsCsv, productsFromCsv } from "./csv.ts";
import { productDetails } from "./product-page.ts";
import * as repo from "./repo.ts";
import { shopPage } from "./shop.ts";
import type { ProductRow, VariantRow } from "./tables.ts";

const NOT_FOUND = "We could not find this product.";

/** A body without its image locations: what a product is apart from its pictures. */
type ProductDraft = Omit<ProductBody, "images">;

/** A product the server lists for a store's owner, with its images already prepared. */
export interface NewProduct {
  ownerId: string;
  body: ProductDraft;
  images: Image[];
  createdAt?: Date;
}
const NO_STORE = "We could not find your store.";
const SKU_TAKEN = "Another product of your store has this SKU";

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
function refuseVariants(
  body: ProductBody,
  problem: (variant: ProductBody["variants"][number]) => [field: string, message: string] | undefined,
): void {
  const found = body.variants.flatMap((variant, index) => {
    const [field, message] = problem(variant) ?? [];
    return field && message ? [[`variants.${index}.${field}`, [message]]] : [];
  });
  if (found.length > 0) throw AppError.invalid(Object.fromEntries(found));
}

/** Retailers' products: what they list, change and take down, each store's alone. */
export function productsService({ database, storage, bus }: Pick<Deps, "database" | "storage" | "bus">) {
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
  /** The images of many products, each location made ready once however many products use it. */
  async function preparedOnce(lists: string[][]): Promise<Image[][]> {
    const ready = new Map<string, Image>();
    for (const location of new Set(lists.flat())) ready.set(location, (await images([location]))[0] as Image);
    return lists.map((list) => list.map((location) => ready.get(location) as Image));
  }

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

  /**
   * Products made in bulk (an import, the demo data) in the caller's transaction, each made at `createdAt` (now when
   * left out), with the fields `create` writes (search text, stock, sizes and colours) and every store's
   * count after. The images come prepared (`preparedImage`), so one may serve many products; brands and
   * SKUs are the caller's to get right (the database still refuses a clash). Answers how many.
   */
  async function createMany(rows: NewProduct[], tx: Tx): Promise<number> {
    const storeIds = new Map<string, string>();
    for (const ownerId of new Set(rows.map((row) => row.ownerId)))
      storeIds.set(ownerId, (await storeOf(ownerId, tx)).id);
    const brandIds = [...new Set(rows.flatMap(({ body }) => (body.brandId ? [body.brandId] : [])))];
    const brands = new Map((await brandNames(tx, brandIds)).map((brand) => [brand.id, brand.name]));
    await repo.insertedProducts(
      tx,
      rows.map(({ ownerId, body, images, createdAt }) => ({
        ...fieldsOf(body, images, body.brandId ? brands.get(body.brandId) : undefined),
        storeId: storeIds.get(ownerId) as string,
        createdAt,
        variants: body.variants,
      })),
    );
    for (const storeId of storeIds.values()) await counted(tx, storeId);
    return rows.length;
  }

  return {
    /** The shop, ranked and filtered for the shopper's style profile. */
    shop: async (viewerId: string, query: ShopQuery): Promise<Serialized<ProductCardPage>> =>
      shopPage(db, query, await shoppingTasteOf(db, viewerId)),

    async product(viewerId: string, id: string): Promise<Serialized<ProductDetails>> {
      const details = await productDetails(db, viewerId, id);
      if (!details) throw AppError.notFound(NOT_FOUND);
      return new Serialized(details);
    },

    async list(ownerId: string, query: RetailerProductQuery): Promise<ProductPage> {
      const store = await storeOf(ownerId);
      const { rows, total } = await inTransaction(db, (tx) =>
        repo.storeProductPage(tx, store.id, query, pagingOf(query)),
      );
      return numberedPage(query, await rendered(rows, store), total);
    },

    async get(ownerId: string, id: string): Promise<Product> {
      const store = await storeOf(ownerId);
      const [product] = await rendered([await ownProduct(store, id)], store);
      if (!product) throw AppError.notFound(NOT_FOUND);
      return product;
    },

    async create(ownerId: string, body: ProductBody): Promise<Product> {
      const store = await storeOf(ownerId);
      if (body.variants.some((variant) => variant.id))
        throw AppError.field("variants", "A new product's variants have no id yet");
      const brandName = await checked(store, body);
      const prepared = await images(body.images);
      return written(store, async (tx) => {
        if (body.status === "active") await listable(tx, ownerId, store.id);
        const row = await repo.insertedProduct(tx, store.id, fieldsOf(body, prepared, brandName));
        await repo.replacedVariants(tx, row, body.variants);
        return row;
      });
    },

    async update(ownerId: string, id: string, body: ProductBody): Promise<Product> {
      const store = await storeOf(ownerId);
      const current = await ownProduct(store, id);
      // A listed product beyond the plan may be unlisted (or deleted), not changed while it stays listed.
      if (current.status === "active" && body.status === "active")
        await editableInPlan(db, ownerId, "productsListed", repo.productsListedMade, current.createdAt);
      const own = await repo.variantIdsOf(db, id);
      refuseVariants(body, (variant) =>
        variant.id && !own.has(variant.id) ? ["id", "This variant is not the product's"] : undefined,
      );
      const brandName = await checked(store, body, id);
      const prepared = await images(body.images, current.images);
      return written(store, async (tx) => {
        if (body.status === "active" && current.status !== "active") await listable(tx, ownerId, store.id);
        const row = await repo.updatedProduct(tx, id, fieldsOf(body, prepared, brandName));
        await repo.replacedVariants(tx, row, body.variants);
        return row;
      });
    },

    /** Every product of the store with its variants, as CSV. */
    async exportCsv(ownerId: string): Promise<ProductExport> {
      const store = await storeOf(ownerId);
      const rows = await repo.productsOfStore(db, store.id);
      return {
        fileName: `products-${new Date().toISOString().slice(0, 10)}.csv`,
        csv: productsCsv(await rendered(rows, store)),
      };
    },

    /**
     * Products from CSV: every row is checked first (as the API checks one product, plus brands by name and
     * SKUs the store has), then all are created in one transaction, or none and each bad line is named;
     * active ones beyond the retailer's plan are a 403, as one product would be.
     */
    async importCsv(ownerId: string, { csv }: ProductImportBody): Promise<ProductImportResult> {
      const store = await storeOf(ownerId);
      const brands = await brandIdsByName(db, brandNamesIn(csv));
      // A brand the catalogue no longer offers is named as unknown, as the product form refuses it.
      const offered = new Set(await activeBrandIds(db, [...brands.values()]));
      const outcome = productsFromCsv(csv, {
        currency: store.currency,
        brandIdOf: (name) => [brands.get(name)].find((id) => id !== undefined && offered.has(id)),
      });
      if ("problems" in outcome) throw AppError.invalid(outcome.problems);
      const skus = outcome.products.flatMap((product) => product.body.variants.map((variant) => variant.sku));
      const taken = await repo.skusTaken(db, store.id, skus);
      const clashes = outcome.products.flatMap((product) =>
        product.body.variants.flatMap((variant, index) =>
          taken.has(variant.sku.toLowerCase())
            ? [[`lines.${product.variantLines[index]}`, [`sku: ${SKU_TAKEN}`]]]
            : [],
        ),
      );
      if (clashes.length > 0) throw AppError.invalid(Object.fromEntries(clashes));
      const prepared = await preparedOnce(outcome.products.map((product) => product.body.images));
      const rows = outcome.products.map(({ body }, index) => ({
        ownerId,
        body,
        images: prepared[index] ?? [],
      }));
      try {
        const active = rows.filter(({ body }) => body.status === "active").length;
        await inTransaction(db, async (tx) => {
          if (active > 0) await listable(tx, ownerId, store.id, active);
          return createMany(rows, tx);
        });
      } catch (error) {
        // Another product took one of the SKUs between the check and the write.
        if (isUniqueClash(error, "product_variants_store_sku_idx")) throw AppError.field("csv", SKU_TAKEN);
        throw error;
      }
      return { created: outcome.products.length };
    },

    createMany,

    /** A product that has been ordered stays, archived: the orders still name it. */
    async remove(ownerId: string, id: string) {
      const store = await storeOf(ownerId);
      const product = await ownProduct(store, id);
      const archive = product.firstOrderAt !== null;
      await inTransaction(db, async (tx) => {
        if (archive) await repo.updatedProduct(tx, id, { status: "archived" });
        else await repo.deletedProduct(tx, id);
        await counted(tx, store.id);
      });
      return { message: archive ? PRODUCT_ARCHIVED : PRODUCT_DELETED };
    },
  };
}

export type ProductsService = ReturnType<typeof productsService>;
