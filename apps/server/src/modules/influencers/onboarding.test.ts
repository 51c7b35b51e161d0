import { randomUUID } from "node:crypto";
import { INFLUENCER_STEPS, type InfluencerOnboarding, type InfluencerStep } from "@cbm/contracts";
import { eq } from "drizzle-orm";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { newBrand } from "../../testing/brands.ts";
import { type Person, registerPerson, startTestApp, type TestApp } from "../../testing/harness.ts";
import { influencerBrands, influencerProfiles } from "./tables.ts";

let test: TestApp;
beforeAll(async () => {
  test = await startTestApp();
});
afterAll(() => test.close());

const influencer = () => registerPerson(test, { role: "influencer" });
const read = (person?: Person) =>
  test.request({ method: "GET", url: "/v1/influencers/onboarding", headers: person?.headers });
const answer = (person: Person | undefined, step: string, payload: unknown) =>
  test.request({
    method: "PUT",
    url: `/v1/influencers/onboarding/${step}`,
    headers: person?.headers,
    payload: payload as object,
  });

async function answered(
  person: Person,
  step: InfluencerStep,
  payload: unknown,
): Promise<InfluencerOnboarding> {
  const response = await answer(person, step, payload);
  expect(response.statusCode, response.body).toBe(200);
  return response.json();
}

const uploadedBanner = async () =>
  test.deps.storage.put(
    await sharp({ create: { width: 12, height: 4, channels: 3, background: "#a2462b" } })
      .webp()
      .toBuffer(),
    "image/webp",
  );

const slug = (label: string) => `${label}-${randomUUID().slice(0, 8)}`;

const DETAILS = {
  headline: "Vintage hunter and capsule wardrobes",
  bio: "Ten years of flea markets, one suitcase of favourites.",
  categories: ["vintage", "minimalist"],
  contentTypes: ["outfits", "thrifting"],
  location: "Milan, Italy",
  languages: ["it", "en"],
};

const STORE = { storeAccentColour: "terracotta", storeLayout: "editorial", published: false };

const storedProfile = async (person: Person) => {
  const [row] = await test.deps.database.db
    .select()
    .from(influencerProfiles)
    .where(eq(influencerProfiles.userId, person.auth.user.id));
  return row;
};

describe("GET /v1/influencers/onboarding", () => {
  it("starts with an empty profile at the first step", async () => {
    const response = await read(await influencer());
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      answers: {
        workedWith: [],
        wantsToWorkWith: [],
        headline: null,
        bio: null,
        categories: [],
        contentTypes: [],
        location: null,
        languages: [],
        storeName: null,
        storeSlug: null,
        storeTagline: null,
        storeDescription: null,
        storeBanner: null,
        storeAccentColour: null,
        storeLayout: null,
        published: false,
      },
      answeredSteps: [],
      skippedSteps: [],
      nextStep: "influencer-brands",
    });
  });

  it("answers 401 without a token and 403 to customers and retailers", async () => {
    expect((await read()).statusCode).toBe(401);
    expect((await read()).json()).toEqual({ message: "Unauthenticated." });
    for (const role of ["customer", "retailer"]) {
      const response = await read(await registerPerson(test, { role }));
      expect(response.statusCode).toBe(403);
      expect(response.json()).toEqual({ message: "You are not allowed to do this." });
    }
  });
});

describe("PUT /v1/influencers/onboarding/{step}", () => {
  it("walks the five steps, resuming each time at the first unanswered one", async () => {
    const person = await influencer();
    const [worked, wanted] = await Promise.all([newBrand(test, "Velloria"), newBrand(test, "Aster Vale")]);
    const banner = await uploadedBanner();
    const storeSlug = slug("sofia");
    const payloads: Record<InfluencerStep, unknown> = {
      "influencer-brands": { workedWith: [worked.id], wantsToWorkWith: [wanted.id] },
      "influencer-details": DETAILS,
      "influencer-social-platform": {},
      "influencer-store-details": {
        storeName: "Sofia's Vintage Closet",
        storeSlug,
        storeTagline: "Pre-loved pieces, styled",
        storeDescription: "Every piece worn, loved and photographed by me.",
      },
      "influencer-store": { ...STORE, storeBanner: banner, published: true },
    };
    for (const [index, step] of INFLUENCER_STEPS.entries()) {
      const onboarding = await answered(person, step, payloads[step]);
      expect(onboarding.answeredSteps).toEqual(INFLUENCER_STEPS.slice(0, index + 1));
      expect(onboarding.nextStep).toBe(INFLUENCER_STEPS[index + 1] ?? null);
    }
    expect((await read(person)).json<InfluencerOnboarding>().answers).toEqual({
      workedWith: [worked],
      wantsToWorkWith: [wanted],
      ...DETAILS,
      storeName: "Sofia's Vintage Closet",
      storeSlug,
      storeTagline: "Pre-loved pieces, styled",
      storeDescription: "Every piece worn, loved and photographed by me.",
      storeBanner: expect.stringMatching(/^\/media\/[0-9a-f-]+\.webp$/),
      storeAccentColour: "terracotta",
      storeLayout: "editorial",
      published: true,
    });
  });

  it("replaces the brand lists, refuses a brand in both lists and brands no longer offered", async () => {
    const person = await influencer();
    const [first, second, hidden] = await Promise.all([
      newBrand(test, "Northbay"),
      newBrand(test, "Olea"),
      newBrand(test, "Gone", false),
    ]);
    await answered(person, "influencer-brands", { workedWith: [first.id, second.id], wantsToWorkWith: [] });
    const replaced = await answered(person, "influencer-brands", {
      workedWith: [],
      wantsToWorkWith: [second.id],
    });
    expect(replaced.answers.workedWith).toEqual([]);
    expect(replaced.answers.wantsToWorkWith).toEqual([second]);

    const both = await answer(person, "influencer-brands", {
      workedWith: [first.id],
      wantsToWorkWith: [first.id],
    });
    expect(both.statusCode).toBe(400);
    expect(both.json()).toEqual({ wantsToWorkWith: ["A brand cannot be in both lists"] });

    const gone = await answer(person, "influencer-brands", {
      workedWith: [first.id, hidden.id],
      wantsToWorkWith: [],
    });
    expect(gone.statusCode).toBe(400);
    expect(gone.json()).toEqual({
      workedWith: ["Some of these brands are not in the catalogue any more; choose again"],
    });
    const unknown = await answer(person, "influencer-brands", {
      workedWith: [],
      wantsToWorkWith: [randomUUID()],
    });
    expect(unknown.json()).toEqual({
      wantsToWorkWith: ["Some of these brands are not in the catalogue any more; choose again"],
    });
    // Nothing changed by the refused answers.
    const rows = await test.deps.database.db
      .select()
      .from(influencerBrands)
      .where(eq(influencerBrands.userId, person.auth.user.id));
    expect(rows).toEqual([
      { userId: person.auth.user.id, brandId: second.id, relation: "wants-to-work-with" },
    ]);
  });

  it("names every missing field of the details, and refuses values outside the lists", async () => {
    const person = await influencer();
    const empty = await answer(person, "influencer-details", {});
    expect(empty.statusCode).toBe(400);
    expect(empty.json()).toEqual({
      headline: ["Headline is required"],
      categories: ["Choose styles from the list"],
      contentTypes: ["Choose kinds of content from the list"],
      languages: ["Choose languages from the list"],
    });
    const wrong = await answer(person, "influencer-details", {
      ...DETAILS,
      headline: "h".repeat(81),
      categories: ["vintage", "cottagecore"],
      languages: ["it", "en", "fr", "de", "es", "pt"],
      hobbies: "knitting",
    });
    expect(wrong.json()).toEqual({
      headline: ["Headline must be at most 80 characters"],
      categories: ["Choose styles from the list"],
      languages: ["Choose at most 5 languages"],
      hobbies: ["This step has no such field"],
    });
    expect(await storedProfile(person)).toBeUndefined();
  });

  it("clears the optional details when an answer leaves them out", async () => {
    const person = await influencer();
    await answered(person, "influencer-details", DETAILS);
    const { bio: _, location: __, ...required } = DETAILS;
    const again = await answered(person, "influencer-details", { ...required, bio: "" });
    expect(again.answers).toMatchObject({ bio: null, location: null, headline: DETAILS.headline });
    expect((await storedProfile(person))?.answeredSteps).toEqual(["influencer-details"]);
  });

  it("marks the social platform step answered with an empty answer only", async () => {
    const person = await influencer();
    const refused = await answer(person, "influencer-social-platform", { instagram: "@sofia" });
    expect(refused.json()).toEqual({ instagram: ["This step has no such field"] });
    expect((await answered(person, "influencer-social-platform", {})).answeredSteps).toEqual([
      "influencer-social-platform",
    ]);
  });

  it("refuses a store address someone else has, suggesting a free one made from the name", async () => {
    const [owner, other] = await Promise.all([influencer(), influencer()]);
    const name = `Linen Days ${randomUUID().slice(0, 6)}`;
    const fromName = name.toLowerCase().replaceAll(" ", "-");
    await answered(owner, "influencer-store-details", { storeName: name, storeSlug: fromName });
    // The owner may save their own address again.
    await answered(owner, "influencer-store-details", {
      storeName: name,
      storeSlug: fromName,
      storeTagline: "Hi",
    });

    const taken = await answer(other, "influencer-store-details", { storeName: name, storeSlug: fromName });
    expect(taken.statusCode).toBe(400);
    expect(taken.json()).toEqual({ storeSlug: [`This store address is taken. Try “${fromName}-2”.`] });
    expect(await storedProfile(other)).toBeUndefined();

    // A custom address that is taken: the name's own address is suggested while it is free.
    const otherName = `Soft Tailoring ${randomUUID().slice(0, 6)}`;
    const custom = await answer(other, "influencer-store-details", {
      storeName: otherName,
      storeSlug: fromName,
    });
    expect(custom.json()).toEqual({
      storeSlug: [`This store address is taken. Try “${otherName.toLowerCase().replaceAll(" ", "-")}”.`],
    });
    await answered(other, "influencer-store-details", { storeName: name, storeSlug: `${fromName}-2` });
    const third = await answer(await influencer(), "influencer-store-details", {
      storeName: name,
      storeSlug: fromName,
    });
    expect(third.json()).toEqual({ storeSlug: [`This store address is taken. Try “${fromName}-3”.`] });
  });

  it("checks the store address's form and the store's other fields", async () => {
    const person = await influencer();
    const cases: [unknown, string][] = [
      ["Sofia-Style", "Store address may use lower-case letters, digits and single hyphens between them"],
      ["so", "Store address must be at least 3 characters"],
      ["a".repeat(41), "Store address must be at most 40 characters"],
      ["-sofia", "Store address may use lower-case letters, digits and single hyphens between them"],
      ["sofia--style", "Store address may use lower-case letters, digits and single hyphens between them"],
      ["sofia style", "Store address may use lower-case letters, digits and single hyphens between them"],
    ];
    for (const [storeSlug, message] of cases) {
      const response = await answer(person, "influencer-store-details", { storeName: "Sofia", storeSlug });
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({ storeSlug: [message] });
    }
    const empty = await answer(person, "influencer-store-details", {});
    expect(empty.json()).toEqual({
      storeName: ["Store name is required"],
      storeSlug: ["Store address is required"],
    });
    expect(await storedProfile(person)).toBeUndefined();
  });

  it("takes only an uploaded banner and a palette colour, and publishes only a named store", async () => {
    const person = await influencer();
    const forged = await answer(person, "influencer-store", {
      ...STORE,
      storeBanner: "/media/not-uploaded.webp",
    });
    expect(forged.statusCode).toBe(400);
    expect(forged.json()).toEqual({
      storeBanner: ["Upload the image first: nothing was uploaded at this location"],
    });
    const wrong = await answer(person, "influencer-store", {
      storeBanner: "https://elsewhere.example/banner.png",
      storeAccentColour: "neon",
      storeLayout: "carousel",
      published: "maybe",
    });
    expect(wrong.json()).toEqual({
      storeBanner: ["Image must be the location of an uploaded image"],
      storeAccentColour: ["Choose an accent colour from the list"],
      storeLayout: ["Choose a layout from the list"],
      published: ["Published must be true or false"],
    });
    const early = await answer(person, "influencer-store", { ...STORE, published: true });
    expect(early.json()).toEqual({
      published: ["Name your store and choose its address before publishing it"],
    });
    expect(await storedProfile(person)).toBeUndefined();

    // Saved unpublished first, then published once it has a name.
    expect((await answered(person, "influencer-store", STORE)).answers.published).toBe(false);
    await answered(person, "influencer-store-details", {
      storeName: "Petite Edit",
      storeSlug: slug("petite"),
    });
    const live = await answered(person, "influencer-store", {
      ...STORE,
      storeBanner: await uploadedBanner(),
      published: true,
    });
    expect(live.answers.published).toBe(true);
    const firstPublished = (await storedProfile(person))?.storePublishedAt;
    await answered(person, "influencer-store", { ...STORE, published: true });
    expect((await storedProfile(person))?.storePublishedAt).toEqual(firstPublished);
    const hidden = await answered(person, "influencer-store", { ...STORE, storeBanner: "" });
    expect(hidden.answers).toMatchObject({ published: false, storeBanner: null });
  });

  it("answers 401 without a token, 403 for other roles, and 404 for steps that do not exist", async () => {
    expect((await answer(undefined, "influencer-details", DETAILS)).statusCode).toBe(401);
    expect((await answer(undefined, "select-package", {})).statusCode).toBe(401);
    const customer = await registerPerson(test);
    const refused = await answer(customer, "influencer-details", DETAILS);
    expect(refused.statusCode).toBe(403);
    expect(await storedProfile(customer)).toBeUndefined();
    const retailer = await registerPerson(test, { role: "retailer" });
    expect((await answer(retailer, "influencer-social-platform", {})).statusCode).toBe(403);
    for (const step of ["select-package", "subscribe-plan", "nowhere"]) {
      const missing = await answer(await influencer(), step, {});
      expect(missing.statusCode).toBe(404);
      expect(missing.json()).toEqual({ message: "This step does not exist or is not answered here." });
    }
  });
});
