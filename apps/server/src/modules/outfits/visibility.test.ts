/**
 * Followers-only and private closets, items, outfits and comments never leak: one row per route, each
 * asked by the owner, a follower and a stranger about a thing of each visibility.
 */
import {
  type Closet,
  type ClosetItem,
  type ClosetPage,
  type Comment,
  type FeedEntry,
  type Outfit,
  type OutfitDetails,
  VISIBILITIES,
  type Visibility,
} from "@cbm/contracts";
import type { LightMyRequestResponse } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { idOf, okBody, uniqueTag, type Wall, wallOf } from "../../testing/closets-and-outfits.ts";
import { type Person, registerPerson, startTestApp, type TestApp } from "../../testing/harness.ts";

let test: TestApp;
let wall: Wall;

type Role = "owner" | "follower" | "stranger";
const people = {} as Record<Role, Person>;

/** What the owner keeps at one visibility: the outfit was public while the others liked, saved and commented. */
interface Things {
  closet: Closet;
  item: ClosetItem;
  outfit: OutfitDetails;
  comment: Comment;
}
const things = {} as Record<Visibility, Things>;
/** A public outfit made of one item of each closet. */
let showcase: OutfitDetails;
const tag = uniqueTag();

beforeAll(async () => {
  test = await startTestApp();
  wall = wallOf(test);
  const [owner, follower, stranger] = await Promise.all([
    registerPerson(test),
    registerPerson(test),
    registerPerson(test),
  ]);
  Object.assign(people, { owner, follower, stranger });
  await wall.follow(follower, owner);
  for (const visibility of VISIBILITIES) {
    const closet = await wall.closet(owner, { visibility });
    const item = await wall.item(owner, closet.id);
    const outfit = await wall.outfit(owner, { tags: [tag] });
    for (const person of [owner, follower, stranger]) {
      await wall.post(person, `/v1/outfits/${outfit.id}/save`);
    }
    const comment = await wall.comment(follower, outfit.id);
    await wall.comment(stranger, outfit.id, { parentId: comment.id });
    const photo = await wall.photo();
    okBody(await wall.send(owner, "PUT", `/v1/outfits/${outfit.id}`, { photo, tags: [tag], visibility }));
    things[visibility] = {
      closet: await wall.get(owner, `/v1/closets/${closet.id}`).then(okBody<Closet>),
      item,
      outfit,
      comment,
    };
  }
  showcase = await wall.outfit(owner, {
    itemIds: VISIBILITIES.map((visibility) => things[visibility].item.id),
    photo: await wall.photo(),
  });
});
afterAll(() => test.close());

const ok = (response: LightMyRequestResponse) => response.statusCode === 200;
/** Seen, though perhaps refused: one's own thing is not reported (409). */
const found = (response: LightMyRequestResponse) => response.statusCode !== 404;

/** A numbered list's ids; its total must count exactly what it lists, never what is hidden. */
async function listed(viewer: Person, url: string): Promise<string[]> {
  const page = okBody<ClosetPage>(await wall.get(viewer, `${url}${url.includes("?") ? "&" : "?"}size=100`));
  expect(page.total, url).toBe(page.items.length);
  return page.items.map((closet) => closet.id);
}
const outfitIds = async (viewer: Person, url: string) =>
  (await wall.everyEntry<Outfit>(viewer, url)).map((outfit) => outfit.id);
/** The Following feed's own entries, without the outfits suggested to someone who follows nobody. */
const followingIds = async (viewer: Person) =>
  (await wall.everyEntry<FeedEntry>(viewer, "/v1/feed/following?size=50")).flatMap((entry) =>
    entry.kind === "closet" ? [entry.closet.id] : entry.reason === undefined ? [entry.outfit.id] : [],
  );

/** Who sees a thing of this visibility on most routes. */
const audience = (role: Role, visibility: Visibility) =>
  role === "owner" || visibility === "public" || (visibility === "followers" && role === "follower");
/** Lists of everyone's things show public ones only, to everyone, the owner included. */
const publicOnly = (_role: Role, visibility: Visibility) => visibility === "public";
/** The Following feed: one's own things, and what the people one follows show them. */
const followingFeed = (role: Role, visibility: Visibility) =>
  role === "owner" || (role === "follower" && visibility !== "private");

const rows: Array<{
  route: string;
  shows: (viewer: Person, thing: Things) => Promise<boolean>;
  expected?: (role: Role, visibility: Visibility) => boolean;
}> = [
  {
    route: "GET /v1/closets/{id}",
    shows: async (viewer, { closet }) => ok(await wall.get(viewer, `/v1/closets/${closet.id}`)),
  },
  {
    route: "GET /v1/closets/{id}/items",
    shows: async (viewer, { closet, item }) => {
      const response = await wall.get(viewer, `/v1/closets/${closet.id}/items`);
      return (
        ok(response) && response.json<{ items: ClosetItem[] }>().items.some((each) => each.id === item.id)
      );
    },
  },
  {
    route: "GET /v1/closet-items/{id}",
    shows: async (viewer, { item }) => ok(await wall.get(viewer, `/v1/closet-items/${item.id}`)),
  },
  {
    route: "GET /v1/users/closet-items",
    shows: async (viewer, { item }) => (await listed(viewer, "/v1/users/closet-items")).includes(item.id),
    expected: (role) => role === "owner",
  },
  {
    route: "GET /v1/user/{id}/closets",
    shows: async (viewer, { closet }) =>
      (await listed(viewer, `/v1/user/${idOf(people.owner)}/closets`)).includes(closet.id),
  },
  {
    route: "GET /v1/closets?scope=following",
    shows: async (viewer, { closet }) =>
      (await listed(viewer, "/v1/closets?scope=following")).includes(closet.id),
    expected: (role, visibility) => role === "follower" && visibility !== "private",
  },
  {
    route: "GET /v1/closets?scope=popular",
    shows: async (viewer, { closet }) =>
      (await wall.everyListed<Closet>(viewer, "/v1/closets?scope=popular")).some(
        (each) => each.id === closet.id,
      ),
    expected: publicOnly,
  },
  {
    route: "GET /v1/outfits/{id} (the closet of each item)",
    shows: async (viewer, { item }) =>
      okBody<OutfitDetails>(await wall.get(viewer, `/v1/outfits/${showcase.id}`)).items.some(
        (each) => each.id === item.id && each.closet !== null,
      ),
  },
  {
    route: "POST /v1/closets/{id}/report",
    shows: async (viewer, { closet }) =>
      found(await wall.post(viewer, `/v1/closets/${closet.id}/report`, { reason: "spam" })),
  },
  {
    route: "GET /v1/outfits/{id}",
    shows: async (viewer, { outfit }) => ok(await wall.get(viewer, `/v1/outfits/${outfit.id}`)),
  },
  {
    route: "GET /v1/outfits",
    shows: async (viewer, { outfit }) =>
      (await outfitIds(viewer, `/v1/outfits?tag=${tag}`)).includes(outfit.id),
    expected: publicOnly,
  },
  {
    route: "GET /v1/feed/explore",
    shows: async (viewer, { outfit }) =>
      (await wall.everyEntry<FeedEntry>(viewer, "/v1/feed/explore?size=50")).some(
        (entry) => entry.kind === "outfit" && entry.outfit.id === outfit.id,
      ),
    expected: publicOnly,
  },
  {
    route: "GET /v1/feed/following (outfits)",
    shows: async (viewer, { outfit }) => (await followingIds(viewer)).includes(outfit.id),
    expected: followingFeed,
  },
  {
    route: "GET /v1/feed/following (closets)",
    shows: async (viewer, { closet }) => (await followingIds(viewer)).includes(closet.id),
    expected: followingFeed,
  },
  {
    route: "GET /v1/user/{id}/outfits",
    shows: async (viewer, { outfit }) =>
      (await outfitIds(viewer, `/v1/user/${idOf(people.owner)}/outfits`)).includes(outfit.id),
  },
  {
    route: "GET /v1/users/saved-outfits",
    shows: async (viewer, { outfit }) =>
      (await outfitIds(viewer, "/v1/users/saved-outfits")).includes(outfit.id),
  },
  {
    route: "GET /v1/outfits/{id}/comments",
    shows: async (viewer, { outfit }) => ok(await wall.get(viewer, `/v1/outfits/${outfit.id}/comments`)),
  },
  {
    route: "GET /v1/outfits/{id}/comments?parentId",
    shows: async (viewer, { outfit, comment }) =>
      ok(await wall.get(viewer, `/v1/outfits/${outfit.id}/comments?parentId=${comment.id}`)),
  },
  // Undoing first leaves every outfit liked and saved, whatever order the rows run in.
  ...(["unlike", "like", "unsave", "save"] as const).map((verb) => ({
    route: `POST /v1/outfits/{id}/${verb}`,
    shows: async (viewer: Person, { outfit }: Things) =>
      ok(await wall.post(viewer, `/v1/outfits/${outfit.id}/${verb}`)),
  })),
  {
    route: "POST /v1/outfits/{id}/comments",
    shows: async (viewer, { outfit }) =>
      ok(await wall.post(viewer, `/v1/outfits/${outfit.id}/comments`, { text: "Hello" })),
  },
  {
    route: "POST /v1/outfits/{id}/comments (a reply)",
    shows: async (viewer, { outfit, comment }) =>
      ok(
        await wall.post(viewer, `/v1/outfits/${outfit.id}/comments`, { text: "Hello", parentId: comment.id }),
      ),
  },
  {
    route: "POST /v1/outfits/{id}/report",
    shows: async (viewer, { outfit }) =>
      found(await wall.post(viewer, `/v1/outfits/${outfit.id}/report`, { reason: "spam" })),
  },
  {
    route: "POST /v1/comments/{id}/report",
    shows: async (viewer, { comment }) =>
      found(await wall.post(viewer, `/v1/comments/${comment.id}/report`, { reason: "spam" })),
  },
];

describe("visibility of closets, items, outfits and comments", () => {
  it.each(rows)("$route", async ({ shows, expected = audience }) => {
    const seen: string[] = [];
    const allowed: string[] = [];
    for (const visibility of VISIBILITIES) {
      for (const role of ["owner", "follower", "stranger"] as const) {
        if (await shows(people[role], things[visibility])) seen.push(`${role} sees ${visibility}`);
        if (expected(role, visibility)) allowed.push(`${role} sees ${visibility}`);
      }
    }
    expect(seen).toEqual(allowed);
  });

  it("counts a person's closets as each viewer may see them", async () => {
    const totalFor = async (role: Role) =>
      okBody<ClosetPage>(await wall.get(people[role], `/v1/user/${idOf(people.owner)}/closets`)).total;
    expect([await totalFor("owner"), await totalFor("follower"), await totalFor("stranger")]).toEqual([
      3, 2, 1,
    ]);
  });
});
