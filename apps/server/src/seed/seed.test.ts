import { randomUUID } from "node:crypto";
import type {
  AdminDashboard,
  AuthResponse,
  BrandPage,
  ClosetPage,
  CommentPage,
  EventPage,
  Feed,
  ImageType,
  InvitationPage,
  LiveNow,
  LiveRoom,
  OutfitFeed,
  PersonPage,
  Profile,
} from "@cbm/contracts";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type BrandRow, brandsService } from "../modules/brands/index.ts";
import { type OutfitRow, rankOf } from "../modules/outfits/index.ts";
import { type UserRow, usersService } from "../modules/users/index.ts";
import { type Database, inTransaction } from "../platform/db.ts";
import type { Deps } from "../platform/deps.ts";
import type { Storage } from "../platform/storage.ts";
import { emptyPglite, startTestApp, type TestApp } from "../testing/harness.ts";
import { rowsOf } from "../testing/tables.ts";
import { seedBrands } from "./brands.ts";
import { DEMO_ACCOUNTS, demoAccounts, seedIfEmpty } from "./index.ts";
import { DAY_MS } from "./times.ts";
import { seedUsers } from "./users.ts";

/** Keeps what the seed stores in memory, so the test can look at the bytes. */
function memoryStorage() {
  const files = new Map<string, { bytes: Buffer; contentType: ImageType }>();
  const storage: Storage = {
    presign: async () => {
      throw new Error("the seed never presigns");
    },
    async put(bytes, contentType) {
      const location = `/media/${randomUUID()}.webp`;
      files.set(location, { bytes, contentType });
      return location;
    },
    read: async (location) => files.get(location)?.bytes ?? null,
  };
  return { storage, files };
}

/**
 * Always a PGlite of its own: the PostgreSQL run database is shared by every test file, so it is
 * never empty, and seeding only happens on an empty database.
 */
async function emptyDatabase(): Promise<Database> {
  return emptyPglite();
}

/** An app on an empty database, seeded by `seed` (the whole demo unless given). */
async function seededApp(seed: (deps: Deps) => Promise<unknown> = seedIfEmpty) {
  const { storage, files } = memoryStorage();
  const database = await emptyDatabase();
  const test = await startTestApp({}, { storage }, database);
  const seeded = await seed(test.deps);
  const close = async () => {
    await test.close();
    await database.close();
  };
  return { test, files, seeded, close };
}

/** Node 20 has no Map.groupBy. */
function groupBy<T>(rows: T[], keyOf: (row: T) => string): T[][] {
  const groups = new Map<string, T[]>();
  for (const row of rows) groups.set(keyOf(row), [...(groups.get(keyOf(row)) ?? []), row]);
  return [...groups.values()];
}

const everyone = (test: TestApp) => rowsOf<UserRow>(test.deps.database.db, "users", "email");
const catalogue = (test: TestApp) => rowsOf<BrandRow>(test.deps.database.db, "brands", "slug");

/** The image stored at a location, and its width, height and format. */
async function imageAt(
  files: Map<string, { bytes: Buffer; contentType: ImageType }>,
  location: string | null,
) {
  const file = files.get(location ?? "");
  const { width, height, format } = await sharp(file?.bytes).metadata();
  return { contentType: file?.contentType, width, height, format };
}

const timeOf = (value: Date | string | undefined) => new Date(value ?? Number.NaN).getTime();
const dayOf = (value: Date | string) => new Date(value).toISOString().slice(0, 10);

describe("demo accounts", () => {
  it("keep the README's passwords outside production", () => {
    expect(new Set(demoAccounts(false).map((account) => account.password))).toEqual(
      new Set(["Password123!"]),
    );
  });

  it("give admins a password drawn anew in production, and nobody else's changes", () => {
    const [one, two] = [demoAccounts(true), demoAccounts(true)];
    const adminPassword = (accounts: typeof one) =>
      accounts.find((account) => account.role === "admin")?.password;
    expect(adminPassword(one)).not.toBe("Password123!");
    expect(adminPassword(one)?.length).toBeGreaterThanOrEqual(24);
    expect(adminPassword(one)).not.toBe(adminPassword(two));
    expect(one.filter((account) => account.role !== "admin").map((account) => account.password)).toEqual([
      "Password123!",
      "Password123!",
      "Password123!",
    ]);
  });
});

describe("seedIfEmpty on an empty database", () => {
  let first: Awaited<ReturnType<typeof seededApp>>;

  // Seeding draws every demo image (avatars, logos, garment photos, collages): slow on a busy machine.
  beforeAll(async () => {
    first = await seededApp();
  }, 240_000);
  afterAll(() => first.close());

  it("creates the demo accounts and at least 60 more people of every role", async () => {
    expect(first.seeded).toBe(true);
    const people = await everyone(first.test);
    for (const account of DEMO_ACCOUNTS) {
      const person = people.find((row) => row.email === account.email);
      expect(person?.roles).toEqual([account.role]);
      expect(person?.sign).toBeTruthy();
    }
    expect(people.length).toBeGreaterThanOrEqual(DEMO_ACCOUNTS.length + 60);
    const roles = new Set(people.flatMap((person) => person.roles));
    expect([...roles].sort()).toEqual(["admin", "customer", "influencer", "retailer"]);
    for (const person of people) {
      expect(person.email).toMatch(/^[a-z.]+@example\.com$/);
      expect(person.sign?.length).toBeLessThanOrEqual(160);
    }
    expect(people.some((person) => person.phone)).toBe(true);
  });

  it("gives everyone a generated 256x256 WebP avatar from the storage", async () => {
    const people = await everyone(first.test);
    expect(new Set(people.map((person) => person.avatar)).size).toBe(people.length);
    for (const person of people) {
      const file = first.files.get(person.avatar ?? "");
      expect(file?.contentType).toBe("image/webp");
      const bytes = file?.bytes ?? Buffer.alloc(0);
      expect(bytes.subarray(0, 4).toString("latin1")).toBe("RIFF");
      expect(bytes.subarray(8, 12).toString("latin1")).toBe("WEBP");
    }
    const { width, height, format } = await sharp(first.files.get(people[0]?.avatar ?? "")?.bytes).metadata();
    expect({ width, height, format }).toEqual({ width: 256, height: 256, format: "webp" });
  });

  it("has people follow each other, with counts equal to the edges and influencers the most followed", async () => {
    const people = await everyone(first.test);
    const edges = await rowsOf<{ followerId: string; followeeId: string }>(
      first.test.deps.database.db,
      "follows",
    );
    for (const person of people) {
      expect(person.followerCount).toBe(edges.filter((edge) => edge.followeeId === person.id).length);
      expect(person.followingCount).toBe(edges.filter((edge) => edge.followerId === person.id).length);
      if (person.roles.includes("admin")) expect(person.followingCount).toBe(0);
    }
    expect(edges.every((edge) => edge.followerId !== edge.followeeId)).toBe(true);
    const averageFollowers = (role: string) => {
      const ofRole = people.filter((person) => person.roles.includes(role as never));
      return ofRole.reduce((sum, person) => sum + person.followerCount, 0) / ofRole.length;
    };
    expect(averageFollowers("influencer")).toBeGreaterThan(averageFollowers("customer"));
    const customer = people.find((person) => person.email === "customer@example.com");
    const influencer = people.find((person) => person.email === "influencer@example.com");
    expect(edges).toContainEqual(
      expect.objectContaining({ followerId: customer?.id, followeeId: influencer?.id }),
    );
  });

  it("creates at least 40 active brands, each with its own generated 256x256 WebP logo", async () => {
    const seeded = await catalogue(first.test);
    expect(seeded.length).toBeGreaterThanOrEqual(40);
    expect(new Set(seeded.map((brand) => brand.logo)).size).toBe(seeded.length);
    for (const brand of seeded) {
      expect(brand).toMatchObject({ active: true, slug: expect.stringMatching(/^[a-z0-9]+(-[a-z0-9]+)*$/) });
      expect(brand.description).toBeTruthy();
      expect(await imageAt(first.files, brand.logo)).toEqual({
        contentType: "image/webp",
        width: 256,
        height: 256,
        format: "webp",
      });
    }
    const logos = seeded.map((brand) => first.files.get(brand.logo ?? "")?.bytes.toString("base64"));
    expect(new Set(logos).size).toBe(seeded.length);
  });

  it("lets a demo account find a seeded brand with a typo", async () => {
    const account = DEMO_ACCOUNTS.find((demo) => demo.role === "customer");
    const login = await first.test.request({
      method: "POST",
      url: "/v1/authorization/login",
      headers: { "content-type": "application/x-www-form-urlencoded" },
      payload: new URLSearchParams({
        username: account?.email ?? "",
        password: account?.password ?? "",
      }).toString(),
    });
    const response = await first.test.request({
      method: "GET",
      url: "/v1/brands?keyword=Maison%20Orvele",
      headers: { authorization: `Bearer ${login.json<AuthResponse>().accessToken}` },
    });
    expect(response.json<BrandPage>().items[0]?.name).toBe("Maison Orvelle");
  });

  it("fills the wall: closets for every member, outfits with exact counts, live feeds for the demo customer", async () => {
    const { db } = first.test.deps.database;
    const people = await everyone(first.test);
    const owners = new Set((await rowsOf<{ ownerId: string }>(db, "closets")).map((row) => row.ownerId));
    for (const person of people) expect(owners.has(person.id)).toBe(!person.roles.includes("admin"));
    const looks = await rowsOf<OutfitRow>(db, "outfits");
    const likes = await rowsOf<{ outfitId: string }>(db, "outfit_likes");
    expect(looks.length).toBeGreaterThanOrEqual(30);
    for (const look of looks) {
      expect(look.likeCount).toBe(likes.filter((like) => like.outfitId === look.id).length);
      expect(look.image.variants.length).toBeGreaterThan(0);
      expect(first.files.has(look.image.url)).toBe(true);
    }
    const login = await first.test.request({
      method: "POST",
      url: "/v1/authorization/login",
      payload: { username: "customer@example.com", password: DEMO_ACCOUNTS[0]?.password },
    });
    const headers = { authorization: `Bearer ${login.json<AuthResponse>().accessToken}` };
    for (const tab of ["following", "explore"]) {
      const feed = await first.test.request({ method: "GET", url: `/v1/feed/${tab}`, headers });
      expect(feed.json<Feed>().items.length, tab).toBeGreaterThanOrEqual(10);
    }
  });

  it("makes several outfits of shop products, which their pages offer to buy, the demo influencer's among them", async () => {
    const { db } = first.test.deps.database;
    const products = await rowsOf<{ id: string; subcategory: string; colours: string[] }>(db, "products");
    const items = await rowsOf<{
      id: string;
      productId: string | null;
      subcategory: string;
      colours: string[];
    }>(db, "closet_items");
    const shopItems = items.filter((item) => item.productId);
    for (const item of shopItems) {
      const product = products.find((candidate) => candidate.id === item.productId);
      expect(product?.subcategory).toBe(item.subcategory);
      expect(product?.colours).toContain(item.colours[0]);
    }
    const pieces = await rowsOf<{ outfitId: string; itemId: string }>(db, "outfit_items");
    const shopIds = new Set(shopItems.map((item) => item.id));
    const shoppable = new Set(
      pieces.filter((piece) => shopIds.has(piece.itemId)).map((piece) => piece.outfitId),
    );
    expect(shoppable.size).toBeGreaterThanOrEqual(5);

    const influencer = (await everyone(first.test)).find(
      (person) => person.email === "influencer@example.com",
    );
    const looks = await rowsOf<OutfitRow>(db, "outfits");
    const look = looks.find((row) => row.authorId === influencer?.id && shoppable.has(row.id));
    expect(look).toBeDefined();
    const login = await first.test.request({
      method: "POST",
      url: "/v1/authorization/login",
      payload: { username: "customer@example.com", password: DEMO_ACCOUNTS[0]?.password },
    });
    const offered = await first.test.request({
      method: "GET",
      url: `/v1/outfits/${look?.id}/products`,
      headers: { authorization: `Bearer ${login.json<AuthResponse>().accessToken}` },
    });
    expect(offered.json<{ items: unknown[] }>().items.length).toBeGreaterThan(0);
  });

  it("never shows the same garment twice in a closet or an outfit, nor one caption twice from one person", async () => {
    const { db } = first.test.deps.database;
    type Item = { id: string; closetId: string; subcategory: string; colours: string[] };
    const items = await rowsOf<Item>(db, "closet_items");
    const garment = (item: Item | undefined) => `${item?.subcategory}:${item?.colours.join("+")}`;
    const distinctIn = (group: (Item | undefined)[]) => new Set(group.map(garment)).size === group.length;
    const closets = groupBy(items, (item) => item.closetId);
    expect(closets.length).toBeGreaterThan(60);
    for (const closet of closets) expect(distinctIn(closet)).toBe(true);

    const byId = new Map(items.map((item) => [item.id, item]));
    const worn = await rowsOf<{ outfitId: string; itemId: string }>(db, "outfit_items");
    for (const outfit of groupBy(worn, (row) => row.outfitId)) {
      expect(distinctIn(outfit.map((row) => byId.get(row.itemId)))).toBe(true);
    }
    const looks = await rowsOf<OutfitRow>(db, "outfits");
    for (const own of groupBy(looks, (look) => look.authorId)) {
      expect(new Set(own.map((look) => look.caption)).size).toBe(own.length);
    }
    expect(new Set(looks.map((look) => look.caption)).size).toBeGreaterThanOrEqual(20);
  });

  it("gives every demo account but the admin a lived-in wall: full first pages, its own closets and outfits, saves and people", async () => {
    const people = await everyone(first.test);
    for (const account of DEMO_ACCOUNTS.filter((demo) => demo.role !== "admin")) {
      const login = await first.test.request({
        method: "POST",
        url: "/v1/authorization/login",
        payload: { username: account.email, password: account.password },
      });
      const headers = { authorization: `Bearer ${login.json<AuthResponse>().accessToken}` };
      const get = async <T>(url: string) => {
        const response = await first.test.request({ method: "GET", url, headers });
        expect(response.statusCode, url).toBe(200);
        return response.json<T>();
      };
      const id = people.find((person) => person.email === account.email)?.id;
      const label = (list: string) => `${account.role}: ${list}`;

      // The Following feed's first page is full of the people followed, not of suggestions.
      const following = await get<Feed>("/v1/feed/following");
      expect(following.items.length, label("following feed")).toBe(20);
      expect(following.items.filter((entry) => entry.kind === "outfit" && entry.reason)).toEqual([]);
      expect(following.items.filter((entry) => entry.kind === "outfit").length).toBeGreaterThanOrEqual(10);
      expect((await get<Feed>("/v1/feed/explore")).items.length, label("explore")).toBe(20);
      expect((await get<ClosetPage>("/v1/closets")).items.length, label("closets wall")).toBe(20);
      expect(
        (await get<OutfitFeed>("/v1/users/saved-outfits")).items.length,
        label("saved"),
      ).toBeGreaterThanOrEqual(8);

      const own = (await get<OutfitFeed>(`/v1/user/${id}/outfits`)).items;
      expect(own.length, label("own outfits")).toBeGreaterThanOrEqual(5);
      for (const outfit of own)
        expect(outfit.likeCount, label("likes of own outfits")).toBeGreaterThanOrEqual(5);
      const closets = (await get<ClosetPage>(`/v1/user/${id}/closets`)).items;
      expect(closets.length, label("own closets")).toBe(3);
      for (const closet of closets)
        expect(closet.itemCount, label("own closet items")).toBeGreaterThanOrEqual(6);

      expect((await get<PersonPage>("/v1/users/followers")).total, label("followers")).toBeGreaterThanOrEqual(
        10,
      );
      expect((await get<PersonPage>("/v1/users/following")).total, label("following")).toBeGreaterThanOrEqual(
        10,
      );
      const profile = await get<Profile>("/v1/users/profile");
      expect(profile.followerCount, label("profile followers")).toBeGreaterThanOrEqual(10);
    }
  });

  it("varies the wall: no caption twice, no comment twice on an outfit, no item twice in an outfit, many closet names and days", async () => {
    const { db } = first.test.deps.database;
    const looks = await rowsOf<OutfitRow>(db, "outfits");
    expect(new Set(looks.map((look) => look.caption)).size).toBe(looks.length);
    expect(
      new Set(looks.map((look) => new Date(look.createdAt).toISOString().slice(0, 10))).size,
    ).toBeGreaterThanOrEqual(14);

    const worn = await rowsOf<{ outfitId: string; itemId: string }>(db, "outfit_items");
    for (const outfit of groupBy(worn, (row) => row.outfitId)) {
      expect(outfit.length).toBeGreaterThanOrEqual(2);
      expect(new Set(outfit.map((row) => row.itemId)).size).toBe(outfit.length);
    }

    const comments = await rowsOf<{ outfitId: string; text: string }>(db, "outfit_comments");
    for (const thread of groupBy(comments, (comment) => comment.outfitId)) {
      expect(new Set(thread.map((comment) => comment.text)).size).toBe(thread.length);
    }
    for (const said of groupBy(comments, (comment) => comment.text))
      expect(said.length).toBeLessThanOrEqual(4);
    // The most liked outfits are talked about.
    const popular = [...looks].sort((one, other) => other.likeCount - one.likeCount).slice(0, 5);
    for (const look of popular) expect(look.commentCount).toBeGreaterThanOrEqual(4);

    const closets = await rowsOf<{ name: string; description: string }>(db, "closets");
    expect(new Set(closets.map((closet) => closet.name)).size).toBeGreaterThanOrEqual(20);
    expect(new Set(closets.map((closet) => closet.description)).size).toBeGreaterThanOrEqual(15);
  });

  it("dates people as a community grown over six months: the demo accounts months ago, a few this week", async () => {
    const now = Date.now();
    const people = await rowsOf<UserRow>(first.test.deps.database.db, "users");
    for (const person of people) {
      expect(timeOf(person.createdAt), person.email).toBeLessThan(now - DAY_MS / 2);
      expect(timeOf(person.createdAt), person.email).toBeGreaterThan(now - 181 * DAY_MS);
    }
    expect(new Set(people.map((person) => dayOf(person.createdAt))).size).toBeGreaterThan(people.length / 2);
    for (const account of DEMO_ACCOUNTS) {
      const person = people.find((row) => row.email === account.email);
      expect(now - timeOf(person?.createdAt), account.email).toBeGreaterThan(75 * DAY_MS);
    }

    // The admin dashboard counts as new this week only the few who joined in the last seven days.
    const login = await first.test.request({
      method: "POST",
      url: "/v1/authorization/login",
      payload: { username: "admin@example.com", password: DEMO_ACCOUNTS[0]?.password },
    });
    const response = await first.test.request({
      method: "GET",
      url: "/v1/admin/dashboard",
      headers: { authorization: `Bearer ${login.json<AuthResponse>().accessToken}` },
    });
    const { newThisWeek } = response.json<AdminDashboard>().people;
    expect(newThisWeek).toBe(people.filter((person) => timeOf(person.createdAt) > now - 7 * DAY_MS).length);
    expect(newThisWeek).toBeGreaterThan(0);
    expect(newThisWeek).toBeLessThan(people.length / 8);
  });

  it("dates every follow after both people joined, and closets and outfits after their owners and items", async () => {
    const { db } = first.test.deps.database;
    const now = Date.now();
    const people = await rowsOf<UserRow>(db, "users");
    const joined = new Map(people.map((person) => [person.id, timeOf(person.createdAt)]));
    const edges = await rowsOf<{ followerId: string; followeeId: string; createdAt: Date }>(db, "follows");
    for (const edge of edges) {
      const at = timeOf(edge.createdAt);
      expect(at).toBeGreaterThan(joined.get(edge.followerId) ?? now);
      expect(at).toBeGreaterThan(joined.get(edge.followeeId) ?? now);
      expect(at).toBeLessThanOrEqual(now);
    }
    expect(new Set(edges.map((edge) => dayOf(edge.createdAt))).size).toBeGreaterThan(60);

    type Dated = { id: string; createdAt: Date; updatedAt: Date };
    const closets = await rowsOf<Dated & { ownerId: string; card: string }>(db, "closets");
    for (const closet of closets) {
      expect(timeOf(closet.createdAt)).toBeGreaterThan(joined.get(closet.ownerId) ?? now);
      expect(timeOf(closet.updatedAt)).toBeGreaterThanOrEqual(timeOf(closet.createdAt));
      expect(timeOf(closet.updatedAt)).toBeLessThanOrEqual(now);
      // The card the pages send says the same.
      expect(JSON.parse(closet.card).updatedAt).toBe(new Date(closet.updatedAt).toISOString());
    }
    expect(new Set(closets.map((closet) => timeOf(closet.updatedAt))).size).toBe(closets.length);

    const items = new Map(
      (await rowsOf<Dated>(db, "closet_items")).map((item) => [item.id, timeOf(item.createdAt)]),
    );
    const looks = await rowsOf<OutfitRow>(db, "outfits");
    const worn = await rowsOf<{ outfitId: string; itemId: string }>(db, "outfit_items");
    for (const look of looks) {
      expect(timeOf(look.createdAt)).toBeGreaterThan(joined.get(look.authorId) ?? now);
      expect(timeOf(look.updatedAt)).toBe(timeOf(look.createdAt));
      for (const row of worn.filter((one) => one.outfitId === look.id)) {
        expect(timeOf(look.createdAt)).toBeGreaterThan(items.get(row.itemId) ?? now);
      }
    }
  });

  it("dates likes, saves and comments after the outfit and the person, most soon after posting, ranks from them", async () => {
    const { db } = first.test.deps.database;
    const now = Date.now();
    const joined = new Map(
      (await rowsOf<UserRow>(db, "users")).map((person) => [person.id, timeOf(person.createdAt)]),
    );
    const looks = await rowsOf<OutfitRow>(db, "outfits");
    const posted = new Map(looks.map((look) => [look.id, timeOf(look.createdAt)]));
    type Engaged = { outfitId: string; userId?: string; authorId?: string; createdAt: Date };
    let soon = 0;
    let all = 0;
    for (const table of ["outfit_likes", "outfit_saves", "outfit_comments"]) {
      const rows = await rowsOf<Engaged>(db, table);
      for (const row of rows) {
        const at = timeOf(row.createdAt);
        const from = Math.max(
          posted.get(row.outfitId) ?? now,
          joined.get(row.userId ?? row.authorId ?? "") ?? now,
        );
        expect(at, table).toBeGreaterThan(from);
        expect(at, table).toBeLessThanOrEqual(now);
        if (at - from < (now - from) / 4) soon++;
        all++;
      }
      expect(new Set(rows.map((row) => timeOf(row.createdAt))).size, table).toBeGreaterThan(
        rows.length * 0.9,
      );
    }
    expect(soon).toBeGreaterThan(all / 2);

    // Explore's rank is the one the outfit's time and counts give.
    for (const look of looks) {
      const { stored, fromCounts } = await rankOf(db, look.id);
      expect(stored).toBeCloseTo(fromCounts, 6);
    }

    // The demo's most commented outfit: its thread, oldest first, each comment at a time of its own.
    const login = await first.test.request({
      method: "POST",
      url: "/v1/authorization/login",
      payload: { username: "customer@example.com", password: DEMO_ACCOUNTS[0]?.password },
    });
    const headers = { authorization: `Bearer ${login.json<AuthResponse>().accessToken}` };
    const talked = [...looks].sort((one, other) => other.commentCount - one.commentCount)[0];
    const thread = await first.test.request({
      method: "GET",
      url: `/v1/outfits/${talked?.id}/comments`,
      headers,
    });
    const times = thread.json<CommentPage>().items.map((comment) => timeOf(comment.createdAt));
    expect(times.length).toBe(talked?.commentCount);
    expect(new Set(times).size).toBe(times.length);
    expect(times).toEqual([...times].sort((one, other) => one - other));
    for (const at of times) expect(at).toBeGreaterThan(timeOf(talked?.createdAt));

    // The demo customer's Saved tab: the latest saved first.
    const customer = (await everyone(first.test)).find((person) => person.email === "customer@example.com");
    const saves = (await rowsOf<Engaged>(db, "outfit_saves"))
      .filter((save) => save.userId === customer?.id)
      .sort((one, other) => timeOf(other.createdAt) - timeOf(one.createdAt));
    const saved = await first.test.request({ method: "GET", url: "/v1/users/saved-outfits", headers });
    expect(saved.json<OutfitFeed>().items.map((outfit) => outfit.id)).toEqual(
      saves.slice(0, saved.json<OutfitFeed>().items.length).map((save) => save.outfitId),
    );
  });

  it("gives the demo events of every kind and status, one live with the shipped stream, a pinned product and a chat, and invitations", async () => {
    const login = await first.test.request({
      method: "POST",
      url: "/v1/authorization/login",
      payload: { username: "customer@example.com", password: DEMO_ACCOUNTS[0]?.password },
    });
    const headers = { authorization: `Bearer ${login.json<AuthResponse>().accessToken}` };
    const get = async <T>(url: string) =>
      (await first.test.request({ method: "GET", url, headers })).json<T>();
    const live = await get<LiveNow>("/v1/live");
    expect(live.live.map(({ event }) => event.title)).toEqual(["The winter edit, live from the atelier"]);
    const room = await get<LiveRoom>(`/v1/event/${live.live[0]?.event.id}/live`);
    expect(room.event.streamUrl).toBe("/demo-live/stream.m3u8");
    expect(room.event.products.length).toBeGreaterThanOrEqual(3);
    expect(Date.parse(room.event.endsAt) - Date.now()).toBeGreaterThan(6 * 3_600_000);
    // A few minutes in: a product pinned, people talking and cheering.
    expect(room.pinned?.id).toBe(room.event.products[0]?.id);
    expect(room.comments.length).toBeGreaterThanOrEqual(3);
    expect(new Set(room.comments.map((comment) => comment.author.id)).size).toBe(room.comments.length);
    expect(Object.values(room.cheers).reduce((sum, count) => sum + count, 0)).toBe(room.comments.length);
    const upcoming = (await get<EventPage>("/v1/events?scope=upcoming&size=100")).items;
    expect(new Set(upcoming.map((event) => `${event.format} ${event.visibility}`))).toEqual(
      new Set(["online public", "online invite_only", "in_person public", "in_person invite_only"]),
    );
    const past = (await get<EventPage>("/v1/events?scope=past&size=100")).items;
    expect(past.map((event) => event.status).sort()).toContain("ended");
    const open = (await get<InvitationPage>("/v1/events/invitations?state=open")).items;
    expect(open.length).toBeGreaterThanOrEqual(2);
    const answered = (await get<InvitationPage>("/v1/events/invitations?state=past")).items;
    expect(answered.map((invitation) => invitation.event.status).sort()).toEqual(["cancelled", "ended"]);
  });

  it("seeds only once", async () => {
    const before = await everyone(first.test);
    expect(await seedIfEmpty(first.test.deps)).toBe(false);
    expect(await everyone(first.test)).toHaveLength(before.length);
  });

  it("lets every demo account sign in with its password", async () => {
    for (const account of DEMO_ACCOUNTS) {
      const response = await first.test.request({
        method: "POST",
        url: "/v1/authorization/login",
        headers: { "content-type": "application/x-www-form-urlencoded" },
        payload: new URLSearchParams({ username: account.email, password: account.password }).toString(),
      });
      expect(response.statusCode).toBe(200);
      expect(response.json<AuthResponse>().user.roles).toEqual([account.role]);
    }
  });

  // A second whole seed: on a busy machine it takes longer than the usual 30 seconds.
  it("produces the same people, brands and images on another empty database", async () => {
    // Only the first two steps of the seed, which make them: the rest takes a minute and is not compared.
    const second = await seededApp(async (deps) => {
      await inTransaction(deps.database.db, async (tx) => {
        await seedUsers(usersService(deps), deps.storage, tx, DEMO_ACCOUNTS);
        await seedBrands(brandsService(deps), deps.storage, tx);
      });
    });
    try {
      const describePeople = async ({ test, files }: typeof first) =>
        (await everyone(test)).map((person) => ({
          email: person.email,
          name: `${person.firstName} ${person.lastName}`,
          roles: person.roles,
          sign: person.sign,
          phone: person.phone,
          avatar: files.get(person.avatar ?? "")?.bytes.toString("base64"),
        }));
      expect(await describePeople(second)).toEqual(await describePeople(first));
      const describeBrands = async ({ test, files }: typeof first) =>
        (await catalogue(test)).map((brand) => ({
          name: brand.name,
          slug: brand.slug,
          description: brand.description,
          logo: files.get(brand.logo ?? "")?.bytes.toString("base64"),
        }));
      expect(await describeBrands(second)).toEqual(await describeBrands(first));
    } finally {
      await second.close();
    }
  });
});
