import type { Bus } from "../../platform/bus.ts";
import { markedOnce } from "../../platform/kept.ts";
import { markOrdered } from "./purchasables.ts";

/** What this module does when something happens elsewhere. */
export function productsListeners(bus: Bus): void {
  const markOnce = markedOnce(markOrdered);
  bus.within("checkout.paid", (tx, { productIds }) => markOnce(tx, productIds));
}
