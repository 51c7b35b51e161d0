// Variants as a buyer meets them (the cart, checkout): the product, its price and stock, and its store.
import type { Colour, Image, ProductStatus } from "@cbm/contracts";
import { eq, inArray } from "drizzle-orm";
import type { Executor } from "../../platform/db.ts";
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

/** The variants named, with their products and stores, whatever their state: the buyer is told why not. */
export async function purchasablesOf(db: Executor, variantIds: string[]): Promise<Purchasable[]> {
  if (variantIds.length === 0) return [];
  const rows = await db
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
    .where(inArray(productVariants.id, variantIds));
  return rows.map(({ images, ...row }) => ({ ...row, image: images[0] ?? null }));
}
