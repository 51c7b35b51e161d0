import { randomUUID } from "node:crypto";
import { isDeepStrictEqual } from "node:util";
import { afterEach, describe, expect, it } from "vitest";
import { registerPerson, startTestApp } from "../testing/harness.ts";
import { nextOf, socketsOf } from "../testing/sockets.ts";
import { CLIENT_EVENT_BUDGET } from "./realtime.ts";

const { listening, socketOf, closeAll, track } = socketsOf();
afterEach(closeAll);

describe("the realtime channel", () => {
  it("takes a socket signed in with an access token into its user's room, and refuses others", async () => {
    const app = await startTestApp();
    const url = await listening(app);
    const [ada, grace] = [await registerPerson(app), await registerPerson(app)];
    const { socket, refused } = await socketOf(url, ada.auth.accessToken);
    expect(refused).toBeUndefined();
    const { socket: other } = await socketOf(url, grace.auth.accessToken);

    const heard = nextOf(socket, "changed");
    let overheard = false;
    other.on("changed", () => {
      overheard = true;
    });
    app.deps.realtime.toUser(ada.auth.user.id, "changed", { topic: "conversations" });
    expect(await heard).toEqual({ topic: "conversations" });
    expect(overheard).toBe(false);

    const [bothHear, graceHears] = [nextOf(socket, "changed"), nextOf(other, "changed")];
    app.deps.realtime.toUsers([], "changed", { topic: "cart" });
    app.deps.realtime.toUsers([ada.auth.user.id, grace.auth.user.id], "changed", { topic: "notifications" });
    expect(await bothHear).toEqual({ topic: "notifications" });
    expect(await graceHears).toEqual({ topic: "notifications" });

    for (const token of ["", "forged.token.value", `${ada.auth.accessToken}x`]) {
      expect((await socketOf(url, token)).refused).toBe("Unauthenticated.");
    }
  });

  it("refuses the token of a session that signed out", async () => {
    const app = await startTestApp();
    const url = await listening(app);
    const ada = await registerPerson(app);
    const out = await app.request({
      method: "POST",
      url: "/v1/authorization/logout",
      payload: { refreshToken: ada.auth.refreshToken },
    });
    expect(out.statusCode, out.body).toBeLessThan(300);
    expect((await socketOf(url, ada.auth.accessToken)).refused).toBe("Unauthenticated.");
  });
  it("works within its instance when Redis cannot be reached, rather than stopping the app", async () => {
    const app = await startTestApp({ REDIS_URL: "redis://127.0.0.1:1", REDIS_PREFIX: "cbm-test-away:" });
    const url = await listening(app);
    const ada = await registerPerson(app);
    const { socket } = await socketOf(url, ada.auth.accessToken);
    const heard = nextOf(socket, "changed");
    app.deps.realtime.toUser(ada.auth.user.id, "changed", { topic: "notifications" });
    expect(await heard).toEqual({ topic: "notifications" });
  });
});

describe("events from clients", () => {
  it("hands a socket's events to the handler with its user, and drops those beyond the socket's budget", async () => {
    const app = await startTestApp();
    const heard: { userId: string; payload: unknown }[] = [];
    app.deps.realtime.onClientEvent("typing", async (userId, payload) => {
      heard.push({ userId, payload });
    });
    const url = await listening(app);
    const ada = await registerPerson(app);
    const { socket } = await socketOf(url, ada.auth.accessToken);
    for (let i = 0; i < CLIENT_EVENT_BUDGET.events * 3; i++)
      socket.emit("typing", { conversationId: randomUUID() });
    // Another socket's event, sent once the first socket's have reached the server, marks their end.
    const last = { conversationId: randomUUID() };
    const { socket: later } = await socketOf(url, ada.auth.accessToken);
    later.emit("typing", last);
    await expect.poll(() => heard.some(({ payload }) => isDeepStrictEqual(payload, last))).toBe(true);
    expect(heard).toHaveLength(CLIENT_EVENT_BUDGET.events + 1);
    expect(new Set(heard.map(({ userId }) => userId))).toEqual(new Set([ada.auth.user.id]));
  });
});

describe("rooms", () => {
  it("joins a socket to a room through its events: a push to the room reaches its sockets alone, and its audience is told", async () => {
    const app = await startTestApp();
    const { realtime } = app.deps;
    const room = `test:${randomUUID()}`;
    realtime.onClientEvent("live:watch", async (_userId, payload, rooms) => {
      await rooms.join(`test:${(payload as { eventId: string }).eventId}`);
    });
    realtime.onClientEvent("live:leave", async (_userId, payload, rooms) => {
      await rooms.leave(`test:${(payload as { eventId: string }).eventId}`);
    });
    const audiences: number[] = [];
    realtime.onAudience("test:", (_room, people) => audiences.push(people));
    const url = await listening(app);
    const [ada, grace] = [await registerPerson(app), await registerPerson(app)];
    const watching = [
      (await socketOf(url, ada.auth.accessToken)).socket,
      (await socketOf(url, ada.auth.accessToken)).socket,
    ];
    const { socket: outside } = await socketOf(url, grace.auth.accessToken);
    for (const socket of watching) socket.emit("live:watch", { eventId: room.slice(5) });
    // One person with two sockets is one in the audience; the count comes once, at most once a second.
    await expect.poll(() => audiences).toEqual([1]);
    expect(await realtime.audienceOf(room)).toBe(1);

    let overheard = false;
    outside.on("live:cheer", () => {
      overheard = true;
    });
    const heard = watching.map((socket) => nextOf(socket, "live:cheer"));
    realtime.toRoom(room, "live:cheer", { eventId: room, kind: "wow", count: 1 });
    expect(await Promise.all(heard)).toEqual([
      { eventId: room, kind: "wow", count: 1 },
      { eventId: room, kind: "wow", count: 1 },
    ]);
    expect(overheard).toBe(false);

    for (const socket of watching) socket.emit("live:leave", { eventId: room.slice(5) });
    await expect.poll(() => audiences, { timeout: 3000 }).toEqual([1, 0]);
  });
});

describe("the realtime channel across instances (Redis)", () => {
  const redisUrl = process.env.REDIS_URL;
  if (!redisUrl && process.env.CI === "true") {
    throw new Error("REDIS_URL must be set in CI: the multi-instance tests need the real Redis");
  }

  it.skipIf(!redisUrl)("carries a push made on one instance to the user's socket on another", async () => {
    const shared = { REDIS_URL: redisUrl, REDIS_PREFIX: `cbm-test-${randomUUID()}:` };
    const first = await startTestApp(shared);
    track(first);
    const second = await startTestApp(shared, {}, first.deps.database);
    const url = await listening(second);
    // Each test instance signs with a secret of its own: the socket signs in where it was registered.
    const ada = await registerPerson(second);
    const { socket, refused } = await socketOf(url, ada.auth.accessToken);
    expect(refused).toBeUndefined();

    const heard = nextOf(socket, "changed");
    first.deps.realtime.toUser(ada.auth.user.id, "changed", { topic: "conversations" });
    expect(await heard).toEqual({ topic: "conversations" });
  });

  it.skipIf(!redisUrl)("counts a room's audience and pushes to it across instances", async () => {
    const shared = { REDIS_URL: redisUrl, REDIS_PREFIX: `cbm-test-${randomUUID()}:` };
    const first = await startTestApp(shared);
    track(first);
    const second = await startTestApp(shared, {}, first.deps.database);
    second.deps.realtime.onClientEvent("live:watch", async (_userId, payload, rooms) => {
      await rooms.join(`test:${(payload as { eventId: string }).eventId}`);
    });
    const url = await listening(second);
    const ada = await registerPerson(second);
    const { socket } = await socketOf(url, ada.auth.accessToken);
    const eventId = randomUUID();
    socket.emit("live:watch", { eventId });
    await expect.poll(() => first.deps.realtime.audienceOf(`test:${eventId}`)).toBe(1);
    const heard = nextOf(socket, "live:viewers");
    first.deps.realtime.toRoom(`test:${eventId}`, "live:viewers", { eventId, viewers: 1 });
    expect(await heard).toEqual({ eventId, viewers: 1 });
  });
});
