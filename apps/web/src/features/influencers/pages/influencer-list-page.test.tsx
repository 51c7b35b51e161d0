import type { InfluencerListItem, InfluencerListPage } from "@cbm/contracts";
import { notifications } from "@mantine/notifications";
import { act, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { session } from "../../../lib/session.ts";
import { json, renderWithApp, stubFetch } from "../../../testing/render.tsx";
import { me } from "../../../testing/users.ts";
import { InfluencerListPage as Page } from "./influencer-list-page.tsx";

const sofia: InfluencerListItem = {
  id: "0d9c5a4e-2222-4a57-9a0e-1a2b3c4d5e6f",
  fullName: "Sofia Rossi",
  avatar: null,
  headline: "Vintage hunter and capsule wardrobe coach",
  categories: ["vintage", "minimalist"],
  followerCount: 1204,
  isFollowing: false,
  storeName: "Sofia's Vintage Closet",
  storeSlug: "sofias-vintage-closet",
};

const pageOf = (items: InfluencerListItem[]): InfluencerListPage => ({
  items,
  page: 0,
  size: 12,
  total: items.length,
});

const queries = (calls: ReturnType<typeof stubFetch>) =>
  calls
    .filter((call) => call.key === "GET /v1/influencers")
    .map((call) => Object.fromEntries(call.url.searchParams));

const renderList = (at = "/Influencer/list") =>
  renderWithApp(Page, { path: "/Influencer/list", at, routes: { "/users/profile/$id": <p>A profile</p> } });

beforeEach(() => {
  window.scrollTo = () => {};
  session.save({ accessToken: "token-abcdefghij", refreshToken: "r", expiresIn: 900, user: me });
});

afterEach(() => {
  act(() => notifications.clean());
  vi.unstubAllGlobals();
});

describe("InfluencerListPage", () => {
  it("shows each influencer's headline, styles, followers and store, most followed first", async () => {
    const calls = stubFetch({ "GET /v1/influencers": () => json(200, pageOf([sofia])) });
    renderList();
    const [card] = within(await screen.findByRole("list", { name: "Influencers" })).getAllByRole("listitem");
    if (!card) throw new Error("no card");
    expect(within(card).getByRole("link", { name: "Sofia Rossi" }).getAttribute("href")).toBe(
      `/users/profile/${sofia.id}`,
    );
    expect(within(card).getByText(sofia.headline ?? "")).toBeTruthy();
    expect(within(card).getByText("Vintage")).toBeTruthy();
    expect(within(card).getByText("Minimalist")).toBeTruthy();
    expect(within(card).getByText("1,204 followers")).toBeTruthy();
    expect(within(card).getByText("Sofia's Vintage Closet")).toBeTruthy();
    expect(screen.getByText("1 influencer")).toBeTruthy();
    expect(queries(calls)).toEqual([{ sort: "popular", page: "0", size: "12" }]);
  });

  it("filters by style and order through the URL, and says when no one matches", async () => {
    const calls = stubFetch({
      "GET /v1/influencers": (_init, url) =>
        json(200, pageOf(url.searchParams.get("category") === "edgy" ? [] : [sofia])),
    });
    const router = renderList();
    await screen.findByRole("list", { name: "Influencers" });

    await userEvent.click(screen.getByRole("radio", { name: "Newest" }));
    await userEvent.click(screen.getByRole("radio", { name: "Edgy" }));
    await waitFor(() => expect(router.state.location.search).toEqual({ sort: "new", category: "edgy" }));
    await waitFor(() =>
      expect(queries(calls).at(-1)).toEqual({ category: "edgy", sort: "new", page: "0", size: "12" }),
    );
    expect(await screen.findByText("No influencer matches")).toBeTruthy();

    await userEvent.click(screen.getByRole("button", { name: "Show all influencers" }));
    await waitFor(() => expect(router.state.location.search).toEqual({ sort: "new" }));
    expect(await screen.findByRole("list", { name: "Influencers" })).toBeTruthy();
  });

  it("follows an influencer from the list and shows the new count", async () => {
    const calls = stubFetch({
      "GET /v1/influencers": () => json(200, pageOf([sofia])),
      [`POST /v1/user/${sofia.id}/follow`]: () => json(200, { following: true, followerCount: 1205 }),
    });
    renderList();
    await userEvent.click(await screen.findByRole("button", { name: "Follow Sofia Rossi" }));
    expect(await screen.findByRole("button", { name: "Following Sofia Rossi" })).toBeTruthy();
    expect(screen.getByText("1,205 followers")).toBeTruthy();
    expect(calls.some((call) => call.key === `POST /v1/user/${sofia.id}/follow`)).toBe(true);
  });

  it("drops a style it does not know instead of asking the server for it", async () => {
    const calls = stubFetch({ "GET /v1/influencers": () => json(200, pageOf([sofia])) });
    renderList("/Influencer/list?category=cottagecore");
    await screen.findByRole("list", { name: "Influencers" });
    expect(queries(calls)).toEqual([{ sort: "popular", page: "0", size: "12" }]);
  });
});
