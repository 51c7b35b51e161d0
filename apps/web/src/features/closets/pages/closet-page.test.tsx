import { notifications } from "@mantine/notifications";
import { act, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { session } from "../../../lib/session.ts";
import { anasCloset, jeans, myCloset, myOtherCloset, pageOf } from "../../../testing/closets.ts";
import { json, renderWithApp, stubFetch } from "../../../testing/render.tsx";
import { anaProfile, me } from "../../../testing/users.ts";
import { parseClosetSearch } from "../search-params.ts";
import { ClosetPage } from "./closet-page.tsx";

const renderCloset = (at = `/wall/closets/${anasCloset.id}`) =>
  renderWithApp(ClosetPage, {
    path: "/wall/closets/$id",
    at,
    routes: {
      "/wall/closets": <p>The closets</p>,
      "/closet/new-item": <p>The item form</p>,
      "/closet/new": <p>The closet form</p>,
    },
  });

const itemQueries = (calls: ReturnType<typeof stubFetch>, closetId = anasCloset.id) =>
  calls
    .filter((call) => call.key === `GET /v1/closets/${closetId}/items`)
    .map((call) => Object.fromEntries(call.url.searchParams));

const anas = {
  [`GET /v1/closets/${anasCloset.id}`]: () => json(200, anasCloset),
  [`GET /v1/closets/${anasCloset.id}/items`]: () => json(200, pageOf([jeans])),
  [`GET /v1/user/${anaProfile.id}`]: () => json(200, anaProfile),
  [`GET /v1/closet-items/${jeans.id}`]: () => json(200, jeans),
};

const mine = {
  [`GET /v1/closets/${myCloset.id}`]: () => json(200, myCloset),
  [`GET /v1/closets/${myCloset.id}/items`]: () => json(200, pageOf([{ ...jeans, closetId: myCloset.id }])),
  [`GET /v1/user/${me.id}/closets`]: () => json(200, pageOf([myCloset, myOtherCloset])),
};

beforeEach(() => {
  window.scrollTo = () => {};
  session.save({ accessToken: "token-abcdefghij", refreshToken: "r", expiresIn: 900, user: me });
});

afterEach(() => {
  act(() => notifications.clean());
  vi.unstubAllGlobals();
});

describe("ClosetPage", { timeout: 15_000 }, () => {
  it("shows the closet, its owner with a follow button, and its items", async () => {
    stubFetch(anas);
    renderCloset();
    expect(await screen.findByRole("heading", { level: 1, name: "Denim days" })).toBeTruthy();
    expect(screen.getByText("Every pair of jeans I own.")).toBeTruthy();
    expect(screen.getByRole("link", { name: "Ana Lee" }).getAttribute("href")).toBe(
      `/users/profile/${anaProfile.id}`,
    );
    expect(await screen.findByRole("button", { name: "Follow Ana Lee" })).toBeTruthy();
    const items = await screen.findByRole("list", { name: "Items" });
    expect(within(items).getByRole("button", { name: /Jeans by Levi's/ })).toBeTruthy();
    expect(screen.queryByRole("link", { name: "Add items" })).toBeNull();
  });

  it("follows the owner from the closet", async () => {
    const calls = stubFetch({
      ...anas,
      [`POST /v1/user/${anaProfile.id}/follow`]: () => json(200, { following: true, followerCount: 5 }),
    });
    const user = userEvent.setup();
    renderCloset();
    await user.click(await screen.findByRole("button", { name: "Follow Ana Lee" }));
    expect(await screen.findByRole("button", { name: "Following Ana Lee" })).toBeTruthy();
    expect(calls.map((call) => call.key)).toContain(`POST /v1/user/${anaProfile.id}/follow`);
  });

  it("puts the filters in the URL and in the request, and clears them", async () => {
    const calls = stubFetch(anas);
    const user = userEvent.setup();
    const router = renderCloset();
    await screen.findByRole("list", { name: "Items" });
    await user.selectOptions(screen.getByLabelText("Category"), "bottoms");
    await user.selectOptions(screen.getByLabelText("Colour"), "blue");
    await user.selectOptions(screen.getByLabelText("Season"), "autumn");
    await waitFor(() =>
      expect(router.state.location.search).toEqual({ category: "bottoms", colour: "blue", season: "autumn" }),
    );
    await waitFor(() =>
      expect(itemQueries(calls).at(-1)).toEqual({
        category: "bottoms",
        colour: "blue",
        season: "autumn",
        page: "0",
        size: "24",
      }),
    );
    await user.click(screen.getByRole("button", { name: "Clear filters" }));
    await waitFor(() => expect(router.state.location.search).toEqual({}));
  });

  it("ignores filters in the URL that name no category, colour or season", async () => {
    const calls = stubFetch(anas);
    renderCloset(`/wall/closets/${anasCloset.id}?category=capes&colour=blue`);
    await screen.findByRole("list", { name: "Items" });
    expect(itemQueries(calls)).toEqual([{ colour: "blue", page: "0", size: "24" }]);
    expect(screen.getByLabelText("Category")).toHaveProperty("value", "");
  });

  it("says when no item matches the filters, with a way back to all of them", async () => {
    stubFetch({ ...anas, [`GET /v1/closets/${anasCloset.id}/items`]: () => json(200, pageOf([])) });
    const user = userEvent.setup();
    const router = renderCloset(`/wall/closets/${anasCloset.id}?season=winter`);
    expect(await screen.findByText("No pieces match these filters")).toBeTruthy();
    await user.click(screen.getAllByRole("button", { name: "Clear filters" })[0] as HTMLElement);
    await waitFor(() => expect(router.state.location.search).toEqual({}));
  });

  it("opens an item in a drawer with every detail and its price from minor units, and closes it", async () => {
    stubFetch(anas);
    const user = userEvent.setup();
    const router = renderCloset();
    await user.click(await screen.findByRole("button", { name: /Jeans by Levi's/ }));
    await waitFor(() => expect(router.state.location.search).toEqual({ item: jeans.id }));
    const drawer = await screen.findByRole("dialog", { name: "Denim days" });
    expect(within(drawer).getByRole("heading", { name: "Jeans by Levi's" })).toBeTruthy();
    expect(within(drawer).getByText("$89.50")).toBeTruthy();
    expect(within(drawer).getByText("Bottoms · Jeans")).toBeTruthy();
    expect(within(drawer).getByText("Spring, Autumn")).toBeTruthy();
    expect(within(drawer).getByText("14 September 2025")).toBeTruthy();
    expect(within(drawer).getByText("Wash cold.")).toBeTruthy();
    // Someone else's item: nothing to edit.
    expect(within(drawer).queryByRole("link", { name: "Edit" })).toBeNull();
    await user.click(within(drawer).getByRole("button", { name: "Close" }));
    await waitFor(() => expect(router.state.location.search).toEqual({}));
  });

  it("gives the owner ways to add, edit, move and delete", async () => {
    const moved = { ...jeans, closetId: myOtherCloset.id };
    const calls = stubFetch({
      ...mine,
      [`GET /v1/closet-items/${jeans.id}`]: () => json(200, { ...jeans, closetId: myCloset.id }),
      [`PUT /v1/closet-items/${jeans.id}`]: () => json(200, moved),
    });
    const user = userEvent.setup();
    const router = renderCloset(`/wall/closets/${myCloset.id}?item=${jeans.id}`);
    expect(await screen.findByRole("link", { name: "Add items" })).toHaveProperty(
      "href",
      `http://localhost:3000/closet/new-item?closetId=${myCloset.id}`,
    );
    expect(screen.getByRole("link", { name: "Edit closet" })).toHaveProperty(
      "href",
      `http://localhost:3000/closet/new?edit=${myCloset.id}`,
    );
    expect(screen.getByText("Private")).toBeTruthy();

    const drawer = await screen.findByRole("dialog", { name: "Workwear" });
    await within(drawer).findByRole("heading", { name: "Jeans by Levi's" });
    expect(within(drawer).getByRole("link", { name: "Edit" })).toHaveProperty(
      "href",
      `http://localhost:3000/closet/new-item?edit=${jeans.id}`,
    );
    await user.click(await within(drawer).findByRole("button", { name: "Move" }));
    await user.click(await screen.findByRole("menuitem", { name: "Weekend" }));
    await waitFor(() => expect(router.state.location.search).toEqual({}));
    const put = calls.find((call) => call.key === `PUT /v1/closet-items/${jeans.id}`);
    expect(JSON.parse(String(put?.init.body))).toMatchObject({
      closetId: myOtherCloset.id,
      image: jeans.image.url,
    });
    expect(await screen.findByText("Jeans by Levi's moved to Weekend.")).toBeTruthy();
  });

  it("invites the owner to add the first items of an empty closet", async () => {
    stubFetch({ ...mine, [`GET /v1/closets/${myCloset.id}/items`]: () => json(200, pageOf([])) });
    renderCloset(`/wall/closets/${myCloset.id}`);
    expect(await screen.findByText("This closet is empty")).toBeTruthy();
    const links = screen.getAllByRole("link", { name: "Add items" });
    expect(links.map((link) => link.getAttribute("href"))).toEqual([
      `/closet/new-item?closetId=${myCloset.id}`,
      `/closet/new-item?closetId=${myCloset.id}`,
    ]);
  });

  it("deletes the owner's closet once confirmed", async () => {
    const calls = stubFetch({
      ...mine,
      [`DELETE /v1/closets/${myCloset.id}`]: () =>
        json(200, { message: "The closet and its items were deleted." }),
    });
    const user = userEvent.setup();
    const router = renderCloset(`/wall/closets/${myCloset.id}`);
    await user.click(await screen.findByRole("button", { name: "More actions for Workwear" }));
    await user.click(await screen.findByRole("menuitem", { name: "Delete closet" }));
    const dialog = await screen.findByRole("dialog", { name: "Delete Workwear?" });
    await user.click(within(dialog).getByRole("button", { name: "Delete" }));
    await waitFor(() => expect(router.state.location.pathname).toBe("/wall/closets"));
    expect(calls.map((call) => call.key)).toContain(`DELETE /v1/closets/${myCloset.id}`);
    // The closet that is gone is not asked for again.
    expect(calls.filter((call) => call.key === `GET /v1/closets/${myCloset.id}`)).toHaveLength(1);
  });

  it("lets others report the closet", async () => {
    const calls = stubFetch({
      ...anas,
      [`POST /v1/closets/${anasCloset.id}/report`]: () =>
        json(200, { message: "Thank you, we will look into it." }),
    });
    const user = userEvent.setup();
    renderCloset();
    await user.click(await screen.findByRole("button", { name: "More actions for Denim days" }));
    await user.click(await screen.findByRole("menuitem", { name: "Report closet" }));
    const dialog = await screen.findByRole("dialog", { name: "Report this closet" });
    await user.click(within(dialog).getByRole("radio", { name: "Spam or misleading" }));
    await user.click(within(dialog).getByRole("button", { name: "Send report" }));
    expect(await screen.findByText("Thank you, we will look into it.")).toBeTruthy();
    expect(calls.map((call) => call.key)).toContain(`POST /v1/closets/${anasCloset.id}/report`);
  });

  it("says the closet isn't available when the server does not show it", async () => {
    stubFetch({
      [`GET /v1/closets/${anasCloset.id}`]: () => json(404, { message: "We could not find this closet." }),
    });
    renderCloset();
    expect(
      await screen.findByRole("heading", { level: 1, name: "This closet isn't available" }),
    ).toBeTruthy();
    expect(screen.getByRole("link", { name: "Browse closets" }).getAttribute("href")).toBe("/wall/closets");
  });
});

describe("parseClosetSearch", () => {
  it("keeps names and ids of the right shape and drops the rest", () => {
    expect(
      parseClosetSearch({ category: "tops", colour: "light-blue", season: "winter", item: jeans.id }),
    ).toEqual({
      category: "tops",
      colour: "light-blue",
      season: "winter",
      item: jeans.id,
    });
    expect(parseClosetSearch({ category: "<b>", colour: 3, item: "not-an-id", page: 2 })).toEqual({});
  });
});
