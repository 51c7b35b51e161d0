// The face of outfits: what other rooms may use. Pages load on first visit.
import { lazyPage } from "../../lib/lazy-page.ts";

/**
 * The query options of the route loaders, in a chunk the pages share: api.ts imports values from the
 * contracts, whose module brings zod and every schema, so it stays out of the first load (decision 011).
 */
export const outfitsQueries = () =>
  import("./api.ts").then(
    ({ homeFeedQuery, publicOutfitsQuery, outfitQuery, outfitProductsQuery, commentsQuery }) => ({
      homeFeedQuery,
      publicOutfitsQuery,
      outfitQuery,
      outfitProductsQuery,
      commentsQuery,
    }),
  );

export { ProductLooks } from "./components/product-looks.tsx";
export { ProfileOutfits, SavedOutfits } from "./components/profile-outfits.tsx";
export { parseFeedSearch, parseOutfitEditSearch, parseOutfitFilters } from "./search-params.ts";

export const WallPage = lazyPage(() => import("./pages/wall-page.tsx"), "WallPage");
export const OutfitsPage = lazyPage(() => import("./pages/outfits-page.tsx"), "OutfitsPage");
export const OutfitPage = lazyPage(() => import("./pages/outfit-page.tsx"), "OutfitPage");
export const OutfitEditorPage = lazyPage(() => import("./pages/outfit-editor-page.tsx"), "OutfitEditorPage");
