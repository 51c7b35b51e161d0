import {
  type AuthResponse,
  STYLE_ANSWER_SCHEMAS,
  STYLE_STEPS,
  type StyleProfile,
  StyleProfileSchema,
} from "@cbm/contracts";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { StyleProfileRow } from "../modules/style/index.ts";
import type { UserRow } from "../modules/users/index.ts";
import type { Database } from "../platform/db.ts";
import { emptyPglite, startTestApp, type TestApp } from "../testing/harness.ts";
import { rowsOf } from "../testing/tables.ts";
import { DEMO_ACCOUNTS, seedIfEmpty } from "./index.ts";

// Its own empty PGlite, as in seed.test.ts: seeding only happens on an empty database.
let database: Database;
let test: TestApp;
// Seeding the whole demo takes a minute or more on a busy machine, as in seed.test.ts.
beforeAll(async () => {
  database = await emptyPglite();
  test = await startTestApp({}, {}, database);
  expect(await seedIfEmpty(test.deps)).toBe(true);
}, 240_000);
afterAll(async () => {
  await test.close();
  await database.close();
});

async function profileOf(email: string): Promise<StyleProfile> {
  const password = DEMO_ACCOUNTS.find((account) => account.email === email)?.password ?? "";
  const login = await test.request({
    method: "POST",
    url: "/v1/authorization/login",
    payload: { username: email, password },
  });
  const { accessToken } = login.json<AuthResponse>();
  const response = await test.request({
    method: "GET",
    url: "/v1/style-profile",
    headers: { authorization: `Bearer ${accessToken}` },
  });
  expect(response.statusCode).toBe(200);
  return StyleProfileSchema.parse(response.json());
}

describe("the seeded style profiles", () => {
  it("show the demo customer a finished profile, brands included", async () => {
    const profile = await profileOf("customer@example.com");
    expect(profile.nextStep).toBeNull();
    expect(profile.completedAt).not.toBeNull();
    expect(profile.answers.brands.length).toBeGreaterThanOrEqual(2);
    expect(profile.answers.favouriteColours.length).toBeGreaterThanOrEqual(2);
  });

  it("let the demo influencer resume at the fifth step", async () => {
    const profile = await profileOf("influencer@example.com");
    expect(profile.answeredSteps).toEqual(STYLE_STEPS.slice(0, 4));
    expect(profile.nextStep).toBe("select-brand");
  });

  it("are varied, only for customers and influencers, and every answer would pass the questionnaire", async () => {
    const [rows, people] = await Promise.all([
      rowsOf<StyleProfileRow>(database.db, "style_profiles"),
      rowsOf<UserRow>(database.db, "users"),
    ]);
    const roleOf = new Map(people.map((person) => [person.id, person.roles[0]]));
    expect(rows.length).toBeGreaterThan(20);
    expect(rows.every((row) => ["customer", "influencer"].includes(roleOf.get(row.userId) ?? ""))).toBe(true);
    expect(new Set(rows.map((row) => row.bodyType)).size).toBeGreaterThan(3);
    expect(rows.some((row) => row.completedAt === null)).toBe(true);
    for (const row of rows) {
      const answers = {
        "body-type": row.bodyType && { bodyType: row.bodyType },
        "size-selection": row.answeredSteps.includes("size-selection") && { sizes: row.sizes },
        "fav-colors": row.favouriteColours.length > 0 && { favouriteColours: row.favouriteColours },
        "avoid-colors": { avoidedColours: row.avoidedColours },
        "shopping-style": row.shoppingStyles.length > 0 && { shoppingStyles: row.shoppingStyles },
        "fashion-goal": row.fashionGoals.length > 0 && { fashionGoals: row.fashionGoals },
        "fashion-event": row.fashionEvents.length > 0 && { fashionEvents: row.fashionEvents },
        "style-attributes": row.styleAttributes.length > 0 && { styleAttributes: row.styleAttributes },
      };
      for (const [step, body] of Object.entries(answers)) {
        if (body)
          expect(STYLE_ANSWER_SCHEMAS[step as keyof typeof answers].safeParse(body).error).toBeUndefined();
      }
      expect(row.favouriteColours.filter((colour) => row.avoidedColours.includes(colour))).toEqual([]);
    }
  });
});
