import { randomUUID } from "node:crypto";
import { readFile } from "node:fs/promises";
import type { AuthResponse, ImageType } from "@cbm/contracts";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { users } from "../modules/users/tables.ts";
import { type Database, openDatabase } from "../platform/db.ts";
import type { Storage } from "../platform/storage.ts";
import { startTestApp, type TestApp } from "../testing/harness.ts";
import { DEMO_ACCOUNTS, seedIfEmpty } from "./index.ts";

/** Keeps what the seed stores in memory, so the test can look at the bytes. */
function memoryStorage() {
  const files = new Map<string, { bytes: Buffer; contentType: ImageType }>();
  const storage: Storage = {
    presign: async () => {
      throw new Error("the seed never presigns");
    },
    async put(bytes, contentType) {
      const location = `/media/${randomUUID()}.webp`;
      files.set(location, { bytes, contentType });
      return location;
    },
    holds: async (location) => files.has(location),
  };
  return { storage, files };
}

/**
 * Always a PGlite of its own: the PostgreSQL run database is shared by every test file, so it is
 * never empty, and seeding only happens on an empty database.
 */
async function emptyDatabase(): Promise<Database> {
  return openDatabase({ snapshot: new Blob([await readFile(inject("pgliteSnapshotFile"))]) });
}

async function seededApp() {
  const { storage, files } = memoryStorage();
  const database = await emptyDatabase();
  const test = await startTestApp({}, { storage }, database);
  const seeded = await seedIfEmpty(test.deps);
  const close = async () => {
    await test.close();
    await database.close();
  };
  return { test, files, seeded, close };
}

const everyone = (test: TestApp) => test.deps.database.db.select().from(users).orderBy(users.email);

describe("seedIfEmpty on an empty database", () => {
  let first: Awaited<ReturnType<typeof seededApp>>;

  beforeAll(async () => {
    first = await seededApp();
  });
  afterAll(() => first.close());

  it("creates the demo accounts and at least 60 more people of every role", async () => {
    expect(first.seeded).toBe(true);
    const people = await everyone(first.test);
    for (const account of DEMO_ACCOUNTS) {
      const person = people.find((row) => row.email === account.email);
      expect(person?.roles).toEqual([account.role]);
      expect(person?.sign).toBeTruthy();
    }
    expect(people.length).toBeGreaterThanOrEqual(DEMO_ACCOUNTS.length + 60);
    const roles = new Set(people.flatMap((person) => person.roles));
    expect([...roles].sort()).toEqual(["admin", "customer", "influencer", "retailer"]);
    for (const person of people) {
      expect(person.email).toMatch(/^[a-z.]+@example\.com$/);
      expect(person.sign?.length).toBeLessThanOrEqual(160);
    }
    expect(people.some((person) => person.phone)).toBe(true);
  });

  it("gives everyone a generated 256x256 WebP avatar from the storage", async () => {
    const people = await everyone(first.test);
    expect(first.files.size).toBe(people.length);
    for (const person of people) {
      const file = first.files.get(person.avatar ?? "");
      expect(file?.contentType).toBe("image/webp");
      const bytes = file?.bytes ?? Buffer.alloc(0);
      expect(bytes.subarray(0, 4).toString("latin1")).toBe("RIFF");
      expect(bytes.subarray(8, 12).toString("latin1")).toBe("WEBP");
    }
    const { width, height, format } = await sharp(first.files.get(people[0]?.avatar ?? "")?.bytes).metadata();
    expect({ width, height, format }).toEqual({ width: 256, height: 256, format: "webp" });
  });

  it("seeds only once", async () => {
    const before = await everyone(first.test);
    expect(await seedIfEmpty(first.test.deps)).toBe(false);
    expect(await everyone(first.test)).toHaveLength(before.length);
  });

  it("lets every demo account sign in with its password", async () => {
    for (const account of DEMO_ACCOUNTS) {
      const response = await first.test.request({
        method: "POST",
        url: "/v1/authorization/login",
        headers: { "content-type": "application/x-www-form-urlencoded" },
        payload: new URLSearchParams({ username: account.email, password: account.password }).toString(),
      });
      expect(response.statusCode).toBe(200);
      expect(response.json<AuthResponse>().user.roles).toEqual([account.role]);
    }
  });

  it("produces the same people and avatars on another empty database", async () => {
    const second = await seededApp();
    try {
      const describePeople = async ({ test, files }: typeof first) =>
        (await everyone(test)).map((person) => ({
          email: person.email,
          name: `${person.firstName} ${person.lastName}`,
          roles: person.roles,
          sign: person.sign,
          phone: person.phone,
          avatar: files.get(person.avatar ?? "")?.bytes.toString("base64"),
        }));
      expect(await describePeople(second)).toEqual(await describePeople(first));
    } finally {
      await second.close();
    }
  });
});
