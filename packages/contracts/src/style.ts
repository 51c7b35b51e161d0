import { z } from "zod";
import { BrandSchema } from "./brands.ts";
import { listOf, onlyFields } from "./common.ts";
import { endpoint } from "./endpoint.ts";
import { perStep, stepEndpoints } from "./steps.ts";

// ---- the vocabularies ----

export const BODY_TYPES = ["hourglass", "pear", "apple", "rectangle", "inverted-triangle"] as const;
export type BodyType = (typeof BODY_TYPES)[number];

export const BODY_TYPE_LABELS: Record<BodyType, { label: string; description: string }> = {
  hourglass: { label: "Hourglass", description: "Shoulders and hips in balance, a defined waist." },
  pear: { label: "Pear", description: "Hips wider than shoulders, a defined waist." },
  apple: { label: "Apple", description: "Fuller through the middle, slimmer legs." },
  rectangle: { label: "Rectangle", description: "Shoulders, waist and hips in a straight line." },
  "inverted-triangle": { label: "Inverted triangle", description: "Shoulders wider than hips." },
};

export const GARMENT_GROUPS = ["tops", "bottoms", "dresses", "shoes"] as const;
export type GarmentGroup = (typeof GARMENT_GROUPS)[number];

export const GARMENT_GROUP_LABELS: Record<GarmentGroup, string> = {
  tops: "Tops",
  bottoms: "Bottoms",
  dresses: "Dresses",
  shoes: "Shoes",
};

export const SIZE_SYSTEMS = ["INT", "EU", "US", "UK"] as const;
export type SizeSystem = (typeof SIZE_SYSTEMS)[number];

export const SIZE_SYSTEM_LABELS: Record<SizeSystem, string> = {
  INT: "XS–XXL",
  EU: "EU",
  US: "US",
  UK: "UK",
};

const evenFrom = (from: number, to: number) =>
  Array.from({ length: (to - from) / 2 + 1 }, (_, index) => String(from + index * 2));
const halvesFrom = (from: number, to: number) =>
  Array.from({ length: (to - from) * 2 + 1 }, (_, index) => String(from + index / 2));

/** Women's and unisex clothing: letters, and the numbered systems with the same reach (XS ≈ EU 34 ≈ US 2 ≈ UK 6). */
const CLOTHING_SIZES: Partial<Record<SizeSystem, readonly string[]>> = {
  INT: ["XS", "S", "M", "L", "XL", "XXL"],
  EU: evenFrom(32, 52),
  US: evenFrom(0, 20),
  UK: evenFrom(4, 24),
};

/** The sizes of each size system a garment group is sold in. Shoes have no letter sizes. */
export const SIZE_CHARTS: Record<GarmentGroup, Partial<Record<SizeSystem, readonly string[]>>> = {
  tops: CLOTHING_SIZES,
  bottoms: CLOTHING_SIZES,
  dresses: CLOTHING_SIZES,
  shoes: {
    EU: Array.from({ length: 13 }, (_, index) => String(35 + index)),
    US: halvesFrom(4, 13),
    UK: halvesFrom(2, 12),
  },
};

/** The one colour palette of CBM: style profiles, closet items and products all name these. */
export const COLOURS = [
  "black",
  "white",
  "cream",
  "beige",
  "camel",
  "brown",
  "grey",
  "navy",
  "blue",
  "light-blue",
  "green",
  "olive",
  "yellow",
  "orange",
  "red",
  "burgundy",
  "pink",
  "purple",
] as const;
export type Colour = (typeof COLOURS)[number];

export const COLOUR_PALETTE: Record<Colour, { label: string; hex: string }> = {
  black: { label: "Black", hex: "#1c1a19" },
  white: { label: "White", hex: "#fbfaf7" },
  cream: { label: "Cream", hex: "#f1e7d0" },
  beige: { label: "Beige", hex: "#d9c2a3" },
  camel: { label: "Camel", hex: "#b5835a" },
  brown: { label: "Brown", hex: "#6b4429" },
  grey: { label: "Grey", hex: "#8d8a87" },
  navy: { label: "Navy", hex: "#1f2b47" },
  blue: { label: "Blue", hex: "#2f62b0" },
  "light-blue": { label: "Light blue", hex: "#a9c9e8" },
  green: { label: "Green", hex: "#2f7a4a" },
  olive: { label: "Olive", hex: "#6f6b34" },
  yellow: { label: "Yellow", hex: "#f1cb45" },
  orange: { label: "Orange", hex: "#e0782f" },
  red: { label: "Red", hex: "#c02a2f" },
  burgundy: { label: "Burgundy", hex: "#74202f" },
  pink: { label: "Pink", hex: "#eea2b8" },
  purple: { label: "Purple", hex: "#6b408e" },
};

export const ColourSchema = z.enum(COLOURS, { error: "Choose a colour from the palette" });

export const SHOPPING_STYLES = [
  "investment",
  "trend-led",
  "deal-hunter",
  "sustainable",
  "practical",
  "spontaneous",
  "researcher",
] as const;
export type ShoppingStyle = (typeof SHOPPING_STYLES)[number];

export const SHOPPING_STYLE_LABELS: Record<ShoppingStyle, { label: string; description: string }> = {
  investment: { label: "Investment pieces", description: "Fewer, better things that last for years." },
  "trend-led": { label: "Trend-led", description: "New drops and what the runways show now." },
  "deal-hunter": { label: "Deal hunter", description: "Sales, outlets and a good discount code." },
  sustainable: { label: "Conscious", description: "Second-hand, ethical and low-impact first." },
  practical: { label: "Practical", description: "I buy what I need, when I need it." },
  spontaneous: { label: "Spontaneous", description: "I know it when I see it." },
  researcher: { label: "Researcher", description: "Reviews, comparisons and a wishlist first." },
};

export const SHOPPING_LOCATIONS = [
  "online-marketplaces",
  "brand-websites",
  "brand-stores",
  "department-stores",
  "boutiques",
  "second-hand",
  "rental",
  "social-media",
  "outlets",
  "markets",
] as const;
export type ShoppingLocation = (typeof SHOPPING_LOCATIONS)[number];

export const SHOPPING_LOCATION_LABELS: Record<ShoppingLocation, string> = {
  "online-marketplaces": "Online marketplaces",
  "brand-websites": "Brand websites",
  "brand-stores": "Brand stores",
  "department-stores": "Department stores",
  boutiques: "Independent boutiques",
  "second-hand": "Second-hand and vintage",
  rental: "Rental services",
  "social-media": "Shops on social media",
  outlets: "Outlets",
  markets: "Markets and pop-ups",
};

export const FASHION_GOALS = [
  "find-my-style",
  "capsule-wardrobe",
  "dress-for-work",
  "dress-for-my-body",
  "shop-sustainably",
  "spend-less",
  "try-trends",
  "declutter",
  "feel-confident",
  "stand-out",
] as const;
export type FashionGoal = (typeof FASHION_GOALS)[number];

export const FASHION_GOAL_LABELS: Record<FashionGoal, string> = {
  "find-my-style": "Find my personal style",
  "capsule-wardrobe": "Build a capsule wardrobe",
  "dress-for-work": "Dress better for work",
  "dress-for-my-body": "Dress for my body",
  "shop-sustainably": "Shop more sustainably",
  "spend-less": "Spend less, wear more",
  "try-trends": "Try new trends",
  declutter: "Declutter my closet",
  "feel-confident": "Feel more confident",
  "stand-out": "Stand out more",
};

export const FASHION_EVENTS = [
  "everyday",
  "work",
  "interviews",
  "date-night",
  "parties",
  "weddings",
  "black-tie",
  "festivals",
  "travel",
  "beach",
  "active",
  "brunch",
] as const;
export type FashionEvent = (typeof FASHION_EVENTS)[number];

export const FASHION_EVENT_LABELS: Record<FashionEvent, string> = {
  everyday: "Everyday",
  work: "Work",
  interviews: "Interviews",
  "date-night": "Date night",
  parties: "Parties",
  weddings: "Weddings",
  "black-tie": "Black tie and galas",
  festivals: "Festivals",
  travel: "Travel",
  beach: "Beach and holidays",
  active: "Sport and outdoors",
  brunch: "Brunch with friends",
};

export const STYLE_ATTRIBUTES = [
  "minimalist",
  "classic",
  "elegant",
  "romantic",
  "bohemian",
  "edgy",
  "streetwear",
  "sporty",
  "preppy",
  "vintage",
  "glamorous",
  "casual",
  "androgynous",
  "eclectic",
] as const;
export type StyleAttribute = (typeof STYLE_ATTRIBUTES)[number];

export const STYLE_ATTRIBUTE_LABELS: Record<StyleAttribute, string> = {
  minimalist: "Minimalist",
  classic: "Classic",
  elegant: "Elegant",
  romantic: "Romantic",
  bohemian: "Bohemian",
  edgy: "Edgy",
  streetwear: "Streetwear",
  sporty: "Sporty",
  preppy: "Preppy",
  vintage: "Vintage",
  glamorous: "Glamorous",
  casual: "Casual",
  androgynous: "Androgynous",
  eclectic: "Eclectic",
};

// ---- the steps ----

/**
 * The style questionnaire's steps, in order (spec section 2). The two payment-method steps come with
 * card payments; until then the flow does not have them. `user-address` is answered by adding an
 * address (its pages are manage-address and update-user-address/{id}), not through this API.
 */
export const STYLE_STEPS = [
  "body-type",
  "size-selection",
  "fav-colors",
  "avoid-colors",
  "select-brand",
  "shopping-style",
  "select-shopping-location",
  "fashion-goal",
  "fashion-event",
  "style-attributes",
  "add-socials",
  "user-address",
] as const;
export type StyleStep = (typeof STYLE_STEPS)[number];

/** How many one person may choose in each list. */
export const STYLE_LIMITS = {
  favouriteColours: 6,
  avoidedColours: 6,
  brands: 10,
  shoppingStyles: 3,
  shoppingLocations: SHOPPING_LOCATIONS.length,
  fashionGoals: 3,
  fashionEvents: 6,
  styleAttributes: 5,
} as const;

export const BodyTypeSchema = z.enum(BODY_TYPES, {
  error: (issue) => (issue.input === undefined ? "Choose a body type" : "Choose a body type from the list"),
});

/** One group's size: a size system of that group and a size of that system. */
const chosenSize = (group: GarmentGroup) => {
  const chart = SIZE_CHARTS[group];
  const systems = Object.keys(chart);
  return z
    .object(
      { system: z.string({ error: "Choose a size system" }), size: z.string({ error: "Choose a size" }) },
      { error: `Choose a size for ${GARMENT_GROUP_LABELS[group].toLowerCase()}` },
    )
    .refine(({ system }) => systems.includes(system), {
      message: `Choose a size system from ${systems.join(", ")}`,
      path: ["system"],
    })
    .refine(
      // `systems` holds the chart's own keys: `chart[system]` of "constructor" would be Object's.
      ({ system, size }) => !systems.includes(system) || chart[system as SizeSystem]?.includes(size),
      {
        message: "Choose a size from the list",
        path: ["size"],
      },
    )
    .transform((chosen) => chosen as { system: SizeSystem; size: string });
};

export const SizesSchema = onlyFields({
  tops: chosenSize("tops").optional(),
  bottoms: chosenSize("bottoms").optional(),
  dresses: chosenSize("dresses").optional(),
  shoes: chosenSize("shoes").optional(),
}).refine((sizes) => Object.values(sizes).some(Boolean), "Choose at least one size");
export type Sizes = z.infer<typeof SizesSchema>;

/** The body of `PUT /v1/style-profile/{step}` for each step answered there. */
export const STYLE_ANSWER_SCHEMAS = {
  "body-type": onlyFields({ bodyType: BodyTypeSchema }),
  "size-selection": onlyFields({ sizes: SizesSchema }),
  "fav-colors": onlyFields({
    favouriteColours: listOf(
      z.enum(COLOURS),
      { one: "colour", many: "colours" },
      { min: 1, max: STYLE_LIMITS.favouriteColours },
    ),
  }),
  // Avoiding no colour at all is an answer too.
  "avoid-colors": onlyFields({
    avoidedColours: listOf(
      z.enum(COLOURS),
      { one: "colour", many: "colours" },
      { min: 0, max: STYLE_LIMITS.avoidedColours },
    ),
  }),
  "select-brand": onlyFields({
    brands: listOf(z.uuid(), { one: "brand", many: "brands" }, { min: 1, max: STYLE_LIMITS.brands }),
  }),
  "shopping-style": onlyFields({
    shoppingStyles: listOf(
      z.enum(SHOPPING_STYLES),
      { one: "shopping style", many: "shopping styles" },
      { min: 1, max: STYLE_LIMITS.shoppingStyles },
    ),
  }),
  "select-shopping-location": onlyFields({
    shoppingLocations: listOf(
      z.enum(SHOPPING_LOCATIONS),
      { one: "place", many: "places" },
      { min: 1, max: STYLE_LIMITS.shoppingLocations },
    ),
  }),
  "fashion-goal": onlyFields({
    fashionGoals: listOf(
      z.enum(FASHION_GOALS),
      { one: "goal", many: "goals" },
      { min: 1, max: STYLE_LIMITS.fashionGoals },
    ),
  }),
  "fashion-event": onlyFields({
    fashionEvents: listOf(
      z.enum(FASHION_EVENTS),
      { one: "occasion", many: "occasions" },
      { min: 1, max: STYLE_LIMITS.fashionEvents },
    ),
  }),
  "style-attributes": onlyFields({
    styleAttributes: listOf(
      z.enum(STYLE_ATTRIBUTES),
      { one: "word", many: "words" },
      { min: 1, max: STYLE_LIMITS.styleAttributes },
    ),
  }),
  // The accounts themselves are saved with `PUT /v1/users/socials`; this marks the step answered.
  "add-socials": onlyFields({}),
} satisfies Record<Exclude<StyleStep, "user-address">, z.ZodType>;

export type AnsweredHereStep = keyof typeof STYLE_ANSWER_SCHEMAS;
export const ANSWERED_HERE_STEPS = Object.keys(STYLE_ANSWER_SCHEMAS) as AnsweredHereStep[];
export type StyleAnswer<S extends AnsweredHereStep> = z.infer<(typeof STYLE_ANSWER_SCHEMAS)[S]>;

// ---- the profile ----

export const StyleStepSchema = z.enum(STYLE_STEPS);

export const StyleProfileSchema = z.object({
  answers: z.object({
    bodyType: z.enum(BODY_TYPES).nullable(),
    sizes: z.partialRecord(
      z.enum(GARMENT_GROUPS),
      z.object({ system: z.enum(SIZE_SYSTEMS), size: z.string() }),
    ),
    favouriteColours: z.array(z.enum(COLOURS)),
    avoidedColours: z.array(z.enum(COLOURS)),
    /** In the order they were picked. */
    brands: z.array(BrandSchema.pick({ id: true, name: true })),
    shoppingStyles: z.array(z.enum(SHOPPING_STYLES)),
    shoppingLocations: z.array(z.enum(SHOPPING_LOCATIONS)),
    fashionGoals: z.array(z.enum(FASHION_GOALS)),
    fashionEvents: z.array(z.enum(FASHION_EVENTS)),
    styleAttributes: z.array(z.enum(STYLE_ATTRIBUTES)),
  }),
  answeredSteps: z.array(StyleStepSchema),
  skippedSteps: z.array(StyleStepSchema),
  /** The first step neither answered nor skipped: where the questionnaire resumes; null when done. */
  nextStep: StyleStepSchema.nullable(),
  /** When every step was first answered or skipped. */
  completedAt: z.iso.datetime().nullable(),
});
export type StyleProfile = z.infer<typeof StyleProfileSchema>;
export type StyleAnswers = StyleProfile["answers"];

const profile = { access: "signed-in", response: StyleProfileSchema } as const;

export const styleEndpoints = {
  profile: endpoint({
    ...profile,
    method: "GET",
    path: "/v1/style-profile",
    summary: "The signed-in user's style profile and where the questionnaire resumes",
  }),
  // One route per step, so each documents and validates its own body.
  ...stepEndpoints({ ...profile, path: "/v1/style-profile", bodies: STYLE_ANSWER_SCHEMAS }),
  skip: perStep(STYLE_STEPS, (step) =>
    endpoint({
      ...profile,
      method: "POST",
      path: `/v1/style-profile/${step}/skip`,
      summary: `Skip the ${step} step`,
    }),
  ),
  unknownSkip: endpoint({
    ...profile,
    method: "POST",
    path: "/v1/style-profile/:step/skip",
    summary: "Skipping any other step: a 404 that says so",
    hidden: true,
  }),
};
