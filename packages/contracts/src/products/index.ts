export * from "./product.ts";
