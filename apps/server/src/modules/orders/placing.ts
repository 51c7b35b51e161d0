// Placing a checkout's orders: the cart's buyable lines of each chosen store, its shipping to the
// address, the stock taken by conditional updates and the pending orders written, in the caller's
// transaction; and what a checkout took, to put it back.
import type { Cart, CartStore, CheckoutBody } from "@cbm/contracts";
import type { Bus } from "../../platform/bus.ts";
import type { Tx } from "../../platform/db.ts";
import { AppError } from "../../platform/errors.ts";
import { addressOf } from "../addresses/index.ts";
import { cartOfUser } from "../cart/index.ts";
import { takeStock } from "../products/index.ts";
import { deliveriesBy } from "../stores/index.ts";
import * as checkoutsRepo from "./checkouts-repo.ts";
import * as repo from "./repo.ts";
import type { CheckoutRow, OrderRow } from "./tables.ts";

const storeField = (storeId: string) => `shippingMethods.${storeId}`;

type Method = { countries: string[]; priceMinor: number; freeOverMinor: number | null };

/** A method with no countries delivers everywhere. */
export const delivers = (method: Method, country: string) =>
  method.countries.length === 0 || method.countries.includes(country);

/** The shipping a store's items pay: nothing once they reach the method's free-over threshold. */
export const shippingFor = (method: Method, itemsMinor: number) =>
  method.freeOverMinor !== null && itemsMinor >= method.freeOverMinor ? 0 : method.priceMinor;

export const itemsOf = (part: CartStore) =>
  part.lines.filter((line) => !line.problem).reduce((sum, line) => sum + line.lineTotalMinor, 0);

/**
 * The store's lines that can be bought now. A store the cart holds nothing of is a mistake (400); one whose
 * every line sold out or closed meanwhile is a conflict with the shop as it is now (409), named line by line.
 */
function buyableOf(cart: Cart, storeId: string): CartStore {
  const part = cart.stores.find((each) => each.store.id === storeId);
  const lines = part?.lines.filter((line) => !line.problem) ?? [];
  if (!part) throw AppError.field(storeField(storeId), "Your cart holds nothing from this store.");
  if (lines.length === 0) {
    const why = part.lines.map((line) => `${line.title} (${line.size}): ${line.message}`).join(" ");
    throw AppError.conflict(`Nothing from ${part.store.name} can be bought now. ${why} Nothing was charged.`);
  }
  return { ...part, lines };
}

/**
 * Writes the pending orders of the cart's lines of the stores chosen, in the caller's transaction, and
 * answers them with the lines whose stock the caller takes last (`takeStockOf`).
 */
export async function prepare(
  tx: Tx,
  bus: Bus,
  checkout: CheckoutRow,
  body: CheckoutBody,
): Promise<{ orders: OrderRow[]; lines: PlacedLine[] }> {
  const { userId } = checkout;
  const address = await addressOf(tx, userId, body.addressId);
  if (!address) throw AppError.field("addressId", "We could not find this address.");
  const cart = await cartOfUser(tx, userId);
  const parts = Object.entries(body.shippingMethods).map(([storeId, methodId]) => ({
    part: buyableOf(cart, storeId),
    methodId,
  }));
  const currencies = new Set(parts.map(({ part }) => part.currency));
  if (currencies.size > 1) {
    throw AppError.field(
      "shippingMethods",
      "Stores that sell in different currencies are paid for in separate checkouts: choose the stores of one currency.",
    );
  }
  const deliveries = await deliveriesBy(
    tx,
    parts.map(({ part, methodId }) => ({ storeId: part.store.id, methodId })),
  );
  const placed = [];
  for (const { part, methodId } of parts) {
    const method = deliveries.get(methodId);
    if (!method)
      throw AppError.field(storeField(part.store.id), "Choose one of the store's shipping methods.");
    if (!delivers(method, address.country)) {
      throw AppError.field(
        storeField(part.store.id),
        `${method.name} does not deliver to ${address.country}.`,
      );
    }
    const itemsMinor = itemsOf(part);
    const shippingMinor = shippingFor(method, itemsMinor);
    placed.push({
      checkoutId: checkout.id,
      userId,
      storeId: part.store.id,
      status: "pending_payment" as const,
      currency: part.currency,
      itemsMinor,
      shippingMinor,
      totalMinor: itemsMinor + shippingMinor,
      store: part.store,
      shippingMethod: { name: method.name, minDays: method.minDays, maxDays: method.maxDays },
      address: {
        fullName: address.fullName,
        line1: address.line1,
        line2: address.line2,
        city: address.city,
        region: address.region,
        postalCode: address.postalCode,
        country: address.country,
        phone: address.phone,
      },
      handlingDays: method.handlingDays,
      returnDays: method.returnDays,
      lines: part.lines.map((line) => ({
        productId: line.productId,
        variantId: line.variantId,
        title: line.title,
        size: line.size,
        colour: line.colour,
        image: line.image,
        unitPriceMinor: line.unitPriceMinor,
        quantity: line.quantity,
        outfitId: line.outfit?.id ?? null,
        outfitAuthorId: line.outfit?.author.id ?? null,
        eventId: line.eventId,
      })),
    });
  }
  const lines = placed.flatMap((order) => order.lines);
  await bus.emit(tx, "checkout.placing", {
    checkoutId: checkout.id,
    userId,
    heldVariantIds: parts.flatMap(({ part }) =>
      part.lines.filter((line) => line.heldQuantity > 0).map((line) => line.variantId),
    ),
  });
  return { orders: await checkoutsRepo.insertOrders(tx, placed), lines };
}

type PlacedLine = { variantId: string; quantity: number; title: string; size: string };

/**
 * Takes the placed orders' stock, the caller's last step before its commit: the variants stay locked from
 * here to the commit, and every buyer of a variant waits that long. A line short of stock undoes it all
 * with a 409 naming what sold out, and nothing is charged.
 */
export async function takeStockOf(tx: Tx, lines: PlacedLine[]): Promise<void> {
  const short = new Set(
    await takeStock(
      tx,
      lines.map(({ variantId, quantity }) => ({ variantId, quantity })),
    ),
  );
  if (short.size > 0) {
    const named = lines
      .filter((line) => short.has(line.variantId))
      .map((line) => `${line.title} (${line.size})`);
    throw AppError.conflict(
      `Sold out while you were checking out: ${named.join(", ")}. Nothing was charged.`,
    );
  }
}

/** The stock the checkout's orders took. */
export async function takenBy(tx: Tx, checkoutId: string) {
  const orders = await repo.ordersOfCheckout(tx, checkoutId);
  const lines = await repo.linesOf(
    tx,
    orders.map((order) => order.id),
  );
  return lines.flatMap((line) =>
    line.variantId ? [{ variantId: line.variantId, quantity: line.quantity }] : [],
  );
}
