// What may happen to a store's order, from which status: one table the store's actions and the checks
// of every change read.
import type { OrderStatus, StoreOrderAction } from "@cbm/contracts";
import { STORE_ORDER_ACTIONS } from "@cbm/contracts";

export const STORE_MOVES: Record<
  StoreOrderAction,
  { from: OrderStatus[]; to: "shipped" | "delivered" | "cancelled" }
> = {
  ship: { from: ["paid"], to: "shipped" },
  deliver: { from: ["shipped"], to: "delivered" },
  cancel: { from: ["paid"], to: "cancelled" },
};

/** What a store may do with an order in this status. */
export const storeActionsOf = (status: OrderStatus): StoreOrderAction[] =>
  STORE_ORDER_ACTIONS.filter((action) => STORE_MOVES[action].from.includes(status));

const WORDS: Record<OrderStatus, string> = {
  pending_payment: "waiting for its payment",
  paid: "paid",
  shipped: "shipped",
  delivered: "delivered",
  completed: "completed",
  cancelled: "cancelled",
  return_requested: "being returned",
  returned: "returned",
  refunded: "refunded",
};

/** Why an action is refused in this status, as the store reads it. */
export const refusal = (action: StoreOrderAction, status: OrderStatus) =>
  `This order cannot be ${action === "ship" ? "shipped" : action === "deliver" ? "marked delivered" : "cancelled"}: it is ${WORDS[status]}.`;
