export * from "./questionnaire.ts";
export * from "./vocabulary.ts";
