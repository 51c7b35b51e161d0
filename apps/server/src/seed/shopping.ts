// The demo customer's shopping, through the same use cases as the app (after the rest of the demo data
// committed: a charge goes to the payment provider, outside CBM's transactions): a delivery address, a
// saved test card, paid orders from the demo retailer's store (which has them to ship) and from another
// store, and a cart with lines from two stores.
import { randomBytes } from "node:crypto";
import { testPaymentMethodOf } from "@cbm/contracts";
import { addressesService } from "../modules/addresses/index.ts";
import { cartService } from "../modules/cart/index.ts";
import { ordersService } from "../modules/orders/index.ts";
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
  const variantIds = await buyableVariantsOf(db, store.id, 3, 2);
  return method && variantIds.length === 2
    ? { storeId: store.id, methodId: method.id, variantIds }
    : undefined;
}

export async function seedShopping(deps: Deps, people: UserRow[]): Promise<string> {
  const customer = people.find((person) => person.email === "customer@example.com");
  if (!customer) return "no shopping";
  const stores = [];
  for (const owner of people.filter((person) => person.roles.includes("retailer"))) {
    const store = await storeToBuyFrom(deps, owner);
    if (store) stores.push(store);
    if (stores.length === 3) break;
  }
  const [own, other, third] = stores;
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
  const cart = cartService(deps);
  const orders = ordersService(deps);
  for (const store of [own, other]) {
    for (const variantId of store.variantIds) await cart.add(customer.id, { variantId, quantity: 1 });
    await orders.checkout(customer.id, randomBytes(16).toString("hex"), {
      addressId: address.id,
      shippingMethods: { [store.storeId]: store.methodId },
      paymentMethodId: card.id,
    });
  }
  const waiting = [...own.variantIds.slice(0, 1), ...third.variantIds];
  for (const variantId of waiting) await cart.add(customer.id, { variantId, quantity: 1 });
  return `2 paid orders and ${waiting.length} cart lines for the demo customer`;
}
