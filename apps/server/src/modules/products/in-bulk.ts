// Products in bulk: the store's products to and from CSV, and many products made at once (an import,
// the demo data).
import type { Image, ProductExport, ProductImportBody, ProductImportResult } from "@cbm/contracts";
import { type Db, inTransaction, isUniqueClash, type Tx } from "../../platform/db.ts";
import { AppError } from "../../platform/errors.ts";
import { activeBrandIds, brandIdsByName, brandNames } from "../brands/index.ts";
import { brandNamesIn, productsCsv, productsFromCsv } from "./csv.ts";
import { wordsChanged } from "./keyword.ts";
import * as repo from "./repo.ts";
import { type ProductDraft, SKU_TAKEN, type StoreProducts } from "./store-products.ts";

/** A product the server lists for a store's owner, with its images already prepared. */
export interface NewProduct {
  ownerId: string;
  body: ProductDraft;
  images: Image[];
  createdAt?: Date;
}

/** Export, import and `createMany`, on the store's products `kit` reaches. */
export function inBulk(db: Db, kit: StoreProducts) {
  const { storeOf, rendered, images, listable, counted, fieldsOf } = kit;

  /** The images of many products, each location made ready once however many products use it. */
  async function preparedOnce(lists: string[][]): Promise<Image[][]> {
    const ready = new Map<string, Image>();
    for (const location of new Set(lists.flat())) ready.set(location, (await images([location]))[0] as Image);
    return lists.map((list) => list.map((location) => ready.get(location) as Image));
  }

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
    wordsChanged(db, tx);
    return rows.length;
  }

  return {
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
  };
}
