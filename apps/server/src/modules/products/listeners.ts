import type { Bus } from "../../platform/bus.ts";
import { markOrdered } from "./purchasables.ts";

/** What this module does when something happens elsewhere. */
export function productsListeners(bus: Bus): void {
  bus.within("checkout.paid", (tx, { productIds }) => markOrdered(tx, productIds));
}
