import type { ProductDetails } from "@cbm/contracts";
import { imageOf } from "./closets.ts";

/** A shop product for the tests of the screens that show one: the shop's, an outfit's, a closet item's. */

let ids = 0;
/** A fresh, valid-looking UUID per call, so lists never share keys. */
export const nextProductId = () => `00000000-0000-4000-9000-${String(++ids).padStart(12, "0")}`;

export const STORE_ID = "5f1c0a4e-2222-4a57-9a0e-1a2b3c4d5e6f";
export const storeName = { id: STORE_ID, slug: "atelier-iris", name: "Atelier Iris" };

export const productDetailsOf = (changes: Partial<ProductDetails> = {}): ProductDetails => ({
  id: nextProductId(),
  title: "Linen trousers",
  brand: { id: nextProductId(), name: "Tidal" },
  category: "bottoms",
  subcategory: "trousers",
  priceMinor: 9000,
  compareAtMinor: 12000,
  currency: "USD",
  colours: ["cream"],
  soldOut: false,
  reasons: [],
  description: "Wide legs, a high waist, washed linen.",
  tags: ["linen"],
  images: [imageOf("front"), imageOf("back"), imageOf("detail")],
  variants: [
    { id: nextProductId(), size: "S", colour: "beige", available: false },
    { id: nextProductId(), size: "M", colour: "beige", available: true },
    { id: nextProductId(), size: "L", colour: "beige", available: true },
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
});
