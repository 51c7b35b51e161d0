import { z } from "zod";
import { BrandSchema } from "./brands.ts";
import {
  booleanField,
  clearable,
  listOf,
  oneOf,
  onlyFields,
  optional,
  PageQuerySchema,
  pageOf,
  requiredText,
} from "./common.ts";
import { endpoint } from "./endpoint.ts";
import { stepEndpoints } from "./steps.ts";
import { STYLE_ATTRIBUTES } from "./style.ts";
import { MediaLocationSchema } from "./uploads.ts";
import { KEYWORD_MAX } from "./users.ts";

// ---- the vocabularies ----

export const CONTENT_TYPES = [
  "outfits",
  "hauls",
  "styling-tips",
  "reviews",
  "tutorials",
  "thrifting",
  "live-shopping",
  "behind-the-scenes",
] as const;
export type ContentType = (typeof CONTENT_TYPES)[number];

export const CONTENT_TYPE_LABELS: Record<ContentType, string> = {
  outfits: "Outfit of the day",
  hauls: "Hauls",
  "styling-tips": "Styling tips",
  reviews: "Honest reviews",
  tutorials: "Tutorials",
  thrifting: "Thrifting and vintage",
  "live-shopping": "Live shopping",
  "behind-the-scenes": "Behind the scenes",
};

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

export const STORE_LAYOUTS = ["grid", "editorial"] as const;
export type StoreLayout = (typeof STORE_LAYOUTS)[number];

export const STORE_LAYOUT_LABELS: Record<StoreLayout, { label: string; description: string }> = {
  grid: { label: "Grid", description: "Every piece side by side, like a shop window." },
  editorial: { label: "Editorial", description: "Large looks with your words, like a magazine." },
};

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

// ---- fields ----

const brandList = listOf(
  z.uuid(),
  { one: "brand", many: "brands" },
  { min: 0, max: INFLUENCER_LIMITS.brands },
);

export const StoreSlugSchema = z
  .string({ error: "Store address is required" })
  .trim()
  .min(STORE_SLUG_MIN, `Store address must be at least ${STORE_SLUG_MIN} characters`)
  .max(STORE_SLUG_MAX, `Store address must be at most ${STORE_SLUG_MAX} characters`)
  .regex(
    /^[a-z0-9]+(-[a-z0-9]+)*$/,
    "Store address may use lower-case letters, digits and single hyphens between them",
  );

// ---- the onboarding steps ----

/**
 * The influencer questionnaire's steps, in order (spec section 2). select-package and
 * subscribe-plan/{planid} come with subscriptions; until then the flow ends after influencer-store.
 */
export const INFLUENCER_STEPS = [
  "influencer-brands",
  "influencer-details",
  "influencer-social-platform",
  "influencer-store-details",
  "influencer-store",
] as const;
export type InfluencerStep = (typeof INFLUENCER_STEPS)[number];
export const InfluencerStepSchema = z.enum(INFLUENCER_STEPS);

/** The body of `PUT /v1/influencers/onboarding/{step}` for each step. */
export const INFLUENCER_ANSWER_SCHEMAS = {
  // Either list may be empty: a new creator may have no brand to name yet.
  "influencer-brands": onlyFields({ workedWith: brandList, wantsToWorkWith: brandList }).refine(
    ({ workedWith, wantsToWorkWith }) => !workedWith.some((id) => wantsToWorkWith.includes(id)),
    { message: "A brand cannot be in both lists", path: ["wantsToWorkWith"] },
  ),
  "influencer-details": onlyFields({
    headline: requiredText("Headline", HEADLINE_MAX),
    bio: optional(requiredText("Bio", BIO_MAX)),
    categories: listOf(
      z.enum(STYLE_ATTRIBUTES),
      { one: "style", many: "styles" },
      { min: 1, max: INFLUENCER_LIMITS.categories },
    ),
    contentTypes: listOf(
      z.enum(CONTENT_TYPES),
      { one: "kind of content", many: "kinds of content" },
      { min: 1, max: INFLUENCER_LIMITS.contentTypes },
    ),
    location: optional(requiredText("Location", 80)),
    languages: listOf(
      z.enum(LANGUAGES),
      { one: "language", many: "languages" },
      { min: 1, max: INFLUENCER_LIMITS.languages },
    ),
  }),
  // The accounts themselves are saved with `PUT /v1/users/socials`; this marks the step answered.
  "influencer-social-platform": onlyFields({}),
  "influencer-store-details": onlyFields({
    storeName: requiredText("Store name", STORE_NAME_MAX),
    storeSlug: StoreSlugSchema,
    storeTagline: optional(requiredText("Tagline", STORE_TAGLINE_MAX)),
    storeDescription: optional(requiredText("Description", STORE_DESCRIPTION_MAX)),
  }),
  "influencer-store": onlyFields({
    storeBanner: clearable(MediaLocationSchema),
    storeAccentColour: oneOf(STORE_ACCENT_NAMES, "an accent colour"),
    storeLayout: oneOf(STORE_LAYOUTS, "a layout"),
    published: booleanField("Published"),
  }),
} satisfies Record<InfluencerStep, z.ZodType>;

export type InfluencerAnswer<S extends InfluencerStep> = z.infer<(typeof INFLUENCER_ANSWER_SCHEMAS)[S]>;

const NamedBrandSchema = BrandSchema.pick({ id: true, name: true });

/** An influencer's own profile and storefront settings, as the onboarding steps fill them. */
export const InfluencerProfileSchema = z.object({
  workedWith: z.array(NamedBrandSchema),
  wantsToWorkWith: z.array(NamedBrandSchema),
  headline: z.string().nullable(),
  bio: z.string().nullable(),
  categories: z.array(z.enum(STYLE_ATTRIBUTES)),
  contentTypes: z.array(z.enum(CONTENT_TYPES)),
  location: z.string().nullable(),
  languages: z.array(z.enum(LANGUAGES)),
  storeName: z.string().nullable(),
  storeSlug: z.string().nullable(),
  storeTagline: z.string().nullable(),
  storeDescription: z.string().nullable(),
  storeBanner: z.string().nullable(),
  storeAccentColour: z.enum(STORE_ACCENT_NAMES).nullable(),
  storeLayout: z.enum(STORE_LAYOUTS).nullable(),
  published: z.boolean(),
});
export type InfluencerProfile = z.infer<typeof InfluencerProfileSchema>;

export const InfluencerOnboardingSchema = z.object({
  profile: InfluencerProfileSchema,
  answeredSteps: z.array(InfluencerStepSchema),
  /** The first step not answered yet: where onboarding resumes; null when every step is answered. */
  nextStep: InfluencerStepSchema.nullable(),
});
export type InfluencerOnboarding = z.infer<typeof InfluencerOnboardingSchema>;

// ---- discovering influencers ----

export const INFLUENCER_SORTS = ["popular", "new"] as const;
export type InfluencerSort = (typeof INFLUENCER_SORTS)[number];

/** Query of `GET /v1/influencers`. */
export const InfluencerListQuerySchema = PageQuerySchema.extend({
  category: optional(z.enum(STYLE_ATTRIBUTES, { error: "Choose a style from the list" })),
  sort: optional(z.enum(INFLUENCER_SORTS, { error: "Sort must be popular or new" })).transform(
    (sort) => sort ?? "popular",
  ),
  keyword: optional(requiredText("Keyword", KEYWORD_MAX)),
});
export type InfluencerListQuery = z.infer<typeof InfluencerListQuerySchema>;

export const InfluencerListItemSchema = z.object({
  id: z.uuid(),
  fullName: z.string(),
  avatar: z.string().nullable(),
  headline: z.string().nullable(),
  categories: z.array(z.enum(STYLE_ATTRIBUTES)),
  followerCount: z.number().int(),
  isFollowing: z.boolean(),
  /** Only while the storefront is published. */
  storeName: z.string().nullable(),
  storeSlug: z.string().nullable(),
});
export type InfluencerListItem = z.infer<typeof InfluencerListItemSchema>;
export const InfluencerListPageSchema = pageOf(InfluencerListItemSchema);
export type InfluencerListPage = z.infer<typeof InfluencerListPageSchema>;

const onboarding = { access: ["influencer"], response: InfluencerOnboardingSchema } as const;

export const influencersEndpoints = {
  list: endpoint({
    method: "GET",
    path: "/v1/influencers",
    access: "signed-in",
    summary: "Influencers to discover, by style and popularity (never anyone blocked either way)",
    query: InfluencerListQuerySchema,
    response: InfluencerListPageSchema,
  }),
  onboarding: endpoint({
    ...onboarding,
    method: "GET",
    path: "/v1/influencers/onboarding",
    summary: "The influencer's profile and storefront settings, and where onboarding resumes",
  }),
  // One route per step, so each documents and validates its own body. select-package comes with
  // subscriptions: until then it is an unknown step.
  ...stepEndpoints({ ...onboarding, path: "/v1/influencers/onboarding", bodies: INFLUENCER_ANSWER_SCHEMAS }),
};
