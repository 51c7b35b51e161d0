import type { PublicProfile } from "@cbm/contracts";
import { notifications } from "@mantine/notifications";
import { act, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { session } from "../../lib/session.ts";
import { anasCloset } from "../../testing/closets.ts";
import { json, renderWithApp, stubFetch } from "../../testing/render.tsx";
import { anaProfile, me } from "../../testing/users.ts";
import { ProfilePage } from "./profile-page.tsx";

const renderProfile = (id = anaProfile.id) =>
  renderWithApp(ProfilePage, {
    path: "/users/profile/$id",
    at: `/users/profile/${id}`,
    routes: { "/users/list": <p>The people list</p>, "/chat": <p>Chat</p>, "/settings": <p>Settings</p> },
  });

const noClosets = (id: string) => ({
  [`GET /v1/user/${id}/closets`]: () => json(200, { items: [], page: 0, size: 12, total: 0 }),
});

const showing = (person: Partial<PublicProfile> = {}) =>
  stubFetch({
    [`GET /v1/user/${anaProfile.id}`]: () => json(200, { ...anaProfile, ...person }),
    ...noClosets(anaProfile.id),
  });

beforeEach(() => {
  window.scrollTo = () => {};
  session.save({ accessToken: "token-abcdefghij", refreshToken: "r", expiresIn: 900, user: me });
});

afterEach(() => {
  act(() => notifications.clean());
  vi.unstubAllGlobals();
});

describe("ProfilePage", () => {
  it("shows who the person is, the counts, a way to message them, and what each tab will hold", async () => {
    showing();
    const user = userEvent.setup();
    renderProfile();
    expect(await screen.findByRole("heading", { level: 1, name: "Ana Lee" })).toBeTruthy();
    expect(screen.getByText("Influencer")).toBeTruthy();
    expect(screen.getByText("Vintage denim, always")).toBeTruthy();
    expect(screen.getByText("followers").textContent).toBe("4 followers");
    expect(screen.getByText("following").textContent).toBe("9 following");
    expect(screen.getByRole("button", { name: "Follow Ana Lee" })).toBeTruthy();
    expect(screen.getByRole("link", { name: "Message" }).getAttribute("href")).toBe(
      `/chat?user=${anaProfile.id}`,
    );

    const tabs = screen.getAllByRole("tab").map((tab) => tab.textContent);
    expect(tabs).toEqual(["Closets", "Outfits", "Services", "Events"]);
    expect(await screen.findByText(/^Ana's closets will appear here/)).toBeTruthy();
    await user.click(screen.getByRole("tab", { name: "Events" }));
    expect(screen.getByText(/^Ana's live events will appear here/)).toBeTruthy();
  });

  it("says why Message is off when they take no invitations and do not follow the viewer", async () => {
    showing({ chatInvitation: false });
    const user = userEvent.setup();
    const router = renderProfile();
    const message = await screen.findByRole("button", { name: "Message" });
    expect(message.getAttribute("aria-disabled")).toBe("true");
    expect(message.getAttribute("aria-describedby")).toBeTruthy();
    const reason = document.getElementById(message.getAttribute("aria-describedby") ?? "");
    expect(reason?.textContent).toBe("Ana only takes messages from people they follow.");
    await user.click(message);
    expect(router.state.location.pathname).toBe(`/users/profile/${anaProfile.id}`);
  });

  it("lets a follower of the viewer be messaged even without invitations, and says they follow", async () => {
    showing({ chatInvitation: false, followsYou: true });
    renderProfile();
    expect(await screen.findByRole("link", { name: "Message" })).toBeTruthy();
    expect(screen.getByText("Follows you")).toBeTruthy();
  });

  it("says the profile isn't available when the server does not show it (unknown or blocked)", async () => {
    stubFetch({
      [`GET /v1/user/${anaProfile.id}`]: () => json(404, { message: "We could not find this user." }),
    });
    renderProfile();
    expect(
      await screen.findByRole("heading", { level: 1, name: "This profile isn't available" }),
    ).toBeTruthy();
    expect(screen.queryByText("Page Not Found")).toBeNull();
    expect(screen.getByRole("link", { name: "Find people" }).getAttribute("href")).toBe("/users/list");
  });

  it("shows one's own profile with a way to edit it instead of follow, message and more", async () => {
    stubFetch({
      [`GET /v1/user/${me.id}`]: () => json(200, { ...anaProfile, id: me.id, fullName: me.fullName }),
      ...noClosets(me.id),
    });
    renderProfile(me.id);
    expect(await screen.findByRole("link", { name: "Edit profile" })).toHaveProperty(
      "href",
      "http://localhost:3000/settings",
    );
    expect(screen.queryByRole("button", { name: /Follow/ })).toBeNull();
    expect(screen.queryByRole("button", { name: /More actions/ })).toBeNull();
    expect(await screen.findByText(/^Your closets will appear here/)).toBeTruthy();
    expect(screen.getByRole("link", { name: "Create your first closet" }).getAttribute("href")).toBe(
      "/closet/start",
    );
  });

  it("lists the person's closets on the Closets tab", async () => {
    stubFetch({
      [`GET /v1/user/${anaProfile.id}`]: () => json(200, anaProfile),
      [`GET /v1/user/${anaProfile.id}/closets`]: () =>
        json(200, { items: [anasCloset], page: 0, size: 12, total: 1 }),
    });
    renderProfile();
    const closets = await screen.findByRole("list", { name: "Closets" });
    expect(within(closets).getByRole("link", { name: "Denim days" }).getAttribute("href")).toBe(
      `/wall/closets/${anasCloset.id}`,
    );
  });

  it("lists the person's outfits on the Outfits tab, and the saved ones on one's own Saved tab", async () => {
    const noOutfits = () => json(200, { items: [], nextCursor: null });
    stubFetch({
      [`GET /v1/user/${me.id}`]: () => json(200, { ...anaProfile, id: me.id, fullName: me.fullName }),
      ...noClosets(me.id),
      [`GET /v1/user/${me.id}/outfits`]: noOutfits,
      "GET /v1/users/saved-outfits": noOutfits,
    });
    const user = userEvent.setup();
    renderProfile(me.id);
    await user.click(await screen.findByRole("tab", { name: "Outfits" }));
    expect(await screen.findByRole("link", { name: "Create outfit" })).toBeTruthy();
    await user.click(screen.getByRole("tab", { name: "Saved" }));
    expect(await screen.findByText("Nothing saved yet")).toBeTruthy();
  });

  it("explains blocking before it happens, and Cancel blocks no one", async () => {
    const calls = showing();
    const user = userEvent.setup();
    renderProfile();
    await user.click(await screen.findByRole("button", { name: "More actions for Ana Lee" }));
    await user.click(await screen.findByRole("menuitem", { name: "Block Ana" }));

    const dialog = await screen.findByRole("dialog", { name: "Block Ana Lee?" });
    expect(within(dialog).getByText("Ana will not be told that you blocked them.")).toBeTruthy();
    expect(within(dialog).getByText("You will stop following each other, both ways.")).toBeTruthy();
    await user.click(within(dialog).getByRole("button", { name: "Cancel" }));
    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
    expect(calls.filter((call) => call.init.method === "POST")).toEqual([]);
  });

  it("blocks once confirmed, says so and goes back to the people list", async () => {
    const calls = stubFetch({
      [`GET /v1/user/${anaProfile.id}`]: () => json(200, anaProfile),
      [`POST /v1/user/${anaProfile.id}/block`]: () => json(200, { blocked: true }),
    });
    const user = userEvent.setup();
    const router = renderProfile();
    await user.click(await screen.findByRole("button", { name: "More actions for Ana Lee" }));
    await user.click(await screen.findByRole("menuitem", { name: "Block Ana" }));
    const dialog = await screen.findByRole("dialog", { name: "Block Ana Lee?" });
    await user.click(within(dialog).getByRole("button", { name: "Block" }));

    await waitFor(() => expect(router.state.location.pathname).toBe("/users/list"));
    expect(await screen.findByText("You blocked Ana Lee. They will not be told.")).toBeTruthy();
    expect(calls.map((call) => call.key)).toContain(`POST /v1/user/${anaProfile.id}/block`);
  });

  it("opens the report dialog from the more menu", async () => {
    showing();
    const user = userEvent.setup();
    renderProfile();
    await user.click(await screen.findByRole("button", { name: "More actions for Ana Lee" }));
    await user.click(await screen.findByRole("menuitem", { name: "Report Ana" }));
    expect(await screen.findByRole("dialog", { name: "Report Ana Lee" })).toBeTruthy();
  });
});
