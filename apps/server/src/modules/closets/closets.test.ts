import { randomUUID } from "node:crypto";
import {
  CLOSET_DELETED,
  CLOSET_LIMITS,
  type Closet,
  type ClosetItemPage,
  type ClosetPage,
  ClosetSchema,
  REPORT_THANKS,
} from "@cbm/contracts";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { idOf, type Method, okBody, startWallCast, type Wall } from "../../testing/closets-and-outfits.ts";
import { type Person, registerPerson, type TestApp } from "../../testing/harness.ts";
import { expectExactly } from "../../testing/rendered.ts";
import * as repo from "./repo.ts";
import { closets } from "./tables.ts";

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
const _itemIds = async (viewer: Person, url: string) =>
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
