import type { Notification } from "@cbm/contracts";
import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { session } from "../../../lib/session.ts";
import { notification, notificationPage } from "../../../testing/notifications.ts";
import { type FetchHandler, json, renderWithApp, stubFetch } from "../../../testing/render.tsx";
import { me } from "../../../testing/users.ts";
import { NotificationsPage } from "./notifications-page.tsx";

const renderPage = (at = "/notifications") =>
  renderWithApp(NotificationsPage, {
    path: "/notifications",
    at,
    routes: { "/users/profile/$id": <p>A profile</p> },
  });

/** An answer held back until `release` is called, to see what the page shows meanwhile. */
function heldBack(answer: () => Response) {
  let release = () => {};
  const handler = (() =>
    new Promise<Response>((resolve) => (release = () => resolve(answer())))) as unknown as FetchHandler;
  return { handler, release: () => release() };
}

/** The API's notifications, which dismiss and clear change. */
function serverWith(items: Notification[]) {
  let stored = items;
  return {
    list: () => json(200, notificationPage(stored)),
    dismiss: (_: RequestInit, url: URL) => {
      stored = stored.filter((item) => !url.pathname.endsWith(item.id));
      return json(200, { message: "The notification was dismissed." });
    },
    clear: () => {
      stored = [];
      return json(200, { message: "Your notifications were cleared." });
    },
  };
}

beforeEach(() => {
  window.scrollTo = () => {};
  session.save({ accessToken: "token-abcdefghij", refreshToken: "r", expiresIn: 900, user: me });
});

afterEach(() => vi.unstubAllGlobals());

describe("NotificationsPage", () => {
  it("shows each notification with its picture and message, linking to its subject", async () => {
    stubFetch({
      "GET /v1/notifications": () =>
        json(200, notificationPage([notification(1), notification(2, { read: true })])),
    });
    renderPage();
    const [first, second] = within(
      await screen.findByRole("list", { name: "Your notifications" }),
    ).getAllByRole("listitem");
    if (!first || !second) throw new Error("two notifications expected");
    expect(first.querySelector("strong")?.textContent).toBe("Ana Lee 1");
    expect(first.querySelector("img")?.getAttribute("src")).toBe("/media/avatars/1.webp");
    expect(
      within(first).getByRole("link", { name: "Ana Lee 1 started following you." }).getAttribute("href"),
    ).toBe("/users/profile/1");
    expect(within(first).getByText(/New/)).toBeTruthy();
    expect(within(second).queryByText(/New/)).toBeNull();
  });

  it("asks for the unread ones only under the Unread filter, and says when there are none", async () => {
    const calls = stubFetch({
      "GET /v1/notifications": (_, url) =>
        json(200, notificationPage(url.searchParams.get("unread") ? [] : [notification(1, { read: true })])),
    });
    renderPage();
    await screen.findByRole("list", { name: "Your notifications" });
    await userEvent.click(screen.getByText("Unread"));
    expect(await screen.findByText("No unread notifications")).toBeTruthy();
    expect(calls.at(-1)?.url.searchParams.get("unread")).toBe("true");
    await userEvent.click(screen.getByRole("button", { name: "Show all" }));
    expect(await screen.findByRole("list", { name: "Your notifications" })).toBeTruthy();
  });

  it("says 'Dismissing' while one is dismissed, then lists the rest", async () => {
    const server = serverWith([notification(1), notification(2)]);
    const dismissal = heldBack(() =>
      server.dismiss({}, new URL(`http://localhost/v1/notification/${notification(1).id}`)),
    );
    stubFetch({
      "GET /v1/notifications": server.list,
      [`DELETE /v1/notification/${notification(1).id}`]: dismissal.handler,
    });
    renderPage();
    const [first] = within(await screen.findByRole("list", { name: "Your notifications" })).getAllByRole(
      "listitem",
    );
    await userEvent.click(within(first as HTMLElement).getByRole("button", { name: "Dismiss" }));
    expect(await within(first as HTMLElement).findByRole("button", { name: "Dismissing" })).toBeTruthy();
    dismissal.release();
    await waitFor(() => expect(screen.getAllByRole("listitem")).toHaveLength(1));
    expect(screen.queryByText("Ana Lee 1")).toBeNull();
  });

  it("says 'Clearing...' while all are cleared, then shows the empty list", async () => {
    const server = serverWith([notification(1), notification(2)]);
    const clearing = heldBack(server.clear);
    stubFetch({ "GET /v1/notifications": server.list, "DELETE /v1/notifications": clearing.handler });
    renderPage();
    await screen.findByRole("list", { name: "Your notifications" });
    await userEvent.click(screen.getByRole("button", { name: "Clear all" }));
    expect(await screen.findByRole("button", { name: "Clearing..." })).toBeTruthy();
    clearing.release();
    expect(await screen.findByText("No notifications yet")).toBeTruthy();
    expect(screen.queryByRole("button", { name: "Clear all" })).toBeNull();
  });

  it("marks all read", async () => {
    const calls = stubFetch({
      "GET /v1/notifications": () => json(200, notificationPage([notification(1)])),
      "POST /v1/notifications/read": () => json(200, { count: 0 }),
    });
    renderPage();
    await userEvent.click(await screen.findByRole("button", { name: "Mark all read" }));
    await waitFor(() => expect(calls.some((call) => call.key === "POST /v1/notifications/read")).toBe(true));
    expect(calls.find((call) => call.key === "POST /v1/notifications/read")?.init.body).toBe("{}");
  });

  it("offers a retry when the list cannot load", async () => {
    stubFetch({
      "GET /v1/notifications": () => json(500, { message: "Something went wrong, please try again later!" }),
    });
    renderPage();
    expect(await screen.findByText("Your notifications could not load")).toBeTruthy();
  });
});
