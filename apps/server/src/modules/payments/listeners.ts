import type { Deps } from "../../platform/deps.ts";
import { REFUND_JOB, type Refund } from "./refunds.ts";
import * as repo from "./repo.ts";
import { DETACH_CARD_JOB } from "./service.ts";

/** What this module does when something happens elsewhere. */
export function paymentsListeners({ bus, jobs, payments }: Pick<Deps, "bus" | "jobs" | "payments">): void {
  jobs.define<Refund>(REFUND_JOB, async (refund) => {
    await payments.refund(refund);
  });
  jobs.define<{ providerMethodId: string }>(DETACH_CARD_JOB, ({ providerMethodId }) =>
    payments.detachCard(providerMethodId),
  );
  // The cards go with the account; the provider forgets them after, each in a job of its own.
  bus.within("account.deleted", async (tx, { userId }) => {
    for (const providerMethodId of await repo.forgetPerson(tx, userId)) {
      await jobs.enqueue(tx, DETACH_CARD_JOB, { providerMethodId });
    }
  });
}
