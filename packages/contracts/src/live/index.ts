export * from "./live.ts";
