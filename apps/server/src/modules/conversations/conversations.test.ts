import { randomUUID } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { idOf, NOT_FOUND, talking } from "../../testing/conversations.ts";
import { registerPerson, startTestApp, type TestApp } from "../../testing/harness.ts";

let test: TestApp;
beforeAll(async () => {
  test = await startTestApp();
});
afterAll(() => test.close());

const { call, open, send, read, list, newMessages, pair, block } = talking({
  get test() {
    return test;
  },
});

describe("GET /v1/user/{id}/chat", () => {
  it("opens one conversation per pair, whoever opens it and however many times at once", async () => {
    const [ada, bo] = await pair();
    const ids = await Promise.all([
      ...Array.from({ length: 5 }, () => open(ada, bo)),
      ...Array.from({ length: 5 }, () => open(bo, ada)),
    ]);
    expect(new Set(ids).size).toBe(1);
    // Nothing was said yet: neither list shows it.
    expect((await list(ada)).total + (await list(bo)).total).toBe(0);
    const conversation = await read(ada, ids[0] as string);
    expect(conversation).toEqual({
      id: ids[0],
      title: null,
      isGroup: false,
      participants: [{ id: idOf(bo), fullName: "Ada Lovelace", avatar: null }],
      isRequest: false,
      requestedBy: null,
      items: [],
      nextCursor: null,
      readMarks: [{ userId: idOf(bo), seq: 0 }],
    });
  });

  it("answers 400 for oneself and a bad id, 404 for an unknown or blocked person, 401 without a token", async () => {
    const [ada, bo] = await pair();
    expect((await call(ada, "GET", `/v1/user/${idOf(ada)}/chat`)).json()).toEqual({
      id: ["You cannot start a conversation with yourself"],
    });
    const bad = await call(ada, "GET", "/v1/user/nope/chat");
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toEqual({ id: ["User must be a valid id"] });
    expect((await call(ada, "GET", `/v1/user/${randomUUID()}/chat`)).statusCode).toBe(404);
    await block(bo, ada);
    for (const [viewer, other] of [
      [ada, bo],
      [bo, ada],
    ] as const) {
      expect((await call(viewer, "GET", `/v1/user/${idOf(other)}/chat`)).statusCode).toBe(404);
    }
    const anonymous = await call(null, "GET", `/v1/user/${idOf(bo)}/chat`);
    expect(anonymous.statusCode).toBe(401);
    expect(anonymous.json()).toEqual({ message: "Unauthenticated." });
  });
});

describe("POST /v1/conversation/{id}", () => {
  it("sends a message that the other reads, oldest to newest, and reading marks it read", async () => {
    const [ada, bo] = await pair();
    const id = await open(ada, bo);
    const first = await send(ada, id, { message: "  Is the coat still available?  " });
    expect(first).toEqual({
      id: expect.any(String),
      conversationId: id,
      kind: "message",
      seq: 1,
      senderId: idOf(ada),
      text: "Is the coat still available?",
      image: null,
      productId: null,
      outfitId: null,
      product: null,
      outfit: null,
      offPlatformPaymentWarning: false,
      createdAt: expect.stringMatching(/^\d{4}-\d\d-\d\dT.*Z$/),
    });
    const second = await send(bo, id, { message: "Yes, in M." });
    expect(await newMessages(bo)).toBe(1);
    expect((await read(bo, id)).items.map((message) => [message.id, message.seq])).toEqual([
      [first.id, 1],
      [second.id, 2],
    ]);
    expect(await newMessages(bo)).toBe(0);
    expect(await newMessages(ada)).toBe(1);
    // Each sees how far the other has read.
    expect((await read(ada, id)).readMarks).toEqual([{ userId: idOf(bo), seq: 2 }]);
    expect((await read(bo, id)).readMarks).toEqual([{ userId: idOf(ada), seq: 2 }]);
  });

  it("refuses an empty or too long message and bad ids with field messages", async () => {
    const [ada, bo] = await pair();
    const id = await open(ada, bo);
    for (const [url, body, expected] of [
      [`/v1/conversation/${id}`, { message: "   " }, { message: ["Message is required"] }],
      [`/v1/conversation/${id}`, {}, { message: ["Message is required"] }],
      [
        `/v1/conversation/${id}`,
        { message: "x".repeat(4001) },
        { message: ["Message must be at most 4000 characters"] },
      ],
      [
        `/v1/conversation/${id}`,
        { message: "Hi", productId: "p1", image: "http://evil.test/x.png" },
        {
          productId: ["Product must be a valid id"],
          image: ["Image must be the location of an uploaded image"],
        },
      ],
      ["/v1/conversation/nope", { message: "Hi" }, { id: ["Conversation must be a valid id"] }],
    ] as const) {
      const response = await call(ada, "POST", url, body);
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual(expected);
    }
    expect((await send(ada, id, { message: "x".repeat(4000) })).text).toHaveLength(4000);
  });

  it("lets only participants read or post (404), and nobody without a token (401)", async () => {
    const [ada, bo] = await pair();
    const stranger = await registerPerson(test);
    const id = await open(ada, bo);
    for (const [method, url] of [
      ["GET", `/v1/conversation/${id}`],
      ["POST", `/v1/conversation/${id}`],
      ["POST", `/v1/conversation/${id}/leave`],
      ["GET", `/v1/conversation/${randomUUID()}`],
      ["POST", `/v1/conversation/${randomUUID()}`],
      ["POST", `/v1/conversation/${randomUUID()}/leave`],
    ] as const) {
      const response = await call(stranger, method, url, method === "POST" ? { message: "Hi" } : undefined);
      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual(NOT_FOUND);
      const anonymous = await call(null, method, url, method === "POST" ? { message: "Hi" } : undefined);
      expect(anonymous.statusCode).toBe(401);
      expect(anonymous.json()).toEqual({ message: "Unauthenticated." });
    }
  });

  it("closes a one-to-one conversation to both sides once either blocks the other", async () => {
    const [ada, bo] = await pair();
    const id = await open(ada, bo);
    await send(bo, id, { message: "Hello" });
    await block(ada, bo);
    for (const person of [ada, bo]) {
      const response = await call(person, "POST", `/v1/conversation/${id}`, { message: "Still there?" });
      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual(NOT_FOUND);
      expect((await call(person, "GET", `/v1/conversation/${id}`)).statusCode).toBe(404);
      expect((await list(person)).total).toBe(0);
    }
    expect(await newMessages(ada)).toBe(0);
  });

  it("counts exactly when 20 messages are sent at once", async () => {
    const [ada, bo] = await pair();
    const id = await open(ada, bo);
    const sent = await Promise.all(
      Array.from({ length: 20 }, (_, index) => send(ada, id, { message: `Message ${index}` })),
    );
    expect(await newMessages(bo)).toBe(20);
    expect((await list(bo)).items[0]?.unreadCount).toBe(20);
    const conversation = await read(bo, id, "?size=50");
    expect(conversation.items.map((message) => message.id).sort()).toEqual(sent.map((m) => m.id).sort());
    expect(await newMessages(bo)).toBe(0);
  });

  it("warns the receiver, never the sender, of a message asking to pay outside CBM", async () => {
    const [ada, bo] = await pair();
    const id = await open(ada, bo);
    const flagged = [
      "Pay me via PayPal and I'll ship today",
      "Just send the money through zelle",
      "My card is 4242 4242 4242 4242",
    ];
    const fine = ["It costs 40 dollars", "Call 0123 4567 8901 2345 maybe", "I paid with the CBM checkout"];
    for (const text of [...flagged, ...fine]) {
      expect((await send(ada, id, { message: text })).offPlatformPaymentWarning).toBe(false);
    }
    const warned = (await read(bo, id)).items.map((message) => [
      message.text,
      message.offPlatformPaymentWarning,
    ]);
    expect(warned).toEqual([...flagged.map((text) => [text, true]), ...fine.map((text) => [text, false])]);
  });

  it("stores markup as text and answers it verbatim", async () => {
    const [ada, bo] = await pair();
    const id = await open(ada, bo);
    const corpus = [
      "<script>window.__x()</script>",
      '<img src=x onerror="window.__x()">',
      "<svg/onload=window.__x()>",
      '"><iframe src="javascript:window.__x()">',
      "{{constructor.constructor('window.__x()')()}}",
    ];
    for (const text of corpus) await send(ada, id, { message: text });
    expect((await read(bo, id)).items.map((message) => message.text)).toEqual(corpus);
    expect((await list(bo)).items[0]?.lastMessage?.text).toBe(corpus.at(-1));
  });
});

describe("GET /v1/conversation/{id}", () => {
  it("pages back to older messages with a cursor, each page oldest to newest", async () => {
    const [ada, bo] = await pair();
    const id = await open(ada, bo);
    for (let index = 1; index <= 5; index++) await send(ada, id, { message: `m${index}` });
    const newest = await read(bo, id, "?size=2");
    expect(newest.items.map((message) => message.text)).toEqual(["m4", "m5"]);
    const older = await read(bo, id, `?size=2&cursor=${newest.nextCursor}`);
    expect(older.items.map((message) => message.text)).toEqual(["m2", "m3"]);
    const oldest = await read(bo, id, `?size=2&cursor=${older.nextCursor}`);
    expect(oldest).toMatchObject({ items: [{ text: "m1" }], nextCursor: null });
    const bad = await call(bo, "GET", `/v1/conversation/${id}?cursor=abc`);
    expect(bad.statusCode).toBe(400);
    expect(Object.keys(bad.json())).toEqual(["cursor"]);
  });
});

describe("GET /v1/conversations", () => {
  it("lists the viewer's conversations, newest activity first, with the others, the last message and unread counts", async () => {
    const [ada, bo] = await pair();
    const cy = await registerPerson(test, { firstName: "Cy", lastName: "Twombly" });
    const withBo = await open(ada, bo);
    const withCy = await open(ada, cy);
    await send(cy, withCy, { message: "From Cy" });
    await send(bo, withBo, { message: "From Bo" });
    const page = await list(ada);
    expect(page).toMatchObject({ page: 0, size: 20, total: 2 });
    expect(page.items).toEqual([
      {
        id: withBo,
        title: null,
        isGroup: false,
        participants: [{ id: idOf(bo), fullName: "Ada Lovelace", avatar: null }],
        lastMessage: { kind: "message", text: "From Bo", senderId: idOf(bo), at: expect.any(String) },
        unreadCount: 1,
        isRequest: false,
        requestedBy: null,
      },
      expect.objectContaining({
        id: withCy,
        participants: [{ id: idOf(cy), fullName: "Cy Twombly", avatar: null }],
        unreadCount: 1,
      }),
    ]);
    expect(await newMessages(ada)).toBe(2);
    expect((await list(ada, "?size=1&page=1")).items.map((item) => item.id)).toEqual([withCy]);
    const bad = await call(ada, "GET", "/v1/conversations?size=0&requests=maybe");
    expect(bad.statusCode).toBe(400);
    expect(Object.keys(bad.json()).sort()).toEqual(["requests", "size"]);
    for (const url of ["/v1/conversations", "/v1/conversations/new-message-count"]) {
      expect((await call(null, "GET", url)).json()).toEqual({ message: "Unauthenticated." });
    }
  });
});
