// Giving a charge back: in part or whole, once per key, by a job written in the caller's transaction (so
// a refund is asked for exactly when the change that calls for it commits), retried until the provider
// takes it. Orders refund cancellations and returns; orders and subscriptions refund a charge that came
// for something already ended.
import type { Tx } from "../../platform/db.ts";
import type { Deps } from "../../platform/deps.ts";
import type { Charge } from "../../platform/payments.ts";

export const REFUND_JOB = "payments.refund";

export interface Refund {
  chargeId: string;
  amountMinor: number;
  idempotencyKey: string;
}

/** Asks for the refund once `tx` commits. */
export const refundAfterCommit = (jobs: Deps["jobs"], tx: Tx, refund: Refund) =>
  jobs.enqueue(tx, REFUND_JOB, refund);

/** Gives back the whole of a charge that came for something already ended, so no charge is kept for nothing. */
export const refundOrphan = (jobs: Deps["jobs"], tx: Tx, charge: Charge) =>
  refundAfterCommit(jobs, tx, {
    chargeId: charge.id,
    amountMinor: charge.amountMinor,
    idempotencyKey: `orphan-${charge.id}`,
  });
