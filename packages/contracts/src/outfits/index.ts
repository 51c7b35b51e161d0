export * from "./comments.ts";
export * from "./feed.ts";
export * from "./outfit.ts";
export * from "./outfits.ts";
