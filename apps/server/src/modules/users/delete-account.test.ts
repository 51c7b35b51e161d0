import { randomUUID } from "node:crypto";
import type { CommentPage, OutfitDetails, Profile, UserListPage } from "@cbm/contracts";
import { eq, inArray, or, type SQL, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { okBody, type Wall, wallOf } from "../../testing/closets-and-outfits.ts";
import { multipart, type Person, registerPerson, startTestApp, type TestApp } from "../../testing/harness.ts";
import { follows, socialAccounts, users } from "./tables.ts";

let test: TestApp;
let wall: Wall;
beforeAll(async () => {
  test = await startTestApp();
  wall = wallOf(test);
});
afterAll(() => test.close());

const db = () => test.deps.database.db;
/** Rows the other modules keep, read by table name: each module's own tables are its business. */
const rows = async (query: SQL) => ((await db().execute(query)) as unknown as { rows: unknown[] }).rows;
const rowsOf = (table: string, column: string, id: string) =>
  rows(sql`select * from ${sql.identifier(table)} where ${sql.identifier(column)} = ${id}`);
const idOf = (person: Person) => person.auth.user.id;
const get = (person: Person, url: string) => test.request({ method: "GET", url, headers: person.headers });
const post = (person: Person, url: string, payload?: object) =>
  test.request({ method: "POST", url, headers: person.headers, payload });
const deleteAccount = (person: Person, password = person.password, app = test) =>
  app.request({
    method: "POST",
    url: "/v1/users/delete-account",
    headers: person.headers,
    payload: { password },
  });
const login = (email: string, password: string) =>
  test.request({
    method: "POST",
    url: "/v1/authorization/login",
    payload: new URLSearchParams({ username: email, password }).toString(),
    headers: { "content-type": "application/x-www-form-urlencoded" },
    remoteAddress: `10.7.${Math.floor(Math.random() * 250)}.${Math.floor(Math.random() * 250)}`,
  });
const counts = async (person: Person) => {
  const profile = (await get(person, "/v1/users/profile")).json<Profile>();
  return { followers: profile.followerCount, following: profile.followingCount };
};

describe("POST /v1/users/delete-account", () => {
  it("takes the follows both ways, with the counts of everyone affected", async () => {
    const [gone, fan, idol, friend] = await Promise.all([
      registerPerson(test, { firstName: "Gone" }),
      registerPerson(test, { firstName: "Fan" }),
      registerPerson(test, { firstName: "Idol" }),
      registerPerson(test, { firstName: "Friend" }),
    ]);
    await post(fan, `/v1/user/${idOf(gone)}/follow`);
    await post(gone, `/v1/user/${idOf(idol)}/follow`);
    await post(gone, `/v1/user/${idOf(friend)}/follow`);
    await post(friend, `/v1/user/${idOf(gone)}/follow`);
    await post(fan, `/v1/user/${idOf(idol)}/follow`);

    const response = await deleteAccount(gone);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ message: "Your account is deleted." });

    expect(await counts(fan)).toEqual({ followers: 0, following: 1 });
    expect(await counts(idol)).toEqual({ followers: 1, following: 0 });
    expect(await counts(friend)).toEqual({ followers: 0, following: 0 });
    const edges = await db()
      .select()
      .from(follows)
      .where(or(eq(follows.followerId, idOf(gone)), eq(follows.followeeId, idOf(gone))));
    expect(edges).toEqual([]);
    const ids = async (person: Person, list: string) =>
      (await get(person, `/v1/users/${list}`))
        .json<{ items: { id: string }[] }>()
        .items.map((item) => item.id);
    expect(await ids(fan, "following")).toEqual([idOf(idol)]);
    expect(await ids(idol, "followers")).toEqual([idOf(fan)]);
    expect(await ids(friend, "followers")).toEqual([]);
    expect(await ids(friend, "following")).toEqual([]);
  });

  it("signs out every session, and the email and password no longer sign in", async () => {
    const gone = await registerPerson(test);
    const otherDevice = (await login(gone.email, gone.password)).json<{ refreshToken: string }>();

    expect((await deleteAccount(gone)).statusCode).toBe(200);

    const profile = await get(gone, "/v1/users/profile");
    expect(profile.statusCode).toBe(401);
    expect(profile.json()).toEqual({ message: "Unauthenticated." });
    for (const refreshToken of [gone.auth.refreshToken, otherDevice.refreshToken]) {
      const refreshed = await test.request({
        method: "POST",
        url: "/v1/authorization/refresh",
        payload: { refreshToken },
      });
      expect(refreshed.statusCode).toBe(401);
    }
    expect(await rowsOf("auth_sessions", "user_id", idOf(gone))).toHaveLength(2);
    const revoked = await rows(
      sql`select id from auth_sessions where user_id = ${idOf(gone)} and revoked_at is not null`,
    );
    expect(revoked).toHaveLength(2);

    const refused = await login(gone.email, gone.password);
    const wrong = await login(gone.email, "not the password");
    expect(refused.statusCode).toBe(401);
    expect(refused.json()).toEqual(wrong.json());
  });

  it("keeps the row, stripped of everything personal, and frees the email for a new account", async () => {
    const gone = await registerPerson(test, { phone: "+14155550123", sign: "Linen and light" });
    await test.request({
      method: "PUT",
      url: "/v1/users/socials",
      headers: gone.headers,
      payload: { accounts: [{ platform: "instagram", handle: "gone" }] },
    });
    const id = idOf(gone);
    await db().execute(sql`insert into addresses (user_id, full_name, line1, city, postal_code, country)
      values (${id}, 'Ada', '1 Main St', 'Paris', '75001', 'FR')`);
    await db().execute(sql`insert into style_profiles (user_id) values (${id})`);
    await db().execute(
      sql`insert into influencer_profiles (user_id, headline) values (${id}, 'Linen lover')`,
    );
    await db().execute(sql`insert into retailer_profiles (user_id) values (${id})`);

    expect((await deleteAccount(gone)).statusCode).toBe(200);

    const [row] = await db().select().from(users).where(eq(users.id, id));
    expect(row).toMatchObject({
      email: `deleted-${id}@deleted.invalid`,
      firstName: "Deleted",
      lastName: "user",
      phone: null,
      phoneVerifiedAt: null,
      avatar: null,
      sign: null,
      roles: ["customer"],
      deletedAt: expect.any(Date),
    });
    expect(row?.passwordHash).not.toMatch(/^\$argon2/);
    expect(await db().select().from(socialAccounts).where(eq(socialAccounts.userId, id))).toEqual([]);
    for (const table of ["addresses", "style_profiles", "influencer_profiles", "retailer_profiles"]) {
      expect(await rowsOf(table, "user_id", id), table).toEqual([]);
    }

    const again = await test.request({
      method: "POST",
      url: "/v1/authorization/register",
      ...multipart({ firstName: "Ada", lastName: "Again", email: gone.email, password: gone.password }),
    });
    expect(again.statusCode).toBe(200);
    expect(again.json().user.id).not.toBe(id);
  });

  it("disappears from search, blocks, profiles, actions and the others' notifications", async () => {
    const [gone, viewer, blocker] = await Promise.all([
      registerPerson(test, { firstName: "Vanishing", lastName: `Person${randomUUID().slice(0, 6)}` }),
      registerPerson(test),
      registerPerson(test),
    ]);
    const name = gone.auth.user.fullName;
    await post(gone, `/v1/user/${idOf(viewer)}/follow`);
    await post(blocker, `/v1/user/${idOf(gone)}/block`);
    await post(gone, `/v1/user/${idOf(blocker)}/follow`);
    const search = async (person: Person, url: string) =>
      (await get(person, `${url}?keyword=${encodeURIComponent(name)}`)).json<UserListPage>().items;
    expect((await search(viewer, "/v1/users")).map((item) => item.id)).toContain(idOf(gone));
    expect((await search(blocker, "/v1/users/blocked")).map((item) => item.id)).toEqual([idOf(gone)]);
    await test.settled();
    expect(await rowsOf("notifications", "actor_id", idOf(gone))).toHaveLength(1);

    expect((await deleteAccount(gone)).statusCode).toBe(200);

    expect(await search(viewer, "/v1/users")).toEqual([]);
    expect(await search(blocker, "/v1/users/blocked")).toEqual([]);
    expect(await rowsOf("notifications", "actor_id", idOf(gone))).toEqual([]);
    const profile = await get(viewer, `/v1/user/${idOf(gone)}`);
    expect(profile.statusCode).toBe(404);
    expect(profile.json()).toEqual({ message: "We could not find this user." });
    for (const verb of ["follow", "unfollow", "block", "unblock"]) {
      expect((await post(viewer, `/v1/user/${idOf(gone)}/${verb}`)).statusCode).toBe(404);
    }
    expect((await post(viewer, `/v1/user/${idOf(gone)}/report`, { reason: "spam" })).statusCode).toBe(404);
    expect(await counts(viewer)).toEqual({ followers: 0, following: 0 });
  });

  it("removes the person's closets and outfits and takes their likes, saves and comments out of others' counts", async () => {
    const [gone, author, other] = await Promise.all([
      registerPerson(test),
      registerPerson(test),
      registerPerson(test),
    ]);
    const closet = await wall.closet(gone);
    const item = await wall.item(gone, closet.id);
    const theirs = await wall.outfit(gone, { itemIds: [item.id], photo: await wall.photo() });
    await post(author, `/v1/outfits/${theirs.id}/like`);
    await wall.comment(author, theirs.id);

    const outfit = await wall.outfit(author);
    for (const person of [gone, other]) {
      await post(person, `/v1/outfits/${outfit.id}/like`);
      await post(person, `/v1/outfits/${outfit.id}/save`);
    }
    const top = await wall.comment(gone, outfit.id, { text: "Mine" });
    await wall.comment(other, outfit.id, { text: "Under theirs", parentId: top.id });
    await wall.comment(gone, outfit.id, { text: "Under my own", parentId: top.id });
    const kept = await wall.comment(other, outfit.id, { text: "Kept" });
    await wall.comment(gone, outfit.id, { text: "Under someone else's", parentId: kept.id });
    const keptReply = await wall.comment(author, outfit.id, { text: "Kept too", parentId: kept.id });
    const counts = async () => {
      const { likeCount, saveCount, commentCount } = okBody<OutfitDetails>(
        await get(author, `/v1/outfits/${outfit.id}`),
      );
      return { likeCount, saveCount, commentCount };
    };
    expect(await counts()).toEqual({ likeCount: 2, saveCount: 2, commentCount: 6 });

    // Others keep liking while the account goes: their likes stay counted.
    const fans = await Promise.all([registerPerson(test), registerPerson(test)]);
    const [deleted] = await Promise.all([
      deleteAccount(gone),
      ...fans.map((fan) => post(fan, `/v1/outfits/${outfit.id}/like`)),
    ]);
    expect(deleted.statusCode).toBe(200);

    expect(await counts()).toEqual({ likeCount: 3, saveCount: 1, commentCount: 2 });
    const rank = await wall.rankOf(outfit.id);
    expect(rank.stored).toBeCloseTo(rank.fromCounts, 9);
    expect(await rowsOf("outfit_likes", "outfit_id", outfit.id)).toHaveLength(3);
    const comments = okBody<CommentPage>(await get(author, `/v1/outfits/${outfit.id}/comments`)).items;
    expect(comments.map((comment) => [comment.id, comment.replyCount])).toEqual([[kept.id, 1]]);
    const replies = okBody<CommentPage>(
      await get(author, `/v1/outfits/${outfit.id}/comments?parentId=${kept.id}`),
    );
    expect(replies.items.map((comment) => comment.id)).toEqual([keptReply.id]);

    for (const url of [
      `/v1/outfits/${theirs.id}`,
      `/v1/closets/${closet.id}`,
      `/v1/closet-items/${item.id}`,
    ]) {
      expect((await get(author, url)).statusCode, url).toBe(404);
    }
    for (const [table, column] of [
      ["closets", "owner_id"],
      ["closet_items", "owner_id"],
      ["outfits", "author_id"],
      ["outfit_comments", "author_id"],
      ["outfit_likes", "user_id"],
    ]) {
      expect(await rowsOf(table as string, column as string, idOf(gone)), table).toEqual([]);
    }
  });

  it("answers 400 on a wrong or missing password and changes nothing", async () => {
    const [ada, bob] = await Promise.all([registerPerson(test), registerPerson(test)]);
    await post(bob, `/v1/user/${idOf(ada)}/follow`);
    const wrong = await deleteAccount(ada, "not my password");
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json()).toEqual({ password: ["The password is incorrect"] });
    for (const payload of [{}, { password: "" }, { password: 42 }]) {
      const missing = await test.request({
        method: "POST",
        url: "/v1/users/delete-account",
        headers: ada.headers,
        payload,
      });
      expect(missing.statusCode).toBe(400);
      expect(Object.keys(missing.json())).toEqual(["password"]);
    }
    expect((await get(ada, "/v1/users/profile")).statusCode).toBe(200);
    expect(await counts(bob)).toEqual({ followers: 0, following: 1 });
    expect((await login(ada.email, ada.password)).statusCode).toBe(200);
  });

  it("answers 401 without a token, and a second time", async () => {
    const anonymous = await test.request({
      method: "POST",
      url: "/v1/users/delete-account",
      payload: { password: "whatever password" },
    });
    expect(anonymous.statusCode).toBe(401);
    expect(anonymous.json()).toEqual({ message: "Unauthenticated." });

    const ada = await registerPerson(test);
    expect((await deleteAccount(ada)).statusCode).toBe(200);
    expect((await deleteAccount(ada)).statusCode).toBe(401);
  });

  it("counts wrong passwords like failed sign-ins and answers 429 past the limit", async () => {
    const limited = await startTestApp({ RATE_LIMIT_LOGIN_ACCOUNT: 3 }, {}, test.deps.database);
    try {
      const ada = await registerPerson(limited);
      for (let attempt = 0; attempt < 3; attempt++) {
        expect((await deleteAccount(ada, "wrong password", limited)).statusCode).toBe(400);
      }
      const locked = await deleteAccount(ada, ada.password, limited);
      expect(locked.statusCode).toBe(429);
      expect(locked.headers["retry-after"]).toBeTruthy();
      expect(
        (await limited.request({ method: "GET", url: "/v1/users/profile", headers: ada.headers })).statusCode,
      ).toBe(200);
    } finally {
      await limited.close();
    }
  });

  it("keeps every count exact while others follow and unfollow during the deletion", async () => {
    const gone = await registerPerson(test);
    const others = await Promise.all(Array.from({ length: 8 }, () => registerPerson(test)));
    await Promise.all(others.slice(0, 4).map((other) => post(other, `/v1/user/${idOf(gone)}/follow`)));
    await Promise.all(others.slice(2, 6).map((other) => post(gone, `/v1/user/${idOf(other)}/follow`)));

    const racing = others.flatMap((other, index) => [
      post(other, `/v1/user/${idOf(gone)}/${index % 2 ? "follow" : "unfollow"}`),
      post(other, `/v1/user/${idOf(others[(index + 1) % others.length] as Person)}/follow`),
    ]);
    const [deleted, ...raced] = await Promise.all([deleteAccount(gone), ...racing]);
    expect(deleted.statusCode).toBe(200);
    for (const response of raced) expect([200, 404]).toContain(response.statusCode);

    const ids = [idOf(gone), ...others.map(idOf)];
    const edges = await db().select().from(follows).where(inArray(follows.followerId, ids));
    const rows = await db().select().from(users).where(inArray(users.id, ids));
    for (const row of rows) {
      expect({ id: row.id, followers: row.followerCount, following: row.followingCount }).toEqual({
        id: row.id,
        followers: edges.filter((edge) => edge.followeeId === row.id).length,
        following: edges.filter((edge) => edge.followerId === row.id).length,
      });
    }
    expect(edges.filter((edge) => edge.followerId === idOf(gone) || edge.followeeId === idOf(gone))).toEqual(
      [],
    );
  });
});
