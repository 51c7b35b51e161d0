import type { SocialAccounts } from "@cbm/contracts";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type Person, registerPerson, startTestApp, type TestApp } from "../../testing/harness.ts";

let test: TestApp;
beforeAll(async () => {
  test = await startTestApp();
});
afterAll(() => test.close());

const read = (person: Person) =>
  test.request({ method: "GET", url: "/v1/users/socials", headers: person.headers });
const replace = (person: Person | undefined, body: unknown) =>
  test.request({
    method: "PUT",
    url: "/v1/users/socials",
    headers: person?.headers,
    payload: body as object,
  });

describe("GET and PUT /v1/users/socials", () => {
  it("starts empty, replaces the whole list and keeps the handles normalised, in platform order", async () => {
    const ada = await registerPerson(test);
    expect((await read(ada)).json()).toEqual({ accounts: [] });

    const saved = await replace(ada, {
      accounts: [
        { platform: "x", handle: "https://twitter.com/ada_l/status/1" },
        { platform: "instagram", handle: "  @ada.lovelace ", followers: 1200 },
        { platform: "tiktok", handle: "https://www.tiktok.com/@ada_x?lang=en", followers: null },
        { platform: "blog", handle: "https://ada.blog/" },
      ],
    });
    expect(saved.statusCode).toBe(200);
    const expected: SocialAccounts = {
      accounts: [
        { platform: "instagram", handle: "ada.lovelace", followers: 1200 },
        { platform: "tiktok", handle: "ada_x", followers: null },
        { platform: "x", handle: "ada_l", followers: null },
        { platform: "blog", handle: "ada.blog", followers: null },
      ],
    };
    expect(saved.json()).toEqual(expected);
    expect((await read(ada)).json()).toEqual(expected);

    const second = await replace(ada, {
      accounts: [{ platform: "youtube", handle: "youtube.com/@AdaStyle" }],
    });
    expect(second.json()).toEqual({
      accounts: [{ platform: "youtube", handle: "AdaStyle", followers: null }],
    });
    expect((await replace(ada, { accounts: [] })).json()).toEqual({ accounts: [] });
    expect((await read(ada)).json()).toEqual({ accounts: [] });
  });

  it("answers 400 with every row's problem at once and changes nothing", async () => {
    const ada = await registerPerson(test);
    await replace(ada, { accounts: [{ platform: "instagram", handle: "ada" }] });
    const response = await replace(ada, {
      accounts: [
        { platform: "instagram", handle: "ada" },
        { platform: "instagram", handle: "ada2" },
        { platform: "x", handle: "https://facebook.com/ada" },
        { platform: "snapchat", handle: "ada love", followers: -1 },
        { platform: "myspace", handle: "ada" },
        { platform: "twitch", handle: "  " },
        { platform: "pinterest", handle: "ada_l", followers: 2.5 },
      ],
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      "accounts.1.platform": ["You already added this platform"],
      "accounts.2.handle": ["This link does not lead to X"],
      "accounts.3.followers": ["Followers cannot be negative"],
      "accounts.3.handle": [expect.stringMatching(/^Snapchat handles are/)],
      "accounts.4.platform": ["Choose a platform from the list"],
      "accounts.5.handle": ["Handle is required"],
      "accounts.6.followers": ["Followers must be a whole number"],
    });
    expect((await read(ada)).json()).toEqual({
      accounts: [{ platform: "instagram", handle: "ada", followers: null }],
    });
  });

  it("answers 400 on a body that is not a list of accounts", async () => {
    const ada = await registerPerson(test);
    for (const [body, field] of [
      [{}, "accounts"],
      [{ accounts: "instagram" }, "accounts"],
      [{ accounts: [null] }, "accounts.0"],
    ] as const) {
      const response = await replace(ada, body);
      expect(response.statusCode).toBe(400);
      expect(Object.keys(response.json())).toEqual([field]);
    }
    const tooMany = Array.from({ length: 10 }, () => ({ platform: "x", handle: "ada" }));
    expect((await replace(ada, { accounts: tooMany })).json()).toEqual({
      accounts: ["Add at most one account per platform"],
    });
  });

  it("answers 401 without a token and keeps each person's list their own", async () => {
    const [ada, bob] = await Promise.all([registerPerson(test), registerPerson(test)]);
    const anonymousRead = await test.request({ method: "GET", url: "/v1/users/socials" });
    expect(anonymousRead.statusCode).toBe(401);
    expect(anonymousRead.json()).toEqual({ message: "Unauthenticated." });
    const anonymousWrite = await replace(undefined, { accounts: [] });
    expect(anonymousWrite.statusCode).toBe(401);

    await replace(ada, { accounts: [{ platform: "instagram", handle: "ada" }] });
    await replace(bob, { accounts: [{ platform: "instagram", handle: "bob" }] });
    expect((await read(ada)).json()).toEqual({
      accounts: [{ platform: "instagram", handle: "ada", followers: null }],
    });
    expect((await read(bob)).json()).toEqual({
      accounts: [{ platform: "instagram", handle: "bob", followers: null }],
    });
  });
});
