export * from "./checkout.ts";
export * from "./orders.ts";
