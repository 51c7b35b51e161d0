export * from "./leads.ts";
export * from "./questionnaire.ts";
export * from "./vocabulary.ts";
