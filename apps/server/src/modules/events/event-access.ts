// An event as the use cases reach it: seen by the viewer (404 when hidden, as an unknown one), or the
// host's and still open to changes; and the transaction it is changed in.
import { type Db, type Executor, inTransaction, type Tx } from "../../platform/db.ts";
import { AppError } from "../../platform/errors.ts";
import * as repo from "./repo.ts";
import { isClosed, pageOf } from "./shown.ts";
import type { EventRow } from "./tables.ts";
import type { EventViewer } from "./visibility.ts";

export const NOT_FOUND = "We could not find this event.";
export const HOST_ONLY = "Only the event's host can do this.";
export const CLOSED = "This event is over or cancelled: it can no longer be changed.";

/** What each use case starts from: the event as the viewer sees it or as its host changes it. */
export function eventAccess(db: Db) {
  /** `work` in the caller's transaction (the demo seed's), or in one of its own. */
  const transaction = <T>(work: (tx: Tx) => Promise<T>, tx?: Tx) => (tx ? work(tx) : inTransaction(db, work));

  async function seen(executor: Executor, viewer: EventViewer, id: string): Promise<repo.SummaryRow> {
    const row = await repo.eventSeen(executor, viewer, id);
    if (!row) throw AppError.notFound(NOT_FOUND);
    return row;
  }

  /** The host's event, locked for the change, and still open to changes. */
  async function hostedOpen(tx: Tx, viewer: EventViewer, id: string): Promise<EventRow> {
    const { event } = await seen(tx, viewer, id);
    if (event.hostId !== viewer.userId) throw AppError.forbidden(HOST_ONLY);
    const locked = await repo.lockedEvent(tx, id);
    if (!locked) throw AppError.notFound(NOT_FOUND);
    if (isClosed(locked.status)) throw AppError.conflict(CLOSED);
    return locked;
  }

  const pageFor = async (executor: Executor, viewer: EventViewer, id: string) =>
    pageOf(executor, viewer, await seen(executor, viewer, id));

  return { transaction, seen, hostedOpen, pageFor };
}

export type EventAccess = ReturnType<typeof eventAccess>;
