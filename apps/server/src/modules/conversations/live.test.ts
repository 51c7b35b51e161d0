import type { NotificationPage } from "@cbm/contracts";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type Person, registerPerson, startTestApp, type TestApp } from "../../testing/harness.ts";
import { nextOf, socketsOf } from "../../testing/sockets.ts";

const { listening, socketOf, closeAll } = socketsOf();
let test: TestApp;
let url: string;
beforeAll(async () => {
  test = await startTestApp();
  url = await listening(test);
});
afterAll(closeAll);

const call = (person: Person, method: "GET" | "POST", path: string, payload?: object) =>
  test.request({ method, url: path, headers: person.headers, payload });

async function conversationWith(viewer: Person, other: Person): Promise<string> {
  const opened = await call(viewer, "GET", `/v1/user/${other.auth.user.id}/chat`);
  expect(opened.statusCode, opened.body).toBe(200);
  return opened.json<{ id: string }>().id;
}

describe("conversations, live", () => {
  it("tells the receiver's open socket of a new message, and the sender's other sockets", async () => {
    const [ada, grace] = [await registerPerson(test), await registerPerson(test)];
    const [receiving, echoing] = [
      (await socketOf(url, grace.auth.accessToken)).socket,
      (await socketOf(url, ada.auth.accessToken)).socket,
    ];
    const heard = [nextOf(receiving, "changed"), nextOf(echoing, "changed")];
    const id = await conversationWith(ada, grace);
    const sent = await call(ada, "POST", `/v1/conversation/${id}`, { message: "Coffee at ten?" });
    expect(sent.statusCode, sent.body).toBe(201);
    expect(await Promise.all(heard)).toEqual([{ topic: "conversations" }, { topic: "conversations" }]);
  });

  it("notifies someone who takes chats only from those they follow of a message request", async () => {
    const [ada, quiet] = [await registerPerson(test), await registerPerson(test, { firstName: "Quiet" })];
    const changed = await call(quiet, "POST", "/v1/users/update-profile", { chatInvitation: false });
    expect(changed.statusCode, changed.body).toBe(200);
    const id = await conversationWith(ada, quiet);
    const sent = await call(ada, "POST", `/v1/conversation/${id}`, { message: "Could I borrow your coat?" });
    expect(sent.statusCode, sent.body).toBe(201);
    await test.settled();
    const { items } = (await call(quiet, "GET", "/v1/notifications")).json<NotificationPage>();
    expect(items).toEqual([
      expect.objectContaining({
        message: "<strong>Ada Lovelace</strong> sent you a message request.",
        link: "/chat",
      }),
    ]);
  });
});
