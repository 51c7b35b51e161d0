import { randomUUID } from "node:crypto";
import {
  type ClosetItem,
  OUTFIT_DELETED,
  OUTFIT_LIMITS,
  type OutfitBody,
  type OutfitDetails,
  type OutfitFeed,
  OutfitSchema,
  type Visibility,
} from "@cbm/contracts";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  idOf,
  type Method,
  okBody,
  startWallCast,
  uniqueTag,
  type Wall,
} from "../../testing/closets-and-outfits.ts";
import { type Person, registerPerson, type TestApp } from "../../testing/harness.ts";
import { expectExactly } from "../../testing/rendered.ts";
import * as repo from "./repo.ts";

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

const outfitAs = async (viewer: Person, id: string) =>
  okBody<OutfitDetails>(await wall.get(viewer, `/v1/outfits/${id}`));
const ids = (things: { id: string }[]) => things.map((thing) => thing.id);
const feedIds = async (viewer: Person, url: string) =>
  ids(okBody<OutfitFeed>(await wall.get(viewer, url)).items);

/** A closet of the owner's with one item per set of colours given. */
async function itemsOf(owner: Person, colours: ClosetItem["colours"][], visibility: Visibility = "public") {
  const closet = await wall.closet(owner, { name: "Capsule", visibility });
  const items: ClosetItem[] = [];
  for (const each of colours) items.push(await wall.item(owner, closet.id, { colours: each }));
  return { closet, items };
}

describe("POST /v1/outfits and GET /v1/outfits/{id}", () => {
  it("builds an outfit from closet items, drawn as a collage of them", async () => {
    const { closet, items } = await itemsOf(ada, [
      ["white", "blue"],
      ["blue", "black"],
    ]);
    const [top, skirt] = items as [ClosetItem, ClosetItem];
    const created = await wall.send(ada, "POST", "/v1/outfits", {
      itemIds: [skirt.id, top.id],
      caption: "Monday at the studio",
      occasion: "work",
      seasons: ["spring"],
      tags: ["#Linen", "linen", "office-wear"],
      visibility: "public",
    });
    expect(created.statusCode, created.body).toBe(200);
    const outfit = created.json<OutfitDetails>();
    expect(outfit).toMatchObject({
      author: { id: idOf(ada), fullName: ada.auth.user.fullName, isFollowing: false },
      hasPhoto: false,
      caption: "Monday at the studio",
      occasion: "work",
      seasons: ["spring"],
      tags: ["linen", "office-wear"],
      colours: ["blue", "black", "white"],
      visibility: "public",
      itemCount: 2,
      likeCount: 0,
      saveCount: 0,
      commentCount: 0,
      liked: false,
      saved: false,
      isAuthor: true,
    });
    expect({ width: outfit.image.width, height: outfit.image.height }).toEqual({ width: 1080, height: 1350 });
    expect(outfit.image.variants.map((variant) => variant.width)).toEqual([320, 640, 1080]);
    const closetRef = { id: closet.id, name: "Capsule" };
    expect(outfit.items).toEqual([
      {
        id: skirt.id,
        image: skirt.image,
        category: "tops",
        subcategory: "shirt",
        brand: null,
        colours: ["blue", "black"],
        productId: null,
        closet: closetRef,
      },
      {
        id: top.id,
        image: top.image,
        category: "tops",
        subcategory: "shirt",
        brand: null,
        colours: ["white", "blue"],
        productId: null,
        closet: closetRef,
      },
    ]);

    expect(await outfitAs(ada, outfit.id)).toEqual(outfit);
    expect(await outfitAs(bob, outfit.id)).toEqual({
      ...outfit,
      isAuthor: false,
      author: { ...outfit.author, isFollowing: true },
    });
  });

  it("takes a photo of the look, with or without items", async () => {
    const alone = await wall.outfit(ada, { caption: "Mirror selfie" });
    expect(alone).toMatchObject({ hasPhoto: true, itemCount: 0, items: [], colours: [] });
    expect(alone.image.variants).toEqual([{ url: alone.image.url, width: 40 }]);

    const { items } = await itemsOf(ada, [["red"]]);
    const withItems = await wall.outfit(ada, { photo: await wall.photo(), itemIds: [items[0]?.id ?? ""] });
    expect(withItems).toMatchObject({ hasPhoto: true, itemCount: 1, colours: ["red"] });
    expect(withItems.image.width).toBe(40);
    expect(ids(withItems.items)).toEqual([items[0]?.id]);
  });

  it("answers 400 with the fields at fault", async () => {
    const { items } = await itemsOf(bob, [["black"]]);
    const photo = await wall.photo();
    const cases: Array<[object, string, string?]> = [
      [{ itemIds: [items[0]?.id] }, "itemIds", "Choose items from your own closets"],
      [{ itemIds: [randomUUID()] }, "itemIds", "Choose items from your own closets"],
      [{}, "itemIds", "Pick at least one item or add a photo of the look"],
      [{ itemIds: Array.from({ length: OUTFIT_LIMITS.items + 1 }, randomUUID) }, "itemIds"],
      [{ photo: "/media/never-uploaded.png" }, "photo"],
      [{ photo, visibility: "friends" }, "visibility"],
      [{ photo, occasion: "brunch" }, "occasion"],
      [{ photo, seasons: ["monsoon"] }, "seasons"],
      [{ photo, caption: "x".repeat(OUTFIT_LIMITS.caption + 1) }, "caption"],
    ];
    const { id } = await wall.outfit(ada);
    for (const [body, field, message] of cases) {
      for (const [method, url] of [
        ["POST", "/v1/outfits"],
        ["PUT", `/v1/outfits/${id}`],
      ] as const) {
        const response = await wall.send(ada, method, url, { visibility: "public", ...body });
        expect(response.statusCode, `${method} ${JSON.stringify(body)}`).toBe(400);
        expect(Object.keys(response.json()), JSON.stringify(body)).toEqual([field]);
        if (message) expect(response.json()[field]).toEqual([message]);
      }
    }
    const badTag = await wall.send(ada, "POST", "/v1/outfits", {
      photo,
      tags: ["no spaces"],
      visibility: "public",
    });
    expect(badTag.statusCode).toBe(400);
    expect(Object.keys(badTag.json())[0]).toMatch(/^tags/);
    expect((await wall.get(ada, "/v1/outfits/not-a-uuid")).json()).toEqual({
      id: ["Outfit must be a valid id"],
    });
    expect((await wall.get(ada, `/v1/outfits/${randomUUID()}`)).statusCode).toBe(404);
  });

  it("names each item's closet only to those who may see that closet", async () => {
    const open = await itemsOf(ada, [["white"]], "public");
    const friends = await itemsOf(ada, [["black"]], "followers");
    const secret = await itemsOf(ada, [["red"]], "private");
    const outfit = await wall.outfit(ada, {
      itemIds: [open, friends, secret].map(({ items }) => items[0]?.id ?? ""),
    });
    const closetsSeen = async (viewer: Person) =>
      (await outfitAs(viewer, outfit.id)).items.map((item) => item.closet?.id ?? null);
    expect(await closetsSeen(ada)).toEqual([open.closet.id, friends.closet.id, secret.closet.id]);
    expect(await closetsSeen(bob)).toEqual([open.closet.id, friends.closet.id, null]);
    expect(await closetsSeen(cy)).toEqual([open.closet.id, null, null]);
  });
  it("loses the items deleted from their closet, its count with them", async () => {
    const kept = await itemsOf(ada, [["white"], ["camel"]]);
    const emptied = await itemsOf(ada, [["red"]]);
    const outfit = await wall.outfit(ada, { itemIds: [...ids(kept.items), ...ids(emptied.items)] });
    expect(outfit.itemCount).toBe(3);
    await wall.send(ada, "DELETE", `/v1/closet-items/${kept.items[0]?.id}`);
    await wall.send(ada, "DELETE", `/v1/closets/${emptied.closet.id}`);
    const after = await outfitAs(bob, outfit.id);
    expect(ids(after.items)).toEqual([kept.items[1]?.id]);
    expect(after.itemCount).toBe(1);
  });
});

describe("the outfit the database renders", () => {
  // An outfit's details are parsed and stripped by the route's schema: the row is checked here.
  it("renders it with exactly the contract's fields, its card's among them, for its author and others", async () => {
    const outfit = await wall.outfit(ada, { caption: "With 'quotes' \"and\" \\", tags: ["quoted"] });
    await wall.post(bob, `/v1/outfits/${outfit.id}/like`);
    for (const viewer of [ada, bob]) {
      const rendered = await repo.renderedOutfit(test.deps.database.db, idOf(viewer), outfit.id);
      expectExactly(OutfitSchema, JSON.parse(rendered ?? "null"));
    }
  });
});

describe("PUT and DELETE /v1/outfits/{id}", () => {
  it("lets the author change and delete an outfit", async () => {
    const { items } = await itemsOf(ada, [["white"], ["camel"]]);
    const outfit = await wall.outfit(ada, { itemIds: ids(items), tags: ["before"] });
    const changed = await wall.send(ada, "PUT", `/v1/outfits/${outfit.id}`, {
      itemIds: [items[1]?.id],
      caption: "Just the coat",
      occasion: "date",
      tags: ["after"],
      visibility: "followers",
    });
    expect(changed.statusCode, changed.body).toBe(200);
    const after = changed.json<OutfitDetails>();
    expect(after).toMatchObject({
      id: outfit.id,
      caption: "Just the coat",
      occasion: "date",
      tags: ["after"],
      colours: ["camel"],
      visibility: "followers",
      itemCount: 1,
      hasPhoto: false,
    });
    expect(ids(after.items)).toEqual([items[1]?.id]);
    expect(after.image.url).not.toBe(outfit.image.url);
    expect((await wall.get(cy, `/v1/outfits/${outfit.id}`)).statusCode).toBe(404);

    const deleted = await wall.send(ada, "DELETE", `/v1/outfits/${outfit.id}`);
    expect(deleted.json()).toEqual({ message: OUTFIT_DELETED });
    for (const response of [
      await wall.get(ada, `/v1/outfits/${outfit.id}`),
      await wall.send(ada, "DELETE", `/v1/outfits/${outfit.id}`),
      await wall.send(ada, "PUT", `/v1/outfits/${outfit.id}`, {
        itemIds: [items[0]?.id],
        visibility: "public",
      }),
    ]) {
      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual({ message: "We could not find this outfit." });
    }
  });

  it("keeps the picture as it is when an edit keeps the photo or the items of the collage", async () => {
    const { items } = await itemsOf(ada, [["white"], ["camel"]]);
    const collage = await wall.outfit(ada, { itemIds: ids(items) });
    const recaptioned = okBody<OutfitDetails>(
      await wall.send(ada, "PUT", `/v1/outfits/${collage.id}`, {
        itemIds: ids(items),
        caption: "Same pieces",
        visibility: "public",
      }),
    );
    expect(recaptioned.image).toEqual(collage.image);
    const photographed = await wall.outfit(ada);
    const kept = okBody<OutfitDetails>(
      await wall.send(ada, "PUT", `/v1/outfits/${photographed.id}`, {
        photo: photographed.image.url,
        caption: "Same photo",
        visibility: "public",
      }),
    );
    expect(kept).toMatchObject({ caption: "Same photo", hasPhoto: true, image: photographed.image });
  });

  it("refuses everyone else: 403 to those who see the outfit, 404 to those who do not", async () => {
    const { items } = await itemsOf(ada, [["white"]]);
    const expected: Array<[Visibility, Person, number]> = [
      ["public", cy, 403],
      ["followers", bob, 403],
      ["followers", cy, 404],
      ["private", bob, 404],
    ];
    for (const [visibility, viewer, status] of expected) {
      const body: Partial<OutfitBody> = { itemIds: ids(items), caption: "Mine", visibility };
      const outfit = await wall.outfit(ada, body);
      // The web sends the outfit back as it is, its items included: the author's, not the viewer's.
      for (const response of [
        await wall.send(viewer, "PUT", `/v1/outfits/${outfit.id}`, { ...body, caption: "Taken" }),
        await wall.send(viewer, "PUT", `/v1/outfits/${outfit.id}`, { photo: await wall.photo(), visibility }),
        await wall.send(viewer, "DELETE", `/v1/outfits/${outfit.id}`),
      ]) {
        expect(response.statusCode, `${visibility}: ${response.body}`).toBe(status);
      }
      expect((await outfitAs(ada, outfit.id)).caption).toBe("Mine");
    }
  });
});

describe("GET /v1/outfits", () => {
  it("lists public outfits newest first, by occasion, season, colour and tag", async () => {
    const tag = uniqueTag();
    const { items } = await itemsOf(ada, [["camel"], ["red"]]);
    const [camel, red] = items as [ClosetItem, ClosetItem];
    const photo = await wall.photo();
    const office = await wall.outfit(ada, {
      photo,
      itemIds: [camel.id],
      occasion: "work",
      seasons: ["winter"],
      tags: [tag],
    });
    const party = await wall.outfit(ada, {
      photo,
      itemIds: [red.id],
      occasion: "party",
      seasons: ["summer", "spring"],
      tags: [tag, "sequins"],
    });
    await wall.outfit(ada, { tags: [tag], visibility: "followers" });
    await wall.outfit(ada, { tags: [tag], visibility: "private" });
    await wall.outfit(ada, { occasion: "work" });

    const url = `/v1/outfits?tag=${tag}`;
    expect(await feedIds(cy, url)).toEqual([party.id, office.id]);
    expect(await feedIds(bob, url)).toEqual([party.id, office.id]);
    expect(await feedIds(ada, url)).toEqual([party.id, office.id]);
    expect(await feedIds(cy, `/v1/outfits?tag=%23${tag.toUpperCase()}`)).toEqual([party.id, office.id]);
    expect(await feedIds(cy, `${url}&occasion=work`)).toEqual([office.id]);
    expect(await feedIds(cy, `${url}&season=summer`)).toEqual([party.id]);
    expect(await feedIds(cy, `${url}&colour=red`)).toEqual([party.id]);
    expect(await feedIds(cy, `${url}&colour=camel&season=winter&occasion=work`)).toEqual([office.id]);
    expect(await feedIds(cy, `${url}&colour=camel&season=summer`)).toEqual([]);

    const works = okBody<OutfitFeed>(await wall.get(cy, "/v1/outfits?occasion=work&size=50")).items;
    expect(works.every((outfit) => outfit.occasion === "work" && outfit.visibility === "public")).toBe(true);
    const sequins = okBody<OutfitFeed>(await wall.get(cy, "/v1/outfits?tag=sequins&size=50")).items;
    expect(ids(sequins)).toContain(party.id);

    for (const query of ["occasion=brunch", "season=monsoon", "colour=plaid", "tag=no%20space", "size=51"]) {
      const bad = await wall.get(cy, `/v1/outfits?${query}`);
      expect(bad.statusCode, query).toBe(400);
      expect(Object.keys(bad.json())).toEqual([query.split("=")[0]]);
    }
  });
});

describe("a person's outfits and saved outfits", () => {
  it("lists a person's outfits the viewer may see, newest first, by cursor", async () => {
    const [author, fan] = await Promise.all([registerPerson(test), registerPerson(test)]);
    await wall.follow(fan, author);
    const open = await wall.outfit(author, { visibility: "public" });
    const friends = await wall.outfit(author, { visibility: "followers" });
    const secret = await wall.outfit(author, { visibility: "private" });
    const url = `/v1/user/${idOf(author)}/outfits`;
    expect(await feedIds(author, url)).toEqual([secret.id, friends.id, open.id]);
    expect(await feedIds(fan, url)).toEqual([friends.id, open.id]);
    expect(await feedIds(cy, url)).toEqual([open.id]);
    expect(ids(await wall.everyEntry<OutfitDetails>(author, `${url}?size=1`))).toEqual([
      secret.id,
      friends.id,
      open.id,
    ]);
    expect(await feedIds(cy, `/v1/user/${randomUUID()}/outfits`)).toEqual([]);
  });

  it("lists the outfits a person saved, the latest saved first, while they may still see them", async () => {
    const [author, saver] = await Promise.all([registerPerson(test), registerPerson(test)]);
    await wall.follow(saver, author);
    const first = await wall.outfit(author);
    const second = await wall.outfit(author, { visibility: "followers" });
    const third = await wall.outfit(ada);
    for (const outfit of [second, first, third]) await wall.post(saver, `/v1/outfits/${outfit.id}/save`);
    await wall.post(saver, `/v1/outfits/${second.id}/save`);
    const saved = "/v1/users/saved-outfits";
    expect(await feedIds(saver, saved)).toEqual([third.id, first.id, second.id]);
    expect(ids(await wall.everyEntry<OutfitDetails>(saver, `${saved}?size=2`))).toEqual([
      third.id,
      first.id,
      second.id,
    ]);
    const items = okBody<OutfitFeed>(await wall.get(saver, saved)).items;
    expect(items.every((outfit) => outfit.saved)).toBe(true);

    await wall.post(saver, `/v1/outfits/${third.id}/unsave`);
    expect(await feedIds(saver, saved)).toEqual([first.id, second.id]);
    await wall.post(saver, `/v1/user/${idOf(author)}/unfollow`);
    expect(await feedIds(saver, saved)).toEqual([first.id]);
    await wall.send(author, "PUT", `/v1/outfits/${first.id}`, {
      photo: await wall.photo(),
      visibility: "private",
    });
    expect(await feedIds(saver, saved)).toEqual([]);
    expect(await feedIds(author, saved)).toEqual([]);
  });
});

describe("authentication and ids", () => {
  it("answers 401 without a token on every outfit route", async () => {
    const id = randomUUID();
    const routes: Array<[Method, string]> = [
      ["GET", "/v1/feed/following"],
      ["GET", "/v1/feed/explore"],
      ["GET", "/v1/outfits"],
      ["POST", "/v1/outfits"],
      ["GET", `/v1/outfits/${id}`],
      ["PUT", `/v1/outfits/${id}`],
      ["DELETE", `/v1/outfits/${id}`],
      ["GET", `/v1/user/${id}/outfits`],
      ["GET", "/v1/users/saved-outfits"],
      ...(["like", "unlike", "save", "unsave", "report"] as const).map((verb): [Method, string] => [
        "POST",
        `/v1/outfits/${id}/${verb}`,
      ]),
      ["GET", `/v1/outfits/${id}/comments`],
      ["POST", `/v1/outfits/${id}/comments`],
      ["DELETE", `/v1/comments/${id}`],
      ["POST", `/v1/comments/${id}/report`],
    ];
    for (const [method, url] of routes) {
      const response = await wall.send(
        null,
        method,
        url,
        method === "POST" || method === "PUT" ? {} : undefined,
      );
      expect(response.statusCode, `${method} ${url}`).toBe(401);
      expect(response.json()).toEqual({ message: "Unauthenticated." });
    }
  });
});
