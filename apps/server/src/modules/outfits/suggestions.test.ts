import type { Feed, FeedEntry, OutfitDetails } from "@cbm/contracts";
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { idOf, okBody, uniqueTag, type Wall, wallOf } from "../../testing/closets-and-outfits.ts";
import { type Person, registerPerson, startTestApp, type TestApp } from "../../testing/harness.ts";

// A newcomer's wall (issue 12 §2). Suggestions come from the highest ranked public outfits of everyone, and
// other test files share PostgreSQL's database: the outfits made here are raised above theirs, and the
// assertions look at our outfits among the suggestions.

let test: TestApp;
let wall: Wall;
beforeAll(async () => {
  test = await startTestApp();
  wall = wallOf(test);
});
afterAll(() => test.close());

const FOLLOWING = "/v1/feed/following";

/** Raises the outfits above every other's Explore rank (a month and more of freshness). */
const raise = (...outfits: OutfitDetails[]) =>
  test.deps.database.db.execute(
    sql`update outfits set hot = hot + 100 where id in (${sql.join(
      outfits.map((outfit) => sql`${outfit.id}::uuid`),
      sql`, `,
    )})`,
  );

const answer = async (person: Person, step: string, payload: object) => {
  const response = await wall.send(person, "PUT", `/v1/style-profile/${step}`, payload);
  expect(response.statusCode, response.body).toBe(200);
};

const outfitEntries = (entries: FeedEntry[]) =>
  entries.flatMap((entry) =>
    entry.kind === "outfit" ? [{ id: entry.outfit.id, reason: entry.reason }] : [],
  );

/** Someone else's popular outfit, and the outfit of someone the viewer will block or be blocked by. */
async function popularOutfits() {
  const [author, blockedAuthor, blockingAuthor] = await Promise.all([
    registerPerson(test),
    registerPerson(test),
    registerPerson(test),
  ]);
  const tag = uniqueTag();
  const popular = await wall.outfit(author, { tags: [tag] });
  const ofBlocked = await wall.outfit(blockedAuthor, { tags: [tag] });
  const ofBlocking = await wall.outfit(blockingAuthor, { tags: [tag] });
  const secret = await wall.outfit(author, { tags: [tag], visibility: "followers" });
  await raise(popular, ofBlocked, ofBlocking, secret);
  return { author, blockedAuthor, blockingAuthor, popular, ofBlocked, ofBlocking, secret };
}

describe("GET /v1/feed/following for a newcomer", () => {
  it("suggests popular outfits, marked as such, never of people blocked either way, nor private ones", async () => {
    const made = await popularOutfits();
    const viewer = await registerPerson(test);
    await wall.block(viewer, made.blockedAuthor);
    await wall.block(made.blockingAuthor, viewer);
    const page = okBody<Feed>(await wall.get(viewer, `${FOLLOWING}?size=50`));
    const entries = outfitEntries(page.items);
    expect(entries.length).toBeGreaterThan(0);
    expect(entries).toContainEqual({ id: made.popular.id, reason: "popular" });
    const ids = entries.map((entry) => entry.id);
    for (const hidden of [made.ofBlocked, made.ofBlocking, made.secret]) expect(ids).not.toContain(hidden.id);
    expect(page.items.every((entry) => entry.kind === "outfit" && entry.reason !== undefined)).toBe(true);
  });

  it("puts the outfits that match the viewer's style answers first, as style matches", async () => {
    const { popular } = await popularOutfits();
    const author = await registerPerson(test);
    const forWeddings = await wall.outfit(author, { occasion: "wedding" });
    const minimalist = await wall.outfit(author, { tags: ["minimalist"] });
    await raise(forWeddings, minimalist);
    const viewer = await registerPerson(test);
    await answer(viewer, "fashion-event", { fashionEvents: ["weddings"] });
    await answer(viewer, "style-attributes", { styleAttributes: ["minimalist"] });
    const entries = outfitEntries(await wall.everyEntry<FeedEntry>(viewer, `${FOLLOWING}?size=50`));
    const reasonOf = (id: string) => entries.find((entry) => entry.id === id)?.reason;
    expect(reasonOf(forWeddings.id)).toBe("style-match");
    expect(reasonOf(minimalist.id)).toBe("style-match");
    expect(reasonOf(popular.id)).toBe("popular");
    const firstPopular = entries.findIndex((entry) => entry.reason === "popular");
    expect(entries.slice(firstPopular).every((entry) => entry.reason === "popular")).toBe(true);
  });

  it("pages through the suggestions by cursor, each once, to an end", async () => {
    await popularOutfits();
    const viewer = await registerPerson(test);
    const entries = outfitEntries(await wall.everyEntry<FeedEntry>(viewer, `${FOLLOWING}?size=7`));
    expect(entries.length).toBeGreaterThan(3);
    expect(entries.length).toBeLessThanOrEqual(200);
    expect(new Set(entries.map((entry) => entry.id)).size).toBe(entries.length);
    const byTwenty = outfitEntries(await wall.everyEntry<FeedEntry>(viewer, FOLLOWING));
    expect(byTwenty.map((entry) => entry.id)).toEqual(entries.map((entry) => entry.id));
  });

  it("shows one's own outfits first, then suggestions, until one follows someone", async () => {
    const { popular } = await popularOutfits();
    const viewer = await registerPerson(test);
    const mine = await wall.outfit(viewer);
    await raise(mine);
    for (const size of [1, 20]) {
      const entries = outfitEntries(await wall.everyEntry<FeedEntry>(viewer, `${FOLLOWING}?size=${size}`));
      expect(entries[0]).toEqual({ id: mine.id, reason: undefined });
      expect(entries.slice(1).map((entry) => entry.id)).not.toContain(mine.id);
      expect(entries.slice(1).every((entry) => entry.reason !== undefined)).toBe(true);
      expect(entries.map((entry) => entry.id)).toContain(popular.id);
    }
  });

  it("suggests when the people followed have posted nothing, and gives the normal feed once they have", async () => {
    const { popular } = await popularOutfits();
    const [viewer, quiet] = await Promise.all([registerPerson(test), registerPerson(test)]);
    await wall.follow(viewer, quiet);
    const suggested = outfitEntries(okBody<Feed>(await wall.get(viewer, FOLLOWING)).items);
    expect(suggested).toContainEqual({ id: popular.id, reason: "popular" });

    const theirs = await wall.outfit(quiet);
    const feed = await wall.everyEntry<FeedEntry>(viewer, FOLLOWING);
    expect(outfitEntries(feed)).toEqual([{ id: theirs.id, reason: undefined }]);
    expect(feed.every((entry) => entry.kind === "closet" || entry.reason === undefined)).toBe(true);
  });

  it("gives someone who follows people who post the normal feed, without suggestions", async () => {
    const [viewer, friend] = await Promise.all([registerPerson(test), registerPerson(test)]);
    const theirs = await wall.outfit(friend);
    await wall.follow(viewer, friend);
    const mine = await wall.outfit(viewer);
    const feed = outfitEntries(await wall.everyEntry<FeedEntry>(viewer, FOLLOWING));
    expect(feed).toEqual([
      { id: mine.id, reason: undefined },
      { id: theirs.id, reason: undefined },
    ]);
    expect(idOf(viewer)).not.toBe(idOf(friend));
  });

  it("answers 400 with field messages for bad paging input, and 401 without a token", async () => {
    const viewer = await registerPerson(test);
    for (const [query, field] of [
      ["size=0", "size"],
      ["size=51", "size"],
      ["size=many", "size"],
      ["cursor=s.bm90LWEtY3Vyc29y", "cursor"],
      ["cursor=s.WzEsIm5vdC1hbi1pZCJd", "cursor"],
      ["cursor=%5B%5D", "cursor"],
    ] as const) {
      const response = await wall.get(viewer, `${FOLLOWING}?${query}`);
      expect(response.statusCode, query).toBe(400);
      expect(Object.keys(response.json()), query).toEqual([field]);
    }
    const anonymous = await wall.get(null, FOLLOWING);
    expect(anonymous.statusCode).toBe(401);
    expect(anonymous.json()).toEqual({ message: "Unauthenticated." });
  });
});
