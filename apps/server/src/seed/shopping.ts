// The demo customer's shopping, through the same use cases as the app (after the rest of the demo data
// committed: a charge goes to the payment provider, outside CBM's transactions): a delivery address, a
// saved test card, orders from three stores in every status a buyer meets, moved there by their store
// and their buyer as the app would (the demo retailer's store has one to ship and a return to handle),
// and a cart with lines from two stores.
import { randomBytes } from "node:crypto";
import { testPaymentMethodOf } from "@cbm/contracts";
import { addressesService } from "../modules/addresses/index.ts";
import { cartService } from "../modules/cart/index.ts";
import { ordersService, storeOrders } from "../modules/orders/index.ts";
import { outfitAuthorOf } from "../modules/outfits/index.ts";
import { paymentsService } from "../modules/payments/index.ts";
import { buyableVariantsOf } from "../modules/products/index.ts";
import { methodsOf, sellingStoreOf } from "../modules/stores/index.ts";
import type { UserRow } from "../modules/users/index.ts";
import type { Deps } from "../platform/deps.ts";

/** A store of `owner` with two variants to sell (three or more left of each) and a shipping method. */
async function storeToBuyFrom(deps: Deps, owner: UserRow) {
  const { db } = deps.database;
  const store = await sellingStoreOf(db, owner.id);
  if (!store) return undefined;
  const [method] = await methodsOf(db, store.id, true);
  const [first, second] = await buyableVariantsOf(db, store.id, 3, 2);
  return method && first && second
    ? { ownerId: owner.id, storeId: store.id, methodId: method.id, variantIds: [first, second] as const }
    : undefined;
}

type Store = NonNullable<Awaited<ReturnType<typeof storeToBuyFrom>>>;

/** Who buys, where it goes and how it is paid. */
interface Buyer {
  id: string;
  addressId: string;
  cardId: string;
}

/** Orders of one of a store's variants, each taken as far along as its store and buyer would take it. */
function demoOrders(deps: Deps, buyer: Buyer) {
  const cart = cartService(deps, outfitAuthorOf);
  const orders = ordersService(deps);
  const stores = storeOrders(deps);

  async function paid(store: Store, variantId: string): Promise<string> {
    await cart.add(buyer.id, { variantId, quantity: 1 });
    const checkout = await orders.checkout(buyer.id, randomBytes(16).toString("hex"), {
      addressId: buyer.addressId,
      shippingMethods: { [store.storeId]: store.methodId },
      paymentMethodId: buyer.cardId,
    });
    return checkout.orders[0]?.id ?? "";
  }
  async function shipped(store: Store, variantId: string) {
    const id = await paid(store, variantId);
    const trackingNumber = `6A${randomBytes(5).toString("hex").toUpperCase()}`;
    await stores.ship(store.ownerId, id, { carrier: "Colissimo", trackingNumber });
    return id;
  }
  async function delivered(store: Store, variantId: string) {
    const id = await shipped(store, variantId);
    await stores.deliver(store.ownerId, id);
    return id;
  }
  async function completed(store: Store, variantId: string) {
    const id = await shipped(store, variantId);
    await orders.act(buyer.id, id, "confirm-receipt");
    return id;
  }
  async function cancelled(store: Store, variantId: string) {
    const id = await paid(store, variantId);
    await stores.cancel(store.ownerId, id, { reason: "The last one had a flaw in the weave." });
    return id;
  }
  async function returnRequested(store: Store, variantId: string) {
    const id = await delivered(store, variantId);
    const [line] = (await orders.get(buyer.id, id)).lines;
    const reason = "The fit is too loose on the shoulders.";
    await orders.requestReturn(buyer.id, id, { lines: [{ lineId: line?.id ?? "", quantity: 1 }], reason });
    return id;
  }
  async function refunded(store: Store, variantId: string) {
    const id = await returnRequested(store, variantId);
    await stores.receiveReturn(store.ownerId, id);
    await stores.refund(store.ownerId, id);
    return id;
  }
  return { paid, shipped, delivered, completed, cancelled, returnRequested, refunded };
}

export async function seedShopping(deps: Deps, people: UserRow[]): Promise<string> {
  const customer = people.find((person) => person.email === "customer@example.com");
  if (!customer) return "no shopping";
  const sellers: Store[] = [];
  for (const owner of people.filter((person) => person.roles.includes("retailer"))) {
    const store = await storeToBuyFrom(deps, owner);
    if (store) sellers.push(store);
    if (sellers.length === 3) break;
  }
  const [own, other, third] = sellers;
  if (!own || !other || !third) return "no shopping";

  const address = await addressesService(deps).create(customer.id, {
    label: "Home",
    fullName: `${customer.firstName} ${customer.lastName}`,
    line1: "18 Rue des Archives",
    city: "Paris",
    postalCode: "75004",
    country: "FR",
  });
  const card = await paymentsService(deps).save(customer.id, {
    paymentMethodId: testPaymentMethodOf("pm_card_visa", 8, new Date().getFullYear() + 3),
  });
  const demo = demoOrders(deps, { id: customer.id, addressId: address.id, cardId: card.id });
  // The demo retailer's store has an order to ship and a return to handle.
  await demo.paid(own, own.variantIds[0]);
  await demo.returnRequested(own, own.variantIds[1]);
  await demo.shipped(other, other.variantIds[0]);
  await demo.delivered(other, other.variantIds[1]);
  await demo.completed(other, other.variantIds[0]);
  await demo.cancelled(third, third.variantIds[0]);
  await demo.refunded(third, third.variantIds[1]);

  const cart = cartService(deps, outfitAuthorOf);
  const waiting = [own.variantIds[0], ...third.variantIds];
  for (const variantId of waiting) await cart.add(customer.id, { variantId, quantity: 1 });
  return `7 orders and ${waiting.length} cart lines for the demo customer`;
}
