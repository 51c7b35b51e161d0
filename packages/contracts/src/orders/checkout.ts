import { z } from "zod";
import { CurrencySchema, Id, uuidField } from "../common.ts";
import { endpoint } from "../endpoint.ts";
import { ProviderPaymentMethodSchema } from "../payments/index.ts";
import { OrderStatusSchema } from "./orders.ts";

/** The header that makes a checkout safe to send again: the same key answers the first result. */
export const IdempotencyHeadersSchema = z.object({
  "idempotency-key": z
    .string({ error: "Send an Idempotency-Key header: a new random value for each checkout" })
    .regex(/^[A-Za-z0-9_-]{16,100}$/, "The Idempotency-Key must be 16 to 100 letters, digits, - or _"),
});

export const CheckoutBodySchema = z.object({
  addressId: uuidField("Address"),
  /** For each store to buy from now, the shipping method chosen; the cart's lines of those stores are bought. */
  shippingMethods: z
    .record(z.uuid("Store must be a valid id"), uuidField("Shipping method"), {
      error: "Choose a shipping method for each store",
    })
    .refine((chosen) => Object.keys(chosen).length > 0, "Choose a shipping method for at least one store"),
  /** A saved card's id, or a new card's reference from the card form. */
  paymentMethodId: z.union([z.uuid(), ProviderPaymentMethodSchema], {
    error: "Choose a saved card or add a card",
  }),
});
export type CheckoutBody = z.infer<typeof CheckoutBodySchema>;

export const CheckoutSchema = z.object({
  id: Id,
  orders: z.array(
    z.object({
      id: Id,
      storeId: Id,
      status: OrderStatusSchema,
      total: z.number().int(),
      currency: CurrencySchema,
    }),
  ),
  total: z.number().int(),
  currency: CurrencySchema,
});
export type Checkout = z.infer<typeof CheckoutSchema>;

export const ShippingOptionsQuerySchema = z.object({ addressId: uuidField("Address") });

export const ShippingOptionSchema = z.object({
  id: Id,
  name: z.string(),
  /** What this checkout would pay for it: 0 when the store's items reach its free-over threshold. */
  priceMinor: z.number().int(),
  free: z.boolean(),
  minDays: z.number().int(),
  maxDays: z.number().int(),
});
export type ShippingOption = z.infer<typeof ShippingOptionSchema>;

export const ShippingOptionsSchema = z.object({
  /** Each store of the cart, with its active methods that deliver to the address, cheapest first. */
  stores: z.array(z.object({ storeId: Id, methods: z.array(ShippingOptionSchema) })),
});
export type ShippingOptions = z.infer<typeof ShippingOptionsSchema>;

export const checkoutEndpoints = {
  shippingOptions: endpoint({
    method: "GET",
    path: "/v1/cart/shipping-options",
    access: "signed-in",
    summary: "How each store of the cart can deliver to an address, at what price for this cart",
    query: ShippingOptionsQuerySchema,
    response: ShippingOptionsSchema,
  }),
  checkout: endpoint({
    method: "POST",
    path: "/v1/cart/checkout",
    access: "signed-in",
    summary:
      "Buy the cart's lines of the stores chosen: one charge, one order per store; the same Idempotency-Key answers the first result",
    headers: IdempotencyHeadersSchema,
    body: CheckoutBodySchema,
    response: CheckoutSchema,
    status: 201,
  }),
};
