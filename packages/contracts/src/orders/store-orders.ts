import { z } from "zod";
import { Id, PageQuerySchema, pageOf, requiredText } from "../common.ts";
import { endpoint } from "../endpoint.ts";
import { OrderDetailsSchema, OrderIdParamsSchema, OrderStatusSchema, OrderSummarySchema } from "./orders.ts";

/** What a store may do with its order now: ship it, mark it delivered, cancel it (with a full refund). */
export const STORE_ORDER_ACTIONS = ["ship", "deliver", "cancel"] as const;
export type StoreOrderAction = (typeof STORE_ORDER_ACTIONS)[number];

const buyer = z.object({ id: Id.nullable(), fullName: z.string() });

export const StoreOrderSummarySchema = OrderSummarySchema.extend({ buyer });
export type StoreOrderSummary = z.infer<typeof StoreOrderSummarySchema>;

export const StoreOrderPageSchema = pageOf(StoreOrderSummarySchema);
export type StoreOrderPage = z.infer<typeof StoreOrderPageSchema>;

export const StoreOrderDetailsSchema = OrderDetailsSchema.extend({
  buyer,
  /** What the store may do with the order now. */
  actions: z.array(z.enum(STORE_ORDER_ACTIONS)),
});
export type StoreOrderDetails = z.infer<typeof StoreOrderDetailsSchema>;

export const StoreOrdersQuerySchema = PageQuerySchema.extend({
  status: OrderStatusSchema.exclude(["pending_payment"]).optional(),
});
export type StoreOrdersQuery = z.infer<typeof StoreOrdersQuerySchema>;

export const ShipBodySchema = z.object({
  carrier: requiredText("Carrier", 60),
  trackingNumber: requiredText("Tracking number", 60),
});
export type ShipBody = z.infer<typeof ShipBodySchema>;

export const CancelBodySchema = z.object({ reason: requiredText("Reason", 500) });
export type CancelBody = z.infer<typeof CancelBodySchema>;

const storeOrder = { params: OrderIdParamsSchema, access: ["retailer"] } as const;

export const storeOrderEndpoints = {
  list: endpoint({
    method: "GET",
    path: "/v1/retailer/orders",
    access: ["retailer"],
    summary: "The store's orders, newest first, by status if asked",
    query: StoreOrdersQuerySchema,
    response: StoreOrderPageSchema,
  }),
  get: endpoint({
    ...storeOrder,
    method: "GET",
    path: "/v1/retailer/order/:id",
    summary: "One of the store's orders, with the buyer, the address to ship to and what may be done now",
    response: StoreOrderDetailsSchema,
  }),
  ship: endpoint({
    ...storeOrder,
    method: "POST",
    path: "/v1/retailer/order/:id/ship",
    summary: "Ship a paid order, with the carrier and the tracking number",
    body: ShipBodySchema,
    response: StoreOrderDetailsSchema,
  }),
  deliver: endpoint({
    ...storeOrder,
    method: "POST",
    path: "/v1/retailer/order/:id/deliver",
    summary: "Mark a shipped order delivered",
    response: StoreOrderDetailsSchema,
  }),
  cancel: endpoint({
    ...storeOrder,
    method: "POST",
    path: "/v1/retailer/order/:id/cancel",
    summary: "Cancel an order not shipped yet, with the reason; the buyer is refunded in full",
    body: CancelBodySchema,
    response: StoreOrderDetailsSchema,
  }),
};
