// What may happen to a store's order, from which status, and what each change also does: one table that
// the store's actions, the buyer's and the scheduled jobs all move orders by. A move is checked against
// the status in the same statement, so two clicks or two people cannot both make it.
import type { BuyerOrderAction, OrderStatus, StoreOrderAction } from "@cbm/contracts";
import type { Tx } from "../../platform/db.ts";
import type { Deps } from "../../platform/deps.ts";
import { AppError } from "../../platform/errors.ts";
import { refundAfterCommit } from "../payments/index.ts";
import { restoreStock } from "../products/index.ts";
import * as checkoutsRepo from "./checkouts-repo.ts";
import type { OrderMoved } from "./events.ts";
import * as repo from "./repo.ts";
import type { OrderLineRow, OrderRow } from "./tables.ts";

export type OrderAction = StoreOrderAction | BuyerOrderAction | "complete";

interface Move {
  from: OrderStatus[];
  to: OrderMoved["status"];
  /** The order reaches its buyer with this move: its return window starts, unless it already had. */
  arrives?: true;
}

export const MOVES: Record<OrderAction, Move> = {
  ship: { from: ["paid"], to: "shipped" },
  deliver: { from: ["shipped"], to: "delivered", arrives: true },
  cancel: { from: ["paid"], to: "cancelled" },
  "confirm-receipt": { from: ["shipped", "delivered"], to: "completed", arrives: true },
  complete: { from: ["delivered"], to: "completed" },
  return: { from: ["delivered", "completed"], to: "return_requested" },
  "receive-return": { from: ["return_requested"], to: "returned" },
  refund: { from: ["return_requested", "returned"], to: "refunded" },
  "decline-return": { from: ["return_requested"], to: "completed" },
};

/** Who moved the order: the other side is told. */
export type Mover = OrderMoved["by"];

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

/** What a refused move says before the status it met. */
const CANNOT: Record<OrderAction, string> = {
  ship: "This order cannot be shipped",
  deliver: "This order cannot be marked delivered",
  cancel: "This order cannot be cancelled",
  "confirm-receipt": "This order cannot be confirmed as received",
  complete: "This order cannot be completed",
  return: "This order cannot be returned",
  "receive-return": "This order cannot be marked as returned",
  refund: "This order cannot be refunded",
  "decline-return": "This order's return cannot be declined",
};

/** The 409's message when `action` cannot move an order in `status`. */
export const refusalOf = (action: OrderAction, status: OrderStatus) =>
  `${CANNOT[action]}: it is ${WORDS[status]}.`;

type Returned = { line: OrderLineRow | undefined; quantity: number }[];

/** Puts lines back into the stock of their variants (a line whose variant is gone has none to go to). */
const restock = (tx: Tx, returned: Returned) =>
  restoreStock(
    tx,
    returned.flatMap(({ line, quantity }) =>
      line?.variantId ? [{ variantId: line.variantId, quantity }] : [],
    ),
  );

export function orderMoves({ bus, jobs }: Pick<Deps, "bus" | "jobs">) {
  /** Gives `amountMinor` of the order's charge back, by a job after commit, once per key. */
  async function refund(tx: Tx, order: OrderRow, amountMinor: number, idempotencyKey: string) {
    const checkout = await checkoutsRepo.checkoutOf(tx, order.checkoutId);
    if (!checkout?.chargeId) return;
    await refundAfterCommit(jobs, tx, { chargeId: checkout.chargeId, amountMinor, idempotencyKey });
  }

  /** A cancellation puts all the stock back and refunds the whole order. */
  async function cancelled(tx: Tx, order: OrderRow) {
    const lines = await repo.linesOf(tx, [order.id]);
    await restock(
      tx,
      lines.map((line) => ({ line, quantity: line.quantity })),
    );
    await refund(tx, order, order.totalMinor, `order-refund-${order.id}`);
  }

  /** The returned lines go back into stock once, whether the store received the parcel or refunded first. */
  async function restocked(tx: Tx, order: OrderRow) {
    const returned = await repo.restockedReturn(tx, order.id);
    if (!returned) return;
    const lines = await repo.linesOf(tx, [order.id]);
    await restock(
      tx,
      returned.lines.map(({ lineId, quantity }) => ({
        line: lines.find((line) => line.id === lineId),
        quantity,
      })),
    );
  }

  /** Accepting a return refunds what it comes to, and restocks it if the parcel was not received yet. */
  async function refunded(tx: Tx, order: OrderRow) {
    await restocked(tx, order);
    const returned = await repo.returnOf(tx, order.id);
    if (returned) await refund(tx, order, returned.amountMinor, `order-return-refund-${order.id}`);
  }

  const ALSO: Partial<Record<OrderAction, (tx: Tx, order: OrderRow) => Promise<void>>> = {
    cancel: cancelled,
    "receive-return": restocked,
    refund: refunded,
  };

  /** Moves the order by `action`, or refuses with a 409 that says why. */
  return async function move(
    tx: Tx,
    order: OrderRow,
    action: OrderAction,
    by: Mover,
    fields: Partial<OrderRow> = {},
  ): Promise<OrderRow> {
    const { from, to, arrives } = MOVES[action];
    const arrived = arrives ? { deliveredAt: order.deliveredAt ?? new Date() } : {};
    const changed = await repo.moved(tx, order.id, from, to, { ...arrived, ...fields });
    if (!changed) throw AppError.conflict(refusalOf(action, order.status));
    await ALSO[action]?.(tx, changed);
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
