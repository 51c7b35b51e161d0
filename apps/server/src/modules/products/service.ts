import {
  PRODUCT_ARCHIVED,
  PRODUCT_DELETED,
  type Product,
  type ProductBody,
  type ProductCardPage,
  type ProductDetails,
  type ProductPage,
  type RetailerProductQuery,
  type ShopQuery,
} from "@cbm/contracts";
import { inTransaction } from "../../platform/db.ts";
import type { Deps } from "../../platform/deps.ts";
import { AppError } from "../../platform/errors.ts";
import { numberedPage, pagingOf } from "../../platform/paging.ts";
import { Serialized } from "../../platform/serialized.ts";
import { shoppingTasteOf } from "../style/index.ts";
import { editableInPlan } from "../subscriptions/index.ts";
import { inBulk } from "./in-bulk.ts";
import { productDetails } from "./product-page.ts";
import * as repo from "./repo.ts";
import { shopPage } from "./shop.ts";
import { NOT_FOUND, refuseVariants, storeProducts } from "./store-products.ts";

/** Retailers' products: what they list, change and take down, each store's alone. */
export function productsService({ database, storage, bus }: Pick<Deps, "database" | "storage" | "bus">) {
  const { db } = database;
  const kit = storeProducts({ database, storage, bus });
  const { storeOf, ownProduct, rendered, images, checked, counted, listable, written, fieldsOf } = kit;

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

    ...inBulk(db, kit),

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
