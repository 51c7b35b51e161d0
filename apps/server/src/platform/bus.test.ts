import { randomUUID } from "node:crypto";
import { type SQL, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { testDatabase } from "../testing/harness.ts";
import { Bus } from "./bus.ts";
import { type Database, inTransaction } from "./db.ts";
import { JobRunner, type RetryPolicy } from "./jobs.ts";
import { createLogger } from "./logger.ts";

declare module "./bus.ts" {
  interface DomainEvents {
    "test.happened": { mark: string };
  }
}

const log = createLogger("silent");
let database: Database;
const runners: JobRunner[] = [];

beforeAll(async () => {
  database = await testDatabase();
  await database.db.execute(sql`create table if not exists bus_test_marks (mark text primary key)`);
});

afterAll(async () => {
  for (const runner of runners) await runner.stop();
  await database.close();
});

function runner(): JobRunner {
  const created = new JobRunner(database, log, { pollingSeconds: 0.5 });
  runners.push(created);
  return created;
}

/** Writes a mark and emits the event with it, in one transaction. */
const markAndEmit = (bus: Bus, mark: string) =>
  inTransaction(database.db, async (tx) => {
    await tx.execute(sql`insert into bus_test_marks values (${mark})`);
    await bus.emit(tx, "test.happened", { mark });
  });

async function rows<T>(query: SQL): Promise<T[]> {
  return ((await database.db.execute(query)) as unknown as { rows: T[] }).rows;
}

const marked = async (mark: string) =>
  (await rows(sql`select 1 from bus_test_marks where mark = ${mark}`)).length > 0;

const jobsOf = (name: string) =>
  rows<{ state: string; retryCount: number }>(
    sql`select state::text, retry_count as "retryCount" from pgboss.job where name = ${name}`,
  );

async function eventually(check: () => Promise<boolean>, seconds = 20): Promise<void> {
  const deadline = Date.now() + seconds * 1000;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error("the condition did not hold in time");
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

describe("domain events", () => {
  it("rolls the whole change back when a handler inside the transaction throws, outbox included", async () => {
    const jobs = runner();
    const bus = new Bus(jobs);
    const job = `test.unreached-${randomUUID()}`;
    const told: string[] = [];
    bus.within("test.happened", async () => {
      throw new Error("the counter could not change");
    });
    bus.afterCommit("test.happened", job, async ({ mark }) => void told.push(mark));
    await jobs.start();

    const mark = randomUUID();
    await expect(markAndEmit(bus, mark)).rejects.toThrow("the counter could not change");
    expect(await marked(mark)).toBe(false);
    expect(await jobsOf(job)).toEqual([]);
    expect(told).toEqual([]);
  });

  it("runs a durable handler after commit, with the event's payload", async () => {
    const jobs = runner();
    const bus = new Bus(jobs);
    const told: string[] = [];
    bus.afterCommit("test.happened", `test.told-${randomUUID()}`, async ({ mark }) => void told.push(mark));
    await jobs.start();

    const mark = randomUUID();
    await markAndEmit(bus, mark);
    await jobs.settled();
    expect(told).toEqual([mark]);
  });

  it("writes the jobs of an event said several times at once, each run with its own payload", async () => {
    const jobs = runner();
    const bus = new Bus(jobs);
    const [first, second] = [`test.first-${randomUUID()}`, `test.second-${randomUUID()}`];
    const told: string[] = [];
    bus.afterCommit("test.happened", first, async ({ mark }) => void told.push(`first ${mark}`));
    bus.afterCommit("test.happened", second, async ({ mark }) => void told.push(`second ${mark}`));
    await jobs.start();

    const marks = [randomUUID(), randomUUID()];
    await inTransaction(database.db, (tx) =>
      bus.emitEach(
        tx,
        "test.happened",
        marks.map((mark) => ({ mark })),
      ),
    );
    expect([...(await jobsOf(first)), ...(await jobsOf(second))]).toHaveLength(4);
    await jobs.settled();
    expect(told.sort()).toEqual(marks.flatMap((mark) => [`first ${mark}`, `second ${mark}`]).sort());
  });

  it("refuses a job whose queue no runner has made yet, and the change with it", async () => {
    const bus = new Bus(runner());
    bus.afterCommit("test.happened", `test.queueless-${randomUUID()}`, async () => {});
    const mark = randomUUID();
    await expect(markAndEmit(bus, mark)).rejects.toThrow("a queue is missing");
    expect(await marked(mark)).toBe(false);
  });

  it("finds a due job by its one look for every queue, with nobody waking its worker", async () => {
    const jobs = runner();
    const bus = new Bus(jobs);
    const told: string[] = [];
    for (const n of [1, 2, 3])
      bus.afterCommit("test.happened", `test.quiet-${n}-${randomUUID()}`, async () => {});
    bus.afterCommit("test.happened", `test.told-${randomUUID()}`, async ({ mark }) => void told.push(mark));
    await jobs.start();

    const mark = randomUUID();
    const emitted = Date.now();
    await markAndEmit(bus, mark);
    // A queue's worker looks by itself only every five minutes: within seconds, only the runner's look found it.
    await eventually(async () => told.includes(mark), 5);
    expect(Date.now() - emitted).toBeLessThan(5000);
  });

  it("runs a live handler once the transaction has committed, and never when it rolls back", async () => {
    const bus = new Bus(runner());
    const heard: string[] = [];
    bus.live("test.happened", ({ mark }) => void heard.push(mark));

    const mark = randomUUID();
    await inTransaction(database.db, async (tx) => {
      await tx.execute(sql`insert into bus_test_marks values (${mark})`);
      await bus.emit(tx, "test.happened", { mark });
      expect(heard).toEqual([]);
    });
    expect(heard).toEqual([mark]);

    const undone = randomUUID();
    await expect(
      inTransaction(database.db, async (tx) => {
        await bus.emit(tx, "test.happened", { mark: undone });
        throw new Error("changed its mind");
      }),
    ).rejects.toThrow("changed its mind");
    expect(heard).toEqual([mark]);
  });

  it("tells live handlers at once of what one statement committed, and refuses it for events that need the transaction", async () => {
    const bus = new Bus(runner());
    const heard: string[] = [];
    bus.live("test.happened", ({ mark }) => void heard.push(mark));
    bus.emitCommitted("test.happened", { mark: "sent" });
    expect(heard).toEqual(["sent"]);

    bus.within("test.happened", async () => {});
    expect(() => bus.emitCommitted("test.happened", { mark: "lost" })).toThrow(
      "test.happened has listeners that need the emitter's transaction",
    );
    const durable = new Bus(runner());
    durable.afterCommit("test.happened", `test.told-${randomUUID()}`, async () => {});
    expect(() => durable.emitCommitted("test.happened", { mark: "lost" })).toThrow(
      "need the emitter's transaction",
    );
    expect(heard).toEqual(["sent"]);
  });
  it("retries a failing job with growing delays, then parks it", async () => {
    const jobs = runner();
    const bus = new Bus(jobs);
    const job = `test.failing-${randomUUID()}`;
    const attempts: number[] = [];
    const retries: RetryPolicy = { retryLimit: 2, retryDelaySeconds: 1 };
    bus.afterCommit(
      "test.happened",
      job,
      async () => {
        attempts.push(Date.now());
        throw new Error("the mail server is away");
      },
      retries,
    );
    await jobs.start();

    await markAndEmit(bus, randomUUID());
    await eventually(async () => (await jobsOf(job))[0]?.state === "failed");
    expect(await jobsOf(job)).toEqual([{ state: "failed", retryCount: 2 }]);
    expect(attempts).toHaveLength(3);
    const [first = 0, second = 0, third = 0] = attempts;
    expect(second - first).toBeGreaterThanOrEqual(1000);
    expect(third - second).toBeGreaterThanOrEqual(2000);
  });

  it("loses nothing committed while no runner runs: the next runner to start dispatches it", async () => {
    const job = `test.after-crash-${randomUUID()}`;
    const before = runner();
    const busBefore = new Bus(before);
    busBefore.afterCommit("test.happened", job, async () => {});
    await before.start();
    await before.stop();

    const mark = randomUUID();
    await markAndEmit(busBefore, mark);
    expect(await jobsOf(job)).toEqual([{ state: "created", retryCount: 0 }]);

    const after = runner();
    const told: string[] = [];
    new Bus(after).afterCommit("test.happened", job, async ({ mark }) => void told.push(mark));
    await after.start();
    await after.settled();
    expect(told).toEqual([mark]);
    expect(await jobsOf(job)).toEqual([{ state: "completed", retryCount: 0 }]);
  });

  it("starts instances side by side, each creating its queues, though they race on pg-boss's tables", async () => {
    const instances = Array.from({ length: 4 }, (_, n) => {
      const created = new JobRunner(database, log, { queuePrefix: `side-${n}-${randomUUID()}.` });
      runners.push(created);
      for (let kind = 0; kind < 8; kind++) created.define(`test.kind-${kind}`, async () => {});
      return created;
    });
    await Promise.all(instances.map((instance) => instance.start()));
    const created = await rows<{ count: number }>(
      sql`select count(*)::int as count from pgboss.queue where name like 'side-%'`,
    );
    expect(created[0]?.count).toBeGreaterThanOrEqual(32);
  });
});
