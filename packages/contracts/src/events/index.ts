export * from "./event.ts";
export * from "./events.ts";
