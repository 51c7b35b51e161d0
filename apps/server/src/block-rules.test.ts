/**
 * The block rules of issue 4, one row per rule, across every endpoint they touch. Each later endpoint a
 * block must affect (messages, comments, reactions, offers…) adds its row here.
 */
import type {
  Closet,
  ClosetPage,
  Comment,
  CommentPage,
  Event,
  FeedEntry,
  NotificationPage,
  Outfit,
  OutfitDetails,
  PersonPage,
  Profile,
  UserListPage,
} from "@cbm/contracts";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { okBody, uniqueTag, type Wall, wallOf } from "./testing/closets-and-outfits.ts";
import { type Person, registerPerson, startTestApp, type TestApp } from "./testing/harness.ts";

let test: TestApp;
let wall: Wall;
/** A friend of both, on whose outfit both comment. */
let friend: Person;
beforeAll(async () => {
  test = await startTestApp();
  wall = wallOf(test);
  friend = await registerPerson(test);
});
afterAll(() => test.close());

interface Pair {
  blocker: Person;
  blocked: Person;
}

const idOf = (person: Person) => person.auth.user.id;
const nameOf = (person: Person) => person.auth.user.firstName;
const post = (person: Person, url: string, payload?: object) =>
  test.request({ method: "POST", url, headers: person.headers, payload });
const get = (person: Person, url: string) => test.request({ method: "GET", url, headers: person.headers });
const both = ({ blocker, blocked }: Pair): Array<[Person, Person]> => [
  [blocker, blocked],
  [blocked, blocker],
];

const searchIds = async (viewer: Person, query: string) =>
  (await get(viewer, `/v1/users?${query}`)).json<UserListPage>().items.map((item) => item.id);
const peopleIds = async (viewer: Person, which: "followers" | "following") =>
  (await get(viewer, `/v1/users/${which}`)).json<PersonPage>().items.map((item) => item.id);

/** Two people who follow each other. */
async function followingPair(): Promise<Pair> {
  const token = () => `Zq${Math.random().toString(36).slice(2, 8)}`;
  const [blocker, blocked] = await Promise.all([
    registerPerson(test, { firstName: token(), lastName: "Blocker" }),
    registerPerson(test, { firstName: token(), lastName: "Blocked" }),
  ]);
  await post(blocker, `/v1/user/${idOf(blocked)}/follow`);
  await post(blocked, `/v1/user/${idOf(blocker)}/follow`);
  return { blocker, blocked };
}

async function block({ blocker, blocked }: Pair) {
  expect((await post(blocker, `/v1/user/${idOf(blocked)}/block`)).statusCode).toBe(200);
}

/** Two people who follow each other, then one blocks the other. */
async function blockedPair(): Promise<Pair> {
  const pair = await followingPair();
  await block(pair);
  return pair;
}

const rules: Array<{ rule: string; holds: (pair: Pair) => Promise<void> }> = [
  {
    rule: "neither can follow the other",
    async holds(pair) {
      for (const [actor, other] of both(pair)) {
        expect((await post(actor, `/v1/user/${idOf(other)}/follow`)).statusCode).toBe(404);
      }
    },
  },
  {
    rule: "both follow edges are gone, with their counts",
    async holds(pair) {
      for (const [person] of both(pair)) {
        expect(await peopleIds(person, "followers")).toEqual([]);
        expect(await peopleIds(person, "following")).toEqual([]);
        const profile = (await get(person, "/v1/users/profile")).json<Profile>();
        expect([profile.followerCount, profile.followingCount]).toEqual([0, 0]);
      }
    },
  },
  {
    rule: "neither sees the other's profile",
    async holds(pair) {
      for (const [viewer, other] of both(pair)) {
        expect((await get(viewer, `/v1/user/${idOf(other)}`)).statusCode).toBe(404);
      }
    },
  },
  {
    rule: "neither finds the other in search, with or without canChat",
    async holds(pair) {
      for (const [viewer, other] of both(pair)) {
        expect(await searchIds(viewer, `keyword=${nameOf(other)}`)).not.toContain(idOf(other));
        expect(await searchIds(viewer, `keyword=${nameOf(other)}&canChat=true`)).not.toContain(idOf(other));
      }
    },
  },
  {
    rule: "the blocked user cannot report the blocker; the blocker still can",
    async holds({ blocker, blocked }) {
      expect((await post(blocked, `/v1/user/${idOf(blocker)}/report`, { reason: "spam" })).statusCode).toBe(
        404,
      );
      expect((await post(blocker, `/v1/user/${idOf(blocked)}/report`, { reason: "spam" })).statusCode).toBe(
        200,
      );
    },
  },
  {
    rule: "the blocked user is not told",
    async holds({ blocker, blocked }) {
      await test.settled();
      const told = (await get(blocked, "/v1/notifications")).json<NotificationPage>();
      // The only notification is the blocker's follow from before the block.
      expect(told.items.map((item) => item.kind)).toEqual(["follow"]);
      expect((await get(blocked, "/v1/users/blocked")).json<UserListPage>().total).toBe(0);
      expect((await get(blocker, "/v1/users/blocked")).json<UserListPage>().items.map((i) => i.id)).toEqual([
        idOf(blocked),
      ]);
    },
  },
  {
    rule: "neither can open a conversation with the other; one they had is gone for both, from lists and counts",
    async holds(pair) {
      for (const [viewer, other] of both(pair)) {
        expect((await get(viewer, `/v1/user/${idOf(other)}/chat`)).statusCode).toBe(404);
      }
      // A conversation from before a block (here: a block lifted, a chat, the block again).
      await post(pair.blocker, `/v1/user/${idOf(pair.blocked)}/unblock`);
      const { id } = (await get(pair.blocker, `/v1/user/${idOf(pair.blocked)}/chat`)).json<{ id: string }>();
      expect((await post(pair.blocker, `/v1/conversation/${id}`, { message: "Hello" })).statusCode).toBe(201);
      await block(pair);
      for (const [viewer] of both(pair)) {
        expect((await get(viewer, `/v1/conversation/${id}`)).statusCode).toBe(404);
        expect((await post(viewer, `/v1/conversation/${id}`, { message: "Still there?" })).statusCode).toBe(
          404,
        );
        expect((await get(viewer, "/v1/conversations")).json<{ total: number }>().total).toBe(0);
        expect((await get(viewer, "/v1/conversations/new-message-count")).json()).toEqual({ count: 0 });
      }
    },
  },
  {
    rule: "neither is among the people going to an event the other sees",
    async holds(pair) {
      const host = await registerPerson(test, { role: "retailer" });
      const startsAt = new Date(Date.now() + 24 * 3_600_000);
      const created = await post(host, "/v1/events", {
        title: "Block rules",
        startsAt: startsAt.toISOString(),
        endsAt: new Date(startsAt.getTime() + 3_600_000).toISOString(),
        format: "online",
      });
      const { id } = created.json<Event>();
      for (const [person] of both(pair)) {
        expect((await post(person, `/v1/event/${id}/react`, { action: "going" })).statusCode).toBe(200);
      }
      for (const [viewer] of both(pair)) {
        const event = (await get(viewer, `/v1/event/${id}`)).json<Event>();
        expect(event.counts.going).toBe(2);
        expect(event.attendees.map((person) => person.id)).toEqual([idOf(viewer)]);
      }
    },
  },
  {
    rule: "unblock restores visibility, not the follows",
    async holds({ blocker, blocked }) {
      expect((await post(blocked, `/v1/user/${idOf(blocker)}/unblock`)).statusCode).toBe(200);
      expect((await get(blocked, `/v1/user/${idOf(blocker)}`)).statusCode).toBe(404);

      expect((await post(blocker, `/v1/user/${idOf(blocked)}/unblock`)).statusCode).toBe(200);
      for (const [viewer, other] of both({ blocker, blocked })) {
        expect((await get(viewer, `/v1/user/${idOf(other)}`)).statusCode).toBe(200);
        expect(await searchIds(viewer, `keyword=${nameOf(other)}`)).toContain(idOf(other));
        expect(await peopleIds(viewer, "following")).toEqual([]);
      }
    },
  },
];

describe("block rules", () => {
  it.each(rules)("$rule", async ({ holds }) => {
    await holds(await blockedPair());
  });
});

/** What one of a pair shared before the block, and what they did on the other's outfit and the friend's. */
interface Shared {
  closet: Closet;
  itemId: string;
  outfit: OutfitDetails;
  /** Their comment on the other's outfit. */
  onOther: Comment;
  /** Their comment on the friend's outfit, and their reply under the other's comment there. */
  onFriend: Comment;
  reply: Comment;
}
interface Before {
  tag: string;
  friendOutfit: OutfitDetails;
  of: Map<Person, Shared>;
}

/** While following each other, both share a closet and an outfit, like, save and comment on each other's, and both comment on a friend's outfit, replying to each other there. */
async function sharedWhileFriends(pair: Pair): Promise<Before> {
  const tag = uniqueTag();
  const friendOutfit = await wall.outfit(friend, { tags: [tag] });
  const made = new Map<Person, Omit<Shared, "onOther" | "reply">>();
  for (const [person] of both(pair)) {
    const closet = await wall.closet(person);
    const item = await wall.item(person, closet.id);
    const outfit = await wall.outfit(person, { tags: [tag], itemIds: [item.id], photo: await wall.photo() });
    made.set(person, {
      closet,
      itemId: item.id,
      outfit,
      onFriend: await wall.comment(person, friendOutfit.id),
    });
  }
  const of = new Map<Person, Shared>();
  for (const [person, other] of both(pair)) {
    const theirs = made.get(other) as Shared;
    await post(person, `/v1/outfits/${theirs.outfit.id}/like`);
    await post(person, `/v1/outfits/${theirs.outfit.id}/save`);
    of.set(person, {
      ...(made.get(person) as Shared),
      onOther: await wall.comment(person, theirs.outfit.id),
      reply: await wall.comment(person, friendOutfit.id, { parentId: theirs.onFriend.id }),
    });
  }
  return { tag, friendOutfit, of };
}

const wallRules: Array<{ rule: string; holds: (pair: Pair, shared: Before) => Promise<void> }> = [
  {
    rule: "neither sees the other's outfits, closets or items, by id or in any list or feed",
    async holds(pair, { tag, of }) {
      for (const [viewer, other] of both(pair)) {
        const theirs = of.get(other) as Shared;
        for (const url of [
          `/v1/outfits/${theirs.outfit.id}`,
          `/v1/closets/${theirs.closet.id}`,
          `/v1/closets/${theirs.closet.id}/items`,
          `/v1/closet-items/${theirs.itemId}`,
        ]) {
          expect((await get(viewer, url)).statusCode, url).toBe(404);
        }
        const outfitIds = async (url: string) =>
          (await wall.everyEntry<Outfit>(viewer, url)).map((o) => o.id);
        expect(await outfitIds(`/v1/user/${idOf(other)}/outfits`)).toEqual([]);
        expect(await outfitIds(`/v1/outfits?tag=${tag}`)).not.toContain(theirs.outfit.id);
        expect(await outfitIds("/v1/users/saved-outfits")).not.toContain(theirs.outfit.id);
        const feeds = [
          ...(await wall.everyEntry<FeedEntry>(viewer, "/v1/feed/explore?size=50")),
          ...(await wall.everyEntry<FeedEntry>(viewer, "/v1/feed/following")),
        ];
        expect(JSON.stringify(feeds)).not.toContain(idOf(other));
        expect(okBody<ClosetPage>(await get(viewer, `/v1/user/${idOf(other)}/closets`))).toMatchObject({
          items: [],
          total: 0,
        });
        const popular = await wall.everyListed<Closet>(viewer, "/v1/closets?scope=popular");
        expect(popular.map((closet) => closet.owner.id)).not.toContain(idOf(other));
      }
    },
  },
  {
    rule: "neither can like, save, comment on or report the other's outfits and closets; likes and saves stay counted",
    async holds(pair, { of }) {
      for (const [actor, other] of both(pair)) {
        const theirs = of.get(other) as Shared;
        const outfit = `/v1/outfits/${theirs.outfit.id}`;
        for (const [url, payload] of [
          ...["like", "unlike", "save", "unsave"].map((verb) => [`${outfit}/${verb}`, undefined] as const),
          [`${outfit}/comments`, { text: "Still here" }],
          [`${outfit}/report`, { reason: "spam" }],
          [`/v1/closets/${theirs.closet.id}/report`, { reason: "spam" }],
        ] as const) {
          expect((await post(actor, url, payload)).statusCode, url).toBe(404);
        }
        expect((await get(actor, `${outfit}/comments`)).statusCode).toBe(404);
        // The comment is the actor's, hidden from the outfit's author, so not counted for them (issue 12 §3).
        expect(okBody<OutfitDetails>(await get(other, outfit))).toMatchObject({
          likeCount: 1,
          saveCount: 1,
          commentCount: 0,
        });
      }
    },
  },
  {
    rule: "neither sees the other's comments and replies anywhere, nor can reply to or report them",
    async holds(pair, { friendOutfit, of }) {
      const comments = async (viewer: Person, outfitId: string, query = "") =>
        okBody<CommentPage>(await get(viewer, `/v1/outfits/${outfitId}/comments${query}`)).items.map(
          (c) => c.id,
        );
      const onFriend = (person: Person) => (of.get(person) as Shared).onFriend.id;
      expect(await comments(friend, friendOutfit.id)).toEqual([
        onFriend(pair.blocker),
        onFriend(pair.blocked),
      ]);
      for (const [viewer, other] of both(pair)) {
        const mine = of.get(viewer) as Shared;
        const theirs = of.get(other) as Shared;
        expect(await comments(viewer, friendOutfit.id)).toEqual([mine.onFriend.id]);
        expect(await comments(viewer, friendOutfit.id, `?parentId=${mine.onFriend.id}`)).toEqual([]);
        expect(await comments(viewer, mine.outfit.id)).toEqual([]);
        for (const comment of [theirs.onFriend, theirs.reply, theirs.onOther]) {
          expect(
            (await post(viewer, `/v1/comments/${comment.id}/report`, { reason: "spam" })).statusCode,
          ).toBe(404);
        }
        const reply = await post(viewer, `/v1/outfits/${friendOutfit.id}/comments`, {
          text: "Replying anyway",
          parentId: theirs.onFriend.id,
        });
        expect(reply.statusCode).toBe(400);
        expect(Object.keys(reply.json())).toEqual(["parentId"]);
      }
    },
  },
  {
    rule: "neither's comments, nor the replies in their threads, are counted for the other, wherever an outfit shows",
    async holds(pair, { tag, friendOutfit, of }) {
      const onFriend = (outfits: Outfit[]) =>
        outfits.filter((outfit) => outfit.id === friendOutfit.id).map((outfit) => outfit.commentCount);
      // Both comments on the friend's outfit and both replies, each under the other's comment.
      expect(okBody<OutfitDetails>(await get(friend, `/v1/outfits/${friendOutfit.id}`)).commentCount).toBe(4);
      for (const [viewer] of both(pair)) {
        const mine = of.get(viewer) as Shared;
        await wall.follow(viewer, friend);
        const feed = await wall.everyEntry<FeedEntry>(viewer, "/v1/feed/following");
        expect([
          ...onFriend([okBody<OutfitDetails>(await get(viewer, `/v1/outfits/${friendOutfit.id}`))]),
          ...onFriend(await wall.everyEntry<Outfit>(viewer, `/v1/user/${idOf(friend)}/outfits`)),
          ...onFriend(await wall.everyEntry<Outfit>(viewer, `/v1/outfits?tag=${tag}`)),
          ...onFriend(feed.flatMap((entry) => (entry.kind === "outfit" ? [entry.outfit] : []))),
        ]).toEqual([1, 1, 1, 1]);
        const listed = okBody<CommentPage>(await get(viewer, `/v1/outfits/${friendOutfit.id}/comments`));
        expect(listed.items.map((comment) => [comment.id, comment.replyCount])).toEqual([
          [mine.onFriend.id, 0],
        ]);
        expect(okBody<OutfitDetails>(await get(viewer, `/v1/outfits/${mine.outfit.id}`)).commentCount).toBe(
          0,
        );
      }
      expect(okBody<CommentPage>(await get(friend, `/v1/outfits/${friendOutfit.id}/comments`)).items).toEqual(
        [expect.objectContaining({ replyCount: 1 }), expect.objectContaining({ replyCount: 1 })],
      );
    },
  },
];

describe("block rules on the wall", () => {
  it.each(wallRules)("$rule", async ({ holds }) => {
    const pair = await followingPair();
    const shared = await sharedWhileFriends(pair);
    await block(pair);
    await holds(pair, shared);
  });
});
