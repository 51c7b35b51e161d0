import { z } from "zod";
import { BrandSchema } from "../brands.ts";
import { booleanField, clearable, listOf, oneOf, onlyFields, optional, requiredText } from "../common.ts";
import { type BodyOf, questionnaire, stepsOf } from "../questionnaire.ts";
import { STYLE_ATTRIBUTES } from "../style/index.ts";
import { MediaLocationSchema } from "../uploads.ts";
import {
  BIO_MAX,
  CONTENT_TYPES,
  HEADLINE_MAX,
  INFLUENCER_LIMITS,
  LANGUAGES,
  STORE_ACCENT_NAMES,
  STORE_DESCRIPTION_MAX,
  STORE_LAYOUTS,
  STORE_NAME_MAX,
  STORE_TAGLINE_MAX,
  StoreSlugSchema,
} from "./vocabulary.ts";

const brandList = listOf(
  z.uuid(),
  { one: "brand", many: "brands" },
  { min: 0, max: INFLUENCER_LIMITS.brands },
);

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

/** The body of `PUT /v1/influencers/onboarding/{step}` for each step. */
const INFLUENCER_BODIES = {
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
};

/**
 * The influencer onboarding, its steps in order (spec section 2). select-package and
 * subscribe-plan/{planid} come with subscriptions; until then the flow ends after influencer-store.
 */
export const influencerOnboarding = questionnaire({
  path: "/v1/influencers/onboarding",
  access: ["influencer"],
  what: "The influencer's profile and storefront settings",
  answers: InfluencerProfileSchema,
  steps: stepsOf(INFLUENCER_BODIES),
});

export const INFLUENCER_STEPS = influencerOnboarding.steps;
export type InfluencerStep = (typeof INFLUENCER_STEPS)[number];
export const INFLUENCER_ANSWER_SCHEMAS = influencerOnboarding.bodies;
export type InfluencerAnswer<S extends InfluencerStep> = BodyOf<typeof influencerOnboarding.definitions, S>;
export type InfluencerOnboarding = z.infer<typeof influencerOnboarding.StateSchema>;
