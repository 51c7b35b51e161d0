import type { NotificationPage } from "@cbm/contracts";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Realtime } from "../../platform/realtime.ts";
import { wallOf } from "../../testing/closets-and-outfits.ts";
import { type Person, registerPerson, startTestApp, type TestApp } from "../../testing/harness.ts";
import { html } from "./html.ts";
import { notifier } from "./service.ts";

let test: TestApp;
/** Whom the realtime channel told that their notifications changed, in order. */
const pushedTo: string[] = [];
const recordingRealtime: Realtime = {
  toUser: (userId, event, payload) => {
    if (event === "changed" && "topic" in payload && payload.topic === "notifications") pushedTo.push(userId);
  },
  toUsers: () => {},
  toRoom: () => {},
  onClientEvent: () => {},
  onAudience: () => {},
  audienceOf: async () => 0,
  toInstances: () => {},
  onInstances: () => {},
  reachesEveryInstance: true,
  attach: () => {},
  close: async () => {},
};

beforeAll(async () => {
  test = await startTestApp({}, { realtime: recordingRealtime });
});
afterAll(() => test.close());

const idOf = (person: Person) => person.auth.user.id;
const act = (person: Person, verb: "follow" | "unfollow", id: string) =>
  test.request({ method: "POST", url: `/v1/user/${id}/${verb}`, headers: person.headers });
const notificationsOf = async (person: Person) => {
  await test.settled();
  return (
    await test.request({ method: "GET", url: "/v1/notifications", headers: person.headers })
  ).json<NotificationPage>();
};

describe("html", () => {
  it("escapes every interpolated value and keeps the template's markup", () => {
    expect(html`<b>${`<img src=x onerror="alert('1')">`}</b> & ${3}`).toBe(
      "<b>&lt;img src=x onerror=&quot;alert(&#39;1&#39;)&quot;&gt;</b> & 3",
    );
  });
});

describe("follow notifications", () => {
  it("tells the followed person who followed them, with escaped HTML, image and link", async () => {
    const bob = await registerPerson(test);
    const mallory = await registerPerson(test, { firstName: "<i>Mal</i>", lastName: "O'Ry" });
    await act(mallory, "follow", idOf(bob));

    const page = await notificationsOf(bob);
    expect(page).toMatchObject({ total: 1, unread: 1, page: 0 });
    expect(page.items[0]).toEqual({
      id: expect.any(String),
      kind: "follow",
      message: "<strong>&lt;i&gt;Mal&lt;/i&gt; O&#39;Ry</strong> started following you.",
      image: null,
      link: `/users/profile/${idOf(mallory)}`,
      read: false,
      createdAt: expect.any(String),
    });
    expect((await notificationsOf(mallory)).total).toBe(0);
  });

  it("tells once when the same person follows, unfollows and follows again", async () => {
    const [ada, bob] = await Promise.all([registerPerson(test), registerPerson(test)]);
    await act(ada, "follow", idOf(bob));
    await act(ada, "unfollow", idOf(bob));
    await act(ada, "follow", idOf(bob));
    await act(ada, "follow", idOf(bob));
    expect((await notificationsOf(bob)).total).toBe(1);
  });

  it("stores one notification when the same thing is told twice at the same moment", async () => {
    const [ada, bob] = await Promise.all([registerPerson(test), registerPerson(test)]);
    const tell = notifier(test.deps);
    const told = {
      kind: "follow",
      actorId: idOf(ada),
      message: "Ada followed you",
      image: null,
      link: null,
      createdAt: new Date(),
    };
    const recipient = { id: idOf(bob), email: bob.email, firstName: "Bob" };
    await Promise.all([tell("follows", recipient, told), tell("follows", recipient, told)]);
    expect((await notificationsOf(bob)).items.map((item) => item.message)).toEqual(["Ada followed you"]);
  });

  it("keeps each user's notifications to themselves and needs a token", async () => {
    const anonymous = await test.request({ method: "GET", url: "/v1/notifications" });
    expect(anonymous.statusCode).toBe(401);
    expect(anonymous.json()).toEqual({ message: "Unauthenticated." });
    const ada = await registerPerson(test);
    const bad = await test.request({ method: "GET", url: "/v1/notifications?size=0", headers: ada.headers });
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toEqual({ size: ["Size must be at least 1"] });
  });
});

/** `person` with one notification from each of `count` new followers, newest first. */
async function followedBy(count: number) {
  const person = await registerPerson(test);
  for (let i = 0; i < count; i++) await act(await registerPerson(test), "follow", idOf(person));
  return { person, items: (await notificationsOf(person)).items };
}

const send = (
  person: Person | undefined,
  method: "GET" | "POST" | "PUT" | "DELETE",
  url: string,
  payload?: object,
) => test.request({ method, url, headers: person?.headers, payload });

const unreadCountOf = async (person: Person) =>
  (await send(person, "GET", "/v1/notifications/unread-count")).json<{ count: number }>().count;

describe("the unread filter and the unread count", () => {
  it("lists only the unread ones when asked, and counts them", async () => {
    const { person, items } = await followedBy(3);
    expect(await unreadCountOf(person)).toBe(3);
    const [newest] = items;
    await send(person, "POST", "/v1/notifications/read", { ids: [newest?.id] });

    const unread = (await send(person, "GET", "/v1/notifications?unread=true")).json<NotificationPage>();
    expect(unread).toMatchObject({ total: 2, unread: 2 });
    expect(unread.items.map((item) => item.id)).toEqual(items.slice(1).map((item) => item.id));
    expect((await notificationsOf(person)).total).toBe(3);
    expect(await unreadCountOf(person)).toBe(2);
  });

  it("names a bad filter and needs a token", async () => {
    const { person } = await followedBy(0);
    const bad = await send(person, "GET", "/v1/notifications?unread=maybe");
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toEqual({ unread: ["Unread must be true or false"] });
    const anonymous = await send(undefined, "GET", "/v1/notifications/unread-count");
    expect(anonymous.statusCode).toBe(401);
    expect(anonymous.json()).toEqual({ message: "Unauthenticated." });
  });
});

describe("marking read", () => {
  it("marks all when no ids are given, and answers the unread count", async () => {
    const { person } = await followedBy(2);
    const marked = await send(person, "POST", "/v1/notifications/read", {});
    expect(marked.statusCode).toBe(200);
    expect(marked.json()).toEqual({ count: 0 });
    expect((await notificationsOf(person)).items.every((item) => item.read)).toBe(true);
  });

  it("leaves another person's notifications unread when their ids are given", async () => {
    const [mine, theirs] = await Promise.all([followedBy(1), followedBy(1)]);
    const ids = [mine.items[0]?.id, theirs.items[0]?.id];
    expect((await send(mine.person, "POST", "/v1/notifications/read", { ids })).json()).toEqual({ count: 0 });
    expect(await unreadCountOf(theirs.person)).toBe(1);
  });

  it("names bad ids and needs a token", async () => {
    const { person } = await followedBy(0);
    const notIds = await send(person, "POST", "/v1/notifications/read", { ids: ["nope"] });
    expect(notIds.statusCode).toBe(400);
    expect(notIds.json()).toEqual({ "ids.0": ["Notification must be a valid id"] });
    const empty = await send(person, "POST", "/v1/notifications/read", { ids: [] });
    expect(empty.json()).toEqual({ ids: ["Ids must name at least one notification"] });
    const anonymous = await send(undefined, "POST", "/v1/notifications/read", {});
    expect(anonymous.statusCode).toBe(401);
    expect(anonymous.json()).toEqual({ message: "Unauthenticated." });
  });
});

describe("dismissing one", () => {
  it("deletes the viewer's own notification", async () => {
    const { person, items } = await followedBy(2);
    const dismissed = await send(person, "DELETE", `/v1/notification/${items[0]?.id}`);
    expect(dismissed.statusCode).toBe(200);
    expect(dismissed.json()).toEqual({ message: "The notification was dismissed." });
    expect((await notificationsOf(person)).items.map((item) => item.id)).toEqual([items[1]?.id]);
  });

  it("answers 404 for another person's or a dismissed one, 400 for a bad id, 401 without a token", async () => {
    const [mine, theirs] = await Promise.all([followedBy(1), followedBy(1)]);
    const theirId = theirs.items[0]?.id;
    const another = await send(mine.person, "DELETE", `/v1/notification/${theirId}`);
    expect(another.statusCode).toBe(404);
    expect(another.json()).toEqual({ message: "This notification was not found." });
    expect((await notificationsOf(theirs.person)).total).toBe(1);

    await send(theirs.person, "DELETE", `/v1/notification/${theirId}`);
    expect((await send(theirs.person, "DELETE", `/v1/notification/${theirId}`)).statusCode).toBe(404);
    const bad = await send(mine.person, "DELETE", "/v1/notification/nope");
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toEqual({ id: ["Notification must be a valid id"] });
    const anonymous = await send(undefined, "DELETE", `/v1/notification/${mine.items[0]?.id}`);
    expect(anonymous.statusCode).toBe(401);
    expect(anonymous.json()).toEqual({ message: "Unauthenticated." });
  });
});

describe("clearing all", () => {
  it("deletes every notification of the viewer and no one else's", async () => {
    const [mine, theirs] = await Promise.all([followedBy(2), followedBy(1)]);
    const cleared = await send(mine.person, "DELETE", "/v1/notifications");
    expect(cleared.statusCode).toBe(200);
    expect(cleared.json()).toEqual({ message: "Your notifications were cleared." });
    expect((await notificationsOf(mine.person)).total).toBe(0);
    expect(await unreadCountOf(mine.person)).toBe(0);
    expect((await notificationsOf(theirs.person)).total).toBe(1);
  });

  it("needs a token", async () => {
    const anonymous = await send(undefined, "DELETE", "/v1/notifications");
    expect(anonymous.statusCode).toBe(401);
    expect(anonymous.json()).toEqual({ message: "Unauthenticated." });
  });
});

describe("pushes to open sockets", () => {
  it("tells the recipient once per stored notification, and the viewer of each change of theirs", async () => {
    const [ada, bob] = await Promise.all([registerPerson(test), registerPerson(test)]);
    const pushesTo = (person: Person) => pushedTo.filter((userId) => userId === idOf(person)).length;
    await act(ada, "follow", idOf(bob));
    await act(ada, "unfollow", idOf(bob));
    await act(ada, "follow", idOf(bob));
    const [told] = (await notificationsOf(bob)).items;
    expect(pushesTo(bob)).toBe(1);
    expect(pushesTo(ada)).toBe(0);

    await send(bob, "POST", "/v1/notifications/read", {});
    await send(bob, "DELETE", `/v1/notification/${told?.id}`);
    await send(bob, "DELETE", "/v1/notifications");
    expect(pushesTo(bob)).toBe(4);
  });

  it("tells each follower told of a new outfit, and not the author", async () => {
    const [author, fan, quiet] = [
      await registerPerson(test),
      await registerPerson(test),
      await registerPerson(test),
    ];
    const wall = wallOf(test);
    const pushes = () =>
      [fan, quiet, author].map((person) => pushedTo.filter((id) => id === idOf(person)).length);
    await send(quiet, "PUT", "/v1/notifications/preferences", { outfits: "off" });
    await Promise.all([wall.follow(fan, author), wall.follow(quiet, author)]);
    await test.settled();
    const before = pushes();
    await wall.outfit(author);
    await test.settled();
    expect(pushes().map((count, i) => count - (before[i] ?? 0))).toEqual([1, 0, 0]);
  });
});
