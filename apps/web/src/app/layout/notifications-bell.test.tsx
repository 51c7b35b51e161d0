import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { session } from "../../lib/session.ts";
import { notification, notificationPage } from "../../testing/notifications.ts";
import { json, renderWithApp, stubFetch } from "../../testing/render.tsx";
import { me } from "../../testing/users.ts";
import { AuthenticatedLayout } from "./authenticated-layout.tsx";

const latest = [notification(1), notification(2, { read: true }), notification(3)];

function renderWithUnread(count: number) {
  const calls = stubFetch({
    "GET /v1/users/profile": () => json(200, me),
    "GET /v1/notifications/unread-count": () => json(200, { count }),
    "GET /v1/notifications": () => json(200, notificationPage(latest)),
    "POST /v1/notifications/read": () => json(200, { count: 0 }),
  });
  renderWithApp(() => <p>Page body</p>, { path: "$", at: "/wall", layout: AuthenticatedLayout });
  return calls;
}

beforeEach(() => {
  session.save({ accessToken: "token-abcdefghij", refreshToken: "r", expiresIn: 900, user: me });
});

afterEach(() => vi.unstubAllGlobals());

describe("the notifications bell and dot", () => {
  it("show the unread count on the bell and a dot beside Notifications in the menu", async () => {
    renderWithUnread(3);
    await screen.findByText("Page body");
    const bell = await within(screen.getByRole("banner")).findByRole("button", {
      name: "Notifications, 3 unread",
    });
    expect(within(bell.parentElement as HTMLElement).getByText("3")).toBeTruthy();
    expect(screen.getByRole("img", { name: "Unread notifications" })).toBeTruthy();
  });

  it("show neither at zero", async () => {
    renderWithUnread(0);
    await screen.findByText("Page body");
    await waitFor(() =>
      expect(within(screen.getByRole("banner")).getByRole("button", { name: "Notifications" })).toBeTruthy(),
    );
    expect(screen.queryByRole("img", { name: "Unread notifications" })).toBeNull();
  });

  it("opens on the latest, marks the unread ones shown read, and leads to the page", async () => {
    const calls = renderWithUnread(2);
    await userEvent.click(await screen.findByRole("button", { name: "Notifications, 2 unread" }));
    // The menu is still in its opening transition for jsdom, which counts it hidden.
    const list = await screen.findByRole("list", { name: "Latest notifications", hidden: true });
    expect(within(list).getAllByRole("listitem", { hidden: true })).toHaveLength(3);
    await waitFor(() => expect(screen.getByRole("button", { name: "Notifications" })).toBeTruthy());
    const marked = calls.find((call) => call.key === "POST /v1/notifications/read");
    expect(JSON.parse(String(marked?.init.body))).toEqual({ ids: [notification(1).id, notification(3).id] });
    expect(calls.find((call) => call.key === "GET /v1/notifications")?.url.searchParams.get("size")).toBe(
      "5",
    );
    expect(screen.getByRole("menuitem", { name: "See all", hidden: true }).getAttribute("href")).toBe(
      "/notifications",
    );
  });
});
