import { type SQL, sql } from "drizzle-orm";
import type { FastifyBaseLogger } from "fastify";
import PgBoss from "pg-boss";
import type { Database, Executor } from "./db.ts";
import { dueQueues, insertedJobs, type Rows, sharedConnection, UNAWAITED } from "./jobs-connection.ts";

/**
 * How a failed job is tried again: up to `retryLimit` more times, the n-th after about
 * `retryDelaySeconds`·2^n (pg-boss adds jitter); after the last it is parked in pg-boss's `failed`
 * state, kept with its error for someone to look at.
 */
export interface RetryPolicy {
  retryLimit: number;
  retryDelaySeconds: number;
}

export const DEFAULT_RETRIES: RetryPolicy = { retryLimit: 5, retryDelaySeconds: 10 };

/** Runs one job; `queuedAt` is when its transaction wrote it, the time of what it follows. */
export type JobHandler<T> = (data: T, queuedAt: Date) => Promise<void>;

interface Kind {
  handler: JobHandler<never>;
  retries: RetryPolicy;
  /** For scheduled jobs: when, as a cron expression in UTC. */
  cron?: string;
}

export interface JobRunnerOptions {
  /** How often the runner looks for due jobs (one statement for every queue). */
  pollingSeconds?: number;
  /** Put before every queue's name: test files sharing one PostgreSQL database each work their own. */
  queuePrefix?: string;
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Jobs a worker takes at a time; a full batch makes it look again at once. */
const BATCH = 20;
/**
 * How often a queue's worker looks by itself: a fallback, since the runner's one look for every queue
 * wakes the workers of queues with due jobs.
 */
const WORKER_OWN_LOOK_SECONDS = 300;

const QUEUE_CREATION_ATTEMPTS = 8;
/** PostgreSQL's deadlock and unique-violation codes: another instance was creating the same thing. */
const lostRace = (error: unknown) => ["40P01", "23505"].includes((error as { code?: string }).code ?? "");

/**
 * The job runner: pg-boss over the application's own database, PostgreSQL or PGlite alike (decision
 * 009). A job is a row written in the caller's transaction (`enqueue`), so it exists exactly when what it
 * follows committed, and survives a crash until some instance runs it. Kinds of job are declared before
 * `start`; each has its queue, worked in batches, every job retried on its own and parked when it keeps
 * failing. Scheduled jobs run on the same queues, once per due time across all instances.
 */
export class JobRunner {
  private readonly kinds = new Map<string, Kind>();
  /** Each queue's worker. */
  private readonly workers = new Map<string, string>();
  private look: NodeJS.Timeout | undefined;
  private readonly boss: PgBoss;
  private started = false;
  /** pg-boss's statements and this runner's batches under way: `stop` waits for them. */
  private busy = 0;

  constructor(
    private readonly database: Database,
    private readonly log: FastifyBaseLogger,
    private readonly options: JobRunnerOptions = {},
  ) {
    this.boss = new PgBoss({ db: this.tolerant(sharedConnection(database)), migrate: false });
    this.boss.on("error", (error) => log.error({ err: error }, "job runner error"));
  }

  /** Declares a kind of job and what runs it; before `start`. */
  define<T>(name: string, handler: JobHandler<T>, retries: RetryPolicy = DEFAULT_RETRIES): void {
    this.declare(name, { handler, retries });
  }

  /** Declares a job that runs at the times `cron` names (UTC), on one instance each time. */
  schedule(name: string, cron: string, handler: JobHandler<Record<string, never>>): void {
    this.declare(name, { handler, retries: DEFAULT_RETRIES, cron });
  }

  /**
   * Writes a job in the caller's transaction: it runs after the transaction commits, and never if it
   * rolls back. Its kind's queue exists once a runner has started on this database.
   */
  async enqueue<T extends object>(tx: Executor, name: string, data: T): Promise<void> {
    await this.enqueueAll(tx, [{ name, data }]);
  }

  /** Writes several jobs as `enqueue` does, in one statement. */
  async enqueueAll(tx: Executor, jobs: { name: string; data: object }[]): Promise<void> {
    if (jobs.length === 0) return;
    const rows = jobs.map(({ name, data }) => {
      const kind = this.kinds.get(this.queue(name));
      if (!kind) throw new Error(`job ${name} is not declared`);
      const { retryLimit, retryDelaySeconds } = kind.retries;
      return { name: this.queue(name), data, retryLimit, retryDelay: retryDelaySeconds, retryBackoff: true };
    });
    if ((await insertedJobs(tx, rows)) < rows.length) {
      throw new Error(
        `jobs ${jobs.map((job) => job.name).join(", ")}: a queue is missing; start a job runner on this database first`,
      );
    }
  }

  /** Creates the queues that are missing, then works every queue and keeps the schedules. */
  async start(): Promise<void> {
    if (this.started) return;
    await this.boss.start();
    await this.createMissingQueues();
    for (const [name, kind] of this.kinds) {
      this.workers.set(name, await this.work(name, kind));
      if (kind.cron) await this.boss.schedule(name, kind.cron, {}, { tz: "UTC" });
    }
    this.started = true;
    this.lookForDueJobs();
  }

  /**
   * Every `pollingSeconds`, one statement asks which queues have due jobs, and wakes their workers. Each
   * worker looking on its own was a statement per queue and instance every second (some thirty queues),
   * planned each time and all at the same moment: bursts that held up the requests' statements.
   */
  private lookForDueJobs(): void {
    const look = setTimeout(
      async () => {
        await this.wakeDueWorkers();
        // Stopped (and maybe started again, with a look of its own) meanwhile: this one ends here.
        if (this.started && this.look === look) this.lookForDueJobs();
      },
      (this.options.pollingSeconds ?? 1) * 1000,
    );
    this.look = look;
  }

  private async wakeDueWorkers(): Promise<void> {
    try {
      for (const name of await this.counted(() => this.dueQueues())) {
        const worker = this.workers.get(name);
        if (worker) this.boss.notifyWorker(worker);
      }
    } catch (error) {
      this.log.warn({ err: error }, "job runner could not look for due jobs; it will look again");
    }
  }

  private async dueQueues(): Promise<string[]> {
    return dueQueues(this.database.db, [...this.kinds.keys()]);
  }

  /** This runner's queues, as a list for `in`. */
  private ourQueues(): SQL {
    return sql`(${sql.join(
      [...this.kinds.keys()].map((name) => sql`${name}`),
      sql`, `,
    )})`;
  }

  /**
   * Stops looking for jobs and lets those in hand finish (a few seconds at most). pg-boss's stop does not
   * wait for a look already under way, whose jobs would then run after it: this waits for that too, so
   * the database can close and no job runs once `stop` has resolved.
   */
  async stop(): Promise<void> {
    if (!this.started) return;
    this.started = false;
    clearTimeout(this.look);
    await this.boss.stop({ close: false, timeout: 5000 });
    this.workers.clear();
    for (let waited = 0; this.busy > 0 && waited < 5000; waited += 10) await sleep(10);
  }

  /** Resolves once no job is due or running: tests wait for what a request set off. */
  async settled(): Promise<void> {
    if (this.kinds.size === 0) return;
    for (;;) {
      // A job left active by a runner that stopped mid-way (another test file's, on a shared database)
      // is not waited for: only one started in the last 20 s counts as running.
      const result = await this.database.db.execute(sql`select
          count(*) filter (where state = 'active' and started_on > now() - interval '20 seconds')::int as running,
          count(*) filter (where state < 'active' and start_after <= now())::int as due
        from pgboss.job where name in ${this.ourQueues()}`);
      const { running = 0, due = 0 } =
        (result as unknown as Rows<{ running: number; due: number }>).rows[0] ?? {};
      if (running + due === 0) return;
      // Workers are woken only for jobs waiting to be picked up: waking them all each time, while a job
      // waits on a provider's answer, would keep the embedded database (and so the process) busy.
      if (due > 0) for (const worker of this.workers.values()) this.boss.notifyWorker(worker);
      await sleep(due > 0 ? 10 : 25);
    }
  }

  /**
   * Instances starting together race to create the same queues, and creating one attaches a table to
   * pg-boss's job table, so PostgreSQL may end one of them as a deadlock: that one looks again and retries.
   */
  private async createMissingQueues(): Promise<void> {
    for (let attempt = 1; ; attempt++) {
      try {
        const existing = new Set((await this.boss.getQueues()).map((queue) => queue.name));
        for (const name of this.kinds.keys()) if (!existing.has(name)) await this.boss.createQueue(name);
        return;
      } catch (error) {
        if (attempt === QUEUE_CREATION_ATTEMPTS || !lostRace(error)) throw error;
        await sleep(50 * attempt + Math.random() * 100);
      }
    }
  }

  private declare(name: string, kind: Kind): void {
    if (this.kinds.has(this.queue(name))) throw new Error(`job ${name} is declared twice`);
    this.kinds.set(this.queue(name), kind);
  }

  private async counted<T>(work: () => Promise<T>): Promise<T> {
    this.busy++;
    try {
      return await work();
    } finally {
      this.busy--;
    }
  }

  private queue(name: string): string {
    return `${this.options.queuePrefix ?? ""}${name}`;
  }

  private async work(name: string, kind: Kind): Promise<string> {
    const worker: string = await this.boss.work(
      name,
      { batchSize: BATCH, includeMetadata: true, pollingIntervalSeconds: WORKER_OWN_LOOK_SECONDS },
      (jobs) =>
        this.counted(async () => {
          for (const job of jobs) await this.run(name, kind, job);
          if (jobs.length === BATCH) this.boss.notifyWorker(worker);
        }),
    );
    return worker;
  }

  /** Runs one job; a failure goes back to pg-boss for this job alone, the batch's others complete. */
  private async run(name: string, kind: Kind, job: PgBoss.JobWithMetadata<unknown>): Promise<void> {
    try {
      await kind.handler(job.data as never, job.createdOn);
    } catch (error) {
      this.log.warn(
        { err: error, job: { name, id: job.id } },
        "job failed; it will be tried again or parked",
      );
      await this.boss.fail(name, job.id, error as object);
    }
  }

  /**
   * pg-boss runs the statements that complete or fail a batch without awaiting them: one that fails
   * (the database went away) must not end the process as an unhandled rejection, so it is logged and
   * answers that it changed nothing. Those jobs stay active until they expire, then are tried again.
   */
  private tolerant(db: PgBoss.Db): PgBoss.Db {
    return {
      executeSql: (text, values) =>
        this.counted(async () => {
          if (!UNAWAITED.has(text)) return db.executeSql(text, values);
          try {
            return await db.executeSql(text, values);
          } catch (error) {
            this.log.warn({ err: error }, "job runner could not record a job's end; it will be tried again");
            return { rows: [{ count: 0 }] };
          }
        }),
    };
  }
}
