import type { Profile } from "@cbm/contracts";
import { screen, within } from "@testing-library/react";
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

  it("shows no badge while a count is unknown", async () => {
    renderAt("/wall");
    await screen.findByText("Page body");
    expect(screen.queryByLabelText(/unread/)).toBeNull();
  });

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
    await user.click(await screen.findByRole("button", { name: "Follow Ana Lee" }));
    expect(await screen.findByRole("button", { name: /^1\s*Following$/ })).toBeTruthy();
  });
});
