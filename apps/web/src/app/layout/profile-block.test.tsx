import type { Person, PersonPage } from "@cbm/contracts";
import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { json, renderWithApp, stubFetch } from "../../testing/render.tsx";
import { ana, me } from "../../testing/users.ts";
import { ProfileBlock } from "./profile-block.tsx";

const person = (index: number): Person => ({
  id: `00000000-0000-4000-8000-${String(index).padStart(12, "0")}`,
  avatar: null,
  fullName: `Person ${index}`,
});

const pageOf = (items: Person[], page: number, total: number): PersonPage => ({
  items,
  page,
  size: 20,
  total,
});

const renderBlock = () =>
  renderWithApp(() => <ProfileBlock profile={{ ...me, followerCount: 0, followingCount: 21 }} />, {
    routes: { "/users/profile/$id": <p>A profile</p> },
  });

afterEach(() => vi.unstubAllGlobals());

describe("ProfileBlock's follow lists", () => {
  it("loads the followers when opened and says so when there are none", async () => {
    const calls = stubFetch({ "GET /v1/users/followers": () => json(200, pageOf([], 0, 0)) });
    const user = userEvent.setup();
    renderBlock();
    await screen.findByText(me.fullName);
    expect(calls).toHaveLength(0);

    await user.click(screen.getByRole("button", { name: /Followers/ }));
    const dialog = within(await screen.findByRole("dialog", { name: "Followers" }));
    expect(await dialog.findByText("You have no followers.")).toBeTruthy();
    expect(calls.map((call) => call.key)).toEqual(["GET /v1/users/followers"]);
  });

  it("says so when following no one", async () => {
    stubFetch({ "GET /v1/users/following": () => json(200, pageOf([], 0, 0)) });
    const user = userEvent.setup();
    renderBlock();
    await user.click(await screen.findByRole("button", { name: /Following/ }));
    const dialog = within(await screen.findByRole("dialog", { name: "Following" }));
    expect(await dialog.findByText("You are not following anyone.")).toBeTruthy();
  });

  it("lists the people followed, loads more, and 'view' opens a profile and closes the list", async () => {
    const first = [
      { id: ana.id, avatar: null, fullName: ana.fullName },
      ...Array.from({ length: 19 }, (_, i) => person(i)),
    ];
    const calls = stubFetch({
      "GET /v1/users/following": (_init, url) =>
        url.searchParams.get("page") === "1"
          ? json(200, pageOf([person(99)], 1, 21))
          : json(200, pageOf(first, 0, 21)),
    });
    const user = userEvent.setup();
    const router = renderBlock();
    await user.click(await screen.findByRole("button", { name: /Following/ }));
    const dialog = within(await screen.findByRole("dialog", { name: "Following" }));
    expect(await dialog.findAllByRole("listitem")).toHaveLength(20);

    await user.click(dialog.getByRole("button", { name: "Load more" }));
    expect(await dialog.findByText("Person 99")).toBeTruthy();
    expect(dialog.queryByRole("button", { name: "Load more" })).toBeNull();
    expect(calls.map((call) => call.url.searchParams.get("page"))).toEqual(["0", "1"]);

    const view = dialog.getByRole("link", { name: "View Ana Lee" });
    expect(view.textContent).toBe("view");
    await user.click(view);
    await waitFor(() => expect(router.state.location.pathname).toBe(`/users/profile/${ana.id}`));
    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
  });
});
