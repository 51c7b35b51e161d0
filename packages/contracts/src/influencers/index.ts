export * from "./discovery.ts";
export * from "./onboarding.ts";
export * from "./vocabulary.ts";
