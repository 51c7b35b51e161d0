import { z } from "zod";
import { CurrencySchema, Id, MessageResponseSchema, optional, uuidField } from "../common.ts";
import { endpoint } from "../endpoint.ts";
import { ColourSchema } from "../style/index.ts";
import { ImageSchema } from "../uploads.ts";

export const CART_LIMITS = {
  /** Of one variant in a cart. */
  quantity: 10,
  /** Different variants in one cart. */
  lines: 50,
} as const;

const quantity = z
  .number({ error: "Quantity must be a whole number" })
  .int("Quantity must be a whole number")
  .min(1, "Quantity must be at least 1")
  .max(CART_LIMITS.quantity, `You can have at most ${CART_LIMITS.quantity} of an item in your cart`);

export const AddToCartBodySchema = z.object({
  variantId: uuidField("Variant"),
  quantity: quantity.default(1),
  /** The outfit the product was found on: the line remembers it and its author. */
  outfitId: optional(uuidField("Outfit")),
  /** The event the product was shown on: the line remembers it. */
  eventId: optional(uuidField("Event")),
});
export type AddToCartBody = z.input<typeof AddToCartBodySchema>;
/** The body as the server has it, checked. */
export type AddToCartRequest = z.infer<typeof AddToCartBodySchema>;

export const ChangeCartLineBodySchema = z.object({ quantity });
export type ChangeCartLineBody = z.infer<typeof ChangeCartLineBodySchema>;

/**
 * Why a line cannot be bought now: it stays in the cart, marked, and checkout leaves it out with the
 * line's message.
 */
export const CART_PROBLEMS = ["unavailable", "sold_out", "not_enough_stock", "store_on_vacation"] as const;
export type CartProblem = (typeof CART_PROBLEMS)[number];

export const CartLineSchema = z.object({
  id: Id,
  productId: Id,
  variantId: Id,
  title: z.string(),
  image: ImageSchema.nullable(),
  size: z.string(),
  colour: ColourSchema,
  quantity: z.number().int(),
  /** The price now, in the store's currency's minor units. */
  unitPriceMinor: z.number().int(),
  /** The price when the line was added, only when it has changed since. */
  priceWhenAddedMinor: z.number().int().nullable(),
  lineTotalMinor: z.number().int(),
  currency: CurrencySchema,
  /** How many are in stock now: the most the line can hold (up to the cart's limit). */
  inStock: z.number().int(),
  /**
   * Units held for the shopper at a live flash deal's price, already taken from stock: while any are
   * held, the line's quantity cannot change. 0 for most lines.
   */
  heldQuantity: z.number().int(),
  problem: z.enum(CART_PROBLEMS).nullable(),
  /** What the problem means for the shopper; null when there is none. */
  message: z.string().nullable(),
  /** The outfit it was added from, and who made it. */
  outfit: z.object({ id: Id, author: z.object({ id: Id, fullName: z.string() }) }).nullable(),
  /** The event whose shelf it was added from. */
  eventId: Id.nullable(),
});
export type CartLine = z.infer<typeof CartLineSchema>;

export const CartStoreSchema = z.object({
  store: z.object({ id: Id, name: z.string(), slug: z.string(), logo: z.string().nullable() }),
  currency: CurrencySchema,
  lines: z.array(CartLineSchema),
  /** The lines that can be bought now, before shipping. */
  subtotalMinor: z.number().int(),
});
export type CartStore = z.infer<typeof CartStoreSchema>;

export const CartSchema = z.object({
  /** Grouped by store, the store of the newest line first; lines newest first. */
  stores: z.array(CartStoreSchema),
  /** The stores' subtotals, added up per currency. */
  totals: z.array(z.object({ currency: CurrencySchema, amountMinor: z.number().int() })),
  totalQuantity: z.number().int(),
});
export type Cart = z.infer<typeof CartSchema>;

export const CartTotalQuantitySchema = z.object({ totalQuantity: z.number().int() });
export type CartTotalQuantity = z.infer<typeof CartTotalQuantitySchema>;

export const CartLineIdParamsSchema = z.object({ id: uuidField("Cart line") });

export const CART_LINE_REMOVED = "The item was removed from your cart.";

const line = { params: CartLineIdParamsSchema, access: "signed-in" } as const;

export const cartEndpoints = {
  get: endpoint({
    method: "GET",
    path: "/v1/cart",
    access: "signed-in",
    summary: "The viewer's cart: lines grouped by store, with current prices, availability and totals",
    response: CartSchema,
  }),
  add: endpoint({
    method: "POST",
    path: "/v1/cart",
    access: "signed-in",
    summary: "Add a variant to the cart (or more of it to its line); reserves nothing",
    body: AddToCartBodySchema,
    response: CartLineSchema,
    status: 201,
  }),
  change: endpoint({
    ...line,
    method: "PATCH",
    path: "/v1/cart/:id",
    summary: "Change a line's quantity (1 to 10, never above what is in stock)",
    body: ChangeCartLineBodySchema,
    response: CartLineSchema,
  }),
  remove: endpoint({
    ...line,
    method: "DELETE",
    path: "/v1/cart/:id",
    summary: "Remove a line from the cart",
    response: MessageResponseSchema,
  }),
  totalQuantity: endpoint({
    method: "GET",
    path: "/v1/cart/total-quantity",
    access: "signed-in",
    summary: "How many items the cart holds, all lines together (the top bar's badge)",
    response: CartTotalQuantitySchema,
  }),
};
