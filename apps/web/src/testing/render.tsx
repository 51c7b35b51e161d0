import { MantineProvider } from "@mantine/core";
import { Notifications } from "@mantine/notifications";
import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import {
  type AnyRoute,
  createMemoryHistory,
  createRootRoute,
  createRoute,
  createRouter,
  type RouteComponent,
  RouterProvider,
} from "@tanstack/react-router";
import { render } from "@testing-library/react";
import type { ReactNode } from "react";
import { vi } from "vitest";

/** A JSON `Response` with the given status, as the API sends it. */
export const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { "content-type": "application/json" } });

export type FetchHandler = (init: RequestInit, url: URL) => Response;

export interface FetchCall {
  /** "METHOD /path", e.g. "POST /v1/authorization/register". */
  key: string;
  url: URL;
  init: RequestInit;
}

/**
 * Stubs global `fetch`: each request is answered by the handler under its "METHOD /path" key, or with a
 * 404 when there is none. Returns the list every call is recorded in. Undo with `vi.unstubAllGlobals()`.
 */
export function stubFetch(handlers: Record<string, FetchHandler>): FetchCall[] {
  const calls: FetchCall[] = [];
  vi.stubGlobal(
    "fetch",
    vi.fn(async (input: string | URL, init: RequestInit = {}) => {
      const url = new URL(String(input), "http://localhost");
      const key = `${init.method ?? "GET"} ${url.pathname}`;
      calls.push({ key, url, init });
      return handlers[key]?.(init, url) ?? json(404, { message: "Not found" });
    }),
  );
  return calls;
}

/** A query client that asks once: a failure shows at once. */
export const testQueryClient = () =>
  new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } });

/** Renders `ui` inside the app's providers (Mantine, notifications, a fresh query client), without a router. */
export function renderWithProviders(ui: ReactNode, queryClient = testQueryClient()) {
  return render(
    <MantineProvider>
      <Notifications />
      <QueryClientProvider client={queryClient}>{ui}</QueryClientProvider>
    </MantineProvider>,
  );
}

export interface AppOptions {
  /** The route path `Page` is mounted at; the router starts there unless `at` says otherwise. Default "/". */
  path?: string;
  /** The location the router starts at, when it differs from `path` (e.g. a splat `path` of "$"). */
  at?: string;
  /** Stub pages at the other paths the page may go to, e.g. `{ "/login": <p>The login page</p> }`. */
  routes?: Record<string, ReactNode>;
  /** A pathless layout (rendering an `<Outlet />`) that wraps the page and the stub pages. */
  layout?: RouteComponent;
}

/**
 * Renders `Page` at `path` in a memory router inside the app's providers, next to stub pages at `routes`.
 * Returns the router, so tests can check `router.state.location.pathname`.
 */
export function renderWithApp(
  Page: RouteComponent,
  { path = "/", at, routes = {}, layout }: AppOptions = {},
) {
  const root = createRootRoute();
  const parent: AnyRoute = layout
    ? createRoute({ getParentRoute: () => root, id: "layout", component: layout })
    : root;
  const children = [
    createRoute({ getParentRoute: () => parent, path, component: Page }),
    ...Object.entries(routes).map(([stubPath, body]) =>
      createRoute({ getParentRoute: () => parent, path: stubPath, component: () => body }),
    ),
  ];
  const routeTree = layout ? root.addChildren([parent.addChildren(children)]) : root.addChildren(children);
  const router = createRouter({
    routeTree,
    history: createMemoryHistory({ initialEntries: [at ?? path] }),
  });
  renderWithProviders(<RouterProvider router={router} />);
  return router;
}
