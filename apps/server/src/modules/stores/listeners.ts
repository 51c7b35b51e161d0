import type { Bus } from "../../platform/bus.ts";
import { markedOnce } from "../../platform/kept.ts";
import * as repo from "./repo.ts";
import type { StoresService } from "./service.ts";

/** What this module does when something happens elsewhere. */
export function storesListeners(bus: Bus, stores: StoresService): void {
  bus.within("account.opened", async (tx, { userId, roles, fullName }) => {
    if (roles.includes("retailer")) await stores.openStores([{ id: userId, name: fullName }], tx);
  });
  bus.within("products.counted", (tx, { storeId, activeProducts }) =>
    repo.setProductCount(tx, storeId, activeProducts),
  );
  const markOrdered = markedOnce(repo.markOrdered);
  bus.within("checkout.paid", (tx, { storeIds }) => markOrdered(tx, storeIds));
  // The store closes with its owner's account: shoppers no longer find it or its products.
  bus.within("account.deleted", (tx, { userId }) => repo.suspendStoreOf(tx, userId));
}
