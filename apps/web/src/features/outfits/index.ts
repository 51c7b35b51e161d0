// The face of outfits: what other rooms may use. Pages load on first visit.
import { lazyPage } from "../../lib/lazy-page.ts";

export { ProfileOutfits, SavedOutfits } from "./components/profile-outfits.tsx";
export { parseFeedSearch, parseOutfitEditSearch, parseOutfitFilters } from "./search-params.ts";

export const WallPage = lazyPage(() => import("./pages/wall-page.tsx"), "WallPage");
export const OutfitsPage = lazyPage(() => import("./pages/outfits-page.tsx"), "OutfitsPage");
export const OutfitPage = lazyPage(() => import("./pages/outfit-page.tsx"), "OutfitPage");
export const OutfitEditorPage = lazyPage(() => import("./pages/outfit-editor-page.tsx"), "OutfitEditorPage");
