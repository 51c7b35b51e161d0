import type { ProductCard, Store, StoreCard } from "@cbm/contracts";
import { imageOf } from "../../../../testing/closets.ts";
import { nextProductId as nextId, storeName } from "../../../../testing/products.ts";

/** Data for the tests of the shop's pages. */

export const cardOf = (changes: Partial<ProductCard> = {}): ProductCard => ({
  id: nextId(),
  title: "Linen shirt",
  store: storeName,
  brand: { id: nextId(), name: "Tidal" },
  category: "tops",
  image: imageOf("shirt"),
  priceMinor: 4900,
  compareAtMinor: null,
  currency: "USD",
  colours: ["cream"],
  soldOut: false,
  reasons: [],
  ...changes,
});

export const storeOf = (changes: Partial<Store> = {}): Store => ({
  ...storeName,
  logo: "/media/logo.webp",
  banner: "/media/banner.webp",
  description: "Tailored coats and knitwear from our Lyon studio.",
  currency: "EUR",
  handlingDays: 2,
  returnWindowDays: 14,
  returnPolicy: "Unworn pieces with their tags come back within 14 days.",
  contactEmail: null,
  vacation: { on: false, message: null, returnsOn: null },
  status: "active",
  productCount: 12,
  shippingMethods: [
    {
      id: nextId(),
      name: "Standard",
      priceMinor: 490,
      freeOverMinor: 6000,
      minDays: 2,
      maxDays: 5,
      countries: [],
      active: true,
    },
  ],
  ...changes,
});

export const storeCardOf = (changes: Partial<StoreCard> = {}): StoreCard => ({
  ...storeName,
  logo: null,
  banner: null,
  description: null,
  productCount: 12,
  ...changes,
});
