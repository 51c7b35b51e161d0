import type { CheckoutBody, OrderDetails, OrderPage, OrderSummary, PageQuery } from "@cbm/contracts";
import type { Deps } from "../../platform/deps.ts";
import { AppError } from "../../platform/errors.ts";
import { numberedPage, pagingOf } from "../../platform/paging.ts";
import { checkoutFlow } from "./checkout.ts";
import * as repo from "./repo.ts";
import type { OrderLineRow, OrderRow } from "./tables.ts";

const summaryOf = (order: OrderRow, lines: OrderLineRow[]): OrderSummary => ({
  id: order.id,
  store: order.store,
  status: order.status,
  total: order.totalMinor,
  currency: order.currency,
  itemCount: lines.reduce((sum, line) => sum + line.quantity, 0),
  images: lines.flatMap((line) => line.image ?? []).slice(0, 3),
  createdAt: order.createdAt.toISOString(),
});

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
      const [lines, timeline, checkout] = await Promise.all([
        repo.linesOf(db, [order.id]),
        repo.timelineOf(db, order.id),
        repo.checkoutOf(db, order.checkoutId),
      ]);
      return {
        ...summaryOf(order, lines),
        lines: lines.map((line) => ({
          id: line.id,
          productId: line.productId,
          title: line.title,
          size: line.size,
          colour: line.colour,
          image: line.image ?? null,
          unitPriceMinor: line.unitPriceMinor,
          quantity: line.quantity,
          lineTotalMinor: line.unitPriceMinor * line.quantity,
        })),
        itemsTotal: order.itemsMinor,
        shippingTotal: order.shippingMinor,
        address: order.address,
        shippingMethod: order.shippingMethod,
        card: checkout?.card ?? null,
        shipBy: order.shipBy?.toISOString() ?? null,
        timeline: timeline.map((event) => ({ status: event.status, at: event.at.toISOString() })),
      };
    },
  };
}

export type OrdersService = ReturnType<typeof ordersService>;
