export * from "./events.ts";
