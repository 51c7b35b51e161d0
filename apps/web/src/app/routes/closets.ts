import { createRoute } from "@tanstack/react-router";
import {
  ClosetFormPage,
  ClosetPage,
  ClosetStartPage,
  ClosetsPage,
  closetsQueries,
  ItemFormPage,
  parseClosetFormSearch,
  parseClosetSearch,
  parseClosetsSearch,
  parseItemFormSearch,
} from "../../features/closets/index.ts";
import { session } from "../../lib/session.ts";
import { authenticatedRoute } from "./frames.tsx";

/** The signed-in user's id, as the pages read it from the session: one's own closets are keyed by it. */
const signedInUserId = () => session.read()?.user?.id ?? "";

/** Closets on the wall, and one's own closets and items. */
export const closetRoutes = [
  createRoute({
    getParentRoute: () => authenticatedRoute,
    path: "/wall/closets",
    validateSearch: parseClosetsSearch,
    loaderDeps: ({ search }) => search,
    loader: async ({ context, deps }) =>
      void context.queryClient.prefetchInfiniteQuery(
        (await closetsQueries()).wallClosetsQuery(deps.scope ?? "following"),
      ),
    component: ClosetsPage,
  }),
  createRoute({
    getParentRoute: () => authenticatedRoute,
    path: "/wall/closets/$id",
    validateSearch: parseClosetSearch,
    loader: async ({ context, params }) => {
      const { closetQuery } = await closetsQueries();
      await context.queryClient.ensureQueryData(closetQuery(params.id));
    },
    component: ClosetPage,
  }),
  createRoute({
    getParentRoute: () => authenticatedRoute,
    path: "/closet/start",
    loader: async ({ context }) =>
      void context.queryClient.prefetchQuery((await closetsQueries()).myClosetsQuery(signedInUserId())),
    component: ClosetStartPage,
  }),
  createRoute({
    getParentRoute: () => authenticatedRoute,
    path: "/closet/new",
    validateSearch: parseClosetFormSearch,
    loaderDeps: ({ search }) => search,
    loader: async ({ context, deps }) => {
      const { closetQuery, myClosetsQuery } = await closetsQueries();
      // A new closet reads one's closets only to know whether it is the first.
      if (deps.edit) await context.queryClient.ensureQueryData(closetQuery(deps.edit));
      else void context.queryClient.prefetchQuery(myClosetsQuery(signedInUserId()));
    },
    component: ClosetFormPage,
  }),
  createRoute({
    getParentRoute: () => authenticatedRoute,
    path: "/closet/new-item",
    validateSearch: parseItemFormSearch,
    loaderDeps: ({ search }) => ({ edit: search.edit }),
    loader: async ({ context, deps }) => {
      const { itemQuery, myClosetsQuery } = await closetsQueries();
      await Promise.all([
        context.queryClient.ensureQueryData(myClosetsQuery(signedInUserId())),
        deps.edit && context.queryClient.ensureQueryData(itemQuery(deps.edit)),
      ]);
    },
    component: ItemFormPage,
  }),
];
