// The face of closets: what other rooms may use. Pages load on first visit.
import { lazyPage } from "../../lib/lazy-page.ts";

/**
 * The query options of the route loaders, in a chunk the pages share: api.ts imports values from the
 * contracts, whose module brings zod and every schema, so it stays out of the first load (decision 011).
 */
export const closetsQueries = () =>
  import("./api.ts").then(({ wallClosetsQuery, closetQuery, myClosetsQuery, itemQuery }) => ({
    wallClosetsQuery,
    closetQuery,
    myClosetsQuery,
    itemQuery,
  }));

export { AddOrderToCloset } from "./components/add-order-to-closet.tsx";
export { OwnedSimilar } from "./components/owned-similar.tsx";
export { PhotoPicker } from "./components/photo-picker.tsx";
export { UserClosets } from "./components/user-closets.tsx";
export {
  parseClosetFormSearch,
  parseClosetSearch,
  parseClosetsSearch,
  parseItemFormSearch,
} from "./search-params.ts";

export const ClosetsPage = lazyPage(() => import("./pages/closets-page.tsx"), "ClosetsPage");
export const ClosetPage = lazyPage(() => import("./pages/closet-page.tsx"), "ClosetPage");
export const ClosetStartPage = lazyPage(() => import("./pages/closet-start-page.tsx"), "ClosetStartPage");
export const ClosetFormPage = lazyPage(() => import("./pages/closet-form-page.tsx"), "ClosetFormPage");
export const ItemFormPage = lazyPage(() => import("./pages/item-form-page.tsx"), "ItemFormPage");
