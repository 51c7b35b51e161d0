import type { Deps } from "../../platform/deps.ts";
import type { DealsService } from "./deals.ts";

/**
 * A checkout takes over the buyer's reserved deal units and pays them; every minute the clock releases
 * those not paid and closes the deals whose time ran out.
 */
export function liveListeners({ bus, jobs }: Pick<Deps, "bus" | "jobs">, deals: DealsService): void {
  bus.within("checkout.placing", (tx, { userId, heldVariantIds }) =>
    deals.handOver(tx, userId, heldVariantIds),
  );
  bus.within("checkout.paid", (tx, { userId, variantIds }) => deals.paid(tx, userId, variantIds));
  jobs.schedule("live.keep-time", "* * * * *", () => deals.keepTime(new Date()));
}
