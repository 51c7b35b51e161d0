import type { Product, ProductPage, Variant } from "@cbm/contracts";
import { session } from "../../../../lib/session.ts";
import { me } from "../../../../testing/users.ts";

/** A retailer signed in, as the pages read the session. */
export const signedInRetailer = () =>
  session.save({
    accessToken: "token-abcdefghij",
    refreshToken: "refresh",
    expiresIn: 900,
    user: { ...me, roles: ["retailer"] },
  });

let serial = 0;
const id = () => `00000000-0000-4000-8000-${String(++serial).padStart(12, "0")}`;

export const image = (name: string) => ({
  url: `/media/${name}.webp`,
  width: 800,
  height: 1000,
  variants: [{ url: `/media/${name}-400.webp`, width: 400 }],
});

export const variant = (fields: Partial<Variant> = {}): Variant => ({
  id: id(),
  size: "M",
  colour: "cream",
  sku: `SKU-${serial}`,
  stock: 7,
  ...fields,
});

/** A product of the retailer's store: a linen shirt in USD with two variants, unless told otherwise. */
export function product(title: string, fields: Partial<Product> = {}): Product {
  const variants = fields.variants ?? [variant({ size: "S", stock: 3 }), variant({ size: "M", stock: 7 })];
  const totalStock = variants.reduce((sum, each) => sum + each.stock, 0);
  return {
    id: id(),
    storeId: "5f1c0a4e-2222-4a57-9a0e-1a2b3c4d5e6f",
    title,
    description: null,
    brand: null,
    category: "tops",
    subcategory: "shirt",
    tags: [],
    images: [image(`cover-${serial}`)],
    priceMinor: 8900,
    compareAtMinor: null,
    currency: "USD",
    status: "active",
    variants,
    totalStock,
    lowStock: totalStock <= 5,
    createdAt: "2026-11-20T10:00:00.000Z",
    updatedAt: "2026-11-20T10:00:00.000Z",
    ...fields,
  };
}

export const pageOf = (items: Product[], total = items.length, page = 0): ProductPage => ({
  items,
  page,
  size: 20,
  total,
});
