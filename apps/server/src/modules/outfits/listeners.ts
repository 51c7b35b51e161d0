import type { Deps } from "../../platform/deps.ts";
import { forgetPerson } from "./engagement-repo.ts";
import { trimInboxes } from "./feeds.ts";
import { forgetItems } from "./repo.ts";

/** Every day at 04:00 UTC, when the feeds are quietest. */
const TRIM_INBOXES_AT = "0 4 * * *";

/** What this module does when something happens elsewhere, and on its schedule. */
export function outfitsListeners({ bus, jobs, database }: Pick<Deps, "bus" | "jobs" | "database">): void {
  bus.within("closet-items.deleting", (tx, { itemIds }) => forgetItems(tx, itemIds));
  bus.within("account.deleted", (tx, { userId }) => forgetPerson(tx, userId));
  jobs.schedule("outfits.trim-inboxes", TRIM_INBOXES_AT, async () => {
    await trimInboxes(database.db);
  });
}
