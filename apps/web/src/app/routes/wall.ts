import { createRoute } from "@tanstack/react-router";
import {
  OutfitEditorPage,
  OutfitPage,
  OutfitsPage,
  outfitsQueries,
  parseFeedSearch,
  parseOutfitEditSearch,
  parseOutfitFilters,
  WallPage,
} from "../../features/outfits/index.ts";
import { authenticatedRoute } from "./frames.tsx";

/** The wall's feed and the outfits on it. */
export const wallRoutes = [
  createRoute({
    getParentRoute: () => authenticatedRoute,
    path: "/wall",
    validateSearch: parseFeedSearch,
    loaderDeps: ({ search }) => search,
    loader: async ({ context, deps }) =>
      void context.queryClient.prefetchInfiniteQuery((await outfitsQueries()).homeFeedQuery(deps)),
    component: WallPage,
  }),
  createRoute({
    getParentRoute: () => authenticatedRoute,
    path: "/wall/outfits",
    validateSearch: parseOutfitFilters,
    loaderDeps: ({ search }) => search,
    loader: async ({ context, deps }) =>
      void context.queryClient.prefetchInfiniteQuery((await outfitsQueries()).publicOutfitsQuery(deps)),
    component: OutfitsPage,
  }),
  createRoute({
    getParentRoute: () => authenticatedRoute,
    path: "/wall/outfit/details",
    validateSearch: parseOutfitEditSearch,
    loaderDeps: ({ search }) => search,
    loader: async ({ context, deps }) => {
      if (!deps.edit) return;
      const { outfitQuery } = await outfitsQueries();
      await context.queryClient.ensureQueryData(outfitQuery(deps.edit));
    },
    component: OutfitEditorPage,
  }),
  createRoute({
    getParentRoute: () => authenticatedRoute,
    path: "/wall/outfit/$id",
    loader: async ({ context, params }) => {
      const { outfitQuery, outfitProductsQuery, commentsQuery } = await outfitsQueries();
      void context.queryClient.prefetchInfiniteQuery(commentsQuery(params.id));
      void context.queryClient.prefetchQuery(outfitProductsQuery(params.id));
      await context.queryClient.ensureQueryData(outfitQuery(params.id));
    },
    component: OutfitPage,
  }),
];
