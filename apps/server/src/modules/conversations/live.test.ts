import type { NotificationPage } from "@cbm/contracts";
import type { Socket } from "socket.io-client";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { talking } from "../../testing/conversations.ts";
import { registerPerson, startTestApp, type TestApp } from "../../testing/harness.ts";
import { nextOf, socketsOf } from "../../testing/sockets.ts";

const { listening, socketOf, closeAll } = socketsOf();
let test: TestApp;
let url: string;
beforeAll(async () => {
  test = await startTestApp();
  url = await listening(test);
});
afterAll(closeAll);

const { call, open, send, read, block, pair } = talking({
  get test() {
    return test;
  },
});

const connected = async (token: string) => (await socketOf(url, token)).socket;

/** Every `event` the socket hears within `ms`. */
async function heardWithin(socket: Socket, event: string, ms: number): Promise<unknown[]> {
  const heard: unknown[] = [];
  const record = (payload: unknown) => heard.push(payload);
  socket.on(event, record);
  await new Promise((resolve) => setTimeout(resolve, ms));
  socket.off(event, record);
  return heard;
}

describe("conversations, live", () => {
  it("tells the receiver's open socket of a new message, and the sender's other sockets", async () => {
    const [ada, grace] = await pair();
    const [receiving, echoing] = [
      await connected(grace.auth.accessToken),
      await connected(ada.auth.accessToken),
    ];
    const heard = [nextOf(receiving, "changed"), nextOf(echoing, "changed")];
    const id = await open(ada, grace);
    await send(ada, id, { message: "Coffee at ten?" });
    expect(await Promise.all(heard)).toEqual([{ topic: "conversations" }, { topic: "conversations" }]);
  });

  it("notifies someone who takes chats only from those they follow of a message request", async () => {
    const [ada, quiet] = [await registerPerson(test), await registerPerson(test, { firstName: "Quiet" })];
    const changed = await call(quiet, "POST", "/v1/users/update-profile", { chatInvitation: false });
    expect(changed.statusCode, changed.body).toBe(200);
    const id = await open(ada, quiet);
    await send(ada, id, { message: "Could I borrow your coat?" });
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

describe("typing", () => {
  it("tells the other participant who is writing, not the writer", async () => {
    const [ada, grace] = await pair();
    const id = await open(ada, grace);
    const [writing, watching] = [
      await connected(ada.auth.accessToken),
      await connected(grace.auth.accessToken),
    ];
    const heard = nextOf(watching, "typing");
    const echoed = heardWithin(writing, "typing", 300);
    writing.emit("typing", { conversationId: id });
    expect(await heard).toEqual({ conversationId: id, userId: ada.auth.user.id });
    expect(await echoed).toEqual([]);
  });

  it("tells nobody of a stranger, a blocked person, an unknown conversation or a malformed event", async () => {
    const [ada, grace] = await pair();
    const stranger = await registerPerson(test);
    const id = await open(ada, grace);
    const watching = await connected(grace.auth.accessToken);
    const [strangerSocket, adaSocket] = [
      await connected(stranger.auth.accessToken),
      await connected(ada.auth.accessToken),
    ];
    const heard = heardWithin(watching, "typing", 500);
    strangerSocket.emit("typing", { conversationId: id });
    adaSocket.emit("typing", { conversationId: crypto.randomUUID() });
    adaSocket.emit("typing", { conversationId: "nope" });
    adaSocket.emit("typing", "nope");
    expect(await heard).toEqual([]);
    await block(grace, ada);
    const afterBlock = heardWithin(watching, "typing", 400);
    adaSocket.emit("typing", { conversationId: id });
    expect(await afterBlock).toEqual([]);
  });
});

describe("read marks", () => {
  it("tells the sender once the other has read their messages, and only when the mark moves", async () => {
    const [ada, grace] = await pair();
    const id = await open(ada, grace);
    await send(ada, id, { message: "One" });
    await send(ada, id, { message: "Two" });
    const sender = await connected(ada.auth.accessToken);
    const told = nextOf(sender, "read");
    await read(grace, id);
    expect(await told).toEqual({ conversationId: id, userId: grace.auth.user.id, seq: 2 });
    const again = heardWithin(sender, "read", 400);
    await read(grace, id);
    expect(await again).toEqual([]);
    expect((await read(ada, id)).readMarks).toEqual([{ userId: grace.auth.user.id, seq: 2 }]);
  });
});
