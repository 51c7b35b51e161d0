import {
  RETAILER_LEAD_THANKS,
  RETAILER_STEPS,
  type RetailerAnswers,
  type RetailerQuestionnaire,
  type RetailerStep,
} from "@cbm/contracts";
import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  bearer,
  type Person,
  registerPerson,
  startTestApp,
  type TestApp,
  uniqueEmail,
} from "../../testing/harness.ts";
import { retailerLeads, retailerProfiles } from "./tables.ts";

let test: TestApp;
beforeAll(async () => {
  test = await startTestApp();
});
afterAll(() => test.close());

const retailer = () => registerPerson(test, { role: "retailer" });
const read = (person?: Person) =>
  test.request({ method: "GET", url: "/v1/retailers/questionnaire", headers: person?.headers });
const answer = (person: Person | undefined, step: string, payload: unknown) =>
  test.request({
    method: "PUT",
    url: `/v1/retailers/questionnaire/${step}`,
    headers: person?.headers,
    payload: payload as object,
  });

async function answered(
  person: Person,
  step: RetailerStep,
  payload: unknown,
): Promise<RetailerQuestionnaire> {
  const response = await answer(person, step, payload);
  expect(response.statusCode, response.body).toBe(200);
  return response.json();
}

/** A valid answer for every step. */
const VALID: Required<RetailerAnswers> = {
  "product-and-channels": {
    categories: ["womenswear", "accessories"],
    channels: ["own-website", "instagram"],
    pricePosition: "premium",
    catalogueSize: "50-200",
    shipsTo: "regional",
  },
  "sales-metrics": {
    monthlyRevenue: "25k-100k",
    averageOrderValue: { amount: 8950, currency: "EUR" },
    onlineShare: "50-75",
    returnRate: "5-15",
  },
  "challenges-obstacles-goals": {
    challenges: ["reaching-customers", "content"],
    goals: ["grow-sales", "influencer-partnerships"],
    timeline: "three-months",
    obstacles: "We sell out in store but struggle to be found online.",
  },
  "collaborations-and-influencers": {
    experience: "a-few",
    collaborationTypes: ["gifting", "affiliate"],
    audienceSizes: ["nano", "micro"],
    monthlyBudget: { amount: 150000, currency: "EUR" },
    idealCreator: "Slow-fashion lovers who style linen for everyday life.",
  },
};

const storedProfile = async (person: Person) => {
  const [row] = await test.deps.database.db
    .select()
    .from(retailerProfiles)
    .where(eq(retailerProfiles.userId, person.auth.user.id));
  return row;
};

describe("GET /v1/retailers/questionnaire", () => {
  it("starts empty at the first step for a new retailer", async () => {
    const response = await read(await retailer());
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      answers: {},
      answeredSteps: [],
      skippedSteps: [],
      nextStep: "product-and-channels",
    });
  });

  it("answers 401 without a token and 403 to customers and influencers", async () => {
    expect((await read()).statusCode).toBe(401);
    expect((await read()).json()).toEqual({ message: "Unauthenticated." });
    for (const role of ["customer", "influencer"]) {
      const response = await read(await registerPerson(test, { role }));
      expect(response.statusCode).toBe(403);
      expect(response.json()).toEqual({ message: "You are not allowed to do this." });
    }
  });

  it("shows each retailer only their own answers", async () => {
    const [first, second] = await Promise.all([retailer(), retailer()]);
    await answered(first, "sales-metrics", VALID["sales-metrics"]);
    expect((await read(second)).json<RetailerQuestionnaire>().answers).toEqual({});
  });
});

describe("PUT /v1/retailers/questionnaire/{step}", () => {
  it("saves each step, keeps the others and resumes at the first unanswered step", async () => {
    const person = await retailer();
    const afterSales = await answered(person, "sales-metrics", VALID["sales-metrics"]);
    expect(afterSales).toEqual({
      answers: { "sales-metrics": VALID["sales-metrics"] },
      answeredSteps: ["sales-metrics"],
      skippedSteps: [],
      nextStep: "product-and-channels",
    });
    await answered(person, "product-and-channels", VALID["product-and-channels"]);
    expect((await read(person)).json<RetailerQuestionnaire>().nextStep).toBe("challenges-obstacles-goals");

    for (const step of RETAILER_STEPS) await answered(person, step, VALID[step]);
    expect((await read(person)).json()).toEqual({
      answers: VALID,
      answeredSteps: RETAILER_STEPS,
      skippedSteps: [],
      nextStep: null,
    });
  });

  it("replaces a step's answer when it is answered again, without listing the step twice", async () => {
    const person = await retailer();
    await answered(person, "challenges-obstacles-goals", VALID["challenges-obstacles-goals"]);
    const again = await answered(person, "challenges-obstacles-goals", {
      challenges: ["returns"],
      goals: ["fewer-returns"],
      timeline: "now",
    });
    expect(again.answers["challenges-obstacles-goals"]).toEqual({
      challenges: ["returns"],
      goals: ["fewer-returns"],
      timeline: "now",
    });
    expect((await storedProfile(person))?.answeredSteps).toEqual(["challenges-obstacles-goals"]);
  });

  it("trims the free text and keeps money in minor units with its currency", async () => {
    const person = await retailer();
    const saved = await answered(person, "collaborations-and-influencers", {
      ...VALID["collaborations-and-influencers"],
      monthlyBudget: { amount: 0, currency: "JPY" },
      idealCreator: "  Vintage hunters  ",
    });
    expect(saved.answers["collaborations-and-influencers"]).toMatchObject({
      monthlyBudget: { amount: 0, currency: "JPY" },
      idealCreator: "Vintage hunters",
    });
  });

  it("names every missing field of each step, and stores nothing", async () => {
    const person = await retailer();
    const expected: Record<RetailerStep, Record<string, string[]>> = {
      "product-and-channels": {
        categories: ["Choose categories from the list"],
        channels: ["Choose channels from the list"],
        pricePosition: ["Choose a price position"],
        catalogueSize: ["Choose how many products you sell"],
        shipsTo: ["Choose where you ship"],
      },
      "sales-metrics": {
        monthlyRevenue: ["Choose a revenue range"],
        averageOrderValue: ["Average order value is required"],
        onlineShare: ["Choose how much you sell online"],
        returnRate: ["Choose a return rate"],
      },
      "challenges-obstacles-goals": {
        challenges: ["Choose challenges from the list"],
        goals: ["Choose goals from the list"],
        timeline: ["Choose when you want to get there"],
      },
      "collaborations-and-influencers": {
        experience: ["Choose how often you have worked with creators"],
        collaborationTypes: ["Choose kinds of collaboration from the list"],
        audienceSizes: ["Choose audience sizes from the list"],
        monthlyBudget: ["Monthly budget is required"],
      },
    };
    for (const step of RETAILER_STEPS) {
      const response = await answer(person, step, {});
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual(expected[step]);
    }
    expect(await storedProfile(person)).toBeUndefined();
  });

  it("refuses answers outside the lists, too many or repeated choices, bad money and unknown fields", async () => {
    const person = await retailer();
    const products = await answer(person, "product-and-channels", {
      ...VALID["product-and-channels"],
      categories: ["womenswear", "spaceships"],
      channels: ["instagram", "instagram"],
      pricePosition: "cheap",
      colour: "red",
    });
    expect(products.statusCode).toBe(400);
    expect(products.json()).toEqual({
      categories: ["Choose categories from the list"],
      channels: ["Choose each channel only once"],
      pricePosition: ["Choose a price position from the list"],
      colour: ["This step has no such field"],
    });

    const goals = await answer(person, "challenges-obstacles-goals", {
      ...VALID["challenges-obstacles-goals"],
      goals: ["grow-sales", "new-audiences", "launch-collection", "build-community"],
      obstacles: "x".repeat(501),
    });
    expect(goals.json()).toEqual({
      goals: ["Choose at most 3 goals"],
      obstacles: ["Obstacles must be at most 500 characters"],
    });

    const money = await answer(person, "sales-metrics", {
      ...VALID["sales-metrics"],
      averageOrderValue: { amount: 12.5, currency: "XYZ" },
    });
    expect(money.json()).toEqual({
      "averageOrderValue.amount": ["Average order value must be a whole number of cents"],
      "averageOrderValue.currency": ["Choose a currency from the list"],
    });
    const negative = await answer(person, "collaborations-and-influencers", {
      ...VALID["collaborations-and-influencers"],
      monthlyBudget: { amount: -1, currency: "EUR" },
    });
    expect(negative.json()).toEqual({ "monthlyBudget.amount": ["Monthly budget cannot be negative"] });
    expect(await storedProfile(person)).toBeUndefined();
  });

  it("answers 401 without a token, 403 for other roles, and 404 for a step that does not exist", async () => {
    const step = "sales-metrics";
    expect((await answer(undefined, step, VALID[step])).statusCode).toBe(401);
    expect((await answer(undefined, "select-package", {})).statusCode).toBe(401);
    const influencer = await registerPerson(test, { role: "influencer" });
    expect((await answer(influencer, step, VALID[step])).statusCode).toBe(403);
    expect(await storedProfile(influencer)).toBeUndefined();
    const missing = await answer(await retailer(), "select-package", {});
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toEqual({ message: "This step does not exist or is not answered here." });
  });

  it("has no step to skip: every step of a business profile is answered", async () => {
    const person = await retailer();
    const skip = (who?: Person) =>
      test.request({
        method: "POST",
        url: "/v1/retailers/questionnaire/sales-metrics/skip",
        headers: who?.headers,
      });
    expect((await skip()).statusCode).toBe(401);
    const skipped = await skip(person);
    expect(skipped.statusCode).toBe(404);
    expect(skipped.json()).toEqual({ message: "This step does not exist or cannot be skipped." });
    expect(await storedProfile(person)).toBeUndefined();
  });
});

describe("POST /v1/retailer-leads", () => {
  let addresses = 0;
  /** Each request from its own address, so the per-IP limit only bites where a test means it to. */
  const freshAddress = () => `10.11.${Math.floor(++addresses / 250)}.${addresses % 250}`;

  const lead = () => ({
    businessName: "Atelier Lune",
    contactName: "Margaux Lune",
    email: uniqueEmail("lead"),
    website: "atelier-lune.example.com",
    country: "FR",
    categories: ["womenswear", "jewellery"],
    channels: ["own-store", "instagram"],
    monthlyRevenue: "5k-25k",
    message: "We make small-batch linen dresses in Lyon and would love to sell on CBM.",
  });

  const send = (payload: unknown, options: { app?: TestApp; remoteAddress?: string; token?: string } = {}) =>
    (options.app ?? test).request({
      method: "POST",
      url: "/v1/retailer-leads",
      payload: payload as object,
      headers: options.token ? bearer(options.token) : undefined,
      remoteAddress: options.remoteAddress ?? freshAddress(),
    });

  const storedFrom = (email: string) =>
    test.deps.database.db.select().from(retailerLeads).where(eq(retailerLeads.email, email));
  const leadCount = async (app = test) => {
    const [row] = await app.deps.database.db
      .select({ count: sql<number>`count(*)::int` })
      .from(retailerLeads);
    return row?.count ?? 0;
  };

  it("stores a visitor's business as a lead and thanks them", async () => {
    const body = lead();
    const response = await send({ ...body, email: `  ${body.email.toUpperCase()} ` });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ message: RETAILER_LEAD_THANKS });
    const [row] = await storedFrom(body.email);
    expect(row).toMatchObject({
      businessName: "Atelier Lune",
      contactName: "Margaux Lune",
      email: body.email,
      handledAt: null,
      answers: {
        website: "https://atelier-lune.example.com",
        country: "FR",
        categories: ["womenswear", "jewellery"],
        channels: ["own-store", "instagram"],
        monthlyRevenue: "5k-25k",
        message: body.message,
      },
    });
  });

  it("needs no token, and a stale one changes nothing", async () => {
    const body = { ...lead(), website: "" };
    expect((await send(body, { token: "not.a.real-token" })).statusCode).toBe(200);
    const [row] = await storedFrom(body.email);
    expect(row?.answers).not.toHaveProperty("website");
  });

  it("names every missing field, and stores nothing", async () => {
    const before = await leadCount();
    const response = await send({});
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      businessName: ["Business name is required"],
      contactName: ["Your name is required"],
      email: ["Email is required"],
      country: ["Country is required"],
      categories: ["Choose categories from the list"],
      channels: ["Choose channels from the list"],
      monthlyRevenue: ["Choose a revenue range"],
      message: ["Message is required"],
    });
    expect(await leadCount()).toBe(before);
  });

  it("refuses a website that is not a web address, an unknown country and empty lists", async () => {
    const response = await send({
      ...lead(),
      website: "javascript:alert(1)",
      country: "XX",
      categories: [],
      monthlyRevenue: "billions",
      message: "x".repeat(2001),
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      website: ["Website must be a web address, like atelier-moreau.com"],
      country: ["Choose a country from the list"],
      categories: ["Choose at least one category"],
      monthlyRevenue: ["Choose a revenue range from the list"],
      message: ["Message must be at most 2000 characters"],
    });
  });

  it("limits leads per IP with a 429 and Retry-After", async () => {
    const limited = await startTestApp({ RATE_LIMIT_RETAILER_LEAD_IP: 2 });
    try {
      const from = { app: limited, remoteAddress: "10.12.0.1" };
      expect((await send(lead(), from)).statusCode).toBe(200);
      expect((await send(lead(), from)).statusCode).toBe(200);
      const before = await leadCount(limited);
      const refused = await send(lead(), from);
      expect(refused.statusCode).toBe(429);
      expect(refused.json()).toEqual({ message: "Too many attempts. Please wait a little and try again." });
      expect(Number(refused.headers["retry-after"])).toBeGreaterThan(0);
      expect(await leadCount(limited)).toBe(before);
      expect((await send(lead(), { app: limited, remoteAddress: "10.12.0.2" })).statusCode).toBe(200);
    } finally {
      await limited.close();
    }
  });
});
