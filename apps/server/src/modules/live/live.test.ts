import { randomUUID } from "node:crypto";
import { type LiveComment, type LiveNow, type LiveRoom, liveEndpoints } from "@cbm/contracts";
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { registerAdmin, startTestApp, type TestApp } from "../../testing/harness.ts";
import { liveOf } from "../../testing/live.ts";
import { productPhoto } from "../../testing/shop.ts";
import { LIVE_PACE } from "./service.ts";

let test: TestApp;
let live: ReturnType<typeof liveOf>;
beforeAll(async () => {
  test = await startTestApp();
  live = liveOf(test, await productPhoto(test));
});
afterAll(() => test.close());

type Live = ReturnType<typeof liveOf>;
const call = (...args: Parameters<Live["call"]>) => live.call(...args);
const ok = <T>(...args: Parameters<Live["ok"]>) => live.ok<T>(...args);

describe("every live endpoint", () => {
  it("answers 401 without a token, and 400 naming the field for a malformed id", async () => {
    const viewer = await live.customer();
    for (const { method, path } of Object.values(liveEndpoints)) {
      const url = path.replace(":id", randomUUID()).replace(":commentId", randomUUID());
      const anonymous = await call(null, method, url, {});
      expect([url, anonymous.statusCode, anonymous.json()]).toEqual([
        url,
        401,
        { message: "Unauthenticated." },
      ]);
      if (!path.includes(":id")) continue;
      const malformed = await call(
        viewer,
        method,
        path.replace(":id", "nope").replace(":commentId", randomUUID()),
        {},
      );
      expect([path, malformed.statusCode, Object.keys(malformed.json())]).toEqual([path, 400, ["id"]]);
    }
  });

  it("answers 404 for an event the viewer may not see, and 403 to a viewer who does not run it", async () => {
    const hidden = await live.liveEvent({ visibility: "invite_only" });
    const open = await live.liveEvent();
    const viewer = await live.customer();
    const moderating = [
      ["pin", { productId: null }],
      ["end", undefined],
      ["unmute", { userId: viewer.auth.user.id }],
    ] as const;
    for (const [verb, body] of [...moderating, ["cheer", { kind: "wow" }] as const]) {
      const hiddenAnswer = await call(viewer, "POST", `/v1/event/${hidden.event.id}/${verb}`, body);
      expect([verb, hiddenAnswer.statusCode]).toEqual([verb, 404]);
    }
    for (const [verb, body] of moderating) {
      const forbidden = await call(viewer, "POST", `/v1/event/${open.event.id}/${verb}`, body);
      expect([verb, forbidden.statusCode]).toEqual([verb, 403]);
    }
  });
});

describe("going live and ending", () => {
  it("lets the host go live, end, and resume within 2 hours; the room follows", async () => {
    const { host, event } = await live.hostedEvent();
    const started = await ok<LiveRoom>(host, "POST", `/v1/event/${event.id}/live`);
    expect(started).toMatchObject({
      event: { id: event.id, status: "live" },
      canModerate: true,
      resumableUntil: null,
    });
    expect((await call(host, "POST", `/v1/event/${event.id}/live`)).json()).toEqual({
      message: "This event is already live.",
    });

    const ended = await ok<LiveRoom>(host, "POST", `/v1/event/${event.id}/end`);
    expect(ended.event.status).toBe("ended");
    expect(Date.parse(ended.resumableUntil ?? "") - Date.now()).toBeGreaterThan(119 * 60_000);
    const again = await call(host, "POST", `/v1/event/${event.id}/end`);
    expect([again.statusCode, again.json()]).toEqual([409, { message: "This event is not live." }]);

    expect((await ok<LiveRoom>(host, "POST", `/v1/event/${event.id}/live`)).event.status).toBe("live");
  });

  it("refuses to resume a live ended more than 2 hours ago, and a cancelled event", async () => {
    const { host, event } = await live.liveEvent();
    await ok(host, "POST", `/v1/event/${event.id}/end`);
    await test.deps.database.db.execute(
      sql`update events set live_ended_at = now() - interval '121 minutes' where id = ${event.id}`,
    );
    const late = await call(host, "POST", `/v1/event/${event.id}/live`);
    expect([late.statusCode, late.json()]).toEqual([
      409,
      { message: "This live ended more than 2 hours ago and can no longer be resumed." },
    ]);
    expect((await ok<LiveRoom>(host, "GET", `/v1/event/${event.id}/live`)).resumableUntil).toBeNull();

    const cancelled = await live.hostedEvent();
    await ok(cancelled.host, "POST", `/v1/event/${cancelled.event.id}/cancel`);
    const refused = await call(cancelled.host, "POST", `/v1/event/${cancelled.event.id}/live`);
    expect([refused.statusCode, refused.json()]).toEqual([409, { message: "This event was cancelled." }]);
  });

  it("answers 401, 400, 403 to a viewer who is not the host, and 404 to one who may not see it", async () => {
    const { event } = await live.hostedEvent({ visibility: "invite_only" });
    const stranger = await live.customer();
    expect((await call(null, "POST", `/v1/event/${event.id}/live`)).json()).toEqual({
      message: "Unauthenticated.",
    });
    const bad = await call(stranger, "POST", "/v1/event/nope/live");
    expect([bad.statusCode, Object.keys(bad.json())]).toEqual([400, ["id"]]);
    expect((await call(stranger, "POST", `/v1/event/${event.id}/live`)).statusCode).toBe(404);
    expect((await call(stranger, "POST", `/v1/event/${event.id}/end`)).statusCode).toBe(404);

    const open = await live.hostedEvent();
    const forbidden = await call(stranger, "POST", `/v1/event/${open.event.id}/live`);
    expect([forbidden.statusCode, forbidden.json()]).toEqual([
      403,
      { message: "Only the event's host can do this." },
    ]);
  });
});

describe("the live room and what is live now", () => {
  it("opens the room to a viewer who may see the event, 404 otherwise", async () => {
    const { host, event, product } = await live.liveEvent();
    const viewer = await live.customer();
    const room = await ok<LiveRoom>(viewer, "GET", `/v1/event/${event.id}/live`);
    expect(room).toMatchObject({
      event: { id: event.id, status: "live", products: [{ id: product.id }] },
      viewers: 0,
      pinned: null,
      deal: null,
      cheers: { heart: 0, fire: 0, clap: 0, wow: 0 },
      comments: [],
      canModerate: false,
      viewerMuted: false,
    });
    expect((await ok<LiveRoom>(host, "GET", `/v1/event/${event.id}/live`)).canModerate).toBe(true);

    const hidden = await live.hostedEvent({ visibility: "invite_only" });
    expect((await call(viewer, "GET", `/v1/event/${hidden.event.id}/live`)).statusCode).toBe(404);
    expect((await call(viewer, "GET", `/v1/event/${randomUUID()}/live`)).statusCode).toBe(404);
    expect((await call(null, "GET", `/v1/event/${event.id}/live`)).statusCode).toBe(401);
    expect(Object.keys((await call(viewer, "GET", "/v1/event/x/live")).json())).toEqual(["id"]);
  });

  it("lists the events live now with their pinned product, and the next ones to start", async () => {
    const { host, event, product } = await live.liveEvent();
    await ok(host, "POST", `/v1/event/${event.id}/pin`, { productId: product.id });
    const soon = await live.hostedEvent({ title: "Starting soon" });
    const viewer = await live.customer();
    const now = await ok<LiveNow>(viewer, "GET", "/v1/live");
    expect(now.live.find((entry) => entry.event.id === event.id)).toMatchObject({
      event: { status: "live" },
      viewers: 0,
      pinned: { id: product.id },
    });
    expect(now.next.map((entry) => entry.status)).not.toContain("live");
    expect(now.next.length).toBeGreaterThan(0);
    expect(now.live.map((entry) => entry.event.id)).not.toContain(soon.event.id);
    expect((await call(null, "GET", "/v1/live")).statusCode).toBe(401);
  });
});

describe("comments", () => {
  it("takes a comment while live and pages older ones by cursor, newest first", async () => {
    const { event } = await live.liveEvent();
    const viewer = await live.customer();
    const said: LiveComment[] = [];
    for (const message of ["First!", "Love the coat", "Size M?"]) {
      const response = await call(viewer, "POST", `/v1/event/${event.id}/comments`, { message });
      expect(response.statusCode, response.body).toBe(201);
      said.push(response.json<LiveComment>());
    }
    expect(said[0]).toMatchObject({
      message: "First!",
      author: { id: viewer.auth.user.id, fullName: "Ada Lovelace" },
    });
    const first = await ok<{ items: LiveComment[]; nextCursor: string }>(
      viewer,
      "GET",
      `/v1/event/${event.id}/comments?size=2`,
    );
    expect(first.items.map((comment) => comment.message)).toEqual(["Size M?", "Love the coat"]);
    const rest = await ok<{ items: LiveComment[]; nextCursor: null }>(
      viewer,
      "GET",
      `/v1/event/${event.id}/comments?size=2&cursor=${first.nextCursor}`,
    );
    expect([rest.items.map((comment) => comment.message), rest.nextCursor]).toEqual([["First!"], null]);
    const room = await ok<LiveRoom>(viewer, "GET", `/v1/event/${event.id}/live`);
    expect(room.comments.map((comment) => comment.message)).toEqual(["First!", "Love the coat", "Size M?"]);
    const badCursor = await call(viewer, "GET", `/v1/event/${event.id}/comments?cursor=nope`);
    expect(Object.keys(badCursor.json())).toEqual(["cursor"]);
  });

  it("refuses an empty comment (400), one outside the live (409), and one on a hidden event (404)", async () => {
    const { event } = await live.liveEvent();
    const viewer = await live.customer();
    const empty = await call(viewer, "POST", `/v1/event/${event.id}/comments`, { message: "  " });
    expect([empty.statusCode, empty.json()]).toEqual([400, { message: ["Write a comment"] }]);
    expect((await call(null, "POST", `/v1/event/${event.id}/comments`, { message: "Hi" })).statusCode).toBe(
      401,
    );

    const scheduled = await live.hostedEvent();
    const early = await call(viewer, "POST", `/v1/event/${scheduled.event.id}/comments`, { message: "Hi" });
    expect([early.statusCode, early.json()]).toEqual([409, { message: "This event is not live." }]);
    const hidden = await live.liveEvent({ visibility: "invite_only" });
    expect(
      (await call(viewer, "POST", `/v1/event/${hidden.event.id}/comments`, { message: "Hi" })).statusCode,
    ).toBe(404);
    expect((await call(viewer, "GET", `/v1/event/${hidden.event.id}/comments`)).statusCode).toBe(404);
  });

  it("lets the host and admins remove a comment, nobody else", async () => {
    const { host, event } = await live.liveEvent();
    const [viewer, other, admin] = [await live.customer(), await live.customer(), await registerAdmin(test)];
    const comment = async () =>
      (
        await call(viewer, "POST", `/v1/event/${event.id}/comments`, { message: "Buy elsewhere!" })
      ).json<LiveComment>();
    const [first, second] = [await comment(), await comment()];
    const refused = await call(other, "DELETE", `/v1/event/${event.id}/comment/${first.id}`);
    expect([refused.statusCode, refused.json()]).toEqual([
      403,
      { message: "Only the event's host or an admin can do this." },
    ]);
    expect((await call(host, "DELETE", `/v1/event/${event.id}/comment/${first.id}`)).statusCode).toBe(204);
    expect((await call(admin, "DELETE", `/v1/event/${event.id}/comment/${second.id}`)).statusCode).toBe(204);
    const gone = await call(host, "DELETE", `/v1/event/${event.id}/comment/${first.id}`);
    expect([gone.statusCode, gone.json()]).toEqual([404, { message: "We could not find this comment." }]);
    expect(Object.keys((await call(host, "DELETE", `/v1/event/${event.id}/comment/x`)).json())).toEqual([
      "commentId",
    ]);
    expect((await ok<LiveRoom>(host, "GET", `/v1/event/${event.id}/live`)).comments).toEqual([]);
  });
});

describe("muting", () => {
  it("refuses a muted viewer's comments until they are unmuted", async () => {
    const { host, event } = await live.liveEvent();
    const viewer = await live.customer();
    const mute = (verb: "mute" | "unmute") =>
      call(host, "POST", `/v1/event/${event.id}/${verb}`, { userId: viewer.auth.user.id });
    expect((await mute("mute")).statusCode).toBe(204);
    const refused = await call(viewer, "POST", `/v1/event/${event.id}/comments`, { message: "Hello?" });
    expect([refused.statusCode, refused.json()]).toEqual([
      403,
      { message: "You have been muted in this live." },
    ]);
    expect((await ok<LiveRoom>(viewer, "GET", `/v1/event/${event.id}/live`)).viewerMuted).toBe(true);
    expect((await mute("unmute")).statusCode).toBe(204);
    expect(
      (await call(viewer, "POST", `/v1/event/${event.id}/comments`, { message: "Hello?" })).statusCode,
    ).toBe(201);
  });

  it("lets only the host or an admin mute, never the host, and checks the person", async () => {
    const { host, event } = await live.liveEvent();
    const [viewer, other] = [await live.customer(), await live.customer()];
    const url = `/v1/event/${event.id}/mute`;
    expect((await call(other, "POST", url, { userId: viewer.auth.user.id })).statusCode).toBe(403);
    const hostMuted = await call(host, "POST", url, { userId: host.auth.user.id });
    expect([hostMuted.statusCode, hostMuted.json()]).toEqual([400, { userId: ["The host cannot be muted"] }]);
    const unknown = await call(host, "POST", url, { userId: randomUUID() });
    expect([unknown.statusCode, unknown.json()]).toEqual([
      400,
      { userId: ["We could not find this person"] },
    ]);
    expect(Object.keys((await call(host, "POST", url, {})).json())).toEqual(["userId"]);
    expect((await call(null, "POST", url, { userId: viewer.auth.user.id })).statusCode).toBe(401);
    const admin = await registerAdmin(test);
    expect((await call(admin, "POST", url, { userId: viewer.auth.user.id })).statusCode).toBe(204);
  });
});

describe("cheers and the pinned product", () => {
  it("counts cheers per kind while live", async () => {
    const { event } = await live.liveEvent();
    const viewer = await live.customer();
    for (const kind of ["heart", "heart", "fire"]) {
      expect((await call(viewer, "POST", `/v1/event/${event.id}/cheer`, { kind })).statusCode).toBe(204);
    }
    expect((await ok<LiveRoom>(viewer, "GET", `/v1/event/${event.id}/live`)).cheers).toEqual({
      heart: 2,
      fire: 1,
      clap: 0,
      wow: 0,
    });
    const bad = await call(viewer, "POST", `/v1/event/${event.id}/cheer`, { kind: "boo" });
    expect([bad.statusCode, bad.json()]).toEqual([400, { kind: ["Choose a heart, fire, clap or wow"] }]);
    const scheduled = await live.hostedEvent();
    expect(
      (await call(viewer, "POST", `/v1/event/${scheduled.event.id}/cheer`, { kind: "wow" })).statusCode,
    ).toBe(409);
    expect((await call(null, "POST", `/v1/event/${event.id}/cheer`, { kind: "wow" })).statusCode).toBe(401);
  });

  it("keeps one person's comments and cheers to a person's pace (429 beyond it)", async () => {
    const { event } = await live.liveEvent();
    const viewer = await live.customer();
    const cheer = () => call(viewer, "POST", `/v1/event/${event.id}/cheer`, { kind: "clap" });
    for (let sent = 0; sent < LIVE_PACE.cheers.limit; sent++) expect((await cheer()).statusCode).toBe(204);
    expect((await cheer()).statusCode).toBe(429);
    const comment = () => call(viewer, "POST", `/v1/event/${event.id}/comments`, { message: "So good" });
    for (let sent = 0; sent < LIVE_PACE.comments.limit; sent++)
      expect((await comment()).statusCode).toBe(201);
    expect((await comment()).statusCode).toBe(429);
    expect((await ok<LiveRoom>(viewer, "GET", `/v1/event/${event.id}/live`)).cheers.clap).toBe(
      LIVE_PACE.cheers.limit,
    );
  });

  it("lets the host pin one of the event's products, and unpin it", async () => {
    const { host, event, product, store } = await live.liveEvent();
    const pinned = await ok<LiveRoom>(host, "POST", `/v1/event/${event.id}/pin`, { productId: product.id });
    expect(pinned.pinned?.id).toBe(product.id);
    const elsewhere = await store.add({ title: "Not on the shelf" });
    const refused = await call(host, "POST", `/v1/event/${event.id}/pin`, { productId: elsewhere.id });
    expect([refused.statusCode, refused.json()]).toEqual([
      400,
      { productId: ["Pin one of the event's products"] },
    ]);
    const viewer = await live.customer();
    expect((await call(viewer, "POST", `/v1/event/${event.id}/pin`, { productId: null })).statusCode).toBe(
      403,
    );
    expect(
      (await ok<LiveRoom>(host, "POST", `/v1/event/${event.id}/pin`, { productId: null })).pinned,
    ).toBeNull();
    expect((await call(null, "POST", `/v1/event/${event.id}/pin`, { productId: null })).statusCode).toBe(401);
  });
});
