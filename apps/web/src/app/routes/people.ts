import { createRoute } from "@tanstack/react-router";
import {
  InfluencerListPage,
  influencersQueries,
  parseInfluencerSearch,
} from "../../features/influencers/index.ts";
import { PeoplePage, parsePeopleSearch, usersQueries } from "../../features/users/index.ts";
import { lazyPage } from "../../lib/lazy-page.ts";
import { parseProfileSearch } from "../pages/profile-tabs.ts";
import { parseSettingsSearch } from "../pages/settings-sections.ts";
import { authenticatedRoute } from "./frames.tsx";

/** Finding people and influencers, a person's profile, and one's own settings. */
export const peopleRoutes = [
  createRoute({
    getParentRoute: () => authenticatedRoute,
    path: "/users/list",
    validateSearch: parsePeopleSearch,
    loaderDeps: ({ search }) => search,
    loader: async ({ context, deps }) =>
      void context.queryClient.prefetchQuery((await usersQueries()).peopleQuery(deps)),
    component: PeoplePage,
  }),
  createRoute({
    getParentRoute: () => authenticatedRoute,
    path: "/users/profile/$id",
    validateSearch: parseProfileSearch,
    loader: async ({ context, params }) => {
      const { personQuery } = await usersQueries();
      await context.queryClient.ensureQueryData(personQuery(params.id));
    },
    component: lazyPage(() => import("../pages/profile-page.tsx"), "ProfilePage"),
  }),
  createRoute({
    getParentRoute: () => authenticatedRoute,
    path: "/Influencer/list",
    validateSearch: parseInfluencerSearch,
    loaderDeps: ({ search }) => search,
    loader: async ({ context, deps }) =>
      void context.queryClient.prefetchQuery((await influencersQueries()).influencerListQuery(deps)),
    component: InfluencerListPage,
  }),
  createRoute({
    getParentRoute: () => authenticatedRoute,
    path: "/settings",
    validateSearch: parseSettingsSearch,
    component: lazyPage(() => import("../pages/settings-page.tsx"), "SettingsPage"),
  }),
];
