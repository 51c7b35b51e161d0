import { notifications } from "@mantine/notifications";
import { act, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { session } from "../../../lib/session.ts";
import { json, renderWithApp, stubFetch } from "../../../testing/render.tsx";
import { me } from "../../../testing/users.ts";
import { eventOf } from "../test-data.ts";
import { EventPage } from "./event-page.tsx";

beforeEach(() => {
  session.save({ accessToken: "token-abcdefghij", refreshToken: "r", expiresIn: 900, user: me });
});

afterEach(() => {
  act(() => notifications.clean());
  vi.unstubAllGlobals();
});

const showAt = (event: ReturnType<typeof eventOf>) => {
  stubFetch({ [`GET /v1/event/${event.slug}`]: () => json(200, event) });
  renderWithApp(EventPage, { path: "/events/$slug", at: `/events/${event.slug}` });
};

describe("EventPage", () => {
  it("shows a guest a live event with Watch live, no host tools, and Going shut when full", async () => {
    const event = eventOf({
      status: "live",
      format: "online",
      place: null,
      capacity: 1,
      counts: { interested: 0, going: 1, like: 2 },
      canEdit: false,
      canRemove: false,
    });
    showAt(event);
    // The first test pays for loading the page's modules.
    const heading = { level: 1, name: event.title } as const;
    expect(await screen.findByRole("heading", heading, { timeout: 5000 })).toBeTruthy();
    expect(screen.getByRole("link", { name: "Watch live" }).getAttribute("href")).toBe(
      `/events/live-event?event=${event.id}`,
    );
    expect(screen.getByText("Online")).toBeTruthy();
    expect(screen.queryByRole("group", { name: "Host tools" })).toBeNull();
    const reactions = screen.getByRole("group", { name: "Your reactions" });
    expect(within(reactions).getByRole("button", { name: "Full · 1" })).toHaveProperty("disabled", true);
    expect(within(reactions).getByRole("button", { name: "Like · 2" })).toHaveProperty("disabled", false);
  });

  it("toggles a reaction and shows the event read again", async () => {
    const event = eventOf({ canEdit: false, canRemove: false });
    const liked = { ...event, counts: { ...event.counts, like: 6 }, viewerReactions: ["like" as const] };
    let answered = false;
    const calls = stubFetch({
      [`GET /v1/event/${event.slug}`]: () => json(200, answered ? liked : event),
      [`POST /v1/event/${event.id}/react`]: () => {
        answered = true;
        return json(200, { counts: liked.counts, viewerReactions: liked.viewerReactions });
      },
    });
    renderWithApp(EventPage, { path: "/events/$slug", at: `/events/${event.slug}` });
    const user = userEvent.setup();
    await user.click(await screen.findByRole("button", { name: "Like · 5" }));
    expect((await screen.findByRole("button", { name: "Like · 6" })).getAttribute("aria-pressed")).toBe(
      "true",
    );
    const sent = calls.find((call) => call.key.startsWith("POST"))?.init.body;
    expect(JSON.parse(String(sent))).toEqual({ action: "like" });
  });

  it("gives the host the tools for an event still to come", async () => {
    showAt(eventOf());
    const tools = await screen.findByRole("group", { name: "Host tools" });
    for (const name of ["Edit", "Invite", "Add products", "Cancel event", "Delete event"])
      expect(within(tools).getByRole("button", { name: new RegExp(`^${name}`) })).toBeTruthy();
  });
});
