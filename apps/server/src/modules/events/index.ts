export { type EventRow, eventReference } from "./tables.ts";
