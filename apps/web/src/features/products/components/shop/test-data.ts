import type { ProductCard, ProductDetails, Store, StoreCard } from "@cbm/contracts";
import { imageOf } from "../../../../testing/closets.ts";

/** Data for the tests of the shop's pages. */

let ids = 0;
/** A fresh, valid-looking UUID per call, so lists never share keys. */
const nextId = () => `00000000-0000-4000-9000-${String(++ids).padStart(12, "0")}`;

export const STORE_ID = "5f1c0a4e-2222-4a57-9a0e-1a2b3c4d5e6f";
const storeName = { id: STORE_ID, slug: "atelier-iris", name: "Atelier Iris" };

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

export const detailsOf = (changes: Partial<ProductDetails> = {}): ProductDetails => {
  const { image: _, ...card } = cardOf();
  return {
    ...card,
    title: "Linen trousers",
    priceMinor: 9000,
    compareAtMinor: 12000,
    description: "Wide legs, a high waist, washed linen.",
    subcategory: "trousers",
    category: "bottoms",
    tags: ["linen"],
    images: [imageOf("front"), imageOf("back"), imageOf("detail")],
    variants: [
      { id: nextId(), size: "S", colour: "beige", available: false },
      { id: nextId(), size: "M", colour: "beige", available: true },
      { id: nextId(), size: "L", colour: "beige", available: true },
    ],
    store: {
      ...storeName,
      logo: null,
      handlingDays: 3,
      returnWindowDays: 30,
      returnPolicy: null,
      vacation: { on: false, message: null, returnsOn: null },
      shippingMethods: [{ name: "Standard", priceMinor: 495, freeOverMinor: 5000, minDays: 2, maxDays: 4 }],
    },
    ...changes,
  };
};
