import { randomUUID } from "node:crypto";
import {
  CLOSET_DELETED,
  CLOSET_LIMITS,
  type Closet,
  type ClosetItem,
  type ClosetItemPage,
  type ClosetPage,
  ClosetSchema,
  ITEM_DELETED,
  REPORT_THANKS,
} from "@cbm/contracts";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { newBrand } from "../../testing/brands.ts";
import { idOf, type Method, okBody, type Wall, wallOf } from "../../testing/closets-and-outfits.ts";
import { type Person, registerPerson, startTestApp, type TestApp } from "../../testing/harness.ts";
import { expectExactly } from "../../testing/rendered.ts";
import * as repo from "./repo.ts";
import { closets } from "./tables.ts";

let test: TestApp;
let wall: Wall;
/** Ada owns things, Bob follows her, Cy is a stranger to both. */
let ada: Person;
let bob: Person;
let cy: Person;
beforeAll(async () => {
  test = await startTestApp();
  wall = wallOf(test);
  [ada, bob, cy] = await Promise.all([
    registerPerson(test, { firstName: "Ada" }),
    registerPerson(test, { firstName: "Bob" }),
    registerPerson(test, { firstName: "Cy" }),
  ]);
  await wall.follow(bob, ada);
});
afterAll(() => test.close());

const closetOf = async (viewer: Person, id: string) =>
  okBody<Closet>(await wall.get(viewer, `/v1/closets/${id}`));
const itemIds = async (viewer: Person, url: string) =>
  okBody<ClosetItemPage>(await wall.get(viewer, url)).items.map((item) => item.id);

describe("closets", () => {
  it("creates, reads, changes and deletes a closet", async () => {
    const cover = await wall.photo();
    const created = await wall.send(ada, "POST", "/v1/closets", {
      name: "  Summer  ",
      description: "Linen and light",
      cover,
      visibility: "public",
    });
    expect(created.statusCode, created.body).toBe(200);
    const closet = created.json<Closet>();
    expect(closet).toMatchObject({
      owner: { id: idOf(ada), fullName: ada.auth.user.fullName },
      name: "Summer",
      description: "Linen and light",
      visibility: "public",
      itemCount: 0,
      preview: [],
      isOwner: true,
    });
    expect(closet.cover?.variants.length).toBeGreaterThan(0);
    expect(closet.cover?.url).not.toBe(cover);

    expect(await closetOf(ada, closet.id)).toEqual(closet);
    expect(await closetOf(cy, closet.id)).toEqual({ ...closet, isOwner: false });

    const changed = await wall.send(ada, "PUT", `/v1/closets/${closet.id}`, {
      name: "Winter",
      visibility: "followers",
    });
    expect(changed.statusCode, changed.body).toBe(200);
    expect(changed.json<Closet>()).toMatchObject({
      name: "Winter",
      description: null,
      cover: null,
      visibility: "followers",
    });
    expect((await closetOf(bob, closet.id)).name).toBe("Winter");

    const deleted = await wall.send(ada, "DELETE", `/v1/closets/${closet.id}`);
    expect(deleted.json()).toEqual({ message: CLOSET_DELETED });
    const gone = await wall.get(ada, `/v1/closets/${closet.id}`);
    expect(gone.statusCode).toBe(404);
    expect(gone.json()).toEqual({ message: "We could not find this closet." });
  });

  it("answers 400 with the fields at fault", async () => {
    const cases: Array<[object, string]> = [
      [{ name: "Mine", visibility: "everyone" }, "visibility"],
      [{ visibility: "public" }, "name"],
      [{ name: " ", visibility: "public" }, "name"],
      [{ name: "x".repeat(CLOSET_LIMITS.name + 1), visibility: "public" }, "name"],
      [{ name: "Mine", visibility: "public", cover: "https://elsewhere.test/cat.png" }, "cover"],
      [{ name: "Mine", visibility: "public", cover: "/media/never-uploaded.png" }, "cover"],
    ];
    const { id } = await wall.closet(ada);
    for (const [payload, field] of cases) {
      for (const [method, url] of [
        ["POST", "/v1/closets"],
        ["PUT", `/v1/closets/${id}`],
      ] as const) {
        const response = await wall.send(ada, method, url, payload);
        expect(response.statusCode, `${method} ${JSON.stringify(payload)}`).toBe(400);
        expect(Object.keys(response.json()), JSON.stringify(payload)).toEqual([field]);
      }
    }
    const badId = await wall.get(ada, "/v1/closets/not-a-uuid");
    expect(badId.statusCode).toBe(400);
    expect(Object.keys(badId.json())).toEqual(["id"]);
  });

  it("lets only the owner change a closet: 403 to those who see it, 404 to those who do not", async () => {
    const shown = await wall.closet(ada, { visibility: "public" });
    const forFollowers = await wall.closet(ada, { visibility: "followers" });
    const hidden = await wall.closet(ada, { visibility: "private" });
    const body = { name: "Taken", visibility: "public" };
    const attempts = (id: string) =>
      [
        ["PUT", `/v1/closets/${id}`, body],
        ["DELETE", `/v1/closets/${id}`, undefined],
      ] as const;
    const expected: Array<[Person, Closet, number]> = [
      [bob, shown, 403],
      [cy, shown, 403],
      [bob, forFollowers, 403],
      [cy, forFollowers, 404],
      [bob, hidden, 404],
      [cy, hidden, 404],
    ];
    for (const [viewer, closet, status] of expected) {
      for (const [method, url, payload] of attempts(closet.id)) {
        expect(
          (await wall.send(viewer, method, url, payload)).statusCode,
          `${method} ${closet.visibility}`,
        ).toBe(status);
      }
      expect((await wall.get(viewer, `/v1/closets/${closet.id}`)).statusCode).toBe(
        status === 403 ? 200 : 404,
      );
    }
    for (const closet of [shown, forFollowers, hidden]) {
      expect(await closetOf(ada, closet.id)).toMatchObject({
        name: "Weekdays",
        visibility: closet.visibility,
      });
    }
    expect((await wall.get(ada, `/v1/closets/${randomUUID()}`)).statusCode).toBe(404);
  });

  it(`keeps a person to ${CLOSET_LIMITS.closetsPerUser} closets`, async () => {
    const collector = await registerPerson(test);
    // The first ones straight into the table: the endpoint is what is under test, at the edge.
    await test.deps.database.db.insert(closets).values(
      Array.from({ length: CLOSET_LIMITS.closetsPerUser - 1 }, (_, index) => ({
        ownerId: idOf(collector),
        name: `Closet ${index}`,
        visibility: "private" as const,
      })),
    );
    expect(
      (await wall.send(collector, "POST", "/v1/closets", { name: "Last", visibility: "public" })).statusCode,
    ).toBe(200);
    const over = await wall.send(collector, "POST", "/v1/closets", {
      name: "One more",
      visibility: "public",
    });
    expect(over.statusCode).toBe(400);
    expect(over.json()).toEqual({ name: [`You can keep at most ${CLOSET_LIMITS.closetsPerUser} closets`] });
    const mine = okBody<ClosetPage>(await wall.get(collector, `/v1/user/${idOf(collector)}/closets`));
    expect(mine.total).toBe(CLOSET_LIMITS.closetsPerUser);
  });

  it("answers 401 without a token on every closet and item route", async () => {
    const id = randomUUID();
    const routes: Array<[Method, string]> = [
      ["GET", `/v1/user/${id}/closets`],
      ["GET", "/v1/closets"],
      ["POST", "/v1/closets"],
      ["GET", `/v1/closets/${id}`],
      ["PUT", `/v1/closets/${id}`],
      ["DELETE", `/v1/closets/${id}`],
      ["GET", `/v1/closets/${id}/items`],
      ["POST", `/v1/closets/${id}/items`],
      ["GET", "/v1/users/closet-items"],
      ["GET", `/v1/closet-items/${id}`],
      ["PUT", `/v1/closet-items/${id}`],
      ["DELETE", `/v1/closet-items/${id}`],
      ["POST", `/v1/closets/${id}/report`],
    ];
    for (const [method, url] of routes) {
      const response = await wall.send(
        null,
        method,
        url,
        method === "GET" || method === "DELETE" ? undefined : {},
      );
      expect(response.statusCode, `${method} ${url}`).toBe(401);
      expect(response.json()).toEqual({ message: "Unauthenticated." });
    }
  });
});

describe("closet items", () => {
  it("adds an item with every field, reads it, changes it and deletes it, keeping the count", async () => {
    const closet = await wall.closet(ada);
    const brand = await newBrand(test);
    const added = await wall.send(ada, "POST", `/v1/closets/${closet.id}/items`, {
      image: await wall.photo(),
      category: "outerwear",
      subcategory: "trench",
      brandId: brand?.id,
      colours: ["camel", "black"],
      size: "M",
      seasons: ["autumn", "spring"],
      material: "Cotton gabardine",
      price: { amountMinor: 12_950, currency: "EUR" },
      purchasedOn: "2025-10-02",
      notes: "Bought in Lyon",
    });
    expect(added.statusCode, added.body).toBe(200);
    const item = added.json<ClosetItem>();
    expect(item).toMatchObject({
      closetId: closet.id,
      category: "outerwear",
      subcategory: "trench",
      brand: { id: brand?.id, name: brand?.name },
      colours: ["camel", "black"],
      size: "M",
      seasons: ["autumn", "spring"],
      material: "Cotton gabardine",
      price: { amountMinor: 12_950, currency: "EUR" },
      purchasedOn: "2025-10-02",
      notes: "Bought in Lyon",
    });
    expect(item.image.variants.length).toBeGreaterThan(0);
    expect(okBody<ClosetItem>(await wall.get(cy, `/v1/closet-items/${item.id}`))).toEqual(item);

    const counted = await closetOf(ada, closet.id);
    expect(counted).toMatchObject({ itemCount: 1, cover: item.image, preview: [item.image] });

    const changed = await wall.send(ada, "PUT", `/v1/closet-items/${item.id}`, {
      image: await wall.photo(),
      category: "tops",
      subcategory: "blouse",
      brandName: "Atelier du coin",
      colours: ["white"],
    });
    expect(changed.statusCode, changed.body).toBe(200);
    expect(changed.json<ClosetItem>()).toMatchObject({
      id: item.id,
      closetId: closet.id,
      subcategory: "blouse",
      brand: { id: null, name: "Atelier du coin" },
      colours: ["white"],
      seasons: [],
      size: null,
      price: null,
      purchasedOn: null,
      notes: null,
    });
    const newPhoto = changed.json<ClosetItem>().image;
    expect(await closetOf(ada, closet.id)).toMatchObject({ cover: newPhoto, preview: [newPhoto] });

    const deleted = await wall.send(ada, "DELETE", `/v1/closet-items/${item.id}`);
    expect(deleted.json()).toEqual({ message: ITEM_DELETED });
    expect((await wall.get(ada, `/v1/closet-items/${item.id}`)).statusCode).toBe(404);
    expect(await closetOf(ada, closet.id)).toMatchObject({ itemCount: 0, cover: null, preview: [] });
  });

  it("answers 400 with the fields at fault", async () => {
    const closet = await wall.closet(ada);
    const good = {
      image: await wall.photo(),
      category: "tops",
      subcategory: "shirt",
      colours: ["black"],
    };
    const cases: Array<[object, string, string?]> = [
      [{ subcategory: "jeans" }, "subcategory", "Choose a type of this category"],
      [{ category: "hats" }, "category"],
      [{ brandId: randomUUID(), brandName: "Both" }, "brandName", "Choose a brand or type one, not both"],
      [{ brandId: randomUUID() }, "brandId", "This brand is not in the catalogue any more"],
      [{ colours: ["chartreuse-ish"] }, "colours"],
      [{ colours: [] }, "colours"],
      [{ colours: ["black", "black"] }, "colours"],
      [{ price: { amountMinor: 12.5, currency: "EUR" } }, "price.amountMinor", "Price must be in cents"],
      [{ price: { amountMinor: -1, currency: "EUR" } }, "price.amountMinor"],
      [{ price: { amountMinor: 100, currency: "XYZ" } }, "price.currency"],
      [{ seasons: ["monsoon"] }, "seasons"],
      [{ purchasedOn: "yesterday" }, "purchasedOn"],
      [{ image: "/media/never-uploaded.png" }, "image"],
      [{ image: undefined }, "image"],
    ];
    const { id: itemId } = await wall.item(ada, closet.id);
    for (const [change, field, message] of cases) {
      for (const [method, url] of [
        ["POST", `/v1/closets/${closet.id}/items`],
        ["PUT", `/v1/closet-items/${itemId}`],
      ] as const) {
        const response = await wall.send(ada, method, url, { ...good, ...change });
        expect(response.statusCode, `${method} ${JSON.stringify(change)}`).toBe(400);
        expect(Object.keys(response.json()), JSON.stringify(change)).toEqual([field]);
        if (message) expect(response.json()[field]).toEqual([message]);
      }
    }
    expect((await closetOf(ada, closet.id)).itemCount).toBe(1);
  });

  it("lets only the owner add, change or delete items: 403 to those who see them, 404 to those who do not", async () => {
    const item = {
      image: await wall.photo(),
      category: "shoes",
      subcategory: "boots",
      colours: ["brown"],
    };
    const expected: Array<["public" | "followers" | "private", Person, number]> = [
      ["public", cy, 403],
      ["followers", bob, 403],
      ["followers", cy, 404],
      ["private", bob, 404],
    ];
    for (const [visibility, viewer, status] of expected) {
      const closet = await wall.closet(ada, { visibility });
      const owned = await wall.item(ada, closet.id);
      const attempts = [
        wall.send(viewer, "POST", `/v1/closets/${closet.id}/items`, item),
        wall.send(viewer, "PUT", `/v1/closet-items/${owned.id}`, item),
        wall.send(viewer, "DELETE", `/v1/closet-items/${owned.id}`),
      ];
      for (const response of await Promise.all(attempts)) {
        expect(response.statusCode, `${visibility} ${response.body}`).toBe(status);
      }
      expect((await wall.get(viewer, `/v1/closet-items/${owned.id}`)).statusCode).toBe(
        status === 403 ? 200 : 404,
      );
      expect((await wall.get(viewer, `/v1/closets/${closet.id}/items`)).statusCode).toBe(
        status === 403 ? 200 : 404,
      );
      expect(await closetOf(ada, closet.id)).toMatchObject({ itemCount: 1 });
      expect(okBody<ClosetItem>(await wall.get(ada, `/v1/closet-items/${owned.id}`)).subcategory).toBe(
        "shirt",
      );
    }
  });

  it("keeps an item's photo and a closet's cover as they are when an edit sends them back", async () => {
    const closet = await wall.closet(ada, { cover: await wall.photo() });
    const item = await wall.item(ada, closet.id);
    const kept = await wall.send(ada, "PUT", `/v1/closet-items/${item.id}`, {
      image: item.image.variants[0]?.url,
      category: "tops",
      subcategory: "blouse",
      colours: ["white"],
    });
    expect(okBody<ClosetItem>(kept)).toMatchObject({ subcategory: "blouse", image: item.image });
    const changed = okBody<ClosetItem>(
      await wall.send(ada, "PUT", `/v1/closet-items/${item.id}`, {
        image: await wall.photo(),
        category: "tops",
        subcategory: "blouse",
        colours: ["white"],
      }),
    );
    expect(changed.image.url).not.toBe(item.image.url);
    const cover = (await wall.get(ada, `/v1/closets/${closet.id}`)).json<Closet>().cover;
    const renamed = await wall.send(ada, "PUT", `/v1/closets/${closet.id}`, {
      name: "Renamed",
      visibility: "public",
      cover: cover?.url,
    });
    expect(okBody<Closet>(renamed).cover).toEqual(cover);
  });

  it("moves an item between the owner's closets, keeping both counts, and only to the owner's", async () => {
    const [from, to] = await Promise.all([
      wall.closet(ada, { name: "From" }),
      wall.closet(ada, { name: "To" }),
    ]);
    const item = await wall.item(ada, from.id);
    await wall.item(ada, from.id);
    const body = { image: await wall.photo(), category: "tops", subcategory: "shirt", colours: ["black"] };

    const moved = await wall.send(ada, "PUT", `/v1/closet-items/${item.id}`, { ...body, closetId: to.id });
    expect(moved.statusCode, moved.body).toBe(200);
    expect(moved.json<ClosetItem>().closetId).toBe(to.id);
    expect((await closetOf(ada, from.id)).itemCount).toBe(1);
    expect((await closetOf(ada, to.id)).itemCount).toBe(1);
    expect(await itemIds(ada, `/v1/closets/${to.id}/items`)).toEqual([item.id]);
    expect(await itemIds(ada, `/v1/closets/${from.id}/items`)).not.toContain(item.id);
    const movedPhoto = moved.json<ClosetItem>().image;
    expect((await closetOf(ada, to.id)).preview).toEqual([movedPhoto]);
    expect((await closetOf(ada, from.id)).preview).not.toContainEqual(movedPhoto);

    const theirs = await wall.closet(bob);
    for (const closetId of [theirs.id, randomUUID()]) {
      const refused = await wall.send(ada, "PUT", `/v1/closet-items/${item.id}`, { ...body, closetId });
      expect(refused.statusCode).toBe(400);
      expect(refused.json()).toEqual({ closetId: ["Choose one of your closets"] });
    }
    expect((await closetOf(ada, to.id)).itemCount).toBe(1);
    expect((await closetOf(bob, theirs.id)).itemCount).toBe(0);
  });

  it("deletes a closet's items with it", async () => {
    const closet = await wall.closet(ada);
    const items = await Promise.all([wall.item(ada, closet.id), wall.item(ada, closet.id)]);
    expect((await wall.send(ada, "DELETE", `/v1/closets/${closet.id}`)).statusCode).toBe(200);
    for (const item of items) {
      expect((await wall.get(ada, `/v1/closet-items/${item.id}`)).statusCode).toBe(404);
    }
    const mine = await wall.everyListed<ClosetItem>(ada, "/v1/users/closet-items");
    expect(mine.map((item) => item.id)).not.toContain(items[0]?.id);
    expect((await wall.get(ada, `/v1/closets/${closet.id}/items`)).statusCode).toBe(404);
  });

  it("filters a closet's items by category, colour and season, and pages them newest first", async () => {
    const closet = await wall.closet(ada);
    const shirt = await wall.item(ada, closet.id, { colours: ["white", "blue"], seasons: ["summer"] });
    const jeans = await wall.item(ada, closet.id, {
      category: "bottoms",
      subcategory: "jeans",
      colours: ["blue"],
      seasons: ["autumn", "winter"],
    });
    const coat = await wall.item(ada, closet.id, {
      category: "outerwear",
      subcategory: "coat",
      colours: ["camel"],
      seasons: ["winter"],
    });
    const url = `/v1/closets/${closet.id}/items`;
    expect(await itemIds(bob, url)).toEqual([coat.id, jeans.id, shirt.id]);
    expect(await itemIds(bob, `${url}?category=bottoms`)).toEqual([jeans.id]);
    expect(await itemIds(bob, `${url}?colour=blue`)).toEqual([jeans.id, shirt.id]);
    expect(await itemIds(bob, `${url}?season=winter`)).toEqual([coat.id, jeans.id]);
    expect(await itemIds(bob, `${url}?season=winter&colour=blue&category=bottoms`)).toEqual([jeans.id]);
    expect(await itemIds(bob, `${url}?category=shoes`)).toEqual([]);

    const first = okBody<ClosetItemPage>(await wall.get(bob, `${url}?size=2`));
    const second = okBody<ClosetItemPage>(await wall.get(bob, `${url}?size=2&page=1`));
    expect([first.total, second.total, first.page, second.page]).toEqual([3, 3, 0, 1]);
    expect([...first.items, ...second.items].map((item) => item.id)).toEqual([coat.id, jeans.id, shirt.id]);

    for (const query of ["category=hats", "colour=plaid", "season=monsoon", "size=0", "page=-1"]) {
      const bad = await wall.get(bob, `${url}?${query}`);
      expect(bad.statusCode, query).toBe(400);
      expect(Object.keys(bad.json())).toEqual([query.split("=")[0]]);
    }
  });

  it("lists all the signed-in user's items across their closets, filtered, and no one else's", async () => {
    const dressmaker = await registerPerson(test);
    const [open, secret] = await Promise.all([
      wall.closet(dressmaker, { visibility: "public" }),
      wall.closet(dressmaker, { visibility: "private" }),
    ]);
    const dress = await wall.item(dressmaker, open.id, {
      category: "dresses",
      subcategory: "dress",
      colours: ["red"],
      seasons: ["summer"],
    });
    const scarf = await wall.item(dressmaker, secret.id, {
      category: "accessories",
      subcategory: "scarf",
      colours: ["red", "cream"],
      seasons: ["winter"],
    });
    await wall.item(ada, (await wall.closet(ada)).id, { colours: ["red"] });

    const page = okBody<ClosetItemPage>(await wall.get(dressmaker, "/v1/users/closet-items"));
    expect(page.items.map((item) => item.id)).toEqual([scarf.id, dress.id]);
    expect(page.total).toBe(2);
    expect(await itemIds(dressmaker, "/v1/users/closet-items?colour=red&season=summer")).toEqual([dress.id]);
    expect(await itemIds(dressmaker, "/v1/users/closet-items?category=accessories")).toEqual([scarf.id]);
    expect(okBody<ClosetItemPage>(await wall.get(cy, "/v1/users/closet-items")).items).toEqual([]);
  });
});

describe("closet lists", () => {
  it("shows a person's closets by who is looking: all to the owner, followers' ones to followers", async () => {
    const owner = await registerPerson(test);
    const follower = await registerPerson(test);
    await wall.follow(follower, owner);
    const open = await wall.closet(owner, { name: "Open", visibility: "public" });
    const friends = await wall.closet(owner, { name: "Friends", visibility: "followers" });
    const secret = await wall.closet(owner, { name: "Secret", visibility: "private" });
    const url = `/v1/user/${idOf(owner)}/closets`;
    const seen = async (viewer: Person) => {
      const page = okBody<ClosetPage>(await wall.get(viewer, url));
      return { ids: page.items.map((closet) => closet.id), total: page.total };
    };
    expect(await seen(owner)).toEqual({ ids: [secret.id, friends.id, open.id], total: 3 });
    expect(await seen(follower)).toEqual({ ids: [friends.id, open.id], total: 2 });
    expect(await seen(cy)).toEqual({ ids: [open.id], total: 1 });

    const paged = okBody<ClosetPage>(await wall.get(owner, `${url}?size=2&page=1`));
    expect({ ids: paged.items.map((closet) => closet.id), total: paged.total }).toEqual({
      ids: [open.id],
      total: 3,
    });
    expect(okBody<ClosetPage>(await wall.get(cy, `/v1/user/${randomUUID()}/closets`)).total).toBe(0);
    expect((await wall.get(cy, "/v1/user/nobody/closets")).statusCode).toBe(400);
  });

  it("lists the followed people's closets, latest items first, and popular public closets", async () => {
    const [reader, maker, other] = await Promise.all([
      registerPerson(test),
      registerPerson(test),
      registerPerson(test),
    ]);
    await wall.follow(reader, maker);
    const older = await wall.closet(maker, { name: "Older", visibility: "followers" });
    const newer = await wall.closet(maker, { name: "Newer", visibility: "public" });
    const secret = await wall.closet(maker, { name: "Secret", visibility: "private" });
    const unfollowed = await wall.closet(other, { name: "Not followed" });
    await wall.item(maker, secret.id);
    await wall.item(maker, older.id);
    await wall.item(maker, older.id);
    await wall.item(other, unfollowed.id);

    const following = okBody<ClosetPage>(await wall.get(reader, "/v1/closets?scope=following"));
    expect(following.items.map((closet) => closet.id)).toEqual([older.id, newer.id]);
    expect(following.total).toBe(2);
    expect(okBody<ClosetPage>(await wall.get(reader, "/v1/closets")).items.map((c) => c.id)).toEqual([
      older.id,
      newer.id,
    ]);

    const popular = await wall.everyListed<Closet>(reader, "/v1/closets?scope=popular");
    const ids = popular.map((closet) => closet.id);
    expect(ids).toContain(unfollowed.id);
    // Followers-only, private and empty closets are not popular.
    for (const closet of [older, secret, newer]) expect(ids).not.toContain(closet.id);
    expect(popular.every((closet) => closet.visibility === "public" && closet.itemCount > 0)).toBe(true);
    const counts = popular.map((closet) => closet.itemCount);
    expect(counts).toEqual([...counts].sort((a, b) => b - a));

    expect((await wall.get(reader, "/v1/closets?scope=everyone")).json()).toEqual({
      scope: ["Choose following or popular from the list"],
    });
  });
});

describe("closets the database renders", () => {
  // Answers in objects are parsed and stripped by the route's schema: their rows are checked here.
  it("renders each closet with exactly the contract's fields, its card's among them", async () => {
    const owner = await registerPerson(test);
    const empty = await wall.closet(owner, { name: "Empty", visibility: "followers" });
    const full = await wall.closet(owner, { name: "Full", description: "With 'quotes' \"and\" \\" });
    await wall.item(owner, full.id);
    const { db } = test.deps.database;
    const page = await repo.closetsOfOwner(db, idOf(owner), idOf(owner), { offset: 0, limit: 10 });
    expect(page.closets.map((closet) => closet.id)).toEqual([full.id, empty.id]);
    for (const closet of page.closets) expectExactly(ClosetSchema, closet);
    expectExactly(ClosetSchema, await repo.closetViewedBy(db, idOf(bob), full.id));
  });
});

describe("POST /v1/closets/{id}/report", () => {
  it("files a report of a closet the reporter sees, not of their own (409) or one they cannot see (404)", async () => {
    const shown = await wall.closet(ada, { visibility: "public" });
    const hidden = await wall.closet(ada, { visibility: "followers" });
    const report = (person: Person, id: string, payload: object = { reason: "spam" }) =>
      wall.post(person, `/v1/closets/${id}/report`, payload);

    const filed = await report(cy, shown.id, { reason: "counterfeit", details: "Fake bags" });
    expect(filed.statusCode, filed.body).toBe(200);
    expect(filed.json()).toEqual({ message: REPORT_THANKS });
    const own = await report(ada, shown.id);
    expect(own.statusCode).toBe(409);
    expect(own.json()).toEqual({ message: "You cannot report your own closet." });
    expect((await report(cy, hidden.id)).statusCode).toBe(404);
    expect((await report(bob, hidden.id)).statusCode).toBe(200);
    expect((await report(cy, randomUUID())).statusCode).toBe(404);
    const bad = await report(cy, shown.id, { reason: "boring" });
    expect(bad.statusCode).toBe(400);
    expect(Object.keys(bad.json())).toEqual(["reason"]);
  });
});
