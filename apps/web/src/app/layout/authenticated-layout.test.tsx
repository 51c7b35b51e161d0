import type { Profile } from "@cbm/contracts";
import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { PeoplePage } from "../../features/users/index.ts";
import { session } from "../../lib/session.ts";
import { json, renderWithApp, stubFetch } from "../../testing/render.tsx";
import { ana, me, pageOf } from "../../testing/users.ts";
import { AuthenticatedLayout } from "./authenticated-layout.tsx";

const profile: Profile = {
  id: "7b0b4b0e-7a55-4a57-9a0e-1a2b3c4d5e6f",
  fullName: "Iris Apfel",
  firstName: "Iris",
  lastName: "Apfel",
  email: "iris@example.com",
  phone: null,
  phoneVerified: false,
  avatar: null,
  sign: "More is more",
  followerCount: 0,
  followingCount: 0,
  chatInvitation: true,
  roles: ["influencer"],
  subscription: null,
};

/** The window answers media queries as a 390 px wide phone. */
function onPhone() {
  const matchMedia = window.matchMedia;
  vi.stubGlobal("matchMedia", (query: string) => ({
    ...matchMedia(query),
    matches: /max-width: (767|1024)px/.test(query),
  }));
}

function renderAt(path: string) {
  session.save({ accessToken: "token-abcdefghij", refreshToken: "r", expiresIn: 900, user: profile });
  stubFetch({ "GET /v1/users/profile": () => json(200, profile) });
  renderWithApp(() => <p>Page body</p>, { path: "$", at: path, layout: AuthenticatedLayout });
}

afterEach(() => vi.unstubAllGlobals());

describe("AuthenticatedLayout", () => {
  it("shows the top bar tools, the menu and the profile block", async () => {
    renderAt("/wall");
    expect(await screen.findByText("Page body")).toBeTruthy();
    const topBar = within(screen.getByRole("banner"));
    expect(topBar.getByRole("button", { name: "Open the CBM Assistant" })).toBeTruthy();
    expect(topBar.getByRole("button", { name: "Notifications" })).toBeTruthy();
    expect(topBar.getByRole("link", { name: "Messages" }).getAttribute("href")).toBe("/chat");
    expect(topBar.getByRole("link", { name: "Cart" }).getAttribute("href")).toBe("/cart");
    expect(screen.getByRole("navigation", { name: "Main menu" })).toBeTruthy();
    expect(screen.getByText("Influencer")).toBeTruthy();
    expect(screen.getByText("More is more")).toBeTruthy();
  });

  it("hides the top bar tools and the menu on any path containing 'questionnaire'", async () => {
    renderAt("/Influencer/questionnaire/influencer-brands");
    expect(await screen.findByText("Page body")).toBeTruthy();
    expect(screen.queryByRole("button", { name: "Open the CBM Assistant" })).toBeNull();
    expect(screen.queryByRole("link", { name: "Cart" })).toBeNull();
    expect(screen.queryByRole("navigation", { name: "Main menu" })).toBeNull();
    expect(screen.getByRole("link", { name: "CBM home" })).toBeTruthy();
  });

  it("tops the menu with one's own avatar and name, closets and saved outfits", async () => {
    renderAt("/wall");
    await screen.findByText("Page body");
    const own = `/users/profile/${profile.id}`;
    expect(screen.getByRole("link", { name: "Iris Apfel" }).getAttribute("href")).toBe(own);
    const menu = within(screen.getByRole("navigation", { name: "Main menu" }));
    expect(menu.getByRole("link", { name: "My closets" }).getAttribute("href")).toBe(`${own}?tab=closets`);
    expect(menu.getByRole("link", { name: "Saved outfits" }).getAttribute("href")).toBe(`${own}?tab=saved`);
  });

  it("starts with a skip link to the page's main landmark", async () => {
    const user = userEvent.setup();
    renderAt("/wall");
    await screen.findByText("Page body");
    await user.tab();
    const skip = screen.getByRole("link", { name: "Skip to content" });
    expect(document.activeElement).toBe(skip);
    await user.click(skip);
    expect(document.activeElement).toBe(screen.getByRole("main"));
  });

  it("adds the bottom tab bar on a phone, the current tab marked", async () => {
    onPhone();
    renderAt("/wall/outfit/details");
    await screen.findByText("Page body");
    const tabs = within(screen.getByRole("navigation", { name: "Tabs" }));
    expect(tabs.getAllByRole("link").map((link) => link.textContent)).toEqual([
      "Wall",
      "Find",
      "Create",
      "Notifications",
      "Me",
    ]);
    expect(tabs.getByRole("link", { name: "Create" }).getAttribute("aria-current")).toBe("page");
    expect(tabs.getByRole("link", { name: "Wall" }).getAttribute("aria-current")).toBeNull();
    expect(tabs.getByRole("link", { name: "Me" }).getAttribute("href")).toBe(`/users/profile/${profile.id}`);
  });

  it("has no tab bar for an admin, whose menu holds only the admin pages", async () => {
    onPhone();
    session.save({
      accessToken: "token-abcdefghij",
      refreshToken: "r",
      expiresIn: 900,
      user: { ...profile, roles: ["admin"] },
    });
    stubFetch({ "GET /v1/users/profile": () => json(200, { ...profile, roles: ["admin"] }) });
    renderWithApp(() => <p>Page body</p>, { path: "$", at: "/settings", layout: AuthenticatedLayout });
    await screen.findByText("Page body");
    expect(screen.queryByRole("navigation", { name: "Tabs" })).toBeNull();
  });

  it("has no tab bar on a wider screen", async () => {
    renderAt("/wall");
    await screen.findByText("Page body");
    expect(screen.queryByRole("navigation", { name: "Tabs" })).toBeNull();
  });

  it("shows no badge while a count is unknown", async () => {
    renderAt("/wall");
    await screen.findByText("Page body");
    expect(screen.queryByLabelText(/unread/)).toBeNull();
  });

  it.each([
    [3, "Messages, 3 unread", 1],
    [0, "Messages", 0],
  ])(
    "with %i unread messages, the top bar's link reads %s and the menu shows %i dot",
    async (count, name, dots) => {
      session.save({ accessToken: "token-abcdefghij", refreshToken: "r", expiresIn: 900, user: profile });
      const calls = stubFetch({
        "GET /v1/users/profile": () => json(200, profile),
        "GET /v1/conversations/new-message-count": () => json(200, { count }),
      });
      renderWithApp(() => <p>Page body</p>, { path: "$", at: "/wall", layout: AuthenticatedLayout });
      await screen.findByText("Page body");
      await waitFor(() =>
        expect(calls.some((call) => call.key === "GET /v1/conversations/new-message-count")).toBe(true),
      );
      const link = await within(screen.getByRole("banner")).findByRole("link", { name });
      expect(link.getAttribute("href")).toBe("/chat");
      expect(screen.queryAllByRole("img", { name: "Unread messages" })).toHaveLength(dots);
    },
  );

  it("counts a follow made on the page in the sidebar's Following", async () => {
    window.scrollTo = () => {};
    session.save({ accessToken: "token-abcdefghij", refreshToken: "r", expiresIn: 900, user: me });
    let following = false;
    stubFetch({
      "GET /v1/users/profile": () => json(200, { ...me, followingCount: following ? 1 : 0 }),
      "GET /v1/users": () => json(200, pageOf([{ ...ana, isFollowing: following }])),
      [`POST /v1/user/${ana.id}/follow`]: () => {
        following = true;
        return json(200, { following: true, followerCount: 5 });
      },
    });
    const user = userEvent.setup();
    renderWithApp(PeoplePage, { path: "/users/list", layout: AuthenticatedLayout });
    // The people page's code comes lazily, slower when other test files run beside this one.
    const follow = await screen.findByRole("button", { name: "Follow Ana Lee" }, { timeout: 5_000 });
    await user.click(follow);
    expect(await screen.findByRole("button", { name: /^1\s*Following$/ })).toBeTruthy();
  });
});
