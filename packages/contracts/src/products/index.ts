export * from "./product.ts";
export * from "./shop.ts";
