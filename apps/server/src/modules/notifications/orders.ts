// What buyers and retailers are told of orders: a notification and a mail each, after the payment commits.
import { CURRENCY_DIGITS, type Currency } from "@cbm/contracts";
import type { Deps } from "../../platform/deps.ts";
import type { OrderMoved, OrderPaid } from "../orders/index.ts";
import { ownerOfStore } from "../stores/index.ts";
import type { UsersService } from "../users/index.ts";
import { html } from "./html.ts";
import { notifier } from "./service.ts";

const money = (amountMinor: number, currency: string) =>
  new Intl.NumberFormat("en-US", { style: "currency", currency }).format(
    amountMinor / 10 ** CURRENCY_DIGITS[currency as Currency],
  );

const items = (count: number) => `${count} ${count === 1 ? "item" : "items"}`;

/** What each side reads when an order moves on, by who moved it; none where that side moved it itself. */
function tidings(order: OrderMoved): { buyer?: string; store?: string } {
  const total = money(order.totalMinor, order.currency);
  switch (`${order.by}:${order.status}`) {
    case "store:shipped":
      return { buyer: "is on its way" };
    case "store:delivered":
      return { buyer: "was delivered" };
    case "store:cancelled":
      return { buyer: "was cancelled by the store and refunded in full" };
    case "clock:cancelled":
      return {
        buyer: "was cancelled and refunded in full: the store did not ship it in time",
        store: `An order of ${total} was cancelled and refunded: it was not shipped in time.`,
      };
    case "buyer:cancelled":
      return {
        store: `${order.buyerName} cancelled their order of ${total}; it is refunded and the stock is back.`,
      };
    case "buyer:completed":
      return { store: `${order.buyerName} confirmed their order of ${total} arrived.` };
    case "buyer:return_requested":
      return { store: `${order.buyerName} asked to return items of their order of ${total}.` };
    case "store:returned":
      return { buyer: "is back with the store: your refund follows" };
    case "store:refunded":
      return { buyer: "was refunded for what you sent back" };
    case "store:completed":
      return { buyer: "is kept as it is: the store declined your return" };
    default:
      return {};
  }
}

export function orderListeners(
  deps: Pick<Deps, "bus" | "config" | "database" | "mailer" | "realtime">,
  users: Pick<UsersService, "byId">,
): void {
  const { bus, database } = deps;
  const { db } = database;
  const notify = notifier(deps);

  /** The buyer's confirmation of a paid order. */
  async function confirm(order: OrderPaid, createdAt: Date) {
    const buyer = await users.byId(order.userId);
    if (!buyer) return;
    const total = money(order.totalMinor, order.currency);
    await notify(
      "orders",
      buyer,
      {
        kind: `order:${order.orderId}`,
        message: html`Your order from <strong>${order.storeName}</strong> is confirmed: ${items(order.itemCount)}, ${total}.`,
        image: order.thumbnail,
        link: `/my-orders/${order.orderId}`,
        createdAt,
      },
      {
        subject: `Your CBM order from ${order.storeName} is confirmed`,
        body: `Thank you for your order from ${order.storeName}: ${items(order.itemCount)}, ${total} with shipping.\nThe store ships it within its handling time; we will tell you when it is on its way.`,
        action: "See your order",
      },
    );
  }

  /**
   * The store's news of a new order, to ship in time. It names the buyer, as the order does, but is not
   * theirs to take back: no actor, so it is stored in one statement, like the order it tells of.
   */
  async function announce(order: OrderPaid, createdAt: Date) {
    const [ownerId, buyer] = [await ownerOfStore(db, order.storeId), await users.byId(order.userId)];
    const owner = ownerId ? await users.byId(ownerId) : undefined;
    if (!owner) return;
    const from = buyer ? `${buyer.firstName} ${buyer.lastName}` : "A customer";
    const total = money(order.totalMinor, order.currency);
    await notify(
      "orders",
      owner,
      {
        kind: `store-order:${order.orderId}`,
        message: html`New order from <strong>${from}</strong>: ${items(order.itemCount)}, ${total}. Ship it in time.`,
        image: order.thumbnail,
        link: `/orders/${order.orderId}`,
        createdAt,
      },
      {
        subject: `New order for ${order.storeName}: ${total}`,
        body: `${from} ordered ${items(order.itemCount)} from ${order.storeName}, ${total} with shipping.\nPack it and ship it within your handling time.`,
        action: "See the order",
      },
    );
  }

  // One job per side: a retry after the store's mail failed never mails the buyer again.
  bus.afterCommit("order.paid", "notifications.order-paid", confirm);
  bus.afterCommit("order.paid", "notifications.store-order-paid", announce);

  bus.afterCommit("order.moved", "notifications.order-moved", async (order, createdAt) => {
    const told = tidings(order);
    const buyer = told.buyer && order.userId ? await users.byId(order.userId) : undefined;
    if (buyer && told.buyer) {
      const said = `Your order from ${order.storeName} ${told.buyer}.`;
      await notify(
        "orders",
        buyer,
        {
          kind: `order-${order.status}:${order.orderId}`,
          message: html`Your order from <strong>${order.storeName}</strong> ${told.buyer}.`,
          link: `/my-orders/${order.orderId}`,
          createdAt,
        },
        { subject: said, body: said, action: "See your order" },
      );
    }
  });

  bus.afterCommit("order.moved", "notifications.store-order-moved", async (order, createdAt) => {
    const told = tidings(order);
    const ownerId = told.store ? await ownerOfStore(db, order.storeId) : undefined;
    const owner = ownerId ? await users.byId(ownerId) : undefined;
    if (owner && told.store) {
      await notify(
        "orders",
        owner,
        {
          kind: `store-order-${order.status}:${order.orderId}`,
          message: html`${told.store}`,
          link: `/orders/${order.orderId}`,
          createdAt,
        },
        { subject: told.store, body: told.store, action: "See the order" },
      );
    }
  });
}
