import { type AuthResponse, ERROR_MESSAGES, type ImageType } from "@cbm/contracts";
import { sql } from "drizzle-orm";
import fc, { type Arbitrary } from "fast-check";
import type { InjectOptions, LightMyRequestResponse, RouteOptions } from "fastify";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { testConfig } from "./config.ts";
import { wallOf } from "./testing/closets-and-outfits.ts";
import { hostileValue, inputsFor } from "./testing/fuzz-inputs.ts";
import { bearer, multipart, type Person, registerPerson, type TestApp } from "./testing/harness.ts";

/** Every route the app registers, as Fastify hands it to onRoute hooks (with its zod schemas). */
const routes = vi.hoisted((): RouteOptions[] => []);

// The app is built inside buildApp; an onRoute hook added as the instance is made sees every route.
vi.mock("fastify", async (importOriginal) => {
  const fastify = await importOriginal<typeof import("fastify")>();
  const observed = ((options?: Parameters<typeof fastify.default>[0]) =>
    fastify.default(options).addHook("onRoute", (route) => {
      routes.push(route);
    })) as typeof fastify.default;
  return { ...fastify, default: observed };
});

/** Cases per route: enough to meet each hostile shape a few times, few enough for the suite's time. */
const RUNS_PER_ROUTE = 100;

/** More than the body limit. */
const OVERSIZED = "x".repeat(testConfig().BODY_LIMIT + 1);

/**
 * The same cases every run, so that what CI passed is what lands; FUZZ_SEED=<n> explores others (and
 * replays a failure, whose seed is printed).
 */
const SEED = Number(process.env.FUZZ_SEED ?? 1125);

const SIGNED_IN = ["customer", "influencer", "retailer", "admin"] as const;
type Caller = "anonymous" | "forged" | (typeof SIGNED_IN)[number];
type Encoding =
  | "json"
  | "urlencoded"
  | "multipart"
  | "text"
  | "none"
  | "broken-json"
  | "multipart-without-boundary"
  | "oversized";

interface Case {
  caller: Caller;
  params: Record<string, unknown>;
  query: unknown;
  body: unknown;
  encoding: Encoding;
  requestId: string | null;
}

/** The methods to fuzz a route with: HEAD is GET's twin, and a file served as it is takes no input. */
const methodsOf = (route: RouteOptions) =>
  /\.\w+$/.test(route.url) ? [] : [route.method].flat().filter((method) => method !== "HEAD");

/** A route with an onRequest guard must refuse a caller without a valid token with 401 before anything else. */
const isGuarded = (route: RouteOptions) => route.onRequest !== undefined;

const text = (value: unknown) => (typeof value === "string" ? value : (JSON.stringify(value) ?? ""));

/** A body or query as form fields: each key once, arrays as repeated fields. */
function formFields(value: unknown): [string, string][] {
  if (typeof value !== "object" || value === null || Array.isArray(value)) return [["value", text(value)]];
  return Object.keys(value).flatMap((key) => {
    const field = (value as Record<string, unknown>)[key];
    return Array.isArray(field)
      ? field.map((item): [string, string] => [key, text(item)])
      : [[key, text(field)]];
  });
}

function encodedBody(body: unknown, encoding: Encoding): Pick<InjectOptions, "payload" | "headers"> {
  switch (encoding) {
    case "json":
      return { payload: text(body), headers: { "content-type": "application/json" } };
    case "broken-json":
      return { payload: `${text(body)}{`, headers: { "content-type": "application/json" } };
    case "urlencoded":
      return {
        payload: new URLSearchParams(formFields(body)).toString(),
        headers: { "content-type": "application/x-www-form-urlencoded" },
      };
    case "multipart":
      return multipart(Object.fromEntries(formFields(body)));
    case "multipart-without-boundary":
      return {
        payload: multipart(Object.fromEntries(formFields(body))).payload,
        headers: { "content-type": "multipart/form-data" },
      };
    case "oversized":
      return {
        payload: JSON.stringify({ body: OVERSIZED }),
        headers: { "content-type": "application/json" },
      };
    case "text":
      return { payload: text(body), headers: { "content-type": "text/plain" } };
    case "none":
      return { payload: text(body) };
  }
}

function urlOf(route: RouteOptions, params: Record<string, unknown>, query: unknown): string {
  const path = route.url
    .replace(/:(\w+)/g, (_match, name: string) => encodeURIComponent(text(params[name])))
    .replace("*", encodeURIComponent(text(params["*"])));
  const search = new URLSearchParams(formFields(query)).toString();
  // The catch-all route's own path is `*`.
  const absolute = path.startsWith("/") ? path : `/${path}`;
  return search ? `${absolute}?${search}` : absolute;
}

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === "object" && value !== null && !Array.isArray(value);

/**
 * The error contract of spec section 8: a 400 maps each field to its messages (a field may be named
 * `message`, as the contact form's is); any other error is `{ message }`.
 */
function keepsToErrorContract(status: number, body: string): boolean {
  let parsed: unknown;
  try {
    parsed = JSON.parse(body);
  } catch {
    return false;
  }
  if (!isObject(parsed)) return false;
  const entries = Object.entries(parsed);
  if (status !== 400) return entries.length === 1 && typeof parsed.message === "string";
  return (
    entries.length > 0 &&
    entries.every(
      ([, messages]) => Array.isArray(messages) && messages.every((message) => typeof message === "string"),
    )
  );
}

/** The router refused the URL (a malformed or too long path): no route ran, so no guard either. */
function isRouterRefusal(response: LightMyRequestResponse): boolean {
  const { statusCode } = response;
  if (statusCode === 414) return true;
  if (statusCode === 404) return response.json().message === ERROR_MESSAGES.notFound;
  return statusCode === 400 && Object.keys(response.json()).join() === "path";
}

/** What is wrong with an answer, if anything. */
function problemWith(route: RouteOptions, fuzzCase: Case, response: LightMyRequestResponse): string | null {
  const status = response.statusCode;
  if (status >= 500) return `answered ${status}`;
  if (status >= 400 && !keepsToErrorContract(status, response.body)) {
    return "answered an error outside the error contract";
  }
  const withoutToken = fuzzCase.caller === "anonymous" || fuzzCase.caller === "forged";
  if (isGuarded(route) && withoutToken && status !== 401 && !isRouterRefusal(response)) {
    return `answered ${status}, not 401`;
  }
  return null;
}

describe("every route under hostile input", () => {
  let test: TestApp;
  const tokens = new Map<Caller, string>();
  /** Real ids and locations, so that valid-looking requests also reach things that exist. */
  const known: string[] = [];

  beforeAll(async () => {
    // Test files may share this worker's modules (isolation is off), and an app built before this file
    // was built by a Fastify without the route hook: this file's app is built from fresh modules.
    vi.resetModules();
    const { startTestApp } = await import("./testing/harness.ts");
    test = await startTestApp();
    const people: [Caller, Person][] = [];
    for (const role of ["customer", "influencer", "retailer"] as const) {
      people.push([role, await registerPerson(test, { role })]);
    }
    const admin = await registerPerson(test);
    await test.deps.database.db.execute(
      sql`update users set roles = '{admin}' where id = ${admin.auth.user.id}`,
    );
    people.push(["admin", await signedInAgain(admin)]);
    for (const [caller, person] of people) {
      tokens.set(caller, person.auth.accessToken);
      known.push(person.auth.user.id);
    }
    const [, customer] = people[0] as [Caller, Person];
    const wall = wallOf(test);
    const closet = await wall.closet(customer);
    const item = await wall.item(customer, closet.id);
    const outfit = await wall.outfit(customer);
    const comment = await wall.comment(customer, outfit.id);
    known.push(closet.id, item.id, outfit.id, comment.id, outfit.image.url, await uploadedPhoto(customer));
  }, 60_000);

  afterAll(async () => {
    await test?.close();
  });

  async function signedInAgain(person: Person): Promise<Person> {
    const response = await test.request({
      method: "POST",
      url: "/v1/authorization/login",
      payload: new URLSearchParams({ username: person.email, password: person.password }).toString(),
      headers: { "content-type": "application/x-www-form-urlencoded" },
    });
    const auth = response.json<AuthResponse>();
    return { ...person, auth, headers: bearer(auth.accessToken) };
  }

  async function uploadedPhoto(person: Person): Promise<string> {
    const bytes = await sharp({ create: { width: 30, height: 20, channels: 3, background: "#804020" } })
      .jpeg()
      .toBuffer();
    const contentType: ImageType = "image/jpeg";
    const ticket = await test.request({
      method: "POST",
      url: "/v1/uploads",
      headers: person.headers,
      payload: { contentType, size: bytes.length, fileName: "photo.jpg" },
    });
    const { uploadUrl, location } = ticket.json();
    await test.request({
      method: "PUT",
      url: uploadUrl,
      payload: bytes,
      headers: { "content-type": contentType },
    });
    return location;
  }

  function caseFor(route: RouteOptions): Arbitrary<Case> {
    const { fieldValue } = inputsFor(known);
    const schema = (route.schema ?? {}) as Record<string, Parameters<typeof fieldValue>[0] | undefined>;
    const partValue = (part: string) => {
      const partSchema = schema[part];
      return partSchema ? fieldValue(partSchema) : hostileValue;
    };
    const names = [...route.url.matchAll(/:(\w+)/g)].map((match) => match[1] as string);
    const params = fc.oneof(
      { arbitrary: partValue("params"), weight: 4 },
      {
        arbitrary: fc.record(Object.fromEntries([...names, "*"].map((name) => [name, hostileValue]))),
        weight: 1,
      },
    );
    return fc.record({
      caller: fc.constantFrom<Caller>("anonymous", "forged", ...SIGNED_IN, ...SIGNED_IN),
      params: params.map(
        (value) => (typeof value === "object" && value !== null ? value : {}) as Record<string, unknown>,
      ),
      query: partValue("querystring"),
      body: partValue("body"),
      encoding: fc.oneof(
        { arbitrary: fc.constant<Encoding>("json"), weight: 4 },
        fc.constantFrom<Encoding>(
          "urlencoded",
          "multipart",
          "text",
          "none",
          "broken-json",
          "multipart-without-boundary",
          "oversized",
        ),
      ),
      requestId: fc.option(fc.stringMatching(/^[\x20-\x7e]{0,80}$/)),
    });
  }

  function requestFor(route: RouteOptions, method: string, fuzzCase: Case): InjectOptions & { url: string } {
    const token =
      fuzzCase.caller === "forged" ? "eyJhbGciOiJIUzI1NiJ9.e30.forged" : tokens.get(fuzzCase.caller);
    const body = method === "GET" ? {} : encodedBody(fuzzCase.body, fuzzCase.encoding);
    return {
      method: method as InjectOptions["method"],
      url: urlOf(route, fuzzCase.params, fuzzCase.query),
      ...body,
      headers: {
        ...body.headers,
        ...(token ? bearer(token) : {}),
        ...(fuzzCase.requestId === null ? {} : { "x-request-id": fuzzCase.requestId }),
      },
    };
  }

  it("answers no 5xx, refuses callers without a token on guarded routes first, and keeps to the error contract", async () => {
    const started = Date.now();
    const failures: string[] = [];
    let cases = 0;
    const fuzzed = routes.filter((route) => methodsOf(route).length > 0);
    // The app's routes were seen as it was built: a fuzzer that saw none would pass having tried nothing.
    expect(fuzzed.length).toBeGreaterThan(100);
    // Problems are gathered, not thrown, so that one run lists every route's.
    for (const route of fuzzed) {
      for (const method of methodsOf(route)) {
        await fc.assert(
          fc.asyncProperty(caseFor(route), async (fuzzCase) => {
            cases++;
            const request = requestFor(route, method, fuzzCase);
            const response = await test.request(request);
            const problem = problemWith(route, fuzzCase, response);
            if (problem) {
              const payload = text(request.payload).slice(0, 300);
              failures.push(
                `${method} ${route.url}: ${problem}\n  as ${fuzzCase.caller} ${request.url.slice(0, 300)}` +
                  `\n  ${fuzzCase.encoding} ${payload}\n  -> ${response.body.slice(0, 300)}`,
              );
            }
          }),
          { numRuns: RUNS_PER_ROUTE, seed: SEED },
        );
      }
    }
    console.log(
      `fuzz: ${cases} cases over ${fuzzed.length} routes in ${Math.round((Date.now() - started) / 1000)} s (seed ${SEED})`,
    );
    expect(failures).toEqual([]);
  }, 300_000);
});
