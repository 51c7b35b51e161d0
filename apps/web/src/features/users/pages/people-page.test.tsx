import { notifications } from "@mantine/notifications";
import { act, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { session } from "../../../lib/session.ts";
import { type FetchHandler, json, renderWithApp, stubFetch } from "../../../testing/render.tsx";
import { ana, me, pageOf } from "../../../testing/users.ts";
import { PeoplePage } from "./people-page.tsx";

const renderPeople = (at = "/users/list") =>
  renderWithApp(PeoplePage, {
    path: "/users/list",
    at,
    routes: { "/users/profile/$id": <p>A profile</p> },
  });

const searches = (calls: ReturnType<typeof stubFetch>) =>
  calls
    .filter((call) => call.key === "GET /v1/users")
    .map((call) => Object.fromEntries(call.url.searchParams));

beforeEach(() => {
  window.scrollTo = () => {};
  session.save({ accessToken: "token-abcdefghij", refreshToken: "r", expiresIn: 900, user: me });
});

afterEach(() => {
  act(() => notifications.clean());
  vi.unstubAllGlobals();
});

describe("PeoplePage", () => {
  it("shows each person with roles, sign and followers, and links to the profile", async () => {
    stubFetch({
      "GET /v1/users/profile": () => json(200, me),
      "GET /v1/users": () => json(200, pageOf([ana])),
    });
    renderPeople();
    const list = await screen.findByRole("list", { name: "People" });
    const card = within(list).getByRole("listitem");
    expect(within(card).getByText("Influencer")).toBeTruthy();
    expect(within(card).getByText("Vintage denim, always")).toBeTruthy();
    expect(within(card).getByText("4 followers")).toBeTruthy();
    expect(within(card).getByRole("link", { name: "Ana Lee" }).getAttribute("href")).toBe(
      `/users/profile/${ana.id}`,
    );
    expect(screen.getByText("1 member")).toBeTruthy();
  });

  it("keeps a failed list in its own place, with the filters, and Try again loads it", async () => {
    let answers = 0;
    stubFetch({
      "GET /v1/users/profile": () => json(200, me),
      "GET /v1/users": () =>
        ++answers === 1 ? json(503, { message: "Try again soon." }) : json(200, pageOf([ana])),
    });
    renderPeople();
    expect(await screen.findByText("We could not load the people")).toBeTruthy();
    expect(screen.getByRole("heading", { level: 1, name: "Find your people" })).toBeTruthy();
    await userEvent.click(screen.getByRole("button", { name: "Try again" }));
    expect(await screen.findByRole("list", { name: "People" })).toBeTruthy();
  });

  it("puts each filter in the URL and in the request, back to the first page", async () => {
    const calls = stubFetch({
      "GET /v1/users/profile": () => json(200, me),
      "GET /v1/users": () => json(200, pageOf([ana])),
    });
    const user = userEvent.setup();
    const router = renderPeople("/users/list?page=2");
    await screen.findByRole("list", { name: "People" });
    expect(searches(calls).at(-1)).toEqual({ page: "2" });

    await user.type(screen.getByLabelText("Search people"), "ana le");
    await waitFor(() => expect(router.state.location.search).toEqual({ keyword: "ana le" }));
    // Typing waits for a pause: one request for the whole word, not one per letter.
    expect(searches(calls).filter((query) => query.keyword)).toEqual([{ keyword: "ana le", page: "0" }]);

    await user.selectOptions(screen.getByLabelText("Role"), "retailer");
    await user.selectOptions(screen.getByLabelText("Sort by"), "desc");
    await user.click(screen.getByLabelText("Only people I can message"));
    await waitFor(() =>
      expect(router.state.location.search).toEqual({
        keyword: "ana le",
        role: "retailer",
        sortByTime: "desc",
        canChat: true,
      }),
    );
    await waitFor(() =>
      expect(searches(calls).at(-1)).toEqual({
        keyword: "ana le",
        role: "retailer",
        sortByTime: "desc",
        canChat: "true",
        page: "0",
      }),
    );
  });

  it("pages through the results with the pagination", async () => {
    const calls = stubFetch({
      "GET /v1/users/profile": () => json(200, me),
      "GET /v1/users": (_init, url) => json(200, pageOf([ana], 45, Number(url.searchParams.get("page")))),
    });
    const user = userEvent.setup();
    const router = renderPeople();
    await screen.findByRole("list", { name: "People" });
    expect(screen.getByRole("button", { name: "Page 3" })).toBeTruthy();
    expect(screen.queryByRole("button", { name: "Page 4" })).toBeNull();

    await user.click(screen.getByRole("button", { name: "Next page" }));
    await waitFor(() => expect(router.state.location.search).toEqual({ page: 1 }));
    await waitFor(() => expect(searches(calls).at(-1)).toEqual({ page: "1" }));
    expect(screen.getByRole("button", { name: "Page 2" }).getAttribute("aria-current")).toBe("page");
  });

  it("follows and unfollows in place", async () => {
    let following = false;
    const follow =
      (state: boolean): FetchHandler =>
      () => {
        following = state;
        return json(200, { following: state, followerCount: state ? 5 : 4 });
      };
    const calls = stubFetch({
      "GET /v1/users/profile": () => json(200, { ...me, followingCount: following ? 1 : 0 }),
      "GET /v1/users": () => json(200, pageOf([{ ...ana, isFollowing: following }])),
      [`POST /v1/user/${ana.id}/follow`]: follow(true),
      [`POST /v1/user/${ana.id}/unfollow`]: follow(false),
    });
    const user = userEvent.setup();
    renderPeople();
    await user.click(await screen.findByRole("button", { name: "Follow Ana Lee" }));

    expect(await screen.findByRole("button", { name: "Following Ana Lee" })).toBeTruthy();
    expect(screen.getByText("5 followers")).toBeTruthy();

    await user.click(screen.getByRole("button", { name: "Following Ana Lee" }));
    expect(await screen.findByRole("button", { name: "Follow Ana Lee" })).toBeTruthy();
    expect(screen.getByText("4 followers")).toBeTruthy();
    expect(calls.filter((call) => call.init.method === "POST").map((call) => call.key)).toEqual([
      `POST /v1/user/${ana.id}/follow`,
      `POST /v1/user/${ana.id}/unfollow`,
    ]);
  });

  it("says so when no one matches, and clears the filters", async () => {
    stubFetch({
      "GET /v1/users/profile": () => json(200, me),
      "GET /v1/users": (_init, url) => json(200, pageOf(url.searchParams.has("keyword") ? [] : [ana])),
    });
    const user = userEvent.setup();
    const router = renderPeople("/users/list?keyword=zzz&role=retailer");
    expect(await screen.findByText("No one matches your search")).toBeTruthy();
    expect(screen.getByText("0 people found")).toBeTruthy();

    await user.click(screen.getByRole("button", { name: "Clear search and filters" }));
    await waitFor(() => expect(router.state.location.search).toEqual({}));
    expect(await screen.findByRole("list", { name: "People" })).toBeTruthy();
    expect(screen.getByLabelText("Search people")).toHaveProperty("value", "");
  });

  it("welcomes the first members when there is no one else yet", async () => {
    stubFetch({
      "GET /v1/users/profile": () => json(200, me),
      "GET /v1/users": () => json(200, pageOf([])),
    });
    renderPeople();
    expect(await screen.findByText("You are one of the first here")).toBeTruthy();
  });
});
