import { z } from "zod";
import { CurrencySchema, Id, PageQuerySchema, pageOf, requiredText, uuidField } from "../common.ts";
import { endpoint } from "../endpoint.ts";
import { ColourSchema } from "../style/index.ts";
import { ImageSchema } from "../uploads.ts";

/**
 * A store's order: paid → shipped → delivered → completed; cancelled before shipping (always refunded);
 * return_requested → returned → refunded after delivery. `pending_payment` is an order whose charge is
 * not settled yet: the buyer does not see it.
 */
export const ORDER_STATUSES = [
  "pending_payment",
  "paid",
  "shipped",
  "delivered",
  "completed",
  "cancelled",
  "return_requested",
  "returned",
  "refunded",
] as const;
export const OrderStatusSchema = z.enum(ORDER_STATUSES);
export type OrderStatus = z.infer<typeof OrderStatusSchema>;

const storeOfOrder = z.object({ id: Id, name: z.string(), slug: z.string(), logo: z.string().nullable() });

export const OrderSummarySchema = z.object({
  id: Id,
  store: storeOfOrder,
  status: OrderStatusSchema,
  /** Items and shipping, in the store's currency's minor units. */
  total: z.number().int(),
  currency: CurrencySchema,
  itemCount: z.number().int(),
  /** The first pictures of what was bought. */
  images: z.array(ImageSchema),
  createdAt: z.iso.datetime(),
});
export type OrderSummary = z.infer<typeof OrderSummarySchema>;

export const OrderPageSchema = pageOf(OrderSummarySchema);
export type OrderPage = z.infer<typeof OrderPageSchema>;

export const OrderLineSchema = z.object({
  id: Id,
  /** Null once the product is gone from the catalogue: the line keeps what was bought. */
  productId: Id.nullable(),
  title: z.string(),
  size: z.string(),
  colour: ColourSchema,
  image: ImageSchema.nullable(),
  unitPriceMinor: z.number().int(),
  quantity: z.number().int(),
  lineTotalMinor: z.number().int(),
});
export type OrderLine = z.infer<typeof OrderLineSchema>;

export const ShippedToSchema = z.object({
  fullName: z.string(),
  line1: z.string(),
  line2: z.string().nullable(),
  city: z.string(),
  region: z.string().nullable(),
  postalCode: z.string(),
  country: z.string(),
  phone: z.string().nullable(),
});
export type ShippedTo = z.infer<typeof ShippedToSchema>;

/**
 * What a buyer may do with an order now: cancel it before it ships, confirm it arrived, return some of it
 * within the store's return window after delivery.
 */
export const BUYER_ORDER_ACTIONS = ["cancel", "confirm-receipt", "return"] as const;
export type BuyerOrderAction = (typeof BUYER_ORDER_ACTIONS)[number];

export const TrackingSchema = z.object({ carrier: z.string(), number: z.string() });

const returnedLine = z.object({ lineId: Id, quantity: z.number().int() });

/** The buyer's return of an order: which lines and how many of each come back, why, and what it refunds. */
export const OrderReturnSchema = z.object({
  lines: z.array(returnedLine),
  reason: z.string(),
  /** The returned lines' price; with the shipping too when every line comes back in full. */
  amount: z.number().int(),
  requestedAt: z.iso.datetime(),
  /** Why the store declined the return, when it did (the order is then completed). */
  declineReason: z.string().nullable(),
});
export type OrderReturn = z.infer<typeof OrderReturnSchema>;

export const OrderDetailsSchema = OrderSummarySchema.extend({
  lines: z.array(OrderLineSchema),
  itemsTotal: z.number().int(),
  shippingTotal: z.number().int(),
  address: ShippedToSchema,
  shippingMethod: z.object({ name: z.string(), minDays: z.number().int(), maxDays: z.number().int() }),
  card: z.object({ brand: z.string(), last4: z.string() }).nullable(),
  /** The day the store must ship by. */
  shipBy: z.iso.datetime().nullable(),
  /** Every status the order went through, oldest first. */
  timeline: z.array(z.object({ status: OrderStatusSchema, at: z.iso.datetime() })),
  tracking: TrackingSchema.nullable(),
  cancelReason: z.string().nullable(),
  /** The last moment the buyer may ask to return it; null before delivery or when the store takes no returns. */
  returnBy: z.iso.datetime().nullable(),
  return: OrderReturnSchema.nullable(),
  /** What the buyer may do with the order now. */
  actions: z.array(z.enum(BUYER_ORDER_ACTIONS)),
});
export type OrderDetails = z.infer<typeof OrderDetailsSchema>;

export const OrderIdParamsSchema = z.object({ id: uuidField("Order") });

const lineToReturn = z.object({
  lineId: uuidField("Line"),
  quantity: z
    .number({ error: "Quantity must be a number" })
    .int("Quantity must be a whole number")
    .min(1, "Return at least one of each line you choose"),
});

export const ReturnBodySchema = z.object({
  lines: z
    .array(lineToReturn, { error: "Choose the items to return" })
    .min(1, "Choose at least one item to return")
    .refine(
      (lines) => new Set(lines.map((line) => line.lineId)).size === lines.length,
      "Choose each item once, with how many of it to return",
    ),
  reason: requiredText("Reason", 500),
});
export type ReturnBody = z.infer<typeof ReturnBodySchema>;

const buyersOrder = { params: OrderIdParamsSchema, access: "signed-in" } as const;

export const orderEndpoints = {
  mine: endpoint({
    method: "GET",
    path: "/v1/orders",
    access: "signed-in",
    summary: "The viewer's orders, newest first, one per store of each checkout",
    query: PageQuerySchema,
    response: OrderPageSchema,
  }),
  get: endpoint({
    method: "GET",
    path: "/v1/order/:id",
    access: "signed-in",
    params: OrderIdParamsSchema,
    summary: "One of the viewer's orders: lines, address, shipping, card and timeline",
    response: OrderDetailsSchema,
  }),
  cancel: endpoint({
    ...buyersOrder,
    method: "POST",
    path: "/v1/order/:id/cancel",
    summary: "Cancel an order the store has not shipped; it is refunded in full",
    response: OrderDetailsSchema,
  }),
  confirmReceipt: endpoint({
    ...buyersOrder,
    method: "POST",
    path: "/v1/order/:id/confirm-receipt",
    summary: "Confirm a shipped order arrived: it is completed",
    response: OrderDetailsSchema,
  }),
  return: endpoint({
    ...buyersOrder,
    method: "POST",
    path: "/v1/order/:id/return",
    summary: "Ask to return items of a delivered order, with the reason, within the store's return window",
    body: ReturnBodySchema,
    response: OrderDetailsSchema,
  }),
};
