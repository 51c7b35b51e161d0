export * from "./authorization.ts";
export * from "./common.ts";
export * from "./contact.ts";
export * from "./dev.ts";
export * from "./uploads.ts";
export * from "./users.ts";
