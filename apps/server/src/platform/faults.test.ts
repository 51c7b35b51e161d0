import { randomBytes, randomUUID } from "node:crypto";
import { createServer } from "node:http";
import pg from "pg";
import { createClient } from "redis";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  type Person,
  registerPerson,
  startTestApp,
  type TestApp,
  workerPostgresUrl,
} from "../testing/harness.ts";
import { TcpProxy } from "../testing/tcp-proxy.ts";
import { AccessTokens } from "./auth.ts";
import type { Database } from "./db.ts";
import { createLogger } from "./logger.ts";
import { openDatabase } from "./open-database.ts";
import { REDIS_COMMAND_TIMEOUT_MS } from "./rate-limit.ts";
import { openRealtime } from "./realtime.ts";
import { PUBLISHES_WAITING_AT_MOST } from "./realtime-redis.ts";

/**
 * The API under faults of the real services it depends on: PostgreSQL dropping or hanging its
 * connections, Redis hanging. The process must live on, answer 503 (never 500) fast, and recover.
 */
const postgresUrl = workerPostgresUrl();
const redisUrl = process.env.REDIS_URL;
if (process.env.CI === "true" && !redisUrl)
  throw new Error("REDIS_URL must be set in CI for the fault tests");

const SUCCESS = [200, 201, 204];
/** Names this file's connections, so killing them spares the test files running beside it. */
const KILLED_APPLICATION = `cbm-faults-${randomUUID().slice(0, 8)}`;
const elapsed = async <T>(call: () => Promise<T>): Promise<[T, number]> => {
  const started = performance.now();
  const result = await call();
  return [result, performance.now() - started];
};
/** Polls until `ready` holds, up to `ms`; answers how long it took. */
async function recoveryTime(ready: () => Promise<boolean>, ms: number): Promise<number> {
  const started = performance.now();
  while (performance.now() - started < ms) {
    if (await ready().catch(() => false)) return performance.now() - started;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`not recovered within ${ms} ms`);
}

describe.skipIf(!postgresUrl)("PostgreSQL faults", () => {
  let proxy: TcpProxy;
  let database: Database;
  let test: TestApp;

  beforeAll(async () => {
    const target = new URL(postgresUrl as string);
    proxy = await new TcpProxy(target.hostname, Number(target.port || 5432)).start();
    const url = new URL(proxy.url(postgresUrl as string));
    url.searchParams.set("application_name", KILLED_APPLICATION);
    database = await openDatabase({ url: url.toString(), poolSize: 6 });
    test = await startTestApp({}, {}, database);
  });
  afterAll(async () => {
    await test?.close();
    await database?.close();
    await proxy?.close();
  });

  const readAndWrite = (person: Person, n: number) =>
    test.request(
      n % 2
        ? { method: "GET", url: "/v1/users/profile", headers: person.headers }
        : {
            method: "PUT",
            url: "/v1/users/socials",
            headers: person.headers,
            payload: { accounts: [{ platform: "instagram", handle: `ada${n}` }] },
          },
    );

  it("answers 503, never 500, while its connections are killed under load, then 200 again", async () => {
    const person = await registerPerson(test);
    const admin = new pg.Client({ connectionString: postgresUrl as string });
    await admin.connect();
    const statuses: number[] = [];
    let killing = true;
    const killer = (async () => {
      while (killing) {
        await admin.query(
          "select pg_terminate_backend(pid) from pg_stat_activity where datname = current_database() and application_name = $1",
          [KILLED_APPLICATION],
        );
        await new Promise((resolve) => setTimeout(resolve, 30));
      }
    })();
    for (let wave = 0; wave < 10; wave++) {
      const responses = await Promise.all(Array.from({ length: 20 }, (_, n) => readAndWrite(person, n)));
      statuses.push(...responses.map((response) => response.statusCode));
    }
    killing = false;
    await killer;
    await admin.end();

    const refused = statuses.filter((status) => status === 503).length;
    const unexpected = statuses.filter((status) => !SUCCESS.includes(status) && status !== 503);
    console.log(`connections killed under load: ${statuses.length} requests, ${refused} answered 503`);
    expect(unexpected).toEqual([]);
    expect(refused).toBeGreaterThan(0);
    const after = await Promise.all(Array.from({ length: 20 }, (_, n) => readAndWrite(person, n)));
    expect(
      after.map((response) => response.statusCode).filter((status) => !SUCCESS.includes(status)),
    ).toEqual([]);
  });

  it("answers 503 within 10 s while PostgreSQL hangs, and recovers within 10 s after", async () => {
    const person = await registerPerson(test);
    proxy.hang();
    try {
      const [ready, readyMs] = await elapsed(() => test.request({ method: "GET", url: "/readyz" }));
      const [profile, profileMs] = await elapsed(() =>
        test.request({ method: "GET", url: "/v1/users/profile", headers: person.headers }),
      );
      console.log(
        `PostgreSQL hung: /readyz 503 in ${readyMs.toFixed(0)} ms, profile 503 in ${profileMs.toFixed(0)} ms`,
      );
      expect(ready.statusCode).toBe(503);
      expect(readyMs).toBeLessThan(10_000);
      expect(profile.statusCode).toBe(503);
      expect(profile.json()).toEqual({ message: expect.any(String) });
      expect(profileMs).toBeLessThan(10_000);
    } finally {
      proxy.pass();
    }
    const recoveredMs = await recoveryTime(async () => {
      const response = await test.request({
        method: "GET",
        url: "/v1/users/profile",
        headers: person.headers,
      });
      return response.statusCode === 200;
    }, 10_000);
    console.log(`PostgreSQL back: answered 200 after ${recoveredMs.toFixed(0)} ms`);
  }, 40_000);

  it("answers 503 while PostgreSQL refuses connections, and recovers", async () => {
    const person = await registerPerson(test);
    proxy.refuse();
    try {
      const [profile, ms] = await elapsed(() =>
        test.request({ method: "GET", url: "/v1/users/profile", headers: person.headers }),
      );
      expect(profile.statusCode).toBe(503);
      expect(ms).toBeLessThan(10_000);
    } finally {
      proxy.pass();
    }
    await recoveryTime(async () => {
      const response = await test.request({ method: "GET", url: "/readyz" });
      return response.statusCode === 200;
    }, 10_000);
  }, 30_000);
});

describe.skipIf(!redisUrl)("Redis faults", () => {
  /** A proxy to the test's Redis, to drop or hang its connections. */
  const redisProxy = () => {
    const target = new URL(redisUrl as string);
    return new TcpProxy(target.hostname, Number(target.port || 6379)).start();
  };

  it("lives on when Redis drops the connection its pushes are published on", async () => {
    const proxy = await redisProxy();
    const test = await startTestApp({
      REDIS_URL: proxy.url(redisUrl as string),
      REDIS_PREFIX: `cbm-test-${randomUUID()}:`,
    });
    const unhandled: unknown[] = [];
    const listener = (reason: unknown) => unhandled.push(reason);
    process.on("unhandledRejection", listener);
    try {
      proxy.refuse();
      for (const topic of ["cart", "notifications"] as const) {
        test.deps.realtime.toUser(randomUUID(), "changed", { topic });
      }
      // The publishes waiting for the lost connection are given up within a few hundred milliseconds.
      await new Promise((resolve) => setTimeout(resolve, 1500));
      expect(unhandled).toEqual([]);
    } finally {
      process.off("unhandledRejection", listener);
      await test.close();
      await proxy.close();
    }
  }, 20_000);

  it("lives on when Redis drops the connection while the channel subscribes, and hears the others once it is back", async () => {
    const proxy = await redisProxy();
    const unhandled: unknown[] = [];
    const listener = (reason: unknown) => unhandled.push(reason);
    process.on("unhandledRejection", listener);
    const opened = async (url: string, redisPrefix: string) => {
      const realtime = await openRealtime({
        tokens: new AccessTokens(randomBytes(32)),
        log: createLogger("silent"),
        redisUrl: url,
        redisPrefix,
      });
      realtime.attach(createServer(), async () => true);
      return realtime;
    };
    const redisPrefix = `cbm-test-${randomUUID()}:`;
    const dropped = await opened(proxy.url(redisUrl as string), redisPrefix);
    // The adapter has just sent its subscribes; no reply can have been read before this line.
    proxy.refuse();
    const other = await opened(redisUrl as string, redisPrefix);
    try {
      let heard = 0;
      dropped.onInstances("sessions.ended", () => heard++);
      await new Promise((resolve) => setTimeout(resolve, 300));
      expect(unhandled).toEqual([]);
      proxy.pass();
      const recoveredMs = await recoveryTime(async () => {
        other.toInstances("sessions.ended");
        await new Promise((resolve) => setTimeout(resolve, 50));
        return heard > 0;
      }, 10_000);
      console.log(
        `Redis back: the channel heard the other instance again after ${recoveredMs.toFixed(0)} ms`,
      );
      expect(unhandled).toEqual([]);
    } finally {
      process.off("unhandledRejection", listener);
      await Promise.all([dropped.close(), other.close()]);
      await proxy.close();
    }
  }, 20_000);

  it("keeps at most a bounded number of pushes waiting while Redis hangs, dropping the rest at once", async () => {
    const proxy = await redisProxy();
    const logged: string[] = [];
    const realtime = await openRealtime({
      tokens: new AccessTokens(randomBytes(32)),
      log: createLogger("debug", { write: (line: string) => void logged.push(line) }),
      redisUrl: proxy.url(redisUrl as string),
      redisPrefix: `cbm-test-${randomUUID()}:`,
    });
    realtime.attach(createServer(), async () => true);
    const beyond = 500;
    try {
      proxy.hang();
      // Told apart (the topics alternate), so none of them is merged into another's broadcast.
      const topics = ["cart", "notifications"] as const;
      for (let index = 0; index < PUBLISHES_WAITING_AT_MOST + beyond; index++) {
        realtime.toUser(randomUUID(), "changed", { topic: topics[index % 2] as (typeof topics)[number] });
      }
      await new Promise((resolve) => setTimeout(resolve, 300));
      const dropped = logged.filter((line) => line.includes("a realtime push was not published"));
      expect(dropped).toHaveLength(beyond);
    } finally {
      await realtime.close();
      await proxy.close();
    }
  }, 20_000);

  it("signs in fast while Redis hangs, counting in the process, and counts in Redis again after", async () => {
    const proxy = await redisProxy();
    const prefix = `cbm-test-${randomUUID()}:`;
    const test = await startTestApp({
      REDIS_URL: proxy.url(redisUrl as string),
      REDIS_PREFIX: prefix,
      RATE_LIMIT_LOGIN_ACCOUNT: 3,
    });
    const redis = createClient({ url: redisUrl });
    await redis.connect();
    try {
      const [ada, grace] = [await registerPerson(test), await registerPerson(test)];
      const login = (person: Person, password = person.password) =>
        test.request({
          method: "POST",
          url: "/v1/authorization/login",
          payload: { username: person.email, password },
        });
      proxy.hang();
      const [signedIn, firstMs] = await elapsed(() => login(ada));
      const [, laterMs] = await elapsed(() => login(ada));
      console.log(
        `Redis hung: sign-in answered ${signedIn.statusCode} in ${firstMs.toFixed(0)} ms, the next in ${laterMs.toFixed(0)} ms`,
      );
      expect(signedIn.statusCode).toBe(200);
      expect(firstMs).toBeLessThan(2 * REDIS_COMMAND_TIMEOUT_MS + 500);
      expect(laterMs).toBeLessThan(500);
      for (let i = 0; i < 3; i++) expect((await login(ada, "Wrong password!")).statusCode).toBe(401);
      expect((await login(ada)).statusCode).toBe(429);

      proxy.pass();
      const key = `${prefix}rl:login-account:${grace.email}`;
      const recoveredMs = await recoveryTime(async () => {
        await login(grace, "Wrong password!");
        return (await redis.exists(key)) === 1;
      }, 10_000);
      console.log(`Redis back: failures counted in Redis again after ${recoveredMs.toFixed(0)} ms`);
    } finally {
      await redis.quit();
      await test.close();
      await proxy.close();
    }
  }, 40_000);
});
