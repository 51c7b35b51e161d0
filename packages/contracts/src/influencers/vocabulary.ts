import { z } from "zod";
import { wordsOf } from "../vocabulary.ts";

export const CONTENT_TYPE_LABELS = {
  outfits: "Outfit of the day",
  hauls: "Hauls",
  "styling-tips": "Styling tips",
  reviews: "Honest reviews",
  tutorials: "Tutorials",
  thrifting: "Thrifting and vintage",
  "live-shopping": "Live shopping",
  "behind-the-scenes": "Behind the scenes",
} as const satisfies Record<string, string>;
export const CONTENT_TYPES = wordsOf(CONTENT_TYPE_LABELS);
export type ContentType = (typeof CONTENT_TYPES)[number];

/** ISO 639-1 codes; the web names each with Intl.DisplayNames. */
export const LANGUAGES = [
  "en",
  "fr",
  "es",
  "de",
  "it",
  "pt",
  "nl",
  "sv",
  "pl",
  "tr",
  "ar",
  "hi",
  "ja",
  "ko",
  "zh",
] as const;
export type Language = (typeof LANGUAGES)[number];

/** The storefront accent colours: each dark enough for white text on it. */
export const STORE_ACCENTS = {
  terracotta: { label: "Terracotta", hex: "#a2462b" },
  espresso: { label: "Espresso", hex: "#40362f" },
  burgundy: { label: "Burgundy", hex: "#74202f" },
  plum: { label: "Plum", hex: "#5e3457" },
  navy: { label: "Navy", hex: "#1f2b47" },
  teal: { label: "Teal", hex: "#1d5f5b" },
  forest: { label: "Forest", hex: "#2f5a3a" },
  ochre: { label: "Ochre", hex: "#8a5a12" },
} as const;
export type StoreAccent = keyof typeof STORE_ACCENTS;
export const STORE_ACCENT_NAMES = Object.keys(STORE_ACCENTS) as [StoreAccent, ...StoreAccent[]];

export const STORE_LAYOUT_LABELS = {
  grid: { label: "Grid", description: "Every piece side by side, like a shop window." },
  editorial: { label: "Editorial", description: "Large looks with your words, like a magazine." },
} as const satisfies Record<string, { label: string; description: string }>;
export const STORE_LAYOUTS = wordsOf(STORE_LAYOUT_LABELS);
export type StoreLayout = (typeof STORE_LAYOUTS)[number];

/** How many one influencer may choose in each list. */
export const INFLUENCER_LIMITS = {
  brands: 20,
  categories: 5,
  contentTypes: 5,
  languages: 5,
} as const;

export const HEADLINE_MAX = 80;
export const BIO_MAX = 1000;
export const STORE_NAME_MAX = 60;
export const STORE_TAGLINE_MAX = 120;
export const STORE_DESCRIPTION_MAX = 1000;
export const STORE_SLUG_MIN = 3;
export const STORE_SLUG_MAX = 40;

/**
 * A store address made from a name: "Sofia's Vintage Closet" -> "sofias-vintage-closet". Too short a
 * name gets "-store" added, so the suggestion is always a valid address (or empty, for no letters).
 */
export function storeSlugFrom(name: string): string {
  const slug = name
    .normalize("NFD")
    .replace(/\p{Diacritic}/gu, "")
    .toLowerCase()
    .replace(/['’]/g, "")
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-+|-+$/g, "")
    .slice(0, STORE_SLUG_MAX)
    .replace(/-+$/, "");
  if (!slug) return "";
  return slug.length < STORE_SLUG_MIN ? `${slug}-store` : slug;
}

/** `base`, or the first of `base-2`, `base-3`… that is not `taken`, kept within an address's length. */
export function freeSlug(base: string, taken: ReadonlySet<string>): string {
  if (!taken.has(base)) return base;
  for (let number = 2; ; number++) {
    const suffix = `-${number}`;
    const candidate = `${base.slice(0, STORE_SLUG_MAX - suffix.length).replace(/-+$/, "")}${suffix}`;
    if (!taken.has(candidate)) return candidate;
  }
}

export const StoreSlugSchema = z
  .string({ error: "Store address is required" })
  .trim()
  .min(STORE_SLUG_MIN, `Store address must be at least ${STORE_SLUG_MIN} characters`)
  .max(STORE_SLUG_MAX, `Store address must be at most ${STORE_SLUG_MAX} characters`)
  .regex(
    /^[a-z0-9]+(-[a-z0-9]+)*$/,
    "Store address may use lower-case letters, digits and single hyphens between them",
  );
