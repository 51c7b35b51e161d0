import type { Deps } from "../../platform/deps.ts";
import * as repo from "./repo.ts";

/** What this module does when something happens elsewhere. */
export function cartListeners({ bus, realtime }: Pick<Deps, "bus" | "realtime">): void {
  bus.within("account.deleted", (tx, { userId }) => repo.forgetPerson(tx, userId));
  // What was bought leaves the cart with the payment; the rest of the cart stays.
  bus.within("checkout.paid", (tx, { userId, variantIds }) => repo.forgetBought(tx, userId, variantIds));
  bus.live("checkout.paid", ({ userId }) => realtime.toUser(userId, "changed", { topic: "cart" }));
}
