// What may happen to a store's order, from which status, and what each change also does: one table that
// the store's actions, the buyer's and the scheduled jobs all move orders by. A move is checked against
// the status in the same statement, so two clicks or two people cannot both make it.
import type { BuyerOrderAction, OrderStatus, StoreOrderAction } from "@cbm/contracts";
import type { Tx } from "../../platform/db.ts";
import type { Deps } from "../../platform/deps.ts";
import { AppError } from "../../platform/errors.ts";
import { restoreStock } from "../products/index.ts";
import * as repo from "./repo.ts";
import type { OrderRow } from "./tables.ts";

export type OrderAction = StoreOrderAction | BuyerOrderAction | "complete";

export const MOVES: Record<OrderAction, { from: OrderStatus[]; to: Moved }> = {
  ship: { from: ["paid"], to: "shipped" },
  deliver: { from: ["shipped"], to: "delivered" },
  cancel: { from: ["paid"], to: "cancelled" },
  "confirm-receipt": { from: ["shipped", "delivered"], to: "completed" },
  complete: { from: ["delivered"], to: "completed" },
};

type Moved = "shipped" | "delivered" | "cancelled" | "completed";

/** Who moved the order: the other side is told. */
export type Mover = "store" | "buyer" | "clock";

/** What `actions` may do with an order in this status. */
export const actionsOf = <A extends OrderAction>(actions: readonly A[], status: OrderStatus): A[] =>
  actions.filter((action) => MOVES[action].from.includes(status));

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

const DONE: Record<OrderAction, string> = {
  ship: "shipped",
  deliver: "marked delivered",
  cancel: "cancelled",
  "confirm-receipt": "confirmed as received",
  complete: "completed",
};

/** The job that gives a charge back, in part or whole, once per key (listeners.ts runs it). */
export const REFUND_JOB = "orders.refund";
export interface RefundJob {
  chargeId: string;
  amountMinor: number;
  idempotencyKey: string;
}

export function orderMoves({ bus, jobs }: Pick<Deps, "bus" | "jobs">) {
  /** A cancellation also puts the stock back, and refunds the buyer by a job after commit. */
  async function cancelled(tx: Tx, order: OrderRow): Promise<void> {
    const lines = await repo.linesOf(tx, [order.id]);
    await restoreStock(
      tx,
      lines.flatMap((line) =>
        line.variantId ? [{ variantId: line.variantId, quantity: line.quantity }] : [],
      ),
    );
    const checkout = await repo.checkoutOf(tx, order.checkoutId);
    if (checkout?.chargeId) {
      const refund: RefundJob = {
        chargeId: checkout.chargeId,
        amountMinor: order.totalMinor,
        idempotencyKey: `order-refund-${order.id}`,
      };
      await jobs.enqueue(tx, REFUND_JOB, refund);
    }
  }

  /** Moves the order by `action`, or refuses with a 409 that says why. */
  return async function move(
    tx: Tx,
    order: OrderRow,
    action: OrderAction,
    by: Mover,
    fields: Partial<OrderRow> = {},
  ): Promise<OrderRow> {
    const { from, to } = MOVES[action];
    const changed = await repo.moved(tx, order.id, from, to, fields);
    if (!changed)
      throw AppError.conflict(`This order cannot be ${DONE[action]}: it is ${WORDS[order.status]}.`);
    if (to === "cancelled") await cancelled(tx, changed);
    await bus.emit(tx, "order.moved", {
      orderId: changed.id,
      userId: changed.userId,
      storeId: changed.store.id,
      storeName: changed.store.name,
      buyerName: changed.address.fullName,
      status: to,
      by,
      totalMinor: changed.totalMinor,
      currency: changed.currency,
    });
    return changed;
  };
}
