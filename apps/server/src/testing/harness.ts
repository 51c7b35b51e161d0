import { randomUUID } from "node:crypto";
import { mkdtemp, readFile, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import type { AuthResponse, OutboxMessage } from "@cbm/contracts";
import { sql } from "drizzle-orm";
import type { FastifyInstance, InjectOptions, LightMyRequestResponse } from "fastify";
import { inject } from "vitest";
import { buildApp } from "../app.ts";
import { type Config, testConfig } from "../config.ts";
import type { Database } from "../platform/db.ts";
import { createDeps, type Deps } from "../platform/deps.ts";
import { createLogger } from "../platform/logger.ts";
import { openDatabase } from "../platform/open-database.ts";

export const PASSWORD = "Correct horse 42";

/** This worker's copy of the run's PostgreSQL database (TEST_DATABASE_URL), if there is one; its files share it. */
export function workerPostgresUrl(): string | null {
  const template = inject("postgresUrl");
  if (!template) return null;
  const worker = (Number(process.env.VITEST_POOL_ID ?? 1) - 1) % inject("postgresCopies");
  const url = new URL(template);
  url.pathname = `${url.pathname}_w${worker + 1}`;
  return url.toString();
}

/** A new PGlite, migrated and empty, from the run's image (a file of its own: the seed's tests). */
export async function emptyPglite(): Promise<Database> {
  return openDatabase({ snapshot: new Blob([await readFile(inject("pgliteSnapshotFile"))]) });
}

/** This worker's PGlite, opened once: some 1-2 s of CPU that each file paid when it had one of its own. */
let workerPglite: Promise<Database> | undefined;

/**
 * The database of this test file: its worker's PostgreSQL database when TEST_DATABASE_URL is set, else its
 * worker's PGlite. A worker's files share it either way (they run one after another), so closing it is
 * left to the worker's end.
 */
export async function testDatabase(): Promise<Database> {
  const postgresUrl = workerPostgresUrl();
  if (postgresUrl) return openDatabase({ url: postgresUrl, poolSize: 4 });
  workerPglite ??= emptyPglite();
  return { ...(await workerPglite), close: async () => {} };
}

export interface TestApp {
  app: FastifyInstance;
  deps: Deps;
  request(options: InjectOptions): Promise<LightMyRequestResponse>;
  /** Waits for the jobs that requests set off (notifications and the like) to have run. */
  settled(): Promise<void>;
  close(): Promise<void>;
}

/** A whole CBM server on a test database, driven with `inject` (no port). */
export async function startTestApp(
  overrides: Partial<Config> = {},
  ports: Partial<Deps> = {},
  database?: Database,
): Promise<TestApp> {
  const dataDir = await mkdtemp(path.join(tmpdir(), "cbm-app-"));
  const config = testConfig({ DATA_DIR: dataDir, ...overrides });
  const deps = {
    ...(await createDeps(config, {
      log: createLogger(config.LOG_LEVEL),
      // A database handed in belongs to the caller, who closes it; this app only borrows it.
      database: database ? { ...database, close: async () => {} } : await testDatabase(),
      secret: `test-secret-${randomUUID()}`,
      // Test files share PostgreSQL's database. Each worker of the run works its own queues (its files run
      // one after another): pg-boss keeps a table per queue, and queues per file made thousands of them,
      // until PostgreSQL ran out of locks for its statements over them all.
      jobs: { queuePrefix: `test-${process.env.VITEST_POOL_ID ?? process.pid}.` },
    })),
    ...ports,
  };
  const app = await buildApp(deps);
  await app.ready();
  return {
    app,
    deps,
    request: (options) => app.inject(options),
    settled: () => deps.jobs.settled(),
    async close() {
      await app.close();
      await rm(dataDir, { recursive: true, force: true });
    },
  };
}

export const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

export const uniqueEmail = (label = "user") => `${label}-${randomUUID().slice(0, 8)}@example.test`;

/** Encodes fields as multipart/form-data, as a browser form would. */
export function multipart(fields: Record<string, string>): {
  payload: string;
  headers: Record<string, string>;
} {
  const boundary = `----cbm${randomUUID().replaceAll("-", "")}`;
  const parts = Object.entries(fields).map(
    ([name, value]) => `--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`,
  );
  return {
    payload: `${parts.join("")}--${boundary}--\r\n`,
    headers: { "content-type": `multipart/form-data; boundary=${boundary}` },
  };
}

export interface Person {
  email: string;
  password: string;
  auth: AuthResponse;
  headers: { authorization: string };
}

/** Registers someone through the real endpoint and answers their tokens. */
export async function registerPerson(test: TestApp, fields: Record<string, string> = {}): Promise<Person> {
  const email = fields.email ?? uniqueEmail();
  const password = fields.password ?? PASSWORD;
  const response = await test.request({
    method: "POST",
    url: "/v1/authorization/register",
    ...multipart({ firstName: "Ada", lastName: "Lovelace", email, password, ...fields }),
    remoteAddress: `10.9.${Math.floor(Math.random() * 250)}.${Math.floor(Math.random() * 250)}`,
  });
  if (response.statusCode !== 200)
    throw new Error(`register failed: ${response.statusCode} ${response.body}`);
  const auth = response.json<AuthResponse>();
  return { email, password, auth, headers: bearer(auth.accessToken) };
}

/** The newest message the dev outbox holds for an address, waiting briefly for mail sent after the response. */
export async function lastMessageTo(test: TestApp, to: string): Promise<OutboxMessage> {
  for (let tries = 0; tries < 50; tries++) {
    const [message] = test.deps.outbox.list(to);
    if (message) return message;
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  throw new Error(`no message to ${to}`);
}

export function codeIn(message: OutboxMessage): string {
  const code = /\b(\d{6})\b/.exec(message.text)?.[1];
  if (!code) throw new Error(`no code in "${message.text}"`);
  return code;
}

/** Registers someone, makes them an admin (as ADMIN_EMAIL's first admin is) and answers their new tokens. */
export async function registerAdmin(test: TestApp, fields: Record<string, string> = {}): Promise<Person> {
  const person = await registerPerson(test, fields);
  await test.deps.database.db.execute(
    sql`update users set roles = '{admin}' where id = ${person.auth.user.id}`,
  );
  const response = await test.request({
    method: "POST",
    url: "/v1/authorization/login",
    payload: new URLSearchParams({ username: person.email, password: person.password }).toString(),
    headers: { "content-type": "application/x-www-form-urlencoded" },
  });
  if (response.statusCode !== 200) throw new Error(`login failed: ${response.statusCode} ${response.body}`);
  const auth = response.json<AuthResponse>();
  return { ...person, auth, headers: bearer(auth.accessToken) };
}
