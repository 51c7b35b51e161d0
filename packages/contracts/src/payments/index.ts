export * from "./cards.ts";
