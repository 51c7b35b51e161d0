import { randomBytes } from "node:crypto";
import { mkdtemp, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import pg from "pg";
import type { TestProject } from "vitest/node";
import { openDatabase, pgliteSnapshot } from "../platform/db.ts";

declare module "vitest" {
  export interface ProvidedContext {
    /** A migrated, empty PGlite data directory image every test file starts from. */
    pgliteSnapshotFile: string;
    /** The database this run created on TEST_DATABASE_URL's server, when set. */
    postgresUrl: string | null;
  }
}

/**
 * Runs once per test run. With TEST_DATABASE_URL it creates a database of its own (random name)
 * migrates it, and drops it afterwards, so runs never see each other's rows.
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
    const admin = new pg.Client({ connectionString: serverUrl });
    await admin.connect();
    await admin.query(`create database ${name}`);
    await admin.end();
    const url = new URL(serverUrl);
    url.pathname = `/${name}`;
    // Migrated here once: test files opening it side by side would race to create the same tables.
    await (await openDatabase({ url: url.toString() })).close();
    project.provide("postgresUrl", url.toString());
    dropDatabase = async () => {
      const client = new pg.Client({ connectionString: serverUrl });
      await client.connect();
      await client.query(`drop database if exists ${name} with (force)`);
      await client.end();
    };
  } else {
    if (process.env.CI === "true" && process.env.CBM_TEST_DRIVER === "postgres") {
      throw new Error("CI asked for the PostgreSQL pass but TEST_DATABASE_URL is not set");
    }
    project.provide("postgresUrl", null);
  }

  return async () => {
    await dropDatabase();
    await rm(dir, { recursive: true, force: true });
  };
}
