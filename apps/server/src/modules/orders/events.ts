import type { OrderStatus } from "@cbm/contracts";

/**
 * A checkout is about to take its lines' stock, in its transaction: stock held for the buyer elsewhere
 * (a live's flash deal) for the lines of `heldVariantIds` is handed over to it.
 */
export interface CheckoutPlacing {
  checkoutId: string;
  userId: string;
  heldVariantIds: string[];
}

/** A checkout was paid: its buyer's cart no longer holds what was bought. */
export interface CheckoutPaid {
  checkoutId: string;
  userId: string;
  variantIds: string[];
  /** The stores and products its orders bought from: each marked as ordered once, for the whole checkout. */
  storeIds: string[];
  productIds: string[];
}

/** A store's order was paid: the store and the buyer are told. */
export interface OrderPaid {
  orderId: string;
  userId: string;
  storeId: string;
  storeName: string;
  itemCount: number;
  totalMinor: number;
  currency: string;
  /** The first picture of what was bought, for the notification. */
  thumbnail: string | null;
}

/** An order moved on (shipped, delivered, cancelled, completed, returned...): the side that did not move it is told. */
export interface OrderMoved {
  orderId: string;
  userId: string | null;
  storeId: string;
  storeName: string;
  buyerName: string;
  status: Exclude<OrderStatus, "pending_payment" | "paid">;
  /** The store, the buyer, or the clock (a deadline passed). */
  by: "store" | "buyer" | "clock";
  totalMinor: number;
  currency: string;
}

declare module "../../platform/bus.ts" {
  interface DomainEvents {
    "checkout.placing": CheckoutPlacing;
    "checkout.paid": CheckoutPaid;
    "order.paid": OrderPaid;
    "order.moved": OrderMoved;
  }
}
