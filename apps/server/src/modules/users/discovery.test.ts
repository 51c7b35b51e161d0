import { randomBytes } from "node:crypto";
import type { UserListPage } from "@cbm/contracts";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  multipart,
  type Person,
  registerAdmin,
  registerPerson,
  startTestApp,
  type TestApp,
  uniqueEmail,
} from "../../testing/harness.ts";
import { checkingRendered } from "../../testing/rendered.ts";
import { TOTAL_CAP } from "./search.ts";
import { usersService } from "./service.ts";

// Other test files' people share the database on PostgreSQL: every search here is scoped by a name made
// up for the test, and assertions look for our people in the answer instead of counting every row.

let test: TestApp;
beforeAll(async () => {
  test = await startTestApp();
});
afterAll(() => test.close());

/** A made-up word of letters only, so a one-letter typo is meaningful to the trigram search. */
const word = (length = 9) => {
  const letters = [...randomBytes(length)].map((byte) => String.fromCharCode(97 + (byte % 26))).join("");
  return letters.charAt(0).toUpperCase() + letters.slice(1);
};
/** The word with its middle letter changed. */
const typo = (text: string) => {
  const at = Math.floor(text.length / 2);
  const changed = text[at] === "q" ? "x" : "q";
  return `${text.slice(0, at)}${changed}${text.slice(at + 1)}`;
};

const get = (person: Person, url: string) =>
  checkingRendered(test.request)({ method: "GET", url, headers: person.headers });
const search = async (person: Person, query: string, path = "/v1/users") => {
  const response = await get(person, `${path}?size=100&${query}`);
  expect(response.statusCode).toBe(200);
  return response.json<UserListPage>();
};
const ids = (page: UserListPage) => page.items.map((item) => item.id);
const idOf = (person: Person) => person.auth.user.id;
const act = (person: Person, verb: string, id: string) =>
  test.request({ method: "POST", url: `/v1/user/${id}/${verb}`, headers: person.headers });

async function updateProfile(person: Person, fields: Record<string, string>) {
  const form = multipart(fields);
  const response = await test.request({
    method: "POST",
    url: "/v1/users/update-profile",
    payload: form.payload,
    headers: { ...person.headers, ...form.headers },
  });
  expect(response.statusCode).toBe(200);
}

const refuseChat = (person: Person) => updateProfile(person, { chatInvitation: "false" });

describe("GET /v1/users", () => {
  it("finds a user by name with a one-letter typo, with the list item fields", async () => {
    const [first, last] = [word(), word()];
    const [viewer, wanted] = await Promise.all([
      registerPerson(test),
      registerPerson(test, { firstName: first, lastName: last, sign: "Linen lover" }),
    ]);
    await act(viewer, "follow", idOf(wanted));
    for (const keyword of [
      `${typo(first)} ${last}`,
      typo(first),
      typo(last),
      first.slice(0, 5).toLowerCase(),
    ]) {
      const page = await search(viewer, `keyword=${encodeURIComponent(keyword)}`);
      expect(page.items[0]).toEqual({
        id: idOf(wanted),
        fullName: `${first} ${last}`,
        avatar: null,
        roles: ["customer"],
        sign: "Linen lover",
        followerCount: 1,
        isFollowing: true,
      });
    }
    expect(ids(await search(viewer, `keyword=${word()}${word()}`))).not.toContain(idOf(wanted));
  });

  it("leaves out the viewer and pages with the total", async () => {
    const last = word();
    const people = await Promise.all([0, 1, 2].map(() => registerPerson(test, { lastName: last })));
    const [viewer] = people as [Person];
    const page = await search(viewer, `keyword=${last}`);
    expect(ids(page)).not.toContain(idOf(viewer));
    expect(ids(page)).toEqual(expect.arrayContaining(people.slice(1).map(idOf)));
    const one = await get(viewer, `/v1/users?keyword=${last}&size=1&page=1`);
    expect(one.json()).toMatchObject({ page: 1, size: 1, total: page.total });
    expect(one.json<UserListPage>().items).toHaveLength(1);
  });

  it("orders by join time both ways and filters by role", async () => {
    const last = word();
    const viewer = await registerPerson(test);
    const older = await registerPerson(test, { lastName: last });
    const newer = await registerPerson(test, { lastName: last, role: "influencer" });
    const mine = (page: UserListPage) => ids(page).filter((id) => [idOf(older), idOf(newer)].includes(id));
    expect(mine(await search(viewer, `keyword=${last}&sortByTime=asc`))).toEqual([idOf(older), idOf(newer)]);
    expect(mine(await search(viewer, `keyword=${last}&sortByTime=desc`))).toEqual([idOf(newer), idOf(older)]);
    const influencers = await search(viewer, `keyword=${last}&role=influencer`);
    expect(mine(influencers)).toEqual([idOf(newer)]);
    expect(influencers.items.every((item) => item.roles.includes("influencer"))).toBe(true);
  });

  it("never lists admins: not by name, nor by role, nor among the newest", async () => {
    const last = word();
    const viewer = await registerPerson(test);
    const admin = await registerAdmin(test, { lastName: last });
    const customer = await registerPerson(test, { lastName: last });
    for (const query of [`keyword=${last}`, `keyword=${typo(last)}`, `keyword=${last}&role=admin`, ""]) {
      const page = await search(viewer, query);
      expect(ids(page)).not.toContain(idOf(admin));
      if (!query.includes("role=admin")) expect(ids(page)).toContain(idOf(customer));
    }
    expect((await search(viewer, `keyword=${last}`)).total).toBe(1);
    expect(ids(await search(viewer, "role=admin"))).toEqual([]);
    // An admin searching does not find other admins either, nor themself.
    expect(ids(await search(admin, `keyword=${last}`))).toEqual([idOf(customer)]);
  });

  it("keeps only people the viewer may message with canChat=true", async () => {
    const last = word();
    const viewer = await registerPerson(test);
    const [open, closed, closedFan, blocker] = (await Promise.all(
      [0, 1, 2, 3].map(() => registerPerson(test, { lastName: last })),
    )) as [Person, Person, Person, Person];
    await Promise.all([refuseChat(closed), refuseChat(closedFan)]);
    await act(closedFan, "follow", idOf(viewer));
    await act(blocker, "block", idOf(viewer));
    const chat = ids(await search(viewer, `keyword=${last}&canChat=true`)).sort();
    expect(chat).toEqual([idOf(open), idOf(closedFan)].sort());
    const everyone = ids(await search(viewer, `keyword=${last}&canChat=false`)).sort();
    expect(everyone).toEqual([idOf(open), idOf(closed), idOf(closedFan)].sort());
  });

  it("hides both sides of a block from each other's search, and unblock brings them back", async () => {
    const [a, b] = [word(), word()];
    const ada = await registerPerson(test, { lastName: a });
    const bob = await registerPerson(test, { lastName: b });
    await act(ada, "block", idOf(bob));
    expect(ids(await search(ada, `keyword=${b}`))).not.toContain(idOf(bob));
    expect(ids(await search(bob, `keyword=${a}`))).not.toContain(idOf(ada));
    await act(ada, "unblock", idOf(bob));
    expect(ids(await search(ada, `keyword=${b}`))).toContain(idOf(bob));
    expect(ids(await search(bob, `keyword=${a}`))).toContain(idOf(ada));
  });

  it("answers 400 naming each bad query value, and 401 without a token", async () => {
    const viewer = await registerPerson(test);
    const bad = await get(
      viewer,
      `/v1/users?keyword=${"k".repeat(101)}&sortByTime=sideways&role=king&canChat=maybe&page=x&size=0`,
    );
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toEqual({
      keyword: ["Keyword must be at most 100 characters"],
      sortByTime: ["Sort by time must be asc or desc"],
      role: ["Role must be one of customer, influencer, retailer, admin"],
      canChat: ["Can chat must be true or false"],
      page: ["Page must be a number"],
      size: ["Size must be at least 1"],
    });
    for (const path of ["/v1/users", "/v1/users/blocked"]) {
      const anonymous = await test.request({ method: "GET", url: path });
      expect(anonymous.statusCode).toBe(401);
      expect(anonymous.json()).toEqual({ message: "Unauthenticated." });
    }
  });

  it("treats % and _ in a keyword as letters", async () => {
    const viewer = await registerPerson(test);
    const page = await search(viewer, "keyword=%25_%25");
    expect(page.items.every((item) => /[%_]/.test(item.fullName))).toBe(true);
  });
});

describe("GET /v1/users/blocked", () => {
  it("lists only the people the viewer blocked, with the same filters", async () => {
    const last = word();
    const viewer = await registerPerson(test);
    const [blocked, blockedInfluencer, blocksViewer, other] = await Promise.all([
      registerPerson(test, { lastName: last }),
      registerPerson(test, { lastName: last, role: "influencer" }),
      registerPerson(test, { lastName: last }),
      registerPerson(test, { lastName: last }),
    ]);
    await act(viewer, "block", idOf(blocked));
    await act(viewer, "block", idOf(blockedInfluencer));
    await act(blocksViewer, "block", idOf(viewer));

    const page = await search(viewer, "", "/v1/users/blocked");
    expect(page.total).toBe(2);
    expect(ids(page).sort()).toEqual([idOf(blocked), idOf(blockedInfluencer)].sort());
    expect(page.items[0]).toMatchObject({ fullName: `Ada ${last}`, isFollowing: false, followerCount: 0 });
    expect(ids(await search(viewer, "role=influencer", "/v1/users/blocked"))).toEqual([
      idOf(blockedInfluencer),
    ]);
    expect(ids(await search(viewer, `keyword=${typo(last)}`, "/v1/users/blocked"))).toHaveLength(2);
    expect((await search(viewer, "canChat=true", "/v1/users/blocked")).total).toBe(0);
    expect(ids(await search(viewer, `keyword=${last}`))).toEqual([idOf(other)]);

    await act(viewer, "unblock", idOf(blocked));
    expect(ids(await search(viewer, "", "/v1/users/blocked"))).toEqual([idOf(blockedInfluencer)]);
    const bad = await get(viewer, "/v1/users/blocked?sortByTime=up");
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toEqual({ sortByTime: ["Sort by time must be asc or desc"] });
  });
});

describe("GET /v1/users by name words", () => {
  /** The word with two neighbouring letters swapped, the typo trigrams see worst. */
  const swapped = (text: string) => {
    const at = [...text].findIndex((letter, i) => i > 0 && letter !== text[i + 1] && i + 1 < text.length);
    return `${text.slice(0, at)}${text[at + 1]}${text[at]}${text.slice(at + 2)}`;
  };
  const keyword = (text: string) => `keyword=${encodeURIComponent(text)}`;

  it("finds John Smith from 'Jonh Smiht', and a made-up name from two swapped letters first", async () => {
    const [first, last] = [word(), word()];
    const [viewer, john, wanted] = await Promise.all([
      registerPerson(test),
      registerPerson(test, { firstName: "John", lastName: "Smith" }),
      registerPerson(test, { firstName: first, lastName: last }),
    ]);
    expect(ids(await search(viewer, keyword("Jonh Smiht")))).toContain(idOf(john));
    expect((await search(viewer, keyword(`${swapped(first)} ${swapped(last)}`))).items[0]?.id).toBe(
      idOf(wanted),
    );
  });

  it("matches the words in any order and any case", async () => {
    const [first, last] = [word(), word()];
    const [viewer, john, wanted] = await Promise.all([
      registerPerson(test),
      registerPerson(test, { firstName: "John", lastName: "Smith" }),
      registerPerson(test, { firstName: first, lastName: last }),
    ]);
    expect(ids(await search(viewer, keyword("Smith John")))).toContain(idOf(john));
    for (const text of [
      `${last} ${first}`,
      `${first} ${last}`.toUpperCase(),
      `${last.toLowerCase()} ${first}`,
    ]) {
      expect(ids(await search(viewer, keyword(text)))).toEqual([idOf(wanted)]);
    }
  });

  it("puts a name word equal to the keyword before a longer one it starts, and folds accents", async () => {
    const stem = word(6);
    const viewer = await registerPerson(test);
    const exact = await registerPerson(test, { lastName: stem });
    const started = await registerPerson(test, { lastName: `${stem}son` });
    const accented = await registerPerson(test, { lastName: `${stem}é` });
    expect(ids(await search(viewer, keyword(stem)))).toEqual([idOf(exact), idOf(accented), idOf(started)]);
    expect(ids(await search(viewer, keyword(`${stem}E`)))).toEqual([idOf(accented)]);
    expect(ids(await search(viewer, keyword(stem.slice(0, 4))))).toEqual(
      expect.arrayContaining([exact, started, accented].map(idOf)),
    );
  });

  it("finds a renamed person by the new name only", async () => {
    // Starting with letters no name starts with: a random word may be a near typo of "Ada", everyone's first name here.
    const [before, after] = [`Qz${word(7).toLowerCase()}`, word()];
    const viewer = await registerPerson(test);
    const person = await registerPerson(test, { lastName: before });
    await updateProfile(person, { lastName: after });
    expect(ids(await search(viewer, keyword(before)))).not.toContain(idOf(person));
    expect((await search(viewer, keyword(after))).items).toEqual([
      expect.objectContaining({ id: idOf(person), fullName: `Ada ${after}` }),
    ]);
  });

  it(`counts up to ${TOTAL_CAP} and says when more people match, and pages on past them`, async () => {
    const [last, few] = [word(), word()];
    const viewer = await registerPerson(test);
    const people = (count: number, lastName: string) =>
      Array.from({ length: count }, (_, n) => ({
        email: uniqueEmail(`many-${n}`),
        passwordHash: "not a hash",
        firstName: "Many",
        lastName,
        role: "customer" as const,
      }));
    await usersService(test.deps).createMany([...people(TOTAL_CAP + 1, last), ...people(3, few)]);
    const capped = await search(viewer, keyword(last));
    expect(capped).toMatchObject({ total: TOTAL_CAP, totalCapped: true });
    expect(capped.items).toHaveLength(capped.size);
    const lastPage = Math.floor(TOTAL_CAP / capped.size);
    expect((await search(viewer, `${keyword(`many ${last}`)}&page=${lastPage}`)).items).toHaveLength(
      TOTAL_CAP + 1 - lastPage * capped.size,
    );
    expect(await search(viewer, keyword(few))).toMatchObject({ total: 3, totalCapped: false });
  });

  it("lists everyone but the viewer newest first without a keyword", async () => {
    const viewer = await registerPerson(test);
    const older = await registerPerson(test);
    const newer = await registerPerson(test);
    const page = await search(viewer, "");
    expect(ids(page).filter((id) => [idOf(older), idOf(newer)].includes(id))).toEqual([
      idOf(newer),
      idOf(older),
    ]);
    expect(ids(page)).not.toContain(idOf(viewer));
  });
});
