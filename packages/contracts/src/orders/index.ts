export * from "./checkout.ts";
export * from "./orders.ts";
export * from "./store-orders.ts";
