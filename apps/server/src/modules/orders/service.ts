import type {
  BuyerOrderAction,
  CheckoutBody,
  OrderDetails,
  OrderPage,
  PageQuery,
  ReturnBody,
} from "@cbm/contracts";
import { inTransaction } from "../../platform/db.ts";
import type { Deps } from "../../platform/deps.ts";
import { AppError } from "../../platform/errors.ts";
import { numberedPage, pagingOf } from "../../platform/paging.ts";
import { checkoutFlow } from "./checkout.ts";
import * as repo from "./repo.ts";
import { returnAmountOf, returnRefusal } from "./returns.ts";
import { detailsOf, summaryOf } from "./shown.ts";
import { orderMoves } from "./states.ts";

const NOT_FOUND = "We could not find this order.";

/** A delivered order completes by itself this long after delivery (the buyer may confirm it sooner). */
const COMPLETE_AFTER_MS = 7 * 24 * 60 * 60_000;

/** Buying: checkout, and the buyer's orders. */
export function ordersService(deps: Pick<Deps, "database" | "payments" | "bus" | "jobs">) {
  const { db } = deps.database;
  const flow = checkoutFlow(deps);
  const move = orderMoves(deps);

  return {
    checkout: (userId: string, idempotencyKey: string, body: CheckoutBody) =>
      flow.checkout(userId, idempotencyKey, body),

    settle: flow.settle,

    fulfilIn: flow.fulfilIn,

    failedIn: flow.failedIn,

    shippingOptions: flow.shippingOptions,

    async mine(userId: string, query: PageQuery): Promise<OrderPage> {
      const { rows, total } = await repo.orderPage(db, userId, pagingOf(query));
      const lines = await repo.linesOf(
        db,
        rows.map((order) => order.id),
      );
      return numberedPage(
        query,
        rows.map((order) =>
          summaryOf(
            order,
            lines.filter((line) => line.orderId === order.id),
          ),
        ),
        total,
      );
    },

    async get(userId: string, id: string): Promise<OrderDetails> {
      const order = await repo.orderOf(db, userId, id);
      if (!order) throw AppError.notFound(NOT_FOUND);
      return detailsOf(db, order);
    },

    /** Cancels the buyer's order before it ships (a full refund), or confirms it arrived (completed). */
    async act(
      userId: string,
      id: string,
      action: Exclude<BuyerOrderAction, "return">,
    ): Promise<OrderDetails> {
      const order = await inTransaction(db, async (tx) => {
        const current = await repo.orderOf(tx, userId, id);
        if (!current) throw AppError.notFound(NOT_FOUND);
        return move(
          tx,
          current,
          action,
          "buyer",
          action === "cancel" ? { cancelReason: "Cancelled by the buyer" } : {},
        );
      });
      return detailsOf(db, order);
    },

    /** Asks the store to take back lines of a delivered order, within its return window: the return is kept. */
    async requestReturn(userId: string, id: string, body: ReturnBody): Promise<OrderDetails> {
      const order = await inTransaction(db, async (tx) => {
        const current = await repo.orderOf(tx, userId, id);
        if (!current) throw AppError.notFound(NOT_FOUND);
        const refusal = returnRefusal(current, await repo.returnOf(tx, id), new Date());
        if (refusal) throw AppError.conflict(refusal);
        const amountMinor = returnAmountOf(current, await repo.linesOf(tx, [id]), body.lines);
        await repo.insertReturn(tx, { orderId: id, lines: body.lines, reason: body.reason, amountMinor });
        return move(tx, current, "return", "buyer");
      });
      return detailsOf(db, order);
    },

    /** Cancels and refunds paid orders whose ship-by day passed, and completes those delivered a week ago. */
    async keepTime(now: Date): Promise<void> {
      for (const order of await repo.overdue(db, now)) {
        await inTransaction(db, (tx) =>
          move(tx, order, "cancel", "clock", { cancelReason: "The store did not ship it in time." }),
        ).catch(() => undefined);
      }
      for (const order of await repo.deliveredBefore(db, new Date(now.getTime() - COMPLETE_AFTER_MS))) {
        await inTransaction(db, (tx) => move(tx, order, "complete", "clock")).catch(() => undefined);
      }
    },
  };
}

export type OrdersService = ReturnType<typeof ordersService>;
