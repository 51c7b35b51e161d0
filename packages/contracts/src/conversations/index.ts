export * from "./conversations.ts";
