export * from "./comments.ts";
export * from "./outfits.ts";
