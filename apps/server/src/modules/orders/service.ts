import type { CheckoutBody, OrderDetails, OrderPage, PageQuery } from "@cbm/contracts";
import type { Deps } from "../../platform/deps.ts";
import { AppError } from "../../platform/errors.ts";
import { numberedPage, pagingOf } from "../../platform/paging.ts";
import { checkoutFlow } from "./checkout.ts";
import * as repo from "./repo.ts";
import { detailsOf, summaryOf } from "./shown.ts";

/** Buying: checkout, and the buyer's orders. */
export function ordersService(deps: Pick<Deps, "database" | "payments" | "bus" | "jobs">) {
  const { db } = deps.database;
  const flow = checkoutFlow(deps);

  return {
    checkout: (userId: string, idempotencyKey: string, body: CheckoutBody) =>
      flow.checkout(userId, idempotencyKey, body),

    settle: flow.settle,

    fulfilIn: flow.fulfilIn,

    shippingOptions: flow.shippingOptions,

    /** What refunding a whole order gives back, and from which charge. */
    async refundOf(orderId: string): Promise<{ chargeId: string; amountMinor: number } | undefined> {
      const order = await repo.orderById(db, orderId);
      if (!order) return undefined;
      const checkout = await repo.checkoutOf(db, order.checkoutId);
      return checkout?.chargeId ? { chargeId: checkout.chargeId, amountMinor: order.totalMinor } : undefined;
    },

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
      if (!order) throw AppError.notFound("We could not find this order.");
      return detailsOf(db, order);
    },
  };
}

export type OrdersService = ReturnType<typeof ordersService>;
