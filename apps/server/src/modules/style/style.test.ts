import { randomUUID } from "node:crypto";
import { type Card, STYLE_STEPS, type StyleProfile, type StyleStep } from "@cbm/contracts";
import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { newBrand } from "../../testing/brands.ts";
import { bearer, type Person, registerPerson, startTestApp, type TestApp } from "../../testing/harness.ts";
import { styleProfileBrands, styleProfiles } from "./tables.ts";

let test: TestApp;
beforeAll(async () => {
  test = await startTestApp();
});
afterAll(() => test.close());

const read = (person?: Person) =>
  test.request({ method: "GET", url: "/v1/style-profile", headers: person?.headers });
const answer = (person: Person | undefined, step: string, payload: unknown) =>
  test.request({
    method: "PUT",
    url: `/v1/style-profile/${step}`,
    headers: person?.headers,
    payload: payload as object,
  });
const skip = (person: Person | undefined, step: string) =>
  test.request({ method: "POST", url: `/v1/style-profile/${step}/skip`, headers: person?.headers });

async function profileOf(person: Person): Promise<StyleProfile> {
  const response = await read(person);
  expect(response.statusCode).toBe(200);
  return response.json();
}

async function answered(person: Person, step: string, payload: unknown): Promise<StyleProfile> {
  const response = await answer(person, step, payload);
  expect(response.statusCode, response.body).toBe(200);
  return response.json();
}

const brandId = async (name: string, active = true) => (await newBrand(test, name, active)).id;

// The addresses module's table, written by name: the test only needs an address to exist.
const giveAddress = (person: Person) =>
  test.deps.database.db.execute(sql`insert into addresses (user_id, full_name, line1, city, postal_code, country)
    values (${person.auth.user.id}, 'Ada Lovelace', '12 St James''s Square', 'London', 'SW1Y 4JH', 'GB')`);

/** The steps answered by adding an address or a card, not through this API. */
const ANSWERED_ELSEWHERE: StyleStep[] = ["user-address", "add-payment-method"];

async function saveCard(person: Person): Promise<Card> {
  const response = await test.request({
    method: "POST",
    url: "/v1/users/payment-methods",
    headers: person.headers,
    payload: { paymentMethodId: "pm_card_visa" },
  });
  expect(response.statusCode, response.body).toBe(201);
  return response.json();
}

/** A valid answer for every step answered through this API. */
const ANSWERS = {
  "body-type": { bodyType: "hourglass" },
  "size-selection": {
    sizes: {
      tops: { system: "INT", size: "M" },
      bottoms: { system: "EU", size: "38" },
      shoes: { system: "US", size: "8.5" },
    },
  },
  "fav-colors": { favouriteColours: ["navy", "camel", "cream"] },
  "avoid-colors": { avoidedColours: ["orange"] },
  "shopping-style": { shoppingStyles: ["investment", "sustainable"] },
  "select-shopping-location": { shoppingLocations: ["boutiques", "second-hand"] },
  "fashion-goal": { fashionGoals: ["capsule-wardrobe"] },
  "fashion-event": { fashionEvents: ["work", "weddings"] },
  "style-attributes": { styleAttributes: ["minimalist", "classic"] },
  "add-socials": {},
} as const;

const EMPTY_ANSWERS: StyleProfile["answers"] = {
  bodyType: null,
  sizes: {},
  favouriteColours: [],
  avoidedColours: [],
  brands: [],
  shoppingStyles: [],
  shoppingLocations: [],
  fashionGoals: [],
  fashionEvents: [],
  styleAttributes: [],
};

describe("GET /v1/style-profile", () => {
  it("answers an empty profile that starts at the first step for someone who never answered", async () => {
    const ada = await registerPerson(test);
    expect(await profileOf(ada)).toEqual({
      answers: EMPTY_ANSWERS,
      answeredSteps: [],
      skippedSteps: [],
      nextStep: "body-type",
      completedAt: null,
    });
  });

  it("answers 401 without a valid token", async () => {
    for (const headers of [undefined, bearer("not.a.real-token")]) {
      const response = await test.request({ method: "GET", url: "/v1/style-profile", headers });
      expect(response.statusCode).toBe(401);
      expect(response.json()).toEqual({ message: "Unauthenticated." });
    }
  });
});

describe("PUT /v1/style-profile/{step}", () => {
  it("saves an answer, marks the step answered and moves on to the next step", async () => {
    const ada = await registerPerson(test);
    const profile = await answered(ada, "body-type", { bodyType: "pear" });
    expect(profile.answers).toEqual({ ...EMPTY_ANSWERS, bodyType: "pear" });
    expect(profile).toMatchObject({
      answeredSteps: ["body-type"],
      skippedSteps: [],
      nextStep: "size-selection",
    });
    expect(await profileOf(ada)).toEqual(profile);
  });

  it("saves every step's answer, each beside the others", async () => {
    const ada = await registerPerson(test);
    const brand = await brandId("Atelier");
    for (const [step, body] of Object.entries(ANSWERS)) await answered(ada, step, body);
    const profile = await answered(ada, "select-brand", { brands: [brand] });
    expect(profile.answers).toEqual({
      bodyType: "hourglass",
      sizes: ANSWERS["size-selection"].sizes,
      favouriteColours: ["navy", "camel", "cream"],
      avoidedColours: ["orange"],
      brands: [{ id: brand, name: expect.stringMatching(/^Atelier /) }],
      shoppingStyles: ["investment", "sustainable"],
      shoppingLocations: ["boutiques", "second-hand"],
      fashionGoals: ["capsule-wardrobe"],
      fashionEvents: ["work", "weddings"],
      styleAttributes: ["minimalist", "classic"],
    });
    expect(profile.answeredSteps).toEqual(STYLE_STEPS.filter((step) => !ANSWERED_ELSEWHERE.includes(step)));
    expect(profile.nextStep).toBe("user-address");
    expect(profile.completedAt).toBeNull();
  });

  it("answers 400 with the field's messages for a bad answer, and changes nothing", async () => {
    const ada = await registerPerson(test);
    await answered(ada, "body-type", { bodyType: "apple" });
    const before = await profileOf(ada);
    const cases: Array<[string, unknown, Record<string, string[]>]> = [
      ["body-type", {}, { bodyType: ["Choose a body type"] }],
      ["body-type", { bodyType: "banana" }, { bodyType: ["Choose a body type from the list"] }],
      ["body-type", { bodyType: "pear", mood: "sunny" }, { mood: ["This step has no such field"] }],
      ["size-selection", { sizes: {} }, { sizes: ["Choose at least one size"] }],
      [
        "size-selection",
        { sizes: { tops: { system: "EU", size: "39" }, shoes: { system: "INT", size: "M" } } },
        {
          "sizes.tops.size": ["Choose a size from the list"],
          "sizes.shoes.system": ["Choose a size system from EU, US, UK"],
        },
      ],
      ["fav-colors", { favouriteColours: [] }, { favouriteColours: ["Choose at least one colour"] }],
      [
        "fav-colors",
        { favouriteColours: ["red", "ochre", "red"] },
        { favouriteColours: ["Choose colours from the list", "Choose each colour only once"] },
      ],
      [
        "fav-colors",
        { favouriteColours: ["red", "navy", "black", "white", "cream", "beige", "camel"] },
        { favouriteColours: ["Choose at most 6 colours"] },
      ],
      ["fav-colors", { favouriteColours: "red" }, { favouriteColours: ["Choose colours from the list"] }],
      [
        "fashion-goal",
        { fashionGoals: ["declutter", "spend-less", "try-trends", "stand-out"] },
        { fashionGoals: ["Choose at most 3 goals"] },
      ],
      ["shopping-style", { shoppingStyles: [] }, { shoppingStyles: ["Choose at least one shopping style"] }],
      [
        "style-attributes",
        { styleAttributes: ["loud"] },
        { styleAttributes: ["Choose words from the list"] },
      ],
      ["select-brand", { brands: ["not-an-id"] }, { brands: ["Choose brands from the list"] }],
      ["add-socials", { instagram: "@ada" }, { instagram: ["This step has no such field"] }],
    ];
    for (const [step, payload, errors] of cases) {
      const response = await answer(ada, step, payload);
      expect(response.statusCode, `${step} ${JSON.stringify(payload)}`).toBe(400);
      expect(response.json()).toEqual(errors);
    }
    expect(await profileOf(ada)).toEqual(before);
  });

  it("answers 400 for a body that is not JSON or missing", async () => {
    const ada = await registerPerson(test);
    const broken = await test.request({
      method: "PUT",
      url: "/v1/style-profile/body-type",
      headers: { ...ada.headers, "content-type": "application/json" },
      payload: "{not json",
    });
    expect(broken.statusCode).toBe(400);
    expect(broken.json()).toEqual({ body: ["The request body could not be read"] });
    const empty = await test.request({
      method: "PUT",
      url: "/v1/style-profile/body-type",
      headers: ada.headers,
    });
    expect(empty.statusCode).toBe(400);
  });

  it("refuses a colour that is both a favourite and avoided, either way round", async () => {
    const ada = await registerPerson(test);
    await answered(ada, "fav-colors", { favouriteColours: ["red", "navy"] });
    const avoid = await answer(ada, "avoid-colors", { avoidedColours: ["navy", "orange", "red"] });
    expect(avoid.statusCode).toBe(400);
    expect(avoid.json()).toEqual({
      avoidedColours: ["These are among your favourites, so they cannot be avoided: Navy, Red"],
    });
    await answered(ada, "avoid-colors", { avoidedColours: ["orange"] });
    const favourite = await answer(ada, "fav-colors", { favouriteColours: ["orange"] });
    expect(favourite.statusCode).toBe(400);
    expect(favourite.json()).toEqual({
      favouriteColours: ["You avoid these colours, so they cannot be favourites: Orange"],
    });
    expect((await profileOf(ada)).answers).toMatchObject({
      favouriteColours: ["red", "navy"],
      avoidedColours: ["orange"],
    });
  });

  it("accepts avoiding no colour at all as an answer", async () => {
    const ada = await registerPerson(test);
    const profile = await answered(ada, "avoid-colors", { avoidedColours: [] });
    expect(profile.answeredSteps).toEqual(["avoid-colors"]);
  });

  it("keeps the brands in the order picked and replaces them when answered again", async () => {
    const ada = await registerPerson(test);
    const [a, b, c] = [await brandId("Alpha"), await brandId("Beta"), await brandId("Gamma")];
    const first = await answered(ada, "select-brand", { brands: [b, a] });
    expect(first.answers.brands.map((brand) => brand.id)).toEqual([b, a]);
    const second = await answered(ada, "select-brand", { brands: [c, b] });
    expect(second.answers.brands.map((brand) => brand.id)).toEqual([c, b]);
    const rows = await test.deps.database.db
      .select()
      .from(styleProfileBrands)
      .where(eq(styleProfileBrands.userId, ada.auth.user.id));
    expect(rows).toHaveLength(2);
  });

  it("refuses unknown or hidden brands on `brands`, keeping the brands chosen before", async () => {
    const ada = await registerPerson(test);
    const [kept, hidden] = [await brandId("Kept"), await brandId("Hidden", false)];
    await answered(ada, "select-brand", { brands: [kept] });
    for (const ids of [[kept, hidden], [randomUUID()]]) {
      const response = await answer(ada, "select-brand", { brands: ids });
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({
        brands: ["Some of these brands are not in the catalogue any more; choose again"],
      });
    }
    expect((await profileOf(ada)).answers.brands.map((brand) => brand.id)).toEqual([kept]);
  });

  it("refuses more than 10 brands or the same brand twice", async () => {
    const ada = await registerPerson(test);
    const ids = Array.from({ length: 11 }, () => randomUUID());
    expect((await answer(ada, "select-brand", { brands: ids })).json()).toEqual({
      brands: ["Choose at most 10 brands"],
    });
    const twice = ids[0] as string;
    expect((await answer(ada, "select-brand", { brands: [twice, twice] })).json()).toEqual({
      brands: ["Choose each brand only once"],
    });
  });

  it("answers 401 without a token, and stores nothing", async () => {
    const response = await answer(undefined, "body-type", { bodyType: "pear" });
    expect(response.statusCode).toBe(401);
    expect(response.json()).toEqual({ message: "Unauthenticated." });
    const unknown = await answer(undefined, "favourite-animal", {});
    expect(unknown.statusCode).toBe(401);
  });

  it("answers 404 for an unknown step, and for the address and card steps (answered elsewhere)", async () => {
    const ada = await registerPerson(test);
    for (const step of ["favourite-animal", "user-address", "add-payment-method"]) {
      const response = await answer(ada, step, {});
      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual({
        message: "This step does not exist or is not answered here.",
      });
    }
    expect(await profileOf(ada)).toMatchObject({ answeredSteps: [], nextStep: "body-type" });
  });

  it("changes only the signed-in user's own profile", async () => {
    const [ada, bob] = await Promise.all([registerPerson(test), registerPerson(test)]);
    await answered(ada, "body-type", { bodyType: "rectangle" });
    await answered(bob, "body-type", { bodyType: "apple" });
    expect((await profileOf(ada)).answers.bodyType).toBe("rectangle");
    expect((await profileOf(bob)).answers.bodyType).toBe("apple");
    const carol = await registerPerson(test);
    expect((await profileOf(carol)).answers).toEqual(EMPTY_ANSWERS);
  });
});

describe("POST /v1/style-profile/{step}/skip", () => {
  it("marks the step skipped and resumes at the next one; answering it later un-skips it", async () => {
    const ada = await registerPerson(test);
    const skipped = await skip(ada, "body-type");
    expect(skipped.statusCode).toBe(200);
    expect(skipped.json()).toMatchObject({
      answeredSteps: [],
      skippedSteps: ["body-type"],
      nextStep: "size-selection",
    });
    const later = await answered(ada, "body-type", { bodyType: "pear" });
    expect(later).toMatchObject({
      answeredSteps: ["body-type"],
      skippedSteps: [],
      nextStep: "size-selection",
    });
  });

  it("clears the answer of a skipped step, brands included", async () => {
    const ada = await registerPerson(test);
    await answered(ada, "fav-colors", { favouriteColours: ["red"] });
    await answered(ada, "select-brand", { brands: [await brandId("Gone")] });
    await skip(ada, "fav-colors");
    const profile = (await skip(ada, "select-brand")).json<StyleProfile>();
    expect(profile.answers).toEqual(EMPTY_ANSWERS);
    expect(profile.skippedSteps).toEqual(["fav-colors", "select-brand"]);
  });

  it("answers 401 without a token and 404 for an unknown step", async () => {
    expect((await skip(undefined, "body-type")).statusCode).toBe(401);
    const ada = await registerPerson(test);
    const unknown = await skip(ada, "favourite-animal");
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toEqual({ message: "This step does not exist or cannot be skipped." });
  });
});

describe("the questionnaire over several visits", () => {
  it("resumes where the person left off after answering some steps and skipping one", async () => {
    const ada = await registerPerson(test);
    await answered(ada, "body-type", ANSWERS["body-type"]);
    await answered(ada, "size-selection", ANSWERS["size-selection"]);
    await skip(ada, "fav-colors");
    await answered(ada, "avoid-colors", ANSWERS["avoid-colors"]);
    // They leave; on their next visit the profile says where to go on.
    const profile = await profileOf(ada);
    expect(profile).toMatchObject({
      answeredSteps: ["body-type", "size-selection", "avoid-colors"],
      skippedSteps: ["fav-colors"],
      nextStep: "select-brand",
      completedAt: null,
    });
  });

  it("counts the address and card steps answered once the person has both, and stamps the completion", async () => {
    const ada = await registerPerson(test);
    for (const step of STYLE_STEPS.filter((step) => !ANSWERED_ELSEWHERE.includes(step)))
      await skip(ada, step);
    expect((await profileOf(ada)).nextStep).toBe("user-address");
    await giveAddress(ada);
    expect((await profileOf(ada)).nextStep).toBe("add-payment-method");
    await saveCard(ada);
    const done = await profileOf(ada);
    expect(done.answeredSteps).toEqual(ANSWERED_ELSEWHERE);
    expect(done.nextStep).toBeNull();
    expect(Date.parse(done.completedAt ?? "")).toBeGreaterThan(Date.now() - 60_000);
  });

  it("completes when the last step is skipped, and an answer edited later keeps the others", async () => {
    const ada = await registerPerson(test);
    for (const [step, body] of Object.entries(ANSWERS)) await answered(ada, step, body);
    await skip(ada, "select-brand");
    await skip(ada, "user-address");
    const done = (await skip(ada, "add-payment-method")).json<StyleProfile>();
    expect(done.nextStep).toBeNull();
    expect(done.completedAt).not.toBeNull();

    // Later, from the settings page, one answer changes.
    const edited = await answered(ada, "fav-colors", { favouriteColours: ["black"] });
    expect(edited.answers).toEqual({ ...done.answers, favouriteColours: ["black"] });
    expect(edited.completedAt).toBe(done.completedAt);
    expect(edited.answeredSteps).toEqual(done.answeredSteps);
    expect(edited.skippedSteps).toEqual(["select-brand", ...ANSWERED_ELSEWHERE]);
  });

  it("counts the card step answered while the person keeps a card, skipped or not", async () => {
    const ada = await registerPerson(test);
    await skip(ada, "add-payment-method");
    const card = await saveCard(ada);
    expect(await profileOf(ada)).toMatchObject({ answeredSteps: ["add-payment-method"], skippedSteps: [] });
    const removed = await test.request({
      method: "DELETE",
      url: `/v1/users/payment-method/${card.id}`,
      headers: ada.headers,
    });
    expect(removed.statusCode).toBe(200);
    expect(await profileOf(ada)).toMatchObject({ answeredSteps: [], skippedSteps: ["add-payment-method"] });
  });

  it("keeps one row per person, however many answers come in at once", async () => {
    const ada = await registerPerson(test);
    const responses = await Promise.all(
      Object.entries(ANSWERS).map(([step, body]) => answer(ada, step, body)),
    );
    expect(responses.map((response) => response.statusCode)).toEqual(responses.map(() => 200));
    const rows = await test.deps.database.db
      .select()
      .from(styleProfiles)
      .where(eq(styleProfiles.userId, ada.auth.user.id));
    expect(rows).toHaveLength(1);
    expect(new Set(rows[0]?.answeredSteps)).toEqual(new Set(Object.keys(ANSWERS)));
  });
});
