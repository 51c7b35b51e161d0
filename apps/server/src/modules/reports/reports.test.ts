import { randomUUID } from "node:crypto";
import { REPORT_THANKS } from "@cbm/contracts";
import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type Person, registerPerson, startTestApp, type TestApp } from "../../testing/harness.ts";
import { reports } from "./tables.ts";

let test: TestApp;
beforeAll(async () => {
  test = await startTestApp({ RATE_LIMIT_REPORTS: 5 });
});
afterAll(() => test.close());

const idOf = (person: Person) => person.auth.user.id;
const report = (person: Person | undefined, id: string, payload: unknown) =>
  test.request({
    method: "POST",
    url: `/v1/user/${id}/report`,
    headers: person?.headers,
    payload: payload as object,
  });

const reportsOf = (subjectId: string) =>
  test.deps.database.db
    .select()
    .from(reports)
    .where(and(eq(reports.subjectType, "user"), eq(reports.subjectId, subjectId)));

describe("POST /v1/user/{id}/report", () => {
  it("files one report for the moderators, however often it is sent", async () => {
    const [ada, bob] = await Promise.all([registerPerson(test), registerPerson(test)]);
    const first = await report(ada, idOf(bob), { reason: "harassment", details: "  Rude messages  " });
    expect(first.statusCode).toBe(200);
    expect(first.json()).toEqual({ message: REPORT_THANKS });
    expect((await report(ada, idOf(bob), { reason: "spam" })).json()).toEqual({ message: REPORT_THANKS });

    const rows = await reportsOf(idOf(bob));
    expect(rows).toEqual([
      expect.objectContaining({
        reporterId: idOf(ada),
        subjectOwnerId: idOf(bob),
        reason: "harassment",
        details: "Rude messages",
        status: "open",
      }),
    ]);
  });

  it("answers 400 with field messages and stores nothing", async () => {
    const [ada, bob] = await Promise.all([registerPerson(test), registerPerson(test)]);
    const cases: Array<[unknown, Record<string, string[]>]> = [
      [{}, { reason: ["Choose a reason from the list"] }],
      [{ reason: "rude" }, { reason: ["Choose a reason from the list"] }],
      [
        { reason: "other", details: "x".repeat(1001) },
        { details: ["Details must be at most 1000 characters"] },
      ],
    ];
    for (const [payload, errors] of cases) {
      const response = await report(ada, idOf(bob), payload);
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual(errors);
    }
    const badId = await report(ada, "nobody", { reason: "spam" });
    expect(badId.statusCode).toBe(400);
    expect(badId.json()).toEqual({ id: ["Id must be a valid id"] });
    expect(await reportsOf(idOf(bob))).toEqual([]);
  });

  it("answers 401 without a token", async () => {
    const bob = await registerPerson(test);
    const response = await report(undefined, idOf(bob), { reason: "spam" });
    expect(response.statusCode).toBe(401);
    expect(response.json()).toEqual({ message: "Unauthenticated." });
  });

  it("refuses yourself with 409 and an unknown user with 404", async () => {
    const ada = await registerPerson(test);
    expect((await report(ada, idOf(ada), { reason: "spam" })).statusCode).toBe(409);
    expect((await report(ada, randomUUID(), { reason: "spam" })).statusCode).toBe(404);
  });

  it("lets a blocker report whom they blocked, but a blocked user cannot report the blocker", async () => {
    const [ada, bob] = await Promise.all([registerPerson(test), registerPerson(test)]);
    await test.request({ method: "POST", url: `/v1/user/${idOf(bob)}/block`, headers: ada.headers });
    expect((await report(ada, idOf(bob), { reason: "harassment" })).statusCode).toBe(200);
    const blocked = await report(bob, idOf(ada), { reason: "spam" });
    expect(blocked.statusCode).toBe(404);
    expect(await reportsOf(idOf(ada))).toEqual([]);
  });

  it("limits how many reports one person files per hour", async () => {
    const ada = await registerPerson(test);
    const others = await Promise.all(Array.from({ length: 6 }, () => registerPerson(test)));
    const statuses = [];
    for (const other of others)
      statuses.push((await report(ada, idOf(other), { reason: "spam" })).statusCode);
    expect(statuses).toEqual([200, 200, 200, 200, 200, 429]);
  });
});
