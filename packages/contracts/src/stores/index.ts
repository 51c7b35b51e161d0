export * from "./shipping.ts";
export * from "./store.ts";
