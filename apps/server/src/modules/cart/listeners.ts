import type { Bus } from "../../platform/bus.ts";
import * as repo from "./repo.ts";

/** What this module does when something happens elsewhere. */
export function cartListeners(bus: Bus): void {
  bus.within("account.deleted", (tx, { userId }) => repo.forgetPerson(tx, userId));
  // What was bought leaves the cart with the payment; the rest of the cart stays.
  bus.within("checkout.paid", (tx, { userId, variantIds }) => repo.forgetBought(tx, userId, variantIds));
}
