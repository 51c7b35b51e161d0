import { randomBytes } from "node:crypto";
import { type UserListPage, UserListPageSchema, UserSearchQuerySchema } from "@cbm/contracts";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Serialized } from "../../platform/serialized.ts";
import {
  type Person,
  registerPerson,
  startTestApp,
  type TestApp,
  uniqueEmail,
} from "../../testing/harness.ts";
import { expectExactly } from "../../testing/rendered.ts";
import { usersService } from "./service.ts";

// Production sends the pages the database writes as they are (decision 006); the route's schema only
// checks them in tests, where a field the schema does not know would be stripped unseen. Here the text
// itself must be what the contract's serializer would send for it: the same fields, order and escapes.

let test: TestApp;
let users: ReturnType<typeof usersService>;
beforeAll(async () => {
  test = await startTestApp();
  users = usersService(test.deps);
});
afterAll(() => test.close());

const word = () =>
  `Q${randomBytes(6)
    .toString("hex")
    .replace(/\d/g, (digit) => "abcdefghij"[Number(digit)] ?? "")}`;

/** The page as the contract's schema reads it, after checking that the text is exactly what it would send. */
function asContract(page: Serialized<UserListPage>): UserListPage {
  const parsed = expectExactly(UserListPageSchema, JSON.parse(page.text));
  expect(page.text).toBe(JSON.stringify(parsed));
  return parsed;
}

describe("people pages written by the database", () => {
  let viewer: Person;
  let viewerId: string;
  let last: string;
  let oddId: string;
  let plainId: string;

  beforeAll(async () => {
    last = word();
    viewer = await registerPerson(test);
    viewerId = viewer.auth.user.id;
    const [odd, plain] = await users.createMany([
      {
        email: uniqueEmail(),
        passwordHash: "not a hash",
        firstName: 'Zoë "Q" \\ O\'Brien\u0007',
        lastName: last,
        role: "influencer",
        avatar: "media/avatars/zoe.webp",
        sign: "Line one\nline two\t«quoted» </script>",
      },
      {
        email: uniqueEmail(),
        passwordHash: "not a hash",
        firstName: "Plain",
        lastName: last,
        role: "customer",
      },
    ]);
    oddId = odd?.id ?? "";
    plainId = plain?.id ?? "";
    const follow = await test.request({
      method: "POST",
      url: `/v1/user/${oddId}/follow`,
      headers: viewer.headers,
    });
    expect(follow.statusCode).toBe(200);
  });

  const search = (query: Record<string, unknown>) =>
    users.search(viewerId, UserSearchQuerySchema.parse(query)).then(asContract);

  it("renders every field of a person as the contract has it, escapes included", async () => {
    const page = await search({ keyword: last });
    expect(page).toMatchObject({ page: 0, size: 20, total: 2, totalCapped: false });
    expect(page.items.find((item) => item.id === oddId)).toStrictEqual({
      id: oddId,
      fullName: `Zoë "Q" \\ O'Brien\u0007 ${last}`,
      avatar: "media/avatars/zoe.webp",
      roles: ["influencer"],
      sign: "Line one\nline two\t«quoted» </script>",
      followerCount: 1,
      isFollowing: true,
    });
    expect(page.items.find((item) => item.id === plainId)).toMatchObject({
      avatar: null,
      sign: null,
      isFollowing: false,
    });
  });

  it("renders every shape of the search: by time, without a keyword, typos, nobody, past the end", async () => {
    for (const query of [
      { keyword: last, sortByTime: "asc", role: "influencer", canChat: "true" },
      { size: 3 },
      { keyword: `${last.slice(0, -1)}x` },
      { keyword: word() },
      { keyword: last, page: 7 },
    ]) {
      await search(query);
    }
  });

  it("renders the people the viewer blocked", async () => {
    const block = await test.request({
      method: "POST",
      url: `/v1/user/${plainId}/block`,
      headers: viewer.headers,
    });
    expect(block.statusCode).toBe(200);
    for (const query of [{}, { keyword: last }]) {
      const page = asContract(await users.blocked(viewerId, UserSearchQuerySchema.parse(query)));
      expect(page.items.map((item) => item.id)).toEqual([plainId]);
    }
  });
});
