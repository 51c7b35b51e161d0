import type { NotificationPage, NotificationPreferences } from "@cbm/contracts";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { idOf, wallOf } from "../../testing/closets-and-outfits.ts";
import { type Person, registerPerson, startTestApp, type TestApp } from "../../testing/harness.ts";

let test: TestApp;
beforeAll(async () => {
  test = await startTestApp();
});
afterAll(() => test.close());

const PATH = "/v1/notifications/preferences";
const choose = (person: Person | null, payload: unknown) =>
  test.request({ method: "PUT", url: PATH, headers: person?.headers, payload: payload as object });
const preferencesOf = async (person: Person) =>
  (await test.request({ method: "GET", url: PATH, headers: person.headers })).json<NotificationPreferences>();
const channelsOf = async (person: Person) =>
  Object.fromEntries((await preferencesOf(person)).preferences.map(({ topic, channel }) => [topic, channel]));
const notificationsOf = async (person: Person) => {
  await test.settled();
  return (
    await test.request({ method: "GET", url: "/v1/notifications", headers: person.headers })
  ).json<NotificationPage>();
};
const follow = (follower: Person, followee: Person) => wallOf(test).follow(follower, followee);

describe("notification preferences", () => {
  it("start in the app for people's news, and by mail too for orders and billing", async () => {
    const ada = await registerPerson(test);
    expect(await channelsOf(ada)).toEqual({
      follows: "app",
      likes: "app",
      comments: "app",
      outfits: "app",
      messages: "app",
      events: "app",
      orders: "mail",
      account: "mail",
    });
  });

  it("change only the kinds named, for the viewer only, and answer them all", async () => {
    const [ada, grace] = [await registerPerson(test), await registerPerson(test)];
    const changed = await choose(ada, { follows: "mail", likes: "off", orders: "app" });
    expect(changed.statusCode, changed.body).toBe(200);
    expect(changed.json<NotificationPreferences>().preferences).toContainEqual({
      topic: "likes",
      channel: "off",
    });
    expect(await channelsOf(ada)).toMatchObject({
      follows: "mail",
      likes: "off",
      comments: "app",
      orders: "app",
    });
    expect((await choose(ada, { likes: "app" })).statusCode).toBe(200);
    expect(await channelsOf(ada)).toMatchObject({ follows: "mail", likes: "app" });
    expect(await channelsOf(grace)).toMatchObject({ follows: "app", likes: "app", orders: "mail" });
  });

  it("name a channel a kind does not allow, an unknown kind and a wrong value, and change nothing", async () => {
    const ada = await registerPerson(test);
    const refused = await choose(ada, { follows: "off", orders: "off", outfits: "mail", account: "app" });
    expect(refused.statusCode).toBe(400);
    const choice = ["Choose how you want to be told from the list"];
    expect(refused.json()).toEqual({ orders: choice, outfits: choice, account: choice });
    const unknown = await choose(ada, { birthdays: "app" });
    expect(unknown.statusCode).toBe(400);
    expect(JSON.stringify(unknown.json())).toContain("There is no such kind of notification");
    for (const payload of [{ likes: 3 }, ["likes"], { likes: "loud" }]) {
      expect((await choose(ada, payload)).statusCode).toBe(400);
    }
    expect((await channelsOf(ada)).follows).toBe("app");
  });

  it("need a token", async () => {
    expect((await test.request({ method: "GET", url: PATH })).json()).toEqual({
      message: "Unauthenticated.",
    });
    const anonymous = await choose(null, { follows: "off" });
    expect([anonymous.statusCode, anonymous.json()]).toEqual([401, { message: "Unauthenticated." }]);
  });
});

describe("telling people as they chose", () => {
  it("tells nothing of a kind turned off, and the other kinds as before", async () => {
    const [quiet, fan] = [await registerPerson(test), await registerPerson(test)];
    await choose(quiet, { follows: "off" });
    await follow(fan, quiet);
    expect((await notificationsOf(quiet)).total).toBe(0);
    expect(test.deps.outbox.list(quiet.email)).toEqual([]);
  });

  it("mails as well as storing it when mail was chosen, with the link into the app", async () => {
    const [keen, fan] = [await registerPerson(test), await registerPerson(test, { firstName: "Grace" })];
    await choose(keen, { follows: "mail" });
    await follow(fan, keen);
    expect((await notificationsOf(keen)).total).toBe(1);
    const [mail] = test.deps.outbox.list(keen.email);
    expect(mail).toMatchObject({
      subject: "Grace Lovelace started following you.",
      text: expect.stringContaining(`See it on CBM: /users/profile/${idOf(fan)}`),
    });
  });

  it("leaves out of a new outfit's news the followers who turned new outfits off", async () => {
    const wall = wallOf(test);
    const [author, keen, quiet] = [
      await registerPerson(test),
      await registerPerson(test),
      await registerPerson(test),
    ];
    await choose(quiet, { outfits: "off" });
    await Promise.all([follow(keen, author), follow(quiet, author)]);
    await wall.outfit(author);
    expect((await notificationsOf(keen)).items.map((item) => item.kind)).toEqual([
      expect.stringMatching(/^outfit:/),
    ]);
    expect((await notificationsOf(quiet)).total).toBe(0);
  });
});
