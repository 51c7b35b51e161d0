import { createRoute } from "@tanstack/react-router";
import { HelpArticlePage, HelpIndexPage, helpQueries } from "../../features/help/index.ts";
import { siteRoute } from "./frames.tsx";

/** The help articles: for everyone, signed in or not. An unknown slug shows Page Not Found. */
export const helpRoutes = [
  createRoute({
    getParentRoute: () => siteRoute,
    path: "/help",
    loader: async ({ context }) =>
      void (await context.queryClient.ensureQueryData((await helpQueries()).helpArticlesQuery())),
    component: HelpIndexPage,
  }),
  createRoute({
    getParentRoute: () => siteRoute,
    path: "/help/$slug",
    loader: async ({ context, params }) =>
      void (await context.queryClient.ensureQueryData((await helpQueries()).helpArticleQuery(params.slug))),
    component: HelpArticlePage,
  }),
];
