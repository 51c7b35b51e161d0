import { notifications } from "@mantine/notifications";
import { act, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { session } from "../../../lib/session.ts";
import { json, renderWithApp, stubFetch } from "../../../testing/render.tsx";
import { me } from "../../../testing/users.ts";
import { eventOf, pageOf, summaryOf } from "../test-data.ts";
import { MyEventsPage } from "./my-events-page.tsx";

const signInAs = (roles: typeof me.roles) =>
  session.save({
    accessToken: "token-abcdefghij",
    refreshToken: "r",
    expiresIn: 900,
    user: { ...me, roles },
  });

beforeEach(() => signInAs(["retailer"]));

afterEach(() => {
  act(() => notifications.clean());
  vi.unstubAllGlobals();
});

describe("MyEventsPage", () => {
  it("groups the host's events by status, live first", async () => {
    const live = eventOf({ title: "Live knit edit", status: "live" });
    const coming = eventOf({ title: "Winter trunk show" });
    const cancelled = eventOf({ title: "Rained-off picnic", status: "cancelled" });
    stubFetch({ "GET /v1/events": () => json(200, pageOf([coming, cancelled, live].map(summaryOf))) });
    renderWithApp(MyEventsPage, { path: "/events" });

    const sections = await screen.findAllByRole("region");
    expect(sections.map((section) => section.getAttribute("aria-label"))).toEqual([
      "Live now",
      "Upcoming",
      "Cancelled",
    ]);
    expect(within(sections[1] as HTMLElement).getByRole("link", { name: "Winter trunk show" })).toBeTruthy();
    expect(within(sections[2] as HTMLElement).queryByRole("button", { name: /Cancel event/ })).toBeNull();
  });

  it("shows the server's field messages under the fields of a new event", async () => {
    const calls = stubFetch({
      "GET /v1/events": () => json(200, pageOf([])),
      "POST /v1/events": () => json(400, { startsAt: ["Start must be in the future"] }),
    });
    const user = userEvent.setup();
    renderWithApp(MyEventsPage, { path: "/events" });
    expect(await screen.findByText("No events yet")).toBeTruthy();

    await user.click(screen.getByRole("button", { name: "Create event" }));
    const form = await screen.findByRole("form", { name: "New event" });
    await user.click(within(form).getByRole("button", { name: "Create event" }));
    expect(await within(form).findByText("Title is required")).toBeTruthy();

    await user.type(within(form).getByRole("textbox", { name: "Title" }), "Winter trunk show");
    await user.click(within(form).getByRole("radio", { name: "In person" }));
    await user.type(within(form).getByRole("textbox", { name: "Place" }), "12 Rue Cler, Paris");
    await user.click(within(form).getByRole("button", { name: "Create event" }));
    expect(await within(form).findByText("Start must be in the future")).toBeTruthy();

    const sent = JSON.parse(String(calls.find((call) => call.key === "POST /v1/events")?.init.body));
    expect(sent).toMatchObject({
      title: "Winter trunk show",
      format: "in_person",
      place: "12 Rue Cler, Paris",
      streamUrl: null,
      image: null,
      visibility: "public",
    });
  });

  it("tells a customer the page is for retailers and influencers, and asks the API nothing", async () => {
    signInAs(["customer"]);
    const calls = stubFetch({});
    renderWithApp(MyEventsPage, { path: "/events" });
    expect(await screen.findByRole("heading", { name: "You don't have access to this page" })).toBeTruthy();
    expect(calls).toEqual([]);
  });
});
