export { styleListeners } from "./listeners.ts";
export { styleRoutes } from "./routes.ts";
export { type StyleService, styleService, withoutAnswers } from "./service.ts";
export type { NewStyleProfileRow, StyleProfileRow } from "./tables.ts";
