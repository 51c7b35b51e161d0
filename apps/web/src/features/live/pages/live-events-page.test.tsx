import type { RealtimeEvents } from "@cbm/contracts";
import { act, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { session } from "../../../lib/session.ts";
import { json, renderWithApp, stubFetch } from "../../../testing/render.tsx";
import { me } from "../../../testing/users.ts";
import { commentOf, dealOf, EVENT_ID, host, productCardOf, roomOf } from "../test-data.ts";
import { LiveEventsPage } from "./live-events-page.tsx";

const realtime = vi.hoisted(() => ({
  listeners: new Map<string, (payload: never) => void>(),
  rooms: [] as string[],
}));

vi.mock("../../../lib/realtime.ts", () => ({
  useRealtimeEvent: (event: string, onPush: (payload: never) => void) => {
    realtime.listeners.set(event, onPush);
  },
  useRealtimeRoom: (join: string, _leave: string, payload: { eventId: string }) => {
    realtime.rooms.push(`${join} ${payload.eventId}`);
  },
}));

/** Pushes `event` as the server would; the query cache tells its observers on the next tick. */
const push = <E extends keyof RealtimeEvents>(event: E, payload: RealtimeEvents[E]) =>
  act(async () => {
    realtime.listeners.get(event)?.(payload as never);
    await new Promise((resolve) => setTimeout(resolve, 0));
  });

const ROOM = `GET /v1/event/${EVENT_ID}/live`;
/** The room's event as its host sees it. */
const hosted = { canEdit: true, host: { ...host, id: me.id, role: "retailer" as const } };
const at = `/events/live-event?event=${EVENT_ID}`;
const renderPage = (where = at) =>
  renderWithApp(LiveEventsPage, {
    path: "/events/live-event",
    at: where,
    routes: { "/checkout": <p>Checkout</p> },
  });

beforeEach(() => {
  session.save({ accessToken: "token-abcdefghij", refreshToken: "r", expiresIn: 900, user: me });
  realtime.listeners.clear();
  realtime.rooms.length = 0;
});

afterEach(() => vi.unstubAllGlobals());

describe("LiveEventsPage, a live's room", () => {
  it("watches the live and folds each push into the room, without asking for it again", async () => {
    const calls = stubFetch({ [ROOM]: () => json(200, roomOf({ comments: [commentOf("Hello!")] })) });
    renderPage();
    expect(await screen.findByRole("heading", { name: "Winter live" })).toBeTruthy();
    expect(screen.getByLabelText("Live video: Winter live")).toBeTruthy();
    expect(screen.getByText("3 watching")).toBeTruthy();
    expect(realtime.rooms).toContain(`live:watch ${EVENT_ID}`);

    const fromHost = commentOf("Welcome everyone", host);
    await push("live:comment", { eventId: EVENT_ID, comment: fromHost });
    await push("live:viewers", { eventId: EVENT_ID, viewers: 42 });
    await push("live:cheer", { eventId: EVENT_ID, kind: "fire", count: 7 });
    await push("live:pinned", { eventId: EVENT_ID, product: productCardOf({ title: "Wool coat" }) });
    await push("live:deal", {
      eventId: EVENT_ID,
      deal: dealOf({ product: productCardOf({ title: "Silk scarf" }) }),
    });
    // Another live's pushes are not this room's.
    await push("live:viewers", { eventId: "00000000-0000-4000-8000-000000000999", viewers: 1 });

    const log = screen.getByRole("log", { name: "Comments" });
    expect(
      within(log)
        .getAllByRole("listitem")
        .map((item) => item.textContent),
    ).toEqual(["TSTilda Swan Hello!", "MRMaison Rue Welcome everyone"]);
    expect(screen.getByText("42 watching")).toBeTruthy();
    expect(screen.getByRole("button", { name: "Fire, 7 so far" })).toBeTruthy();
    expect(
      within(screen.getByRole("region", { name: "Pinned product" })).getByText("Wool coat"),
    ).toBeTruthy();
    const deal = screen.getByRole("region", { name: "Flash deal" });
    expect(within(deal).getByText("12 of 20 left")).toBeTruthy();
    expect(within(deal).getByText("Limit 2 per buyer")).toBeTruthy();
    expect(within(deal).getByRole("timer").textContent).toMatch(/^Ends in [34]:\d\d$/);

    await push("live:comment-removed", { eventId: EVENT_ID, commentId: fromHost.id });
    expect(within(log).queryByText("Welcome everyone")).toBeNull();
    expect(calls.filter((call) => call.key === ROOM)).toHaveLength(1);
  });

  it("shows a sent comment once, though it comes back as a push too", async () => {
    const sent = commentOf("Love the coat");
    stubFetch({
      [ROOM]: () => json(200, roomOf()),
      [`POST /v1/event/${EVENT_ID}/comments`]: () => json(201, sent),
    });
    renderPage();
    expect(await screen.findByText("No comments yet: say hello!")).toBeTruthy();
    await userEvent.type(screen.getByRole("textbox", { name: "Write a comment" }), "Love the coat");
    await userEvent.click(screen.getByRole("button", { name: "Send comment" }));
    const log = await screen.findByRole("log", { name: "Comments" });
    await push("live:comment", { eventId: EVENT_ID, comment: sent });
    expect(within(log).getAllByText("Love the coat")).toHaveLength(1);
    expect((screen.getByRole("textbox", { name: "Write a comment" }) as HTMLInputElement).value).toBe("");
  });

  it("tells a muted viewer why they cannot comment, and lets them again when unmuted", async () => {
    stubFetch({ [ROOM]: () => json(200, roomOf({ viewerMuted: true })) });
    renderPage();
    expect(await screen.findByText(/The host has muted you/)).toBeTruthy();
    expect(screen.queryByRole("textbox", { name: "Write a comment" })).toBeNull();
    await push("live:muted", { eventId: EVENT_ID, muted: false });
    expect(screen.getByRole("textbox", { name: "Write a comment" })).toBeTruthy();
  });

  it("counts a countdown down to the deal's opening, and keeps the viewer's own claims through pushes", async () => {
    const upcoming = dealOf({
      state: "upcoming",
      opensAt: new Date(Date.now() + 10_000).toISOString(),
      viewerTaken: 2,
    });
    stubFetch({ [ROOM]: () => json(200, roomOf({ deal: upcoming })) });
    renderPage();
    const timer = await screen.findByRole("timer");
    expect(timer.textContent).toMatch(/^Starts in 0:(10|09)$/);
    expect(screen.getByRole("button", { name: /^Buy at/ })).toHaveProperty("disabled", true);
    await waitFor(() => expect(timer.textContent).toMatch(/^Starts in 0:0[78]$/), { timeout: 3_000 });
    // The push is everyone's: it cannot know this viewer took 2, which is the limit.
    const opened = {
      ...upcoming,
      state: "open" as const,
      opensAt: new Date(Date.now() - 60_000).toISOString(),
    };
    await push("live:deal", { eventId: EVENT_ID, deal: { ...opened, remaining: 5, viewerTaken: 0 } });
    expect(screen.getByText("5 of 20 left")).toBeTruthy();
    expect(screen.getByText("You have taken as many as the deal allows.")).toBeTruthy();
  });

  it("gives the host the controls: end the live, pin a product, remove a comment", async () => {
    const coat = productCardOf({ title: "Wool coat" });
    const question = commentOf("Is it warm?", {
      id: "0d9c5a4e-1111-4a57-9a0e-1a2b3c4d5e6f",
      fullName: "Ana Lee",
      avatar: null,
    });
    const calls = stubFetch({
      [ROOM]: () =>
        json(200, roomOf({ canModerate: true, comments: [question] }, { ...hosted, products: [coat] })),
      [`POST /v1/event/${EVENT_ID}/pin`]: () =>
        json(
          200,
          roomOf({ canModerate: true, comments: [question], pinned: coat }, { ...hosted, products: [coat] }),
        ),
      [`DELETE /v1/event/${EVENT_ID}/comment/${question.id}`]: () => new Response(null, { status: 204 }),
    });
    renderPage();
    expect(await screen.findByRole("button", { name: "End the live" })).toBeTruthy();
    await userEvent.click(screen.getByRole("button", { name: "Pin Wool coat" }));
    expect(await screen.findByRole("region", { name: "Pinned product" })).toBeTruthy();
    expect(screen.getByRole("button", { name: "Unpin Wool coat" })).toBeTruthy();
    await userEvent.click(screen.getByRole("button", { name: "Moderate Ana Lee's comment" }));
    await userEvent.click(await screen.findByRole("menuitem", { name: "Remove comment" }));
    await waitFor(() => expect(screen.queryByText("Is it warm?")).toBeNull());
    expect(calls.map((call) => call.key)).toContain(`DELETE /v1/event/${EVENT_ID}/comment/${question.id}`);
  });

  it("lets the host resume an ended live while it may, though the event can no longer be edited", async () => {
    const until = new Date(Date.now() + 90 * 60_000).toISOString();
    stubFetch({
      [ROOM]: () =>
        json(
          200,
          roomOf(
            { canModerate: true, resumableUntil: until },
            { ...hosted, canEdit: false, status: "ended" },
          ),
        ),
    });
    renderPage();
    expect(await screen.findByRole("button", { name: "Resume the live" })).toBeTruthy();
  });

  it("shows the host why a live beyond their plan cannot start, and the way to the plans", async () => {
    const refusal =
      "Your Boutique Starter plan allows 1 live events a month. Upgrade to Boutique Pro to add more.";
    stubFetch({
      [ROOM]: () => json(200, roomOf({ canModerate: true }, { ...hosted, status: "scheduled" })),
      [`POST /v1/event/${EVENT_ID}/live`]: () => json(403, { message: refusal }),
    });
    renderPage();
    await userEvent.click(await screen.findByRole("button", { name: "Go live" }));
    const prompt = (await screen.findByText(refusal)).closest<HTMLElement>('[role="alert"]');
    expect(prompt?.textContent).toContain("Your plan is full");
    expect(
      within(prompt as HTMLElement)
        .getByRole("link", { name: "See plans" })
        .getAttribute("href"),
    ).toBe("/pricing");
    expect(screen.getByRole("button", { name: "Go live" })).toBeTruthy();
  });

  it("after the live, shows the replay with its shelf still for sale", async () => {
    stubFetch({
      [ROOM]: () =>
        json(200, roomOf({}, { status: "ended", products: [productCardOf({ title: "Wool coat" })] })),
    });
    renderPage();
    expect(await screen.findByRole("heading", { name: "Shop the replay" })).toBeTruthy();
    expect(screen.getByText("Replay")).toBeTruthy();
    expect(screen.getByRole("button", { name: "Add to cart: Wool coat" })).toBeTruthy();
    expect(screen.getByText("The live has ended: comments are closed.")).toBeTruthy();
  });
});

describe("LiveEventsPage, what is live", () => {
  it("lists the lives with their viewers and pinned product, and what starts next", async () => {
    const { event } = roomOf();
    stubFetch({
      "GET /v1/live": () =>
        json(200, {
          live: [{ event, viewers: 12, pinned: productCardOf({ title: "Wool coat" }) }],
          next: [
            {
              ...event,
              id: "00000000-0000-4000-8000-000000000002",
              title: "Spring preview",
              status: "scheduled",
            },
          ],
        }),
    });
    renderPage("/events/live-event");
    const live = await screen.findByRole("region", { name: "Live now" });
    expect(within(live).getByRole("link", { name: "Winter live, live now" })).toBeTruthy();
    expect(within(live).getByText("12 watching")).toBeTruthy();
    expect(within(live).getByText(/Pinned: Wool coat/)).toBeTruthy();
    expect(
      within(screen.getByRole("region", { name: "Starting next" })).getByText("Spring preview"),
    ).toBeTruthy();
  });

  it("says when no one is live and nothing is planned", async () => {
    stubFetch({ "GET /v1/live": () => json(200, { live: [], next: [] }) });
    renderPage("/events/live-event");
    expect(await screen.findByText("No one is live right now.")).toBeTruthy();
    expect(screen.getByText("No lives are planned yet.")).toBeTruthy();
  });

  it("offers to try again when the lives cannot load", async () => {
    stubFetch({
      "GET /v1/live": () => json(500, { message: "Something went wrong, please try again later!" }),
    });
    renderPage("/events/live-event");
    expect(await screen.findByText("The lives could not load")).toBeTruthy();
  });
});
