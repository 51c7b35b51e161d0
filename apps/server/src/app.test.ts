import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createLogger } from "./platform/logger.ts";
import { multipart, registerPerson, startTestApp, type TestApp, uniqueEmail } from "./testing/harness.ts";

let test: TestApp;
beforeAll(async () => {
  test = await startTestApp();
});
afterAll(() => test.close());

describe("the error contract", () => {
  it("answers an unknown /v1 path with 404 Page not found", async () => {
    for (const method of ["GET", "POST", "DELETE"] as const) {
      const response = await test.request({ method, url: "/v1/no/such/thing" });
      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual({ message: "Page not found" });
    }
  });

  it("answers an unexpected failure with the default message and keeps the details in the log", async () => {
    const failing = await startTestApp(
      {},
      {
        storage: {
          presign: () => Promise.reject(new Error("disk on fire at /var/secret")),
          put: () => Promise.reject(new Error("disk on fire at /var/secret")),
          read: () => Promise.reject(new Error("disk on fire at /var/secret")),
        },
      },
    );
    try {
      const response = await failing.request({
        method: "POST",
        url: "/v1/authorization/register",
        ...multipart({
          firstName: "A",
          lastName: "B",
          email: uniqueEmail(),
          password: "Password 123",
          avatar: "/media/00000000-0000-4000-8000-000000000000.png",
        }),
      });
      expect(response.statusCode).toBe(500);
      expect(response.json()).toEqual({ message: "Something went wrong, please try again later!" });
      expect(response.body).not.toContain("disk on fire");
    } finally {
      await failing.close();
    }
  });

  it("answers 415 for a content type no route reads", async () => {
    const response = await test.request({
      method: "POST",
      url: "/v1/authorization/refresh",
      headers: { "content-type": "text/plain" },
      payload: "refreshToken=abc",
    });
    expect(response.statusCode).toBe(415);
    expect(response.json()).toEqual({ message: "This content type is not supported here." });
  });

  it("answers 413 for a body over the limit", async () => {
    const response = await test.request({
      method: "POST",
      url: "/v1/authorization/refresh",
      payload: { refreshToken: "x".repeat(2 * 1024 * 1024) },
    });
    expect(response.statusCode).toBe(413);
    expect(response.json()).toEqual({ message: "The request is too large." });
  });

  it("answers 400 for malformed JSON and for JSON that is not an object", async () => {
    const bodies = ["{", '{"refreshToken":', "[]", '"text"', "null", "42", "true"];
    for (const payload of bodies) {
      const response = await test.request({
        method: "POST",
        url: "/v1/authorization/refresh",
        headers: { "content-type": "application/json" },
        payload,
      });
      expect(response.statusCode, payload).toBe(400);
      expect(Object.values(response.json()).every(Array.isArray), payload).toBe(true);
    }
  });

  it("answers 400 for NUL bytes and 100 kB strings, and stores nothing", async () => {
    const email = uniqueEmail();
    for (const firstName of ["Ada\u0000", "a".repeat(100_000)]) {
      const response = await test.request({
        method: "POST",
        url: "/v1/authorization/register",
        payload: { firstName, lastName: "L", email, password: "Password 123" },
      });
      expect(response.statusCode).toBe(400);
      expect(Object.keys(response.json())).toEqual(["firstName"]);
    }
    const login = await test.request({
      method: "POST",
      url: "/v1/authorization/login",
      payload: { username: email, password: "Password 123" },
    });
    expect(login.statusCode).toBe(401);
  });

  it("treats SQL-looking input as plain data", async () => {
    const injection = "Robert'); DROP TABLE users;--";
    const login = await test.request({
      method: "POST",
      url: "/v1/authorization/login",
      payload: { username: "' OR 1=1 --@example.com", password: "' OR '1'='1" },
    });
    expect(login.statusCode).toBe(400);
    expect(login.json()).toEqual({ username: ["Email must be a valid email address"] });
    const person = await registerPerson(test, { firstName: injection });
    expect(person.auth.user.firstName).toBe(injection);
    const again = await test.request({ method: "GET", url: "/v1/users/profile", headers: person.headers });
    expect(again.json().firstName).toBe(injection);
  });

  it("ignores __proto__ in a body", async () => {
    const response = await test.request({
      method: "POST",
      url: "/v1/authorization/refresh",
      headers: { "content-type": "application/json" },
      payload: '{"__proto__":{"polluted":true},"constructor":{"prototype":{"polluted":true}}}',
    });
    expect(response.statusCode).toBe(400);
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
  });
});

describe("platform", () => {
  it("answers liveness and readiness", async () => {
    expect((await test.request({ method: "GET", url: "/healthz" })).json()).toEqual({ status: "ok" });
    expect((await test.request({ method: "GET", url: "/readyz" })).json()).toEqual({ status: "ready" });
  });

  it("is not ready, with a 503 and a message, when the database does not answer", async () => {
    const database = {
      ...test.deps.database,
      ping: () => Promise.reject(new Error("connection refused")),
    };
    const unready = await startTestApp({}, {}, database);
    try {
      const response = await unready.request({ method: "GET", url: "/readyz" });
      expect(response.statusCode).toBe(503);
      expect(response.json()).toEqual({ message: "The database is not answering." });
      expect((await unready.request({ method: "GET", url: "/healthz" })).statusCode).toBe(200);
    } finally {
      await unready.close();
    }
  });

  it("logs one line per answered request at info, and none when the log is set above it", async () => {
    for (const level of ["info", "warn"]) {
      const lines: Array<Record<string, unknown>> = [];
      const log = createLogger(level, { write: (line: string) => void lines.push(JSON.parse(line)) });
      const logged = await startTestApp({}, { log }, test.deps.database);
      try {
        await logged.request({ method: "GET", url: "/healthz" });
        await logged.request({ method: "GET", url: "/v1/no/such/thing" });
        const requests = lines.filter((line) => line.msg === "request");
        expect(requests, level).toEqual(
          level === "info"
            ? [
                expect.objectContaining({
                  method: "GET",
                  url: "/healthz",
                  status: 200,
                  ms: expect.any(Number),
                }),
                expect.objectContaining({ method: "GET", url: "/v1/no/such/thing", status: 404 }),
              ]
            : [],
        );
      } finally {
        await logged.close();
      }
    }
  });

  it("tags every response with a request id, reusing a sane one from the caller", async () => {
    const generated = await test.request({ method: "GET", url: "/healthz" });
    expect(generated.headers["x-request-id"]).toMatch(/^[0-9a-f-]{36}$/);
    const given = await test.request({
      method: "GET",
      url: "/healthz",
      headers: { "x-request-id": "trace-42" },
    });
    expect(given.headers["x-request-id"]).toBe("trace-42");
    const hostile = await test.request({
      method: "GET",
      url: "/healthz",
      headers: { "x-request-id": "a\nb c" },
    });
    expect(hostile.headers["x-request-id"]).not.toContain("\n");
  });

  it("sends security headers and no-store on API answers", async () => {
    const response = await test.request({ method: "GET", url: "/v1/no/such/thing" });
    const csp = String(response.headers["content-security-policy"]);
    expect(csp).toContain("object-src 'none'");
    expect(csp).toContain("base-uri 'none'");
    expect(csp).toContain("frame-ancestors 'none'");
    expect(csp).toContain("script-src 'self';");
    expect(csp).not.toContain("stripe");
    expect(response.headers["x-content-type-options"]).toBe("nosniff");
    expect(response.headers["x-powered-by"]).toBeUndefined();
    expect(response.headers["cache-control"]).toBe("no-store");
  });

  it("keeps CORS closed by default and opens it to configured origins only", async () => {
    const preflight = (app: TestApp, origin: string) =>
      app.request({
        method: "OPTIONS",
        url: "/v1/users/profile",
        headers: {
          origin,
          "access-control-request-method": "GET",
          "access-control-request-headers": "authorization",
        },
      });
    expect(
      (await preflight(test, "https://evil.example")).headers["access-control-allow-origin"],
    ).toBeUndefined();
    const open = await startTestApp({ CORS_ORIGINS: ["https://shop.example"] });
    try {
      expect((await preflight(open, "https://shop.example")).headers["access-control-allow-origin"]).toBe(
        "https://shop.example",
      );
      expect(
        (await preflight(open, "https://evil.example")).headers["access-control-allow-origin"],
      ).toBeUndefined();
    } finally {
      await open.close();
    }
  });

  it("documents every /v1 route in the OpenAPI document, with the contracts' rules", async () => {
    const document = (await test.request({ method: "GET", url: "/v1/openapi.json" })).json();
    const documented = Object.entries(document.paths as Record<string, Record<string, unknown>>).flatMap(
      ([path, methods]) => Object.keys(methods).map((method) => `${method.toUpperCase()} ${path}`),
    );
    expect(documented).toEqual(
      expect.arrayContaining([
        "POST /v1/authorization/register",
        "POST /v1/authorization/login",
        "POST /v1/authorization/refresh",
        "POST /v1/authorization/logout",
        "POST /v1/authorization/mobile/send-code",
        "POST /v1/authorization/mobile/verify-code",
        "POST /v1/authorization/forgot-password/send-code",
        "POST /v1/authorization/forgot-password/change-password",
        "POST /v1/authorization/change-password",
        "GET /v1/users/profile",
        "POST /v1/users/update-profile",
        "POST /v1/users/delete-account",
        "GET /v1/users/socials",
        "PUT /v1/users/socials",
        "GET /v1/users",
        "GET /v1/users/blocked",
        "GET /v1/users/following",
        "GET /v1/users/followers",
        "GET /v1/user/{id}",
        "POST /v1/user/{id}/follow",
        "POST /v1/user/{id}/unfollow",
        "POST /v1/user/{id}/block",
        "POST /v1/user/{id}/unblock",
        "POST /v1/user/{id}/report",
        "GET /v1/notifications",
        "GET /v1/users/addresses",
        "POST /v1/users/addresses",
        "GET /v1/users/addresses/{id}",
        "PUT /v1/users/addresses/{id}",
        "DELETE /v1/users/addresses/{id}",
        "POST /v1/users/addresses/{id}/default",
        "GET /v1/brands",
        "GET /v1/brands/{id}",
        "GET /v1/style-profile",
        "PUT /v1/style-profile/body-type",
        "POST /v1/style-profile/body-type/skip",
        "GET /v1/influencers",
        "GET /v1/influencers/onboarding",
        "PUT /v1/influencers/onboarding/influencer-store",
        "GET /v1/retailers/questionnaire",
        "PUT /v1/retailers/questionnaire/sales-metrics",
        "POST /v1/retailer-leads",
        "POST /v1/contact",
        "POST /v1/uploads",
        "GET /v1/dev/outbox",
      ]),
    );
    const register = document.paths["/v1/authorization/register"].post.requestBody.content;
    expect(Object.keys(register)).toContain("multipart/form-data");
    const schema = register["multipart/form-data"].schema;
    expect(schema.required).toEqual(expect.arrayContaining(["firstName", "lastName", "email", "password"]));
    expect(schema.properties.password.minLength).toBe(8);
  });

  it("serves the API docs page from its own assets", async () => {
    const page = await test.request({ method: "GET", url: "/v1/docs" });
    expect(page.statusCode).toBe(200);
    expect(page.headers["content-type"]).toContain("text/html");
    expect(page.body).not.toMatch(/cdn|unpkg|jsdelivr/);
    const script = await test.request({ method: "GET", url: "/v1/docs/static/swagger-ui-bundle.js" });
    expect(script.statusCode).toBe(200);
  });
});
