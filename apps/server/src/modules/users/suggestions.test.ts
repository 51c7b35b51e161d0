import { type PeopleSuggestions, PeopleSuggestionsSchema } from "@cbm/contracts";
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  type Person,
  registerAdmin,
  registerPerson,
  startTestApp,
  type TestApp,
} from "../../testing/harness.ts";
import { expectExactly } from "../../testing/rendered.ts";

// People to follow (issue 12 §2). Other test files share PostgreSQL's database: the influencers made here
// are raised above everyone's following, the people alike share many answers, and the assertions look at
// our people among the suggestions.

let test: TestApp;
beforeAll(async () => {
  test = await startTestApp();
});
afterAll(() => test.close());

const idOf = (person: Person) => person.auth.user.id;
const get = (person: Person | undefined, query = "") =>
  test.request({ method: "GET", url: `/v1/users/suggestions${query}`, headers: person?.headers });
const suggestions = async (person: Person, query = "") => {
  const response = await get(person, query);
  expect(response.statusCode, response.body).toBe(200);
  return expectExactly(PeopleSuggestionsSchema, response.json<PeopleSuggestions>());
};
const act = async (person: Person, verb: string, other: Person) => {
  const response = await test.request({
    method: "POST",
    url: `/v1/user/${idOf(other)}/${verb}`,
    headers: person.headers,
  });
  expect(response.statusCode, response.body).toBe(200);
};

let followers = 10_000_000;
/** An influencer followed by more people than anyone of other files (written by the users table's name). */
async function popularInfluencer(fields: Record<string, string> = {}): Promise<Person> {
  const person = await registerPerson(test, { role: "influencer", ...fields });
  followers += 1;
  await test.deps.database.db.execute(
    sql`update users set follower_count = ${followers} where id = ${idOf(person)}`,
  );
  return person;
}

const TASTE = {
  "style-attributes": { styleAttributes: ["eclectic", "androgynous", "vintage"] },
  "fashion-event": { fashionEvents: ["festivals", "black-tie", "brunch"] },
  "fav-colors": { favouriteColours: ["olive", "burgundy", "purple"] },
};
async function withTaste(person: Person): Promise<Person> {
  for (const [step, payload] of Object.entries(TASTE)) {
    const response = await test.request({
      method: "PUT",
      url: `/v1/style-profile/${step}`,
      headers: person.headers,
      payload,
    });
    expect(response.statusCode, response.body).toBe(200);
  }
  return person;
}

describe("GET /v1/users/suggestions", () => {
  it("suggests popular influencers and people alike, each as the people list shows them, with why", async () => {
    const influencer = await popularInfluencer({ sign: "Linen and light" });
    const alike = await withTaste(await registerPerson(test));
    const viewer = await withTaste(await registerPerson(test));
    const { items } = await suggestions(viewer);
    expect(items.length).toBeLessThanOrEqual(12);
    expect(items).toContainEqual({
      id: idOf(influencer),
      fullName: "Ada Lovelace",
      avatar: null,
      roles: ["influencer"],
      sign: "Linen and light",
      followerCount: followers,
      isFollowing: false,
      reason: "popular",
    });
    expect(items).toContainEqual(expect.objectContaining({ id: idOf(alike), reason: "style-match" }));
    expect(new Set(items.map((item) => item.id)).size).toBe(items.length);
  });

  it("never suggests the viewer, admins, people blocked either way or already followed", async () => {
    const viewer = await popularInfluencer();
    const [shown, followed, blocked, blocking] = [
      await popularInfluencer(),
      await popularInfluencer(),
      await popularInfluencer(),
      await popularInfluencer(),
    ] as [Person, Person, Person, Person];
    const admin = await registerAdmin(test);
    await test.deps.database.db.execute(
      sql`update users set roles = '{influencer,admin}', follower_count = ${followers + 1} where id = ${idOf(admin)}`,
    );
    await act(viewer, "follow", followed);
    await act(viewer, "block", blocked);
    await act(blocking, "block", viewer);
    const ids = (await suggestions(viewer)).items.map((item) => item.id);
    expect(ids).toContain(idOf(shown));
    for (const left of [viewer, followed, blocked, blocking, admin]) expect(ids).not.toContain(idOf(left));
    // Nor does anyone else see the admin.
    expect((await suggestions(shown)).items.map((item) => item.id)).not.toContain(idOf(admin));
  });

  it("answers up to `size` people", async () => {
    await Promise.all([popularInfluencer(), popularInfluencer()]);
    const viewer = await registerPerson(test);
    expect((await suggestions(viewer, "?size=1")).items).toHaveLength(1);
    expect((await suggestions(viewer, "?size=2")).items).toHaveLength(2);
  });

  it("answers 400 with field messages for a bad size, and 401 without a token", async () => {
    const viewer = await registerPerson(test);
    for (const query of ["?size=0", "?size=13", "?size=two", "?size=1.5"]) {
      const response = await get(viewer, query);
      expect(response.statusCode, query).toBe(400);
      expect(Object.keys(response.json()), query).toEqual(["size"]);
    }
    const anonymous = await get(undefined);
    expect(anonymous.statusCode).toBe(401);
    expect(anonymous.json()).toEqual({ message: "Unauthenticated." });
  });
});
