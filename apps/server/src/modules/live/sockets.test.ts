import type { FlashDeal, LiveComment, RealtimeEvents } from "@cbm/contracts";
import { sql } from "drizzle-orm";
import type { Socket } from "socket.io-client";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type Person, startTestApp, type TestApp } from "../../testing/harness.ts";
import { liveOf } from "../../testing/live.ts";
import { productPhoto } from "../../testing/shop.ts";
import { nextOf, socketsOf } from "../../testing/sockets.ts";
import { dealsService } from "./deals.ts";

const { listening, socketOf, closeAll } = socketsOf();
let test: TestApp;
let url: string;
let live: ReturnType<typeof liveOf>;
beforeAll(async () => {
  test = await startTestApp();
  url = await listening(test);
  live = liveOf(test, await productPhoto(test));
});
afterAll(closeAll);

/** A socket of the person watching the event, once its viewer count says it is in the room. */
async function watching(person: Person, eventId: string): Promise<Socket> {
  const { socket } = await socketOf(url, person.auth.accessToken);
  const counted = nextOf(socket, "live:viewers");
  socket.emit("live:watch", { eventId });
  await counted;
  return socket;
}

/** Every `event` the socket hears within `ms`. */
async function heardWithin(socket: Socket, event: string, ms: number): Promise<unknown[]> {
  const heard: unknown[] = [];
  const record = (payload: unknown) => heard.push(payload);
  socket.on(event, record);
  await new Promise((resolve) => setTimeout(resolve, ms));
  socket.off(event, record);
  return heard;
}

describe("a live's pushes", () => {
  it("reach the sockets watching the event, and not those watching another", async () => {
    const [one, other] = [await live.liveEvent(), await live.liveEvent()];
    const [ada, grace] = [await live.customer(), await live.customer()];
    const here = await watching(ada, one.event.id);
    const there = await watching(grace, other.event.id);
    const heard = nextOf(here, "live:comment");
    const overheard = heardWithin(there, "live:comment", 800);
    const sent = await live.call(ada, "POST", `/v1/event/${one.event.id}/comments`, { message: "Gorgeous" });
    expect(sent.statusCode, sent.body).toBe(201);
    expect(await heard).toEqual({ eventId: one.event.id, comment: sent.json<LiveComment>() });
    expect(await overheard).toEqual([]);

    const pinned = nextOf(here, "live:pinned");
    await live.ok(one.host, "POST", `/v1/event/${one.event.id}/pin`, { productId: one.product.id });
    expect(await pinned).toMatchObject({ eventId: one.event.id, product: { id: one.product.id } });
    const ended = nextOf(here, "live:status");
    await live.ok(one.host, "POST", `/v1/event/${one.event.id}/end`);
    expect(await ended).toEqual({ eventId: one.event.id, status: "ended" });
  });

  it("count the people watching, and keep out a socket whose person may not see the event", async () => {
    const { event } = await live.liveEvent();
    const hidden = await live.liveEvent({ visibility: "invite_only" });
    const [ada, grace] = [await live.customer(), await live.customer()];
    const first = await watching(ada, event.id);
    const second = nextOf(first, "live:viewers");
    const graceWatching = await watching(grace, event.id);
    expect(await second).toEqual<RealtimeEvents["live:viewers"]>({ eventId: event.id, viewers: 2 });

    const { socket: outsider } = await socketOf(url, grace.auth.accessToken);
    outsider.emit("live:watch", { eventId: hidden.event.id });
    const overheard = heardWithin(outsider, "live:comment", 800);
    await live.call(hidden.host, "POST", `/v1/event/${hidden.event.id}/comments`, {
      message: "Invited only",
    });
    expect(await overheard).toEqual([]);

    const left = nextOf(graceWatching, "live:viewers");
    first.emit("live:leave", { eventId: event.id });
    expect(await left).toEqual({ eventId: event.id, viewers: 1 });
  });

  it("tell the watchers of a deal's start, each claim, and its close when its time runs out", async () => {
    const { host, event, product, variantId } = await live.liveEvent();
    const buyer = await live.customer();
    const socket = await watching(buyer, event.id);
    const started = nextOf(socket, "live:deal");
    const body = { productId: product.id, priceMinor: 3500, quantity: 5, perBuyerLimit: 2 };
    const deal = (
      await live.call(host, "POST", `/v1/event/${event.id}/deals`, {
        ...body,
        countdownSeconds: 10,
        durationMinutes: 1,
      })
    ).json<FlashDeal>();
    expect(await started).toMatchObject({ eventId: event.id, deal: { id: deal.id, state: "upcoming" } });
    const db = test.deps.database.db;
    await db.execute(
      sql`update flash_deals set opens_at = now() - interval '1 second' where id = ${deal.id}`,
    );
    const claimed = nextOf(socket, "live:deal");
    await live.call(buyer, "POST", `/v1/deal/${deal.id}/claim`, { variantId, quantity: 2 });
    expect(await claimed).toMatchObject({ deal: { remaining: 3, state: "open", viewerTaken: 0 } });
    // Listening first: the app's own minute clock may close it before the call below does. A second ago,
    // not now(): PostgreSQL's microseconds may stand after the millisecond `new Date()` reads next.
    const closed = nextOf(socket, "live:deal");
    await db.execute(
      sql`update flash_deals set closes_at = now() - interval '1 second' where id = ${deal.id}`,
    );
    await dealsService(test.deps).keepTime(new Date());
    expect(await closed).toMatchObject({ deal: { id: deal.id, remaining: 3, state: "closed" } });
  });

  it("tell a muted viewer on their own sockets", async () => {
    const { host, event } = await live.liveEvent();
    const ada = await live.customer();
    const { socket } = await socketOf(url, ada.auth.accessToken);
    const told = nextOf(socket, "live:muted");
    await live.call(host, "POST", `/v1/event/${event.id}/mute`, { userId: ada.auth.user.id });
    expect(await told).toEqual({ eventId: event.id, muted: true });
  });
});
