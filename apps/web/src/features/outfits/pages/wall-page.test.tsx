import type { Feed } from "@cbm/contracts";
import { notifications } from "@mantine/notifications";
import { act, cleanup, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { session } from "../../../lib/session.ts";
import { outfitOf } from "../../../testing/outfits.ts";
import { type FetchHandler, json, renderWithApp, stubFetch } from "../../../testing/render.tsx";
import { ana, me } from "../../../testing/users.ts";
import { parseFeedSearch } from "../search-params.ts";
import { closetOf } from "../test-data.ts";
import { WallPage } from "./wall-page.tsx";

const renderWall = (at = "/wall") =>
  renderWithApp(WallPage, { path: "/wall", at, routes: { "/users/list": <p>The people list</p> } });

const feedOf = (entries: Feed["items"], nextCursor: string | null = null): Feed => ({
  items: entries,
  nextCursor,
});

const stubWall = (feeds: Record<string, FetchHandler>) =>
  stubFetch({ "GET /v1/users/profile": () => json(200, me), ...feeds });

/** An answer that comes only when the test says so (the stub awaits whatever a handler returns). */
function later() {
  let answer: (response: Response) => void = () => {};
  const response = new Promise<Response>((resolve) => {
    answer = resolve;
  });
  return { handler: () => response as unknown as Response, answer };
}

beforeEach(() => {
  window.scrollTo = () => {};
  session.save({ accessToken: "token-abcdefghij", refreshToken: "r", expiresIn: 900, user: me });
});

afterEach(() => {
  act(() => notifications.clean());
  vi.unstubAllGlobals();
});

describe("WallPage", () => {
  it("greets, shows outfits and closet updates of the people followed, and loads the next cursor", async () => {
    const first = outfitOf({ caption: "Linen for a slow Sunday" });
    const closet = closetOf({ name: "Summer capsule" });
    const later = outfitOf({ caption: "Denim on denim" });
    const calls = stubWall({
      "GET /v1/feed/following": (_init, url) =>
        url.searchParams.get("cursor") === "c2"
          ? json(200, feedOf([{ kind: "outfit", outfit: later }]))
          : json(
              200,
              feedOf(
                [
                  { kind: "outfit", outfit: first },
                  { kind: "closet", closet },
                ],
                "c2",
              ),
            ),
    });
    const user = userEvent.setup();
    renderWall();

    expect(await screen.findByRole("heading", { level: 1, name: "Welcome, Iris." })).toBeTruthy();
    const feed = await screen.findByRole("list", { name: "Following" });
    expect(within(feed).getByText("Linen for a slow Sunday")).toBeTruthy();
    expect(within(feed).getByRole("link", { name: "Summer capsule" }).getAttribute("href")).toBe(
      `/wall/closets/${closet.id}`,
    );
    expect(within(feed).getByText("7 pieces")).toBeTruthy();
    // The first cards fill the first screen: their pictures are not lazy.
    const [firstPicture] = within(feed).getAllByRole("img", { name: /^Outfit by Ana Lee/ });
    expect(firstPicture?.getAttribute("loading")).toBe("eager");

    await user.click(screen.getByRole("button", { name: "Load more" }));
    expect(await within(feed).findByText("Denim on denim")).toBeTruthy();
    const pages = calls.filter((call) => call.key === "GET /v1/feed/following");
    expect(pages.map((call) => call.url.searchParams.get("cursor"))).toEqual([null, "c2"]);
    expect(screen.queryByRole("button", { name: "Load more" })).toBeNull();
    expect(screen.getByText("You have reached the end.")).toBeTruthy();
  });

  it("loads the next page by itself when the end of the list comes into view", async () => {
    let reportInView: (() => void) | undefined;
    vi.stubGlobal(
      "IntersectionObserver",
      class {
        constructor(callback: (entries: { isIntersecting: boolean }[]) => void) {
          reportInView = () => callback([{ isIntersecting: true }]);
        }
        observe() {}
        disconnect() {}
      },
    );
    const calls = stubWall({
      "GET /v1/feed/following": (_init, url) =>
        json(
          200,
          feedOf([{ kind: "outfit", outfit: outfitOf() }], url.searchParams.get("cursor") ? null : "c2"),
        ),
    });
    renderWall();
    await screen.findByRole("list", { name: "Following" });
    act(() => reportInView?.());
    await waitFor(() =>
      expect(calls.filter((call) => call.url.searchParams.get("cursor") === "c2")).toHaveLength(1),
    );
  });

  it("invites to follow people or explore when Following is empty, and Explore is a chip in the URL", async () => {
    const calls = stubWall({
      "GET /v1/feed/following": () => json(200, feedOf([])),
      "GET /v1/feed/explore": () =>
        json(200, feedOf([{ kind: "outfit", outfit: outfitOf({ caption: "Gala night" }) }])),
    });
    const user = userEvent.setup();
    const router = renderWall();

    expect(await screen.findByText("Your wall is waiting for your people")).toBeTruthy();
    expect(screen.getByRole("link", { name: "Find people to follow" }).getAttribute("href")).toBe(
      "/users/list",
    );
    await user.click(screen.getByRole("button", { name: "Explore outfits" }));

    expect(await screen.findByText("Gala night")).toBeTruthy();
    expect(router.state.location.search).toEqual({ tab: "explore" });
    expect(screen.getByRole("radio", { name: "Explore" })).toHaveProperty("checked", true);
    expect(calls.map((call) => call.key)).toContain("GET /v1/feed/explore");
  });

  it("narrows Explore to an occasion with its chip, and goes back to Following with its own", async () => {
    const calls = stubWall({
      "GET /v1/feed/following": () =>
        json(200, feedOf([{ kind: "outfit", outfit: outfitOf({ caption: "Sunday brunch" }) }])),
      "GET /v1/feed/explore": (_init, url) =>
        json(
          200,
          feedOf([
            {
              kind: "outfit",
              outfit: outfitOf({
                caption: url.searchParams.get("occasion") === "work" ? "Boardroom" : "Anything",
              }),
            },
          ]),
        ),
    });
    const user = userEvent.setup();
    const router = renderWall();
    expect(await screen.findByText("Sunday brunch")).toBeTruthy();

    await user.click(screen.getByRole("radio", { name: "Work" }));
    expect(await screen.findByText("Boardroom")).toBeTruthy();
    expect(router.state.location.search).toEqual({ occasion: "work" });
    expect(screen.getByRole("list", { name: "Work outfits" })).toBeTruthy();
    expect(screen.getByRole("radio", { name: "Work" })).toHaveProperty("checked", true);
    expect(calls.at(-1)?.url.searchParams.get("occasion")).toBe("work");

    await user.click(screen.getByRole("radio", { name: "Following" }));
    expect(await screen.findByText("Sunday brunch")).toBeTruthy();
    expect(router.state.location.search).toEqual({});
  });

  it("shows skeleton cards while the first page loads", async () => {
    stubWall({ "GET /v1/feed/following": later().handler });
    renderWall();
    expect(await screen.findByRole("status", { name: "Loading following" })).toBeTruthy();
  });

  it("likes at once, then shows the server's count", async () => {
    const outfit = outfitOf({ likeCount: 4 });
    const like = later();
    stubWall({
      "GET /v1/feed/following": () => json(200, feedOf([{ kind: "outfit", outfit }])),
      [`POST /v1/outfits/${outfit.id}/like`]: like.handler,
    });
    const user = userEvent.setup();
    renderWall();
    const button = await screen.findByRole("button", { name: /^Like, / });
    expect(button.getAttribute("aria-pressed")).toBe("false");

    await user.click(button);
    expect(button.getAttribute("aria-pressed")).toBe("true");
    expect(button.textContent).toBe("5");
    like.answer(json(200, { liked: true, likeCount: 9 }));
    await waitFor(() => expect(button.textContent).toBe("9"));
    expect(button.getAttribute("aria-pressed")).toBe("true");
  });

  it("puts a like back as it was when the server refuses it, and says why", async () => {
    const outfit = outfitOf({ liked: true, likeCount: 4 });
    const unlike = later();
    stubWall({
      "GET /v1/feed/following": () => json(200, feedOf([{ kind: "outfit", outfit }])),
      [`POST /v1/outfits/${outfit.id}/unlike`]: unlike.handler,
    });
    const user = userEvent.setup();
    renderWall();
    const button = await screen.findByRole("button", { name: /^Like, / });

    await user.click(button);
    expect(button.getAttribute("aria-pressed")).toBe("false");
    expect(button.textContent).toBe("3");
    unlike.answer(json(404, { message: "We could not find this outfit." }));
    expect(await screen.findByText("We could not find this outfit.")).toBeTruthy();
    expect(button.getAttribute("aria-pressed")).toBe("true");
    expect(button.textContent).toBe("4");
  });

  it("gives a newcomer people to follow and suggested outfits, each saying why", async () => {
    const suggested = outfitOf({ caption: "Camel and cream for the office" });
    const ben = { ...ana, id: "0d9c5a4e-2222-4a57-9a0e-1a2b3c4d5e6f", fullName: "Ben Okafor" };
    stubWall({
      "GET /v1/feed/following": () =>
        json(200, feedOf([{ kind: "outfit", outfit: suggested, reason: "style-match" }])),
      "GET /v1/users/suggestions": () =>
        json(200, {
          items: [
            { ...ana, reason: "popular" },
            { ...ben, reason: "style-match" },
          ],
        }),
    });
    renderWall();
    const people = await screen.findByRole("region", { name: "People to follow" });
    expect(await within(people).findByText("Ana Lee")).toBeTruthy();
    expect(within(people).getByText("Popular on CBM")).toBeTruthy();
    expect(within(people).getByText("Matches your style")).toBeTruthy();
    expect(within(people).getByRole("button", { name: "Follow Ana Lee" })).toBeTruthy();
    const feed = await screen.findByRole("article");
    expect(within(feed.parentElement as HTMLElement).getByText("Matches your style")).toBeTruthy();
  });

  it("shows no people to follow to someone who follows enough people", async () => {
    const calls = stubFetch({
      "GET /v1/users/profile": () => json(200, { ...me, followingCount: 5 }),
      "GET /v1/feed/following": () => json(200, feedOf([{ kind: "outfit", outfit: outfitOf() }])),
    });
    session.save({
      accessToken: "token-abcdefghij",
      refreshToken: "r",
      expiresIn: 900,
      user: { ...me, followingCount: 5 },
    });
    renderWall();
    expect(await screen.findByRole("article")).toBeTruthy();
    expect(screen.queryByRole("region", { name: "People to follow" })).toBeNull();
    expect(calls.some((call) => call.key === "GET /v1/users/suggestions")).toBe(false);
  });

  it("lets the phone note be dismissed for good", async () => {
    const unverified = { ...me, phoneVerified: false, followingCount: 5 };
    stubFetch({
      "GET /v1/users/profile": () => json(200, unverified),
      "GET /v1/feed/following": () => json(200, feedOf([])),
    });
    renderWall();
    await userEvent.click(await screen.findByRole("button", { name: "Dismiss" }));
    expect(screen.queryByText("Verify your phone")).toBeNull();
    cleanup();
    renderWall();
    expect(await screen.findByText("Your wall is waiting for your people")).toBeTruthy();
    expect(screen.queryByText("Verify your phone")).toBeNull();
    localStorage.removeItem("cbm:phone-note-dismissed");
  });

  it("keeps only a known tab or an occasion's name from the URL", () => {
    expect(parseFeedSearch({ tab: "explore" })).toEqual({ tab: "explore" });
    expect(parseFeedSearch({ tab: "explore", occasion: "party" })).toEqual({ occasion: "party" });
    expect(parseFeedSearch({ occasion: "<b>" })).toEqual({});
    expect(parseFeedSearch({ tab: "following" })).toEqual({});
    expect(parseFeedSearch({ tab: "<script>" })).toEqual({});
  });
});
