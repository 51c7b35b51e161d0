export { styleListeners } from "./listeners.ts";
export {
  peopleSharingStyle,
  type ShoppingTaste,
  type StyleTaste,
  shoppingTasteOf,
  styleTasteOf,
} from "./repo.ts";
export { styleRoutes } from "./routes.ts";
export { type StyleService, styleService, withoutAnswers } from "./service.ts";
export type { NewStyleProfileRow, StyleProfileRow } from "./tables.ts";
