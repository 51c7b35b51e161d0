// A store's side of its orders (`/orders`): the list, one order, and moving it on: shipped with its
// tracking, delivered, or cancelled with a full refund and its stock put back; a return received back,
// refunded or declined. Every change is checked against the order's status in the same statement
// (states.ts), so two clicks or two people cannot both move it.
import {
  type OrderStatus,
  type ReasonBody,
  type ShipBody,
  STORE_ORDER_ACTIONS,
  type StoreOrderAction,
  type StoreOrderDetails,
  type StoreOrderPage,
  type StoreOrdersQuery,
} from "@cbm/contracts";
import { inTransaction, type Tx } from "../../platform/db.ts";
import type { Deps } from "../../platform/deps.ts";
import { AppError } from "../../platform/errors.ts";
import { numberedPage, pagingOf } from "../../platform/paging.ts";
import { sellingStoreOf } from "../stores/index.ts";
import * as repo from "./repo.ts";
import { detailsOf, summaryOf } from "./shown.ts";
import { actionsOf, orderMoves } from "./states.ts";
import type { OrderRow } from "./tables.ts";

const NOT_FOUND = "We could not find this order in your store.";

const buyerOf = (order: OrderRow) => ({ id: order.userId, fullName: order.address.fullName });

export function storeOrders({ database, bus, jobs }: Pick<Deps, "database" | "bus" | "jobs">) {
  const { db } = database;

  async function storeIdOf(ownerId: string): Promise<string> {
    const store = await sellingStoreOf(db, ownerId);
    if (!store) throw AppError.notFound(NOT_FOUND);
    return store.id;
  }

  async function details(order: OrderRow): Promise<StoreOrderDetails> {
    return {
      ...(await detailsOf(db, order)),
      buyer: buyerOf(order),
      actions: actionsOf(STORE_ORDER_ACTIONS, order.status),
    };
  }

  const moveBy = orderMoves({ bus, jobs });

  /**
   * Moves the store's order by `action` (with `fields` changed, and `also` done in the same transaction),
   * or answers why not (404 for another store's).
   */
  async function move(
    ownerId: string,
    id: string,
    action: StoreOrderAction,
    fields: Partial<OrderRow> = {},
    also?: (tx: Tx) => Promise<void>,
  ): Promise<StoreOrderDetails> {
    const storeId = await storeIdOf(ownerId);
    const order = await inTransaction(db, async (tx) => {
      const current = await repo.storeOrderOf(tx, storeId, id);
      if (!current) throw AppError.notFound(NOT_FOUND);
      const moved = await moveBy(tx, current, action, "store", fields);
      await also?.(tx);
      return moved;
    });
    return details(order);
  }

  return {
    async list(ownerId: string, query: StoreOrdersQuery): Promise<StoreOrderPage> {
      const storeId = await storeIdOf(ownerId);
      const { rows, total } = await repo.storeOrderPage(
        db,
        storeId,
        query.status as OrderStatus,
        pagingOf(query),
      );
      const lines = await repo.linesOf(
        db,
        rows.map((order) => order.id),
      );
      const items = rows.map((order) => ({
        ...summaryOf(
          order,
          lines.filter((line) => line.orderId === order.id),
        ),
        buyer: buyerOf(order),
      }));
      return numberedPage(query, items, total);
    },

    async get(ownerId: string, id: string): Promise<StoreOrderDetails> {
      const order = await repo.storeOrderOf(db, await storeIdOf(ownerId), id);
      if (!order) throw AppError.notFound(NOT_FOUND);
      return details(order);
    },

    ship: (ownerId: string, id: string, body: ShipBody) =>
      move(ownerId, id, "ship", { tracking: { carrier: body.carrier, number: body.trackingNumber } }),

    deliver: (ownerId: string, id: string) => move(ownerId, id, "deliver"),

    cancel: (ownerId: string, id: string, body: ReasonBody) =>
      move(ownerId, id, "cancel", { cancelReason: body.reason }),

    receiveReturn: (ownerId: string, id: string) => move(ownerId, id, "receive-return"),

    refund: (ownerId: string, id: string) => move(ownerId, id, "refund"),

    declineReturn: (ownerId: string, id: string, body: ReasonBody) =>
      move(ownerId, id, "decline-return", {}, (tx) => repo.declineReturn(tx, id, body.reason)),
  };
}

export type StoreOrders = ReturnType<typeof storeOrders>;
