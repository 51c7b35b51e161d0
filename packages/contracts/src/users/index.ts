export * from "./social-accounts.ts";
export * from "./users.ts";
