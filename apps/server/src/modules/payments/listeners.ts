import type { Bus } from "../../platform/bus.ts";
import type { JobRunner } from "../../platform/jobs.ts";
import * as repo from "./repo.ts";
import { DETACH_CARD_JOB } from "./service.ts";

/** What this module does when something happens elsewhere. */
export function paymentsListeners(bus: Bus, jobs: JobRunner): void {
  // The cards go with the account; the provider forgets them after, each in a job of its own.
  bus.within("account.deleted", async (tx, { userId }) => {
    for (const providerMethodId of await repo.forgetPerson(tx, userId)) {
      await jobs.enqueue(tx, DETACH_CARD_JOB, { providerMethodId });
    }
  });
}
