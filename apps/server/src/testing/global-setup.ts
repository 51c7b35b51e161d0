import { randomBytes } from "node:crypto";
import { mkdtemp, rm, writeFile } from "node:fs/promises";
import { availableParallelism, tmpdir } from "node:os";
import path from "node:path";
import pg from "pg";
import type { TestProject } from "vitest/node";
import { openDatabase, pgliteSnapshot } from "../platform/open-database.ts";

declare module "vitest" {
  export interface ProvidedContext {
    /** A migrated, empty PGlite data directory image every test file starts from. */
    pgliteSnapshotFile: string;
    /** The migrated database this run created on TEST_DATABASE_URL's server, when set (a template). */
    postgresUrl: string | null;
    /** How many copies of it the run made, one per worker (`<name>_w1`, `<name>_w2`...). */
    postgresCopies: number;
  }
}

/**
 * Runs once per test run. With TEST_DATABASE_URL it creates a database of its own (random name),
 * migrates it, copies it for each worker, and drops them all afterwards, so runs never see each other's
 * rows and the files of one worker never wait on another worker's (pg-boss's queues above all).
 */
export default async function setup(project: TestProject) {
  const dir = await mkdtemp(path.join(tmpdir(), "cbm-test-"));
  const snapshotFile = path.join(dir, "pglite.tar");
  await writeFile(snapshotFile, Buffer.from(await (await pgliteSnapshot()).arrayBuffer()));
  project.provide("pgliteSnapshotFile", snapshotFile);

  const serverUrl = process.env.TEST_DATABASE_URL;
  let dropDatabase = async () => {};
  if (serverUrl) {
    const name = `cbm_test_${randomBytes(6).toString("hex")}`;
    const copies = availableParallelism();
    const names = [name, ...Array.from({ length: copies }, (_, index) => `${name}_w${index + 1}`)];
    const admin = async (statements: string[]) => {
      const client = new pg.Client({ connectionString: serverUrl });
      await client.connect();
      for (const statement of statements) await client.query(statement);
      await client.end();
    };
    await admin([`create database ${name}`]);
    const url = new URL(serverUrl);
    url.pathname = `/${name}`;
    // Migrated here once, then copied: test files opening it side by side would race to create the tables.
    await (await openDatabase({ url: url.toString() })).close();
    await admin(names.slice(1).map((copy) => `create database ${copy} template ${name}`));
    project.provide("postgresUrl", url.toString());
    project.provide("postgresCopies", copies);
    dropDatabase = () => admin(names.map((each) => `drop database if exists ${each} with (force)`));
  } else {
    if (process.env.CI === "true" && process.env.CBM_TEST_DRIVER === "postgres") {
      throw new Error("CI asked for the PostgreSQL pass but TEST_DATABASE_URL is not set");
    }
    project.provide("postgresUrl", null);
    project.provide("postgresCopies", 0);
  }

  return async () => {
    await dropDatabase();
    await rm(dir, { recursive: true, force: true });
  };
}
