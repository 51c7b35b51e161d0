import type { Bus } from "../../platform/bus.ts";
import type { AuthorizationService } from "./service.ts";

/** What this module does when something happens elsewhere. */
export function authorizationListeners(bus: Bus, authorization: AuthorizationService): void {
  bus.within("account.deleted", (tx, { userId }) => authorization.endSessionsOf(tx, userId));
}
