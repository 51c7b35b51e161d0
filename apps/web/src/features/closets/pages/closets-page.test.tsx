import { notifications } from "@mantine/notifications";
import { act, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { session } from "../../../lib/session.ts";
import { anasCloset, myCloset, pageOf } from "../../../testing/closets.ts";
import { json, renderWithApp, stubFetch } from "../../../testing/render.tsx";
import { me } from "../../../testing/users.ts";
import { parseClosetsSearch } from "../search-params.ts";
import { ClosetsPage } from "./closets-page.tsx";

const renderClosets = (at = "/wall/closets") =>
  renderWithApp(ClosetsPage, {
    path: "/wall/closets",
    at,
    routes: { "/users/list": <p>The people list</p>, "/closet/start": <p>The closet guide</p> },
  });

const scopes = (calls: ReturnType<typeof stubFetch>) =>
  calls
    .filter((call) => call.key === "GET /v1/closets")
    .map((call) => Object.fromEntries(call.url.searchParams));

beforeEach(() => {
  session.save({ accessToken: "token-abcdefghij", refreshToken: "r", expiresIn: 900, user: me });
});

afterEach(() => {
  act(() => notifications.clean());
  vi.unstubAllGlobals();
});

describe("ClosetsPage", () => {
  it("shows the closets of followed people as cards that open the closet and the owner's profile", async () => {
    stubFetch({ "GET /v1/closets": () => json(200, pageOf([anasCloset])) });
    renderClosets();
    const list = await screen.findByRole("list", { name: "Closets" });
    const card = within(list).getByRole("listitem");
    expect(within(card).getByRole("link", { name: "Denim days" }).getAttribute("href")).toBe(
      `/wall/closets/${anasCloset.id}`,
    );
    expect(within(card).getByRole("link", { name: "Ana Lee" }).getAttribute("href")).toBe(
      `/users/profile/${anasCloset.owner.id}`,
    );
    expect(within(card).getByText("1 item")).toBeTruthy();
    // Only one's own closets say who sees them.
    expect(within(card).queryByLabelText("Visibility")).toBeNull();
  });

  it("marks one's own closets with who can see them", async () => {
    stubFetch({ "GET /v1/closets": () => json(200, pageOf([myCloset])) });
    renderClosets("/wall/closets?scope=popular");
    const badge = await screen.findByLabelText("Visibility");
    expect(badge.textContent).toBe("Private");
    expect(screen.getByText("0 items")).toBeTruthy();
  });

  it("keeps the tab in the URL and asks for that scope", async () => {
    const calls = stubFetch({ "GET /v1/closets": () => json(200, pageOf([anasCloset])) });
    const user = userEvent.setup();
    const router = renderClosets();
    await screen.findByRole("list", { name: "Closets" });
    await user.click(screen.getByRole("tab", { name: "Popular" }));
    await waitFor(() => expect(router.state.location.search).toEqual({ scope: "popular" }));
    await waitFor(() =>
      expect(scopes(calls)).toEqual([
        { scope: "following", page: "0", size: "12" },
        { scope: "popular", page: "0", size: "12" },
      ]),
    );
    expect(screen.getByRole("tab", { name: "Popular" }).getAttribute("aria-selected")).toBe("true");
  });

  it("loads the next page on demand", async () => {
    const calls = stubFetch({
      "GET /v1/closets": (_init, url) =>
        url.searchParams.get("page") === "0"
          ? json(200, { ...pageOf([anasCloset], 2), size: 1 })
          : json(200, { ...pageOf([myCloset], 2, 1), size: 1 }),
    });
    const user = userEvent.setup();
    renderClosets();
    await user.click(await screen.findByRole("button", { name: "Show more closets" }));
    expect(await screen.findByRole("link", { name: "Workwear" })).toBeTruthy();
    expect(scopes(calls).map((query) => query.page)).toEqual(["0", "1"]);
    expect(screen.queryByRole("button", { name: "Show more closets" })).toBeNull();
  });

  it("points to people to follow when no followed closet exists yet", async () => {
    stubFetch({ "GET /v1/closets": () => json(200, pageOf([])) });
    const user = userEvent.setup();
    const router = renderClosets();
    expect(await screen.findByText("No closets from the people you follow yet")).toBeTruthy();
    expect(screen.getByRole("link", { name: "Find people to follow" }).getAttribute("href")).toBe(
      "/users/list",
    );
    await user.click(screen.getByRole("button", { name: "See popular closets" }));
    await waitFor(() => expect(router.state.location.search).toEqual({ scope: "popular" }));
  });

  it("invites to create the first closet when there is no public one", async () => {
    stubFetch({ "GET /v1/closets": () => json(200, pageOf([])) });
    renderClosets("/wall/closets?scope=popular");
    expect(await screen.findByText("No public closets yet")).toBeTruthy();
    expect(screen.getByRole("link", { name: "Create your first closet" }).getAttribute("href")).toBe(
      "/closet/start",
    );
  });
});

describe("parseClosetsSearch", () => {
  it("keeps popular and drops anything else, following being the default", () => {
    expect(parseClosetsSearch({ scope: "popular" })).toEqual({ scope: "popular" });
    expect(parseClosetsSearch({ scope: "following" })).toEqual({});
    expect(parseClosetsSearch({ scope: "everyone" })).toEqual({});
  });
});
