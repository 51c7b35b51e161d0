import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { idOf, talking } from "../../testing/conversations.ts";
import { registerPerson, startTestApp, type TestApp } from "../../testing/harness.ts";
import { openGroup } from "./index.ts";

let test: TestApp;
beforeAll(async () => {
  test = await startTestApp();
});
afterAll(() => test.close());

const { call, open, send, read, list, newMessages, pair, privatePerson } = talking({
  get test() {
    return test;
  },
});

describe("message requests", () => {
  it("lets someone message a person who takes chats only from people they follow once, until accepted", async () => {
    const [ada, quiet] = [await registerPerson(test), await privatePerson()];
    const id = await open(ada, quiet);
    expect((await list(quiet, "?requests=true")).total).toBe(0);
    await send(ada, id, { message: "Hello, may I ask about your closet?" });
    const again = await call(ada, "POST", `/v1/conversation/${id}`, { message: "Hello?" });
    expect(again.statusCode).toBe(403);
    expect(again.json()).toEqual({
      message: "You can send one message until this person accepts your request.",
    });
    expect((await list(ada)).items[0]).toMatchObject({ id, isRequest: true, requestedBy: idOf(ada) });
    expect((await list(quiet)).total).toBe(0);
    expect(await newMessages(quiet)).toBe(0);
    const requests = await list(quiet, "?requests=true");
    expect(requests.items).toEqual([expect.objectContaining({ id, isRequest: true, unreadCount: 1 })]);
    expect((await call(ada, "POST", `/v1/conversation/${id}/accept`)).statusCode).toBe(404);
    const accepted = await call(quiet, "POST", `/v1/conversation/${id}/accept`);
    expect(accepted.json()).toEqual({ message: "You accepted the message request." });
    expect((await list(quiet)).items[0]).toMatchObject({ id, isRequest: false, unreadCount: 1 });
    await send(ada, id, { message: "Thanks!" });
    expect((await call(quiet, "POST", `/v1/conversation/${id}/accept`)).statusCode).toBe(404);
  });

  it("hides a declined request from its recipient without telling its sender", async () => {
    const [ada, quiet] = [await registerPerson(test), await privatePerson()];
    const id = await open(ada, quiet);
    await send(ada, id, { message: "Hello" });
    const declined = await call(quiet, "POST", `/v1/conversation/${id}/decline`);
    expect(declined.json()).toEqual({ message: "You declined the message request." });
    expect((await list(quiet, "?requests=true")).total).toBe(0);
    expect((await call(quiet, "GET", `/v1/conversation/${id}`)).statusCode).toBe(404);
    expect((await list(ada)).items[0]).toMatchObject({ id, isRequest: true });
    expect((await call(ada, "POST", `/v1/conversation/${id}`, { message: "Hi?" })).statusCode).toBe(403);
    expect((await call(quiet, "POST", `/v1/conversation/${id}/decline`)).statusCode).toBe(404);
  });

  it("ends a request once its recipient follows its sender or opens the chat themselves", async () => {
    const [ada, bo, quiet] = [await registerPerson(test), await registerPerson(test), await privatePerson()];
    const fromAda = await open(ada, quiet);
    const fromBo = await open(bo, quiet);
    for (const [sender, id] of [
      [ada, fromAda],
      [bo, fromBo],
    ] as const) {
      await send(sender, id, { message: "Hello" });
    }
    expect((await call(quiet, "POST", `/v1/user/${idOf(ada)}/follow`)).statusCode).toBe(200);
    expect(await open(ada, quiet)).toBe(fromAda);
    expect(await open(quiet, bo)).toBe(fromBo);
    for (const [sender, id] of [
      [ada, fromAda],
      [bo, fromBo],
    ] as const) {
      expect((await read(sender, id)).isRequest).toBe(false);
      await send(sender, id, { message: "Thanks for accepting" });
    }
    expect((await list(quiet, "?requests=true")).total).toBe(0);
  });

  it("opens no request to someone who follows the viewer, and a reply accepts one", async () => {
    const [ada, quiet, fan] = [await registerPerson(test), await privatePerson(), await privatePerson()];
    expect((await call(fan, "POST", `/v1/user/${idOf(ada)}/follow`)).statusCode).toBe(200);
    const withFan = await open(ada, fan);
    expect((await read(ada, withFan)).isRequest).toBe(false);
    const id = await open(ada, quiet);
    await send(ada, id, { message: "Hello" });
    await send(quiet, id, { message: "Hi back" });
    expect((await read(ada, id)).isRequest).toBe(false);
    await send(ada, id, { message: "Great" });
  });

  it("emits one message request event and a message event per message", async () => {
    const [ada, quiet] = [await registerPerson(test), await privatePerson()];
    const heard: string[] = [];
    test.deps.bus.live("message.requested", (event) => {
      if (event.requesterId === idOf(ada)) heard.push(`requested ${event.recipientId}`);
    });
    test.deps.bus.live("message.sent", (event) => {
      if (event.senderId === idOf(ada)) heard.push(`sent to ${event.recipientIds.join(",")}`);
    });
    const id = await open(ada, quiet);
    await send(ada, id, { message: "Hello" });
    expect(heard).toEqual([`sent to ${idOf(quiet)}`, `requested ${idOf(quiet)}`]);
  });
});

describe("POST /v1/conversation/{id}/leave", () => {
  it("hides a one-to-one conversation from the one who left until the next message; the other sees that they left", async () => {
    const [ada, bo] = await pair();
    const id = await open(ada, bo);
    await send(bo, id, { message: "Hi" });
    const left = await call(ada, "POST", `/v1/conversation/${id}/leave`);
    expect(left.json()).toEqual({ message: "You left the conversation." });
    expect((await list(ada)).total).toBe(0);
    expect(await newMessages(ada)).toBe(0);
    expect((await call(ada, "GET", `/v1/conversation/${id}`)).statusCode).toBe(404);
    expect((await call(ada, "POST", `/v1/conversation/${id}/leave`)).statusCode).toBe(404);
    const seen = await read(bo, id);
    expect(seen.items.map((message) => [message.kind, message.senderId])).toEqual([
      ["message", idOf(bo)],
      ["left", idOf(ada)],
    ]);
    expect(seen.participants.map((person) => person.id)).toEqual([idOf(ada)]);
    expect(await newMessages(bo)).toBe(0);
    await send(bo, id, { message: "Come back" });
    expect((await list(ada)).items).toEqual([
      expect.objectContaining({
        id,
        unreadCount: 1,
        lastMessage: expect.objectContaining({ text: "Come back" }),
      }),
    ]);
    expect((await read(ada, id)).items.map((message) => message.text)).toEqual(["Hi", "", "Come back"]);
  });

  it("brings back whoever left when they open the conversation again, what was said meanwhile read", async () => {
    const [ada, bo] = await pair();
    const id = await open(ada, bo);
    await call(ada, "POST", `/v1/conversation/${id}/leave`);
    expect(await open(ada, bo)).toBe(id);
    expect((await list(ada)).items).toEqual([expect.objectContaining({ id, unreadCount: 0 })]);
  });

  it("keeps a group for the rest when one leaves", async () => {
    const [ada, bo] = await pair();
    const cy = await registerPerson(test, { firstName: "Cy" });
    const { id } = await openGroup(test.deps, idOf(ada), "Vintage swap", [idOf(bo), idOf(cy)]);
    await send(bo, id, { message: "Welcome" });
    expect((await list(ada)).items[0]).toMatchObject({
      id,
      title: "Vintage swap",
      isGroup: true,
      unreadCount: 1,
    });
    await call(cy, "POST", `/v1/conversation/${id}/leave`);
    expect((await read(ada, id)).participants.map((person) => person.id)).toEqual([idOf(bo)]);
    await send(ada, id, { message: "Still here" });
    expect(await newMessages(bo)).toBe(1);
    expect(await newMessages(cy)).toBe(0);
  });
});
