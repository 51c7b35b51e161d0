import { randomUUID } from "node:crypto";
import type { FollowState, PersonPage, Profile, PublicProfile } from "@cbm/contracts";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { bearer, type Person, registerPerson, startTestApp, type TestApp } from "../../testing/harness.ts";

let test: TestApp;
beforeAll(async () => {
  test = await startTestApp();
});
afterAll(() => test.close());

type Verb = "follow" | "unfollow" | "block" | "unblock";
const act = (person: Person, verb: Verb, id: string) =>
  test.request({ method: "POST", url: `/v1/user/${id}/${verb}`, headers: person.headers });
const get = (person: Person, url: string) => test.request({ method: "GET", url, headers: person.headers });
const idOf = (person: Person) => person.auth.user.id;

async function counts(person: Person) {
  const profile = (await get(person, "/v1/users/profile")).json<Profile>();
  return { followers: profile.followerCount, following: profile.followingCount };
}

const list = async (person: Person, which: "following" | "followers") =>
  (await get(person, `/v1/users/${which}?size=100`)).json<PersonPage>();

describe("POST /v1/user/{id}/follow and /unfollow", () => {
  it("follows, counts once when repeated, and unfollows idempotently", async () => {
    const [ada, bob] = await Promise.all([registerPerson(test), registerPerson(test, { firstName: "Bob" })]);
    const first = await act(ada, "follow", idOf(bob));
    expect(first.statusCode).toBe(200);
    expect(first.json()).toEqual({ following: true, followerCount: 1 });
    expect((await act(ada, "follow", idOf(bob))).json()).toEqual({ following: true, followerCount: 1 });
    expect(await counts(bob)).toEqual({ followers: 1, following: 0 });
    expect(await counts(ada)).toEqual({ followers: 0, following: 1 });

    expect((await act(ada, "unfollow", idOf(bob))).json()).toEqual({ following: false, followerCount: 0 });
    expect((await act(ada, "unfollow", idOf(bob))).json()).toEqual({ following: false, followerCount: 0 });
    expect(await counts(bob)).toEqual({ followers: 0, following: 0 });
    expect(await counts(ada)).toEqual({ followers: 0, following: 0 });
  });

  it("refuses following or unfollowing yourself with 409", async () => {
    const ada = await registerPerson(test);
    for (const verb of ["follow", "unfollow", "block", "unblock"] as const) {
      const response = await act(ada, verb, idOf(ada));
      expect(response.statusCode).toBe(409);
      expect(response.json()).toEqual({ message: expect.stringMatching(/yourself/) });
    }
    expect(await counts(ada)).toEqual({ followers: 0, following: 0 });
  });

  it("answers 400 on a bad id, 401 without a token, 404 for an unknown user", async () => {
    const ada = await registerPerson(test);
    for (const verb of ["follow", "unfollow", "block", "unblock"] as const) {
      const bad = await act(ada, verb, "not-a-uuid");
      expect(bad.statusCode).toBe(400);
      expect(bad.json()).toEqual({ id: ["Id must be a valid id"] });
      const anonymous = await test.request({ method: "POST", url: `/v1/user/${randomUUID()}/${verb}` });
      expect(anonymous.statusCode).toBe(401);
      expect(anonymous.json()).toEqual({ message: "Unauthenticated." });
      const stale = await test.request({
        method: "POST",
        url: `/v1/user/${randomUUID()}/${verb}`,
        headers: bearer("not.a.token"),
      });
      expect(stale.statusCode).toBe(401);
      expect((await act(ada, verb, randomUUID())).statusCode).toBe(404);
    }
  });

  it("keeps counts equal to the edges under 20 concurrent follow and unfollow requests", async () => {
    const star = await registerPerson(test);
    const fans = await Promise.all(Array.from({ length: 10 }, () => registerPerson(test)));
    const responses = await Promise.all(
      fans.flatMap((fan, index) => [
        act(fan, "follow", idOf(star)),
        index % 2 === 0 ? act(fan, "unfollow", idOf(star)) : act(fan, "follow", idOf(star)),
      ]),
    );
    expect(responses.map((response) => response.statusCode)).toEqual(Array(20).fill(200));
    const followers = await list(star, "followers");
    expect((await counts(star)).followers).toBe(followers.total);
    expect(followers.total).toBeGreaterThanOrEqual(5);
    for (const fan of fans) {
      const following = (await list(fan, "following")).total;
      expect((await counts(fan)).following).toBe(following);
      expect(followers.items.some((item) => item.id === idOf(fan))).toBe(following === 1);
    }
  });

  it("answers 404 to follow or unfollow a user blocked either way", async () => {
    const [ada, bob] = await Promise.all([registerPerson(test), registerPerson(test)]);
    expect((await act(bob, "block", idOf(ada))).json()).toEqual({ blocked: true });
    for (const [who, other] of [
      [ada, bob],
      [bob, ada],
    ] as const) {
      const response = await act(who, "follow", idOf(other));
      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual({ message: "We could not find this user." });
      expect((await act(who, "unfollow", idOf(other))).statusCode).toBe(404);
    }
    expect(await counts(bob)).toEqual({ followers: 0, following: 0 });
  });
});

describe("GET /v1/users/following and /followers", () => {
  it("lists people newest first with paging", async () => {
    const [ada, bob, cy] = await Promise.all([
      registerPerson(test),
      registerPerson(test, { firstName: "Bob", lastName: "Builder" }),
      registerPerson(test, { firstName: "Cy", lastName: "Twombly" }),
    ]);
    await act(ada, "follow", idOf(bob));
    await act(ada, "follow", idOf(cy));
    await act(bob, "follow", idOf(ada));

    const following = await get(ada, "/v1/users/following?size=1");
    expect(following.statusCode).toBe(200);
    expect(following.json()).toEqual({
      items: [{ id: idOf(cy), avatar: null, fullName: "Cy Twombly" }],
      page: 0,
      size: 1,
      total: 2,
    });
    expect((await get(ada, "/v1/users/following?page=1&size=1")).json<PersonPage>().items).toEqual([
      { id: idOf(bob), avatar: null, fullName: "Bob Builder" },
    ]);
    expect(await list(ada, "followers")).toEqual({
      items: [{ id: idOf(bob), avatar: null, fullName: "Bob Builder" }],
      page: 0,
      size: 100,
      total: 1,
    });
    expect((await list(cy, "following")).total).toBe(0);
  });

  it("answers 400 on bad paging and 401 without a token", async () => {
    const ada = await registerPerson(test);
    for (const which of ["following", "followers"]) {
      const bad = await get(ada, `/v1/users/${which}?page=-1&size=500`);
      expect(bad.statusCode).toBe(400);
      expect(Object.keys(bad.json()).sort()).toEqual(["page", "size"]);
      expect((await test.request({ method: "GET", url: `/v1/users/${which}` })).statusCode).toBe(401);
    }
  });
});

describe("POST /v1/user/{id}/block and /unblock", () => {
  it("removes both follow edges with their counts, hides both profiles, and unblock restores only visibility", async () => {
    const [ada, bob] = await Promise.all([registerPerson(test), registerPerson(test)]);
    await act(ada, "follow", idOf(bob));
    await act(bob, "follow", idOf(ada));
    expect(await counts(ada)).toEqual({ followers: 1, following: 1 });

    expect((await act(ada, "block", idOf(bob))).json()).toEqual({ blocked: true });
    expect((await act(ada, "block", idOf(bob))).json()).toEqual({ blocked: true });
    expect(await counts(ada)).toEqual({ followers: 0, following: 0 });
    expect(await counts(bob)).toEqual({ followers: 0, following: 0 });
    expect((await list(ada, "followers")).total).toBe(0);
    expect((await list(bob, "following")).total).toBe(0);
    expect((await get(ada, `/v1/user/${idOf(bob)}`)).statusCode).toBe(404);
    expect((await get(bob, `/v1/user/${idOf(ada)}`)).statusCode).toBe(404);

    // Only the blocker can lift it.
    expect((await act(bob, "unblock", idOf(ada))).json()).toEqual({ blocked: false });
    expect((await get(bob, `/v1/user/${idOf(ada)}`)).statusCode).toBe(404);

    expect((await act(ada, "unblock", idOf(bob))).json()).toEqual({ blocked: false });
    expect((await act(ada, "unblock", idOf(bob))).json()).toEqual({ blocked: false });
    const profile = await get(bob, `/v1/user/${idOf(ada)}`);
    expect(profile.statusCode).toBe(200);
    expect(profile.json<PublicProfile>()).toMatchObject({
      isFollowing: false,
      followsYou: false,
      followerCount: 0,
    });
  });
});

describe("GET /v1/user/{id}", () => {
  it("answers another user's public profile without email or phone", async () => {
    const [ada, bob] = await Promise.all([
      registerPerson(test),
      registerPerson(test, {
        firstName: "Bob",
        lastName: "Ross",
        sign: "Happy trees",
        phone: "+4915112345678",
      }),
    ]);
    await act(bob, "follow", idOf(ada));
    const response = await get(ada, `/v1/user/${idOf(bob)}`);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      id: idOf(bob),
      fullName: "Bob Ross",
      firstName: "Bob",
      lastName: "Ross",
      avatar: null,
      sign: "Happy trees",
      roles: ["customer"],
      followerCount: 0,
      followingCount: 1,
      chatInvitation: true,
      isFollowing: false,
      followsYou: true,
    });
    const state = (await act(ada, "follow", idOf(bob))).json<FollowState>();
    expect(state).toEqual({ following: true, followerCount: 1 });
    expect((await get(ada, `/v1/user/${idOf(bob)}`)).json()).toMatchObject({
      isFollowing: true,
      followerCount: 1,
    });
  });

  it("answers 400 on a bad id, 401 without a token and 404 for an unknown user", async () => {
    const ada = await registerPerson(test);
    const bad = await get(ada, "/v1/user/12");
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toEqual({ id: ["Id must be a valid id"] });
    expect((await test.request({ method: "GET", url: `/v1/user/${idOf(ada)}` })).statusCode).toBe(401);
    const unknown = await get(ada, `/v1/user/${randomUUID()}`);
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toEqual({ message: "We could not find this user." });
  });
});
