import { randomBytes, randomUUID } from "node:crypto";
import type { Brand, BrandPage } from "@cbm/contracts";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type Person, registerPerson, startTestApp, type TestApp } from "../../testing/harness.ts";
import { type BrandsService, brandsService } from "./index.ts";

// Other test files' brands share the database on PostgreSQL: every brand here is named with a word made
// up for the test, searches are scoped by it, and assertions look for our brands instead of counting all.

let test: TestApp;
let brands: BrandsService;
let viewer: Person;
beforeAll(async () => {
  test = await startTestApp();
  brands = brandsService(test.deps);
  viewer = await registerPerson(test);
});
afterAll(() => test.close());

/**
 * A made-up word of the letters a to p, so a one-letter typo is meaningful to the trigram search and
 * the suffixes below (letters q to z) share no trigram with it.
 */
const word = (length = 9) => {
  const letters = [...randomBytes(length)].map((byte) => String.fromCharCode(97 + (byte % 16))).join("");
  return letters.charAt(0).toUpperCase() + letters.slice(1);
};
/** The word with its middle letter changed. */
const typo = (text: string) => {
  const at = Math.floor(text.length / 2);
  return `${text.slice(0, at)}q${text.slice(at + 1)}`;
};

const get = (url: string, headers: Record<string, string> = viewer.headers) =>
  test.request({ method: "GET", url, headers });
async function search(query: string): Promise<BrandPage> {
  const response = await get(`/v1/brands?${query}`);
  expect(response.statusCode).toBe(200);
  return response.json<BrandPage>();
}
const names = (page: BrandPage) => page.items.map((brand) => brand.name);

describe("GET /v1/brands", () => {
  it("finds a brand by name with a one-letter typo, with the list item fields", async () => {
    const name = `${word()} Atelier`;
    const created = await brands.create({ name, description: "Linen, cut in small runs." });
    for (const keyword of [typo(name), name.slice(0, 5).toLowerCase(), name.toUpperCase()]) {
      const page = await search(`keyword=${encodeURIComponent(keyword)}`);
      expect(page.items[0]).toEqual({
        id: created.id,
        name,
        slug: name.toLowerCase().replace(" ", "-"),
        logo: null,
        description: "Linen, cut in small runs.",
      });
    }
    expect(names(await search(`keyword=${word()}${word()}`))).not.toContain(name);
  });

  it("finds a short word with its last two letters swapped", async () => {
    const short = word(5);
    const name = `${word()} ${short}`;
    await brands.create({ name });
    const swapped = `${short.slice(0, 3)}${short[4]}${short[3]}`.toLowerCase();
    expect(names(await search(`keyword=${swapped}`))).toContain(name);
  });

  it("puts the best match first, then orders equally good ones by name", async () => {
    const stem = word();
    for (const name of [`${stem} Tuv`, `${stem} Suv`, stem, `${stem} Ruv`]) await brands.create({ name });
    expect(names(await search(`keyword=${stem}`))).toEqual([
      stem,
      `${stem} Ruv`,
      `${stem} Suv`,
      `${stem} Tuv`,
    ]);
  });

  it("lists every active brand by name without a keyword, page by page with the total", async () => {
    const stem = word();
    for (const suffix of ["Tuv", "Ruv", "Suv"]) await brands.create({ name: `${stem} ${suffix}` });
    const ours: string[] = [];
    for (let page = 0, more = true; more; page++) {
      const found = names(await search(`size=100&page=${page}`));
      ours.push(...found.filter((name) => name.startsWith(stem)));
      more = found.length > 0;
    }
    expect(ours).toEqual([`${stem} Ruv`, `${stem} Suv`, `${stem} Tuv`]);

    const first = await search(`keyword=${stem}&size=2`);
    expect(first).toMatchObject({ page: 0, size: 2, total: 3 });
    expect(names(first)).toEqual([`${stem} Ruv`, `${stem} Suv`]);
    const second = await search(`keyword=${stem}&size=2&page=1`);
    expect(names(second)).toEqual([`${stem} Tuv`]);
    expect(await search(`keyword=${stem}&page=5`)).toEqual({ items: [], page: 5, size: 20, total: 3 });
  });

  it("leaves out hidden brands", async () => {
    const name = word();
    const hidden = await brands.create({ name, active: false });
    expect(names(await search(`keyword=${name}`))).toEqual([]);
    await brands.update(hidden.id, { active: true });
    expect(names(await search(`keyword=${name}`))).toEqual([name]);
  });

  it("names each bad query value", async () => {
    const response = await get(`/v1/brands?page=first&size=101&keyword=${"k".repeat(101)}`);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      page: ["Page must be a number"],
      size: ["Size must be at most 100"],
      keyword: ["Keyword must be at most 100 characters"],
    });
  });

  it("treats an empty keyword as none", async () => {
    const page = await search("keyword=&size=1");
    expect(page.items).toHaveLength(1);
  });

  it("answers 401 without a token", async () => {
    const response = await get("/v1/brands", {});
    expect(response.statusCode).toBe(401);
    expect(response.json()).toEqual({ message: "Unauthenticated." });
  });
});

describe("GET /v1/brands/{id}", () => {
  it("answers one brand, a hidden one too", async () => {
    const brand = await brands.create({ name: word(), active: false });
    const response = await get(`/v1/brands/${brand.id}`);
    expect(response.statusCode).toBe(200);
    expect(response.json<Brand>()).toEqual(brand);
  });

  it("answers 404 for an unknown brand and 400 for an id that is not one", async () => {
    const unknown = await get(`/v1/brands/${randomUUID()}`);
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toEqual({ message: "We could not find this brand." });
    const bad = await get("/v1/brands/not-an-id");
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toEqual({ id: ["Id must be a valid id"] });
  });

  it("answers 401 without a token", async () => {
    const brand = await brands.create({ name: word() });
    expect((await get(`/v1/brands/${brand.id}`, {})).statusCode).toBe(401);
  });
});

describe("brands service: create and update (for the seed and the admin pages)", () => {
  it("makes the slug from the name, without accents or punctuation", async () => {
    const stem = word();
    const brand = await brands.create({ name: `Kōyō ${stem} & Co.` });
    expect(brand.slug).toBe(`koyo-${stem.toLowerCase()}-co`);
  });

  it("refuses a name or slug already taken, and a name without letters or digits", async () => {
    const name = word();
    await brands.create({ name });
    await expect(brands.create({ name })).rejects.toMatchObject({
      status: 400,
      fields: { name: ["A brand with this name already exists"] },
    });
    await expect(brands.create({ name: name.toUpperCase() })).rejects.toMatchObject({ status: 400 });
    await expect(brands.create({ name: " & " })).rejects.toMatchObject({
      fields: { name: ["Name must have letters or digits"] },
    });
  });

  it("refuses a logo the storage does not hold", async () => {
    await expect(brands.create({ name: word(), logo: `/media/${randomUUID()}.webp` })).rejects.toMatchObject({
      status: 400,
      fields: { logo: ["Upload the image first: nothing was uploaded at this location"] },
    });
  });

  it("renames with a new slug, keeps what it is not given, and refuses a taken name", async () => {
    const [taken, brand] = [await brands.create({ name: word() }), await brands.create({ name: word() })];
    const renamed = word();
    const updated = await brands.update(brand.id, { name: renamed, description: "Now in wool." });
    expect(updated).toEqual({
      id: brand.id,
      name: renamed,
      slug: renamed.toLowerCase(),
      logo: null,
      description: "Now in wool.",
    });
    expect(await brands.update(brand.id, { active: true })).toEqual(updated);
    expect(await brands.update(brand.id, { name: renamed })).toEqual(updated);
    await expect(brands.update(brand.id, { name: taken.name })).rejects.toMatchObject({
      fields: { name: ["A brand with this name already exists"] },
    });
    await expect(brands.update(randomUUID(), { description: "x" })).rejects.toMatchObject({ status: 404 });
  });
});
