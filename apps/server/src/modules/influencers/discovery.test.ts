import { randomBytes, randomUUID } from "node:crypto";
import type { InfluencerListPage } from "@cbm/contracts";
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type Person, registerPerson, startTestApp, type TestApp } from "../../testing/harness.ts";

// Other test files' people may share the database: every list here is scoped by a last name made up for
// the test, and the assertions look at our people only.

let test: TestApp;
beforeAll(async () => {
  test = await startTestApp();
});
afterAll(() => test.close());

/** A made-up word of letters only, unlike any other test's names. */
const word = () =>
  [...randomBytes(10)].map((byte, index) => String.fromCharCode((index ? 97 : 65) + (byte % 26))).join("");

const list = async (viewer: Person, query: string) => {
  const url = `/v1/influencers?${query.includes("size=") ? query : `size=100&${query}`}`;
  const response = await test.request({ method: "GET", url, headers: viewer.headers });
  expect(response.statusCode, response.body).toBe(200);
  return response.json<InfluencerListPage>();
};
const names = (page: InfluencerListPage) => page.items.map((item) => item.fullName);
const act = (person: Person, verb: string, other: Person) =>
  test.request({ method: "POST", url: `/v1/user/${other.auth.user.id}/${verb}`, headers: person.headers });
const put = (person: Person, step: string, payload: object) =>
  test.request({
    method: "PUT",
    url: `/v1/influencers/onboarding/${step}`,
    headers: person.headers,
    payload,
  });

async function creator(
  lastName: string,
  firstName: string,
  details?: { headline: string; categories: string[] },
) {
  const person = await registerPerson(test, { role: "influencer", firstName, lastName });
  if (details) {
    const response = await put(person, "influencer-details", {
      ...details,
      contentTypes: ["outfits"],
      languages: ["en"],
    });
    expect(response.statusCode, response.body).toBe(200);
  }
  return person;
}

// The users module's table, written by name: follower counts a test could not reach by following.
const setFollowers = (person: Person, count: number) =>
  test.deps.database.db.execute(
    sql`update users set follower_count = ${count} where id = ${person.auth.user.id}`,
  );

describe("GET /v1/influencers", () => {
  it("never lists an admin, even one who is an influencer too", async () => {
    const last = word();
    const viewer = await registerPerson(test);
    const shown = await creator(last, "Shown");
    const admin = await creator(last, "Admin");
    await test.deps.database.db.execute(
      sql`update users set roles = '{influencer,admin}' where id = ${admin.auth.user.id}`,
    );
    const page = await list(viewer, `keyword=${last}`);
    expect(names(page)).toEqual([`Shown ${last}`]);
    expect(page.total).toBe(1);
    expect(names(await list(viewer, "size=100"))).not.toContain(`Admin ${last}`);
    expect(shown.auth.user.id).not.toBe(admin.auth.user.id);
  });

  it("lists influencers with their profile summary, most followed first", async () => {
    const last = word();
    const viewer = await registerPerson(test);
    const ada = await creator(last, "Ada", {
      headline: "Street style from Lisbon",
      categories: ["streetwear", "edgy"],
    });
    const bea = await creator(last, "Bea", { headline: "Quiet luxury", categories: ["minimalist"] });
    const cleo = await creator(last, "Cleo");
    await registerPerson(test, { lastName: last, firstName: "Customer" });
    await registerPerson(test, { lastName: last, firstName: "Retailer", role: "retailer" });
    await Promise.all([setFollowers(ada, 5), setFollowers(bea, 40), setFollowers(cleo, 12)]);
    expect((await act(viewer, "follow", ada)).statusCode).toBe(200);

    const page = await list(viewer, `keyword=${last}`);
    expect(page.total).toBe(3);
    expect(names(page)).toEqual([`Bea ${last}`, `Cleo ${last}`, `Ada ${last}`]);
    expect(page.items[2]).toEqual({
      id: ada.auth.user.id,
      fullName: `Ada ${last}`,
      avatar: null,
      headline: "Street style from Lisbon",
      categories: ["streetwear", "edgy"],
      followerCount: 6,
      isFollowing: true,
      storeName: null,
      storeSlug: null,
    });
    expect(page.items[1]).toMatchObject({ headline: null, categories: [], isFollowing: false });
  });

  it("sorts newest first, filters by style and pages with the total", async () => {
    const last = word();
    const viewer = await registerPerson(test);
    const first = await creator(last, "First", {
      headline: "Boho dresses",
      categories: ["bohemian", "romantic"],
    });
    const second = await creator(last, "Second", { headline: "Tailoring", categories: ["classic"] });
    await creator(last, "Third", { headline: "Festival looks", categories: ["bohemian"] });
    await setFollowers(first, 100);

    expect(names(await list(viewer, `keyword=${last}&sort=new`))).toEqual([
      `Third ${last}`,
      `Second ${last}`,
      `First ${last}`,
    ]);
    expect(names(await list(viewer, `keyword=${last}&category=bohemian`))).toEqual([
      `First ${last}`,
      `Third ${last}`,
    ]);
    const paged = await list(viewer, `keyword=${last}&sort=new&size=1&page=1`);
    expect(paged).toMatchObject({ page: 1, size: 1, total: 3 });
    expect(paged.items.map((item) => item.id)).toEqual([second.auth.user.id]);
  });

  it("matches a keyword in the headline and, once published, the store's name", async () => {
    const viewer = await registerPerson(test);
    const tag = word();
    const person = await creator(word(), "Gia", { headline: `The ${tag} edit`, categories: ["vintage"] });
    expect((await list(viewer, `keyword=${tag}`)).items.map((item) => item.id)).toEqual([
      person.auth.user.id,
    ]);

    const storeWord = word();
    const storeSlug = `store-${randomUUID().slice(0, 8)}`;
    await put(person, "influencer-store-details", { storeName: `${storeWord} Closet`, storeSlug });
    expect((await list(viewer, `keyword=${storeWord}`)).items).toEqual([]);
    await put(person, "influencer-store", {
      storeAccentColour: "navy",
      storeLayout: "grid",
      published: true,
    });
    const found = await list(viewer, `keyword=${storeWord}`);
    expect(found.items).toHaveLength(1);
    expect(found.items[0]).toMatchObject({ storeName: `${storeWord} Closet`, storeSlug });
  });

  it("hides people blocked either way, deleted accounts and the viewer", async () => {
    const last = word();
    const viewer = await creator(last, "Viewer");
    const [blockedByViewer, blockerOfViewer, deleted, shown] = await Promise.all([
      creator(last, "Blocked"),
      creator(last, "Blocker"),
      creator(last, "Deleted"),
      creator(last, "Shown"),
    ]);
    expect((await act(viewer, "block", blockedByViewer)).statusCode).toBe(200);
    expect((await act(blockerOfViewer, "block", viewer)).statusCode).toBe(200);
    await test.deps.database.db.execute(
      sql`update users set deleted_at = now() where id = ${deleted.auth.user.id}`,
    );

    expect(names(await list(viewer, `keyword=${last}`))).toEqual([`Shown ${last}`]);
    // The others still see the blocked pair, but nobody sees the deleted account.
    expect(names(await list(shown, `keyword=${last}`)).sort()).toEqual([
      `Blocked ${last}`,
      `Blocker ${last}`,
      `Viewer ${last}`,
    ]);
  });

  it("refuses a style or sort outside the lists with a 400, and anonymous callers with a 401", async () => {
    const viewer = await registerPerson(test);
    const response = await test.request({
      method: "GET",
      url: "/v1/influencers?category=cottagecore&sort=loudest&size=500",
      headers: viewer.headers,
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      category: ["Choose a style from the list"],
      sort: ["Sort must be popular or new"],
      size: ["Size must be at most 100"],
    });
    const anonymous = await test.request({ method: "GET", url: "/v1/influencers" });
    expect(anonymous.statusCode).toBe(401);
    expect(anonymous.json()).toEqual({ message: "Unauthenticated." });
  });
});
