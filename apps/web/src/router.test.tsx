import { PAGE_PATHS } from "@cbm/contracts";
import { createMemoryHistory, RouterProvider } from "@tanstack/react-router";
import { screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { personQuery } from "./features/users/index.ts";
import { session } from "./lib/session.ts";
import { createAppRouter, router } from "./router.tsx";
import {
  type FetchHandler,
  json,
  renderWithProviders,
  stubFetch,
  testQueryClient,
} from "./testing/render.tsx";
import { anaProfile, me } from "./testing/users.ts";

describe("the route table", () => {
  it("has exactly the pages the server answers with 200 (PAGE_PATHS)", () => {
    const paths = Object.keys(router.routesByPath).map((path) =>
      path === "/" ? path : path.replace(/\/$/, ""),
    );
    expect(new Set(paths)).toEqual(new Set(PAGE_PATHS));
  });
});

describe("the route loaders", () => {
  const anasProfilePath = `/users/profile/${anaProfile.id}`;
  const anaKey = `GET /v1/user/${anaProfile.id}`;

  /** The app's router at `path` with a query client of its own, and the API answering `handlers`. */
  function appAt(path: string, handlers: Record<string, FetchHandler>) {
    const calls = stubFetch({ "GET /v1/users/profile": () => json(200, me), ...handlers });
    const queryClient = testQueryClient();
    const appRouter = createAppRouter(queryClient, createMemoryHistory({ initialEntries: [path] }));
    const show = () => renderWithProviders(<RouterProvider router={appRouter} />, queryClient);
    return { calls, queryClient, appRouter, show };
  }

  beforeEach(() => {
    window.scrollTo = () => {};
    session.save({ accessToken: "token-abcdefghij", refreshToken: "r", expiresIn: 900, user: me });
  });

  afterEach(() => vi.unstubAllGlobals());

  it("fill the cache before the page mounts, and the page reads it without asking again", async () => {
    const app = appAt(anasProfilePath, { [anaKey]: () => json(200, anaProfile) });
    await app.appRouter.load();
    expect(app.queryClient.getQueryData(personQuery(anaProfile.id).queryKey)).toEqual(anaProfile);

    app.show();
    expect(await screen.findByRole("heading", { level: 1, name: "Ana Lee" })).toBeTruthy();
    expect(app.calls.filter((call) => call.key === anaKey)).toHaveLength(1);
  });

  it("show a failed load as the error page inside the layout, and Try again loads the page", async () => {
    let down = true;
    const app = appAt(anasProfilePath, {
      [anaKey]: () => (down ? json(500, { message: "Something went wrong" }) : json(200, anaProfile)),
    });
    app.show();
    expect(await screen.findByRole("heading", { name: "Internal Server Error" })).toBeTruthy();
    expect(screen.getByRole("navigation", { name: "Main menu" })).toBeTruthy();

    down = false;
    await userEvent.setup().click(screen.getByRole("button", { name: "Try again" }));
    expect(await screen.findByRole("heading", { level: 1, name: "Ana Lee" })).toBeTruthy();
  });

  it("show a 404 from the API as the not-found page inside the layout", async () => {
    // One's own closets: the item form cannot show without them. The stub answers 404 to what it lacks.
    const app = appAt("/closet/new-item", {});
    app.show();
    expect(await screen.findByRole("heading", { name: "Page Not Found" })).toBeTruthy();
    expect(screen.getByRole("navigation", { name: "Main menu" })).toBeTruthy();
    expect(app.calls.map((call) => call.key)).toContain(`GET /v1/user/${me.id}/closets`);
  });
});
