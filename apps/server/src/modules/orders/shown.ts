// An order as its buyer and its store see it: the summary of a list and the whole order.
import { BUYER_ORDER_ACTIONS, type OrderDetails, type OrderSummary } from "@cbm/contracts";
import type { Executor } from "../../platform/db.ts";
import * as checkoutsRepo from "./checkouts-repo.ts";
import * as repo from "./repo.ts";
import { returnByOf, returnRefusal, shownReturn } from "./returns.ts";
import { actionsOf } from "./states.ts";
import type { OrderLineRow, OrderRow } from "./tables.ts";

export const summaryOf = (order: OrderRow, lines: OrderLineRow[]): OrderSummary => ({
  id: order.id,
  store: order.store,
  status: order.status,
  total: order.totalMinor,
  currency: order.currency,
  itemCount: lines.reduce((sum, line) => sum + line.quantity, 0),
  images: lines.flatMap((line) => line.image ?? []).slice(0, 3),
  createdAt: order.createdAt.toISOString(),
});

/** The whole order: what was bought, where it goes, how it was paid and what happened to it. */
export async function detailsOf(db: Executor, order: OrderRow): Promise<OrderDetails> {
  const [lines, timeline, checkout, returned] = await Promise.all([
    repo.linesOf(db, [order.id]),
    repo.timelineOf(db, order.id),
    checkoutsRepo.checkoutOf(db, order.checkoutId),
    repo.returnOf(db, order.id),
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
    tracking: order.tracking ?? null,
    cancelReason: order.cancelReason ?? null,
    returnBy: returnByOf(order)?.toISOString() ?? null,
    return: returned ? shownReturn(returned) : null,
    actions: actionsOf(BUYER_ORDER_ACTIONS, order.status).filter(
      (action) => action !== "return" || !returnRefusal(order, returned, new Date()),
    ),
  };
}
