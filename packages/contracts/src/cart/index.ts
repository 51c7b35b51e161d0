export * from "./cart.ts";
