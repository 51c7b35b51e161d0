import { z } from "zod";
import { Id, PageQuerySchema, pageOf, requiredText } from "../common.ts";
import { endpoint } from "../endpoint.ts";
import { OrderDetailsSchema, OrderIdParamsSchema, OrderStatusSchema, OrderSummarySchema } from "./orders.ts";

/**
 * What a store may do with its order now: ship it, mark it delivered, cancel it (with a full refund); and of
 * a return: receive the parcel back, refund it, or decline it.
 */
export const STORE_ORDER_ACTIONS = [
  "ship",
  "deliver",
  "cancel",
  "receive-return",
  "refund",
  "decline-return",
] as const;
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

/** Why the store cancels an order or declines its return: the buyer reads it. */
export const ReasonBodySchema = z.object({ reason: requiredText("Reason", 500) });
export type ReasonBody = z.infer<typeof ReasonBodySchema>;

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
    body: ReasonBodySchema,
    response: StoreOrderDetailsSchema,
  }),
  receiveReturn: endpoint({
    ...storeOrder,
    method: "POST",
    path: "/v1/retailer/order/:id/receive-return",
    summary: "Say a returned parcel came back: its items go back into stock",
    response: StoreOrderDetailsSchema,
  }),
  refund: endpoint({
    ...storeOrder,
    method: "POST",
    path: "/v1/retailer/order/:id/refund",
    summary: "Accept a return: the buyer is refunded what it comes to, and its items go back into stock",
    response: StoreOrderDetailsSchema,
  }),
  declineReturn: endpoint({
    ...storeOrder,
    method: "POST",
    path: "/v1/retailer/order/:id/decline-return",
    summary: "Decline a return, with the reason: the order is completed as it was",
    body: ReasonBodySchema,
    response: StoreOrderDetailsSchema,
  }),
};
