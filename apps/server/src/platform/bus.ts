import { type Tx, whenCommitted } from "./db.ts";
import { DEFAULT_RETRIES, type JobRunner, type RetryPolicy } from "./jobs.ts";

/**
 * Every domain event and what it carries. Each module adds the events it emits from its own files, by
 * declaration merging (`declare module "../../platform/bus.ts" { interface DomainEvents { … } }`), and
 * exports their payload types from its face; so platform knows no module, and a listener sees the
 * emitter's types. Payloads are plain JSON: durable handlers get them back from the outbox.
 */
// biome-ignore lint/suspicious/noEmptyInterface: filled by the modules through declaration merging.
export interface DomainEvents {}

export type EventName = keyof DomainEvents;

/** Runs inside the emitter's transaction: what it writes commits with the change, and a throw undoes both. */
export type TransactionalHandler<E extends EventName> = (tx: Tx, event: DomainEvents[E]) => Promise<void>;

/**
 * Runs after the emitter's transaction committed, from the outbox, retried until it succeeds or is parked;
 * `occurredAt` is the time of the emitter's transaction.
 */
export type DurableHandler<E extends EventName> = (event: DomainEvents[E], occurredAt: Date) => Promise<void>;

/** Runs in this process once the emitter's transaction committed, at most once; it must not throw. */
export type LiveHandler<E extends EventName> = (event: DomainEvents[E]) => void;

/**
 * The domain-event bus. An emitter says what happened, inside its transaction; it never knows who
 * listens. Listeners choose how: `within` the transaction (counters, fan-out, deleting one's own rows),
 * `afterCommit` through the outbox (notifications, mail, webhooks), where each listener gets a job of its
 * own, written in the emitter's transaction and run by the job runner, or `live` once it commits, in
 * this process (pushes to open sockets, which a client missing one makes up for over REST).
 */
export class Bus {
  private readonly transactional = new Map<EventName, Array<TransactionalHandler<never>>>();
  private readonly durable = new Map<EventName, string[]>();
  private readonly immediate = new Map<EventName, Array<LiveHandler<never>>>();

  constructor(private readonly jobs: JobRunner) {}

  live<E extends EventName>(event: E, handler: LiveHandler<E>): void {
    this.immediate.set(event, [...(this.immediate.get(event) ?? []), handler]);
  }

  within<E extends EventName>(event: E, handler: TransactionalHandler<E>): void {
    this.transactional.set(event, [...(this.transactional.get(event) ?? []), handler]);
  }

  /** `job` names the listener's job (`<module>.<what it does>`), unique and stable: queued jobs carry it. */
  afterCommit<E extends EventName>(
    event: E,
    job: string,
    handler: DurableHandler<E>,
    retries: RetryPolicy = DEFAULT_RETRIES,
  ): void {
    this.jobs.define(job, handler, retries);
    this.durable.set(event, [...(this.durable.get(event) ?? []), job]);
  }

  emit<E extends EventName>(tx: Tx, event: E, payload: DomainEvents[E]): Promise<void> {
    return this.emitEach(tx, event, [payload]);
  }

  /** Says that `event` happened several times (each of a checkout's orders was paid): their jobs in one go. */
  async emitEach<E extends EventName>(tx: Tx, event: E, payloads: DomainEvents[E][]): Promise<void> {
    for (const payload of payloads) {
      for (const handler of this.transactional.get(event) ?? []) await handler(tx, payload as never);
    }
    const jobs = this.durable.get(event) ?? [];
    await this.jobs.enqueueAll(
      tx,
      payloads.flatMap((payload) => jobs.map((name) => ({ name, data: payload as object }))),
    );
    for (const payload of payloads) {
      for (const handler of this.immediate.get(event) ?? [])
        whenCommitted(tx, () => handler(payload as never));
    }
  }

  /**
   * Says what one statement has already committed, with no transaction to join (a message sent in one
   * statement). Only live listeners can hear it then: an event that others listen to is refused.
   */
  emitCommitted<E extends EventName>(event: E, payload: DomainEvents[E]): void {
    if (this.transactional.has(event) || this.durable.has(event)) {
      throw new Error(`${event} has listeners that need the emitter's transaction`);
    }
    for (const handler of this.immediate.get(event) ?? []) handler(payload as never);
  }
}
