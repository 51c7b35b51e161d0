import type { NotificationPage } from "@cbm/contracts";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type Person, registerPerson, startTestApp, type TestApp } from "../../testing/harness.ts";
import { html } from "./html.ts";

let test: TestApp;
beforeAll(async () => {
  test = await startTestApp();
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
