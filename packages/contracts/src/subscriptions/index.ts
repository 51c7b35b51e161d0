export * from "./admin.ts";
export * from "./catalogue.ts";
export * from "./plans.ts";
export * from "./status.ts";
export * from "./subscriptions.ts";
