import { randomUUID } from "node:crypto";
import { type Closet, type ClosetItem, type ClosetItemPage, ITEM_DELETED } from "@cbm/contracts";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { newBrand } from "../../testing/brands.ts";
import { okBody, startWallCast, type Wall } from "../../testing/closets-and-outfits.ts";
import { type Person, registerPerson, type TestApp } from "../../testing/harness.ts";

let test: TestApp;
let wall: Wall;
/** Ada shares, Bob follows her, Cy is a stranger to both. */
let ada: Person;
let bob: Person;
let cy: Person;
beforeAll(async () => {
  ({ test, wall, ada, bob, cy } = await startWallCast());
});
afterAll(() => test.close());

const closetOf = async (viewer: Person, id: string) =>
  okBody<Closet>(await wall.get(viewer, `/v1/closets/${id}`));
const itemIds = async (viewer: Person, url: string) =>
  okBody<ClosetItemPage>(await wall.get(viewer, url)).items.map((item) => item.id);

// The items in a closet: adding, reading, changing and deleting them.

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
