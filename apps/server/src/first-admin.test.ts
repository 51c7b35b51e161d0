import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ensureFirstAdmin } from "./first-admin.ts";
import { startTestApp, type TestApp, uniqueEmail } from "./testing/harness.ts";

describe("the first admin (ADMIN_EMAIL)", () => {
  let test: TestApp;
  beforeAll(async () => {
    test = await startTestApp();
  });
  afterAll(() => test.close());

  it("is made once, with a drawn password that signs in as an admin", async () => {
    const email = uniqueEmail("admin");
    const password = (await ensureFirstAdmin(test.deps, email))?.drawn;
    expect(password).toMatch(/^[A-Za-z0-9_-]{24}$/);
    const login = await test.request({
      method: "POST",
      url: "/v1/authorization/login",
      payload: { username: email, password },
    });
    expect(login.statusCode).toBe(200);
    expect(login.json().user.roles).toEqual(["admin"]);
    expect(await ensureFirstAdmin(test.deps, email)).toBeUndefined();
  });

  it("takes the password of ADMIN_PASSWORD when one is given, and prints nothing of it", async () => {
    const email = uniqueEmail("admin");
    expect(await ensureFirstAdmin(test.deps, email, "a long given password")).toEqual({ drawn: undefined });
    const login = await test.request({
      method: "POST",
      url: "/v1/authorization/login",
      payload: { username: email, password: "a long given password" },
    });
    expect(login.json().user.roles).toEqual(["admin"]);
  });
});
