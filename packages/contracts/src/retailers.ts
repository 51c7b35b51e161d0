import { z } from "zod";
import { CountrySchema } from "./addresses.ts";
import {
  CurrencySchema,
  emailField,
  listOf,
  MessageResponseSchema,
  oneOf,
  onlyFields,
  optional,
  requiredText,
} from "./common.ts";
import { endpoint } from "./endpoint.ts";
import { stepEndpoints } from "./steps.ts";

// ---- the vocabularies ----

export const PRODUCT_CATEGORIES = [
  "womenswear",
  "menswear",
  "kidswear",
  "shoes",
  "bags",
  "accessories",
  "jewellery",
  "beauty",
  "activewear",
  "swimwear",
  "lingerie",
  "vintage",
] as const;
export type ProductCategory = (typeof PRODUCT_CATEGORIES)[number];

export const PRODUCT_CATEGORY_LABELS: Record<ProductCategory, string> = {
  womenswear: "Womenswear",
  menswear: "Menswear",
  kidswear: "Kidswear",
  shoes: "Shoes",
  bags: "Bags",
  accessories: "Accessories",
  jewellery: "Jewellery",
  beauty: "Beauty",
  activewear: "Activewear",
  swimwear: "Swimwear",
  lingerie: "Lingerie and loungewear",
  vintage: "Vintage and second-hand",
};

export const SALES_CHANNELS = [
  "own-website",
  "marketplaces",
  "instagram",
  "tiktok",
  "own-store",
  "pop-ups",
  "wholesale",
] as const;
export type SalesChannel = (typeof SALES_CHANNELS)[number];

export const SALES_CHANNEL_LABELS: Record<SalesChannel, string> = {
  "own-website": "Our own website",
  marketplaces: "Online marketplaces",
  instagram: "Instagram shop",
  tiktok: "TikTok Shop",
  "own-store": "Our own store",
  "pop-ups": "Pop-ups and markets",
  wholesale: "Wholesale to other shops",
};

export const PRICE_POSITIONS = ["value", "mid-market", "premium", "luxury"] as const;
export type PricePosition = (typeof PRICE_POSITIONS)[number];

export const PRICE_POSITION_LABELS: Record<PricePosition, { label: string; description: string }> = {
  value: { label: "Value", description: "Everyday prices, high volume." },
  "mid-market": { label: "Mid-market", description: "Good quality at high-street prices." },
  premium: { label: "Premium", description: "Better fabrics and finish, fewer pieces." },
  luxury: { label: "Luxury", description: "Exceptional craft and price tags to match." },
};

export const CATALOGUE_SIZES = ["under-50", "50-200", "200-1000", "over-1000"] as const;
export type CatalogueSize = (typeof CATALOGUE_SIZES)[number];

export const CATALOGUE_SIZE_LABELS: Record<CatalogueSize, string> = {
  "under-50": "Fewer than 50",
  "50-200": "50 to 200",
  "200-1000": "200 to 1,000",
  "over-1000": "More than 1,000",
};

export const SHIPPING_REACHES = ["local", "national", "regional", "worldwide"] as const;
export type ShippingReach = (typeof SHIPPING_REACHES)[number];

export const SHIPPING_REACH_LABELS: Record<ShippingReach, { label: string; description: string }> = {
  local: { label: "Local", description: "Our town or city, or pick-up in store." },
  national: { label: "National", description: "Anywhere in our country." },
  regional: { label: "Regional", description: "Our country and its neighbours." },
  worldwide: { label: "Worldwide", description: "Wherever the parcel can go." },
};

/** Revenue a month, in the retailer's main currency. */
export const MONTHLY_REVENUE_RANGES = [
  "pre-revenue",
  "under-5k",
  "5k-25k",
  "25k-100k",
  "100k-500k",
  "over-500k",
] as const;
export type MonthlyRevenueRange = (typeof MONTHLY_REVENUE_RANGES)[number];

export const MONTHLY_REVENUE_LABELS: Record<MonthlyRevenueRange, string> = {
  "pre-revenue": "Not selling yet",
  "under-5k": "Under 5,000",
  "5k-25k": "5,000 to 25,000",
  "25k-100k": "25,000 to 100,000",
  "100k-500k": "100,000 to 500,000",
  "over-500k": "Over 500,000",
};

/** The share of sales made online. */
export const ONLINE_SHARES = ["under-25", "25-50", "50-75", "over-75"] as const;
export type OnlineShare = (typeof ONLINE_SHARES)[number];

export const ONLINE_SHARE_LABELS: Record<OnlineShare, string> = {
  "under-25": "Less than 25%",
  "25-50": "25% to 50%",
  "50-75": "50% to 75%",
  "over-75": "More than 75%",
};

export const RETURN_RATES = ["under-5", "5-15", "15-30", "over-30", "unknown"] as const;
export type ReturnRate = (typeof RETURN_RATES)[number];

export const RETURN_RATE_LABELS: Record<ReturnRate, string> = {
  "under-5": "Under 5%",
  "5-15": "5% to 15%",
  "15-30": "15% to 30%",
  "over-30": "Over 30%",
  unknown: "We don't track it",
};

export const RETAIL_CHALLENGES = [
  "reaching-customers",
  "standing-out",
  "converting",
  "content",
  "returns",
  "stock",
  "pricing",
  "logistics",
  "time",
] as const;
export type RetailChallenge = (typeof RETAIL_CHALLENGES)[number];

export const RETAIL_CHALLENGE_LABELS: Record<RetailChallenge, string> = {
  "reaching-customers": "Reaching new customers",
  "standing-out": "Standing out from bigger brands",
  converting: "Turning visits into sales",
  content: "Making enough content",
  returns: "Returns and fit questions",
  stock: "Planning stock",
  pricing: "Pricing and margins",
  logistics: "Shipping and logistics",
  time: "Too much to do, too little time",
};

export const RETAIL_GOALS = [
  "grow-sales",
  "new-audiences",
  "launch-collection",
  "build-community",
  "influencer-partnerships",
  "go-international",
  "fewer-returns",
  "better-margins",
] as const;
export type RetailGoal = (typeof RETAIL_GOALS)[number];

export const RETAIL_GOAL_LABELS: Record<RetailGoal, string> = {
  "grow-sales": "Grow online sales",
  "new-audiences": "Reach new audiences",
  "launch-collection": "Launch a new collection",
  "build-community": "Build a loyal community",
  "influencer-partnerships": "Partner with influencers",
  "go-international": "Sell in new countries",
  "fewer-returns": "Cut returns",
  "better-margins": "Improve margins",
};

export const GOAL_TIMELINES = ["now", "three-months", "this-year", "exploring"] as const;
export type GoalTimeline = (typeof GOAL_TIMELINES)[number];

export const GOAL_TIMELINE_LABELS: Record<GoalTimeline, string> = {
  now: "Right away",
  "three-months": "Within three months",
  "this-year": "This year",
  exploring: "Just exploring",
};

export const COLLABORATION_EXPERIENCES = ["never", "a-few", "regular"] as const;
export type CollaborationExperience = (typeof COLLABORATION_EXPERIENCES)[number];

export const COLLABORATION_EXPERIENCE_LABELS: Record<
  CollaborationExperience,
  { label: string; description: string }
> = {
  never: { label: "Not yet", description: "This would be our first time." },
  "a-few": { label: "A few times", description: "Some gifting or a post here and there." },
  regular: { label: "Regularly", description: "Creators are part of how we sell." },
};

export const COLLABORATION_TYPES = [
  "gifting",
  "paid-posts",
  "affiliate",
  "live-shopping",
  "co-created-collection",
  "styling-services",
  "store-takeover",
  "events",
] as const;
export type CollaborationType = (typeof COLLABORATION_TYPES)[number];

export const COLLABORATION_TYPE_LABELS: Record<CollaborationType, string> = {
  gifting: "Gifted products",
  "paid-posts": "Paid posts",
  affiliate: "Affiliate commission",
  "live-shopping": "Live shopping events",
  "co-created-collection": "Co-created collections",
  "styling-services": "Styling services",
  "store-takeover": "Store takeovers",
  events: "In-store events",
};

export const AUDIENCE_SIZES = ["nano", "micro", "mid", "macro", "mega"] as const;
export type AudienceSize = (typeof AUDIENCE_SIZES)[number];

export const AUDIENCE_SIZE_LABELS: Record<AudienceSize, { label: string; description: string }> = {
  nano: { label: "Nano", description: "1k to 10k followers" },
  micro: { label: "Micro", description: "10k to 100k followers" },
  mid: { label: "Mid-tier", description: "100k to 500k followers" },
  macro: { label: "Macro", description: "500k to 1M followers" },
  mega: { label: "Mega", description: "More than 1M followers" },
};

/** How many one retailer may choose in each list. */
export const RETAILER_LIMITS = {
  categories: 6,
  channels: SALES_CHANNELS.length,
  challenges: 3,
  goals: 3,
  collaborationTypes: COLLABORATION_TYPES.length,
  audienceSizes: AUDIENCE_SIZES.length,
} as const;

/** The most a money amount may be, in minor units (a billion in major units). */
export const MONEY_MAX = 100_000_000_000;
export const RETAILER_NOTE_MAX = 500;

// ---- fields ----

/** An amount of money: a whole number of minor units (cents) with its currency. */
const money = (label: string) =>
  z.object(
    {
      amount: z
        .number({
          error: (issue) => `${label} ${issue.input === undefined ? "is required" : "must be a number"}`,
        })
        .int(`${label} must be a whole number of cents`)
        .min(0, `${label} cannot be negative`)
        .max(MONEY_MAX, `${label} is too large`),
      currency: CurrencySchema,
    },
    { error: `${label} is required` },
  );

/** Free text a retailer may leave out. Not `optional()`: its preprocessing would not let answers be sent back. */
const note = (label: string) => requiredText(label, RETAILER_NOTE_MAX).optional();

const categories = listOf(
  z.enum(PRODUCT_CATEGORIES),
  { one: "category", many: "categories" },
  { min: 1, max: RETAILER_LIMITS.categories },
);
const channels = listOf(
  z.enum(SALES_CHANNELS),
  { one: "channel", many: "channels" },
  { min: 1, max: RETAILER_LIMITS.channels },
);
const monthlyRevenue = oneOf(MONTHLY_REVENUE_RANGES, "a revenue range");

// ---- the retailer questionnaire ----

/** The retailer questionnaire's steps, in the order it asks them: the business, its numbers, its needs. */
export const RETAILER_STEPS = [
  "product-and-channels",
  "sales-metrics",
  "challenges-obstacles-goals",
  "collaborations-and-influencers",
] as const;
export type RetailerStep = (typeof RETAILER_STEPS)[number];
export const RetailerStepSchema = z.enum(RETAILER_STEPS);

/** The body of `PUT /v1/retailers/questionnaire/{step}` for each step. */
export const RETAILER_ANSWER_SCHEMAS = {
  "product-and-channels": onlyFields({
    categories,
    channels,
    pricePosition: oneOf(PRICE_POSITIONS, "a price position"),
    catalogueSize: oneOf(CATALOGUE_SIZES, "how many products you sell"),
    shipsTo: oneOf(SHIPPING_REACHES, "where you ship"),
  }),
  "sales-metrics": onlyFields({
    monthlyRevenue,
    averageOrderValue: money("Average order value"),
    onlineShare: oneOf(ONLINE_SHARES, "how much you sell online"),
    returnRate: oneOf(RETURN_RATES, "a return rate"),
  }),
  "challenges-obstacles-goals": onlyFields({
    challenges: listOf(
      z.enum(RETAIL_CHALLENGES),
      { one: "challenge", many: "challenges" },
      { min: 1, max: RETAILER_LIMITS.challenges },
    ),
    goals: listOf(
      z.enum(RETAIL_GOALS),
      { one: "goal", many: "goals" },
      { min: 1, max: RETAILER_LIMITS.goals },
    ),
    timeline: oneOf(GOAL_TIMELINES, "when you want to get there"),
    obstacles: note("Obstacles"),
  }),
  "collaborations-and-influencers": onlyFields({
    experience: oneOf(COLLABORATION_EXPERIENCES, "how often you have worked with creators"),
    collaborationTypes: listOf(
      z.enum(COLLABORATION_TYPES),
      { one: "kind of collaboration", many: "kinds of collaboration" },
      { min: 1, max: RETAILER_LIMITS.collaborationTypes },
    ),
    audienceSizes: listOf(
      z.enum(AUDIENCE_SIZES),
      { one: "audience size", many: "audience sizes" },
      { min: 1, max: RETAILER_LIMITS.audienceSizes },
    ),
    monthlyBudget: money("Monthly budget"),
    idealCreator: note("Ideal creator"),
  }),
} satisfies Record<RetailerStep, z.ZodType>;

export type RetailerAnswer<S extends RetailerStep> = z.infer<(typeof RETAILER_ANSWER_SCHEMAS)[S]>;

export const RetailerAnswersSchema = z.object({
  "product-and-channels": RETAILER_ANSWER_SCHEMAS["product-and-channels"].optional(),
  "sales-metrics": RETAILER_ANSWER_SCHEMAS["sales-metrics"].optional(),
  "challenges-obstacles-goals": RETAILER_ANSWER_SCHEMAS["challenges-obstacles-goals"].optional(),
  "collaborations-and-influencers": RETAILER_ANSWER_SCHEMAS["collaborations-and-influencers"].optional(),
});
/** The business profile: each step's answer, once given. */
export type RetailerAnswers = z.infer<typeof RetailerAnswersSchema>;

export const RetailerQuestionnaireSchema = z.object({
  answers: RetailerAnswersSchema,
  answeredSteps: z.array(RetailerStepSchema),
  /** The first step not answered yet: where the questionnaire resumes; null when every step is answered. */
  nextStep: RetailerStepSchema.nullable(),
});
export type RetailerQuestionnaire = z.infer<typeof RetailerQuestionnaireSchema>;

// ---- the public lead form ----

export const LEAD_MESSAGE_MAX = 2000;

/** "atelier.com" -> "https://atelier.com"; only web addresses with a real host name pass. */
const website = z
  .string({ error: "Website must be text" })
  .trim()
  .max(200, "Website must be at most 200 characters")
  .transform((value) => (/^https?:\/\//i.test(value) ? value : `https://${value}`))
  .pipe(
    z.url({
      protocol: /^https?$/,
      hostname: z.regexes.domain,
      error: "Website must be a web address, like atelier-moreau.com",
    }),
  );

/** What a prospective retailer tells CBM on `/retailer-questionnaire`, before having an account. */
export const RetailerLeadBodySchema = z.object({
  businessName: requiredText("Business name", 120),
  contactName: requiredText("Your name", 100),
  email: emailField(),
  website: optional(website),
  country: CountrySchema,
  categories,
  channels,
  monthlyRevenue,
  message: requiredText("Message", LEAD_MESSAGE_MAX),
});
export type RetailerLeadBody = z.infer<typeof RetailerLeadBodySchema>;

/** A lead's answers beside its name and address columns. */
export type RetailerLeadAnswers = Omit<RetailerLeadBody, "businessName" | "contactName" | "email">;

/** The answer to a lead (a MessageResponse); the web shows it as it is. */
export const RETAILER_LEAD_THANKS =
  "We received your answers. Our partnerships team will write to you within two working days.";

const questionnaire = { access: ["retailer"], response: RetailerQuestionnaireSchema } as const;

export const retailersEndpoints = {
  questionnaire: endpoint({
    ...questionnaire,
    method: "GET",
    path: "/v1/retailers/questionnaire",
    summary: "The retailer's business profile and where the questionnaire resumes",
  }),
  // One route per step, so each documents and validates its own body.
  ...stepEndpoints({
    ...questionnaire,
    path: "/v1/retailers/questionnaire",
    bodies: RETAILER_ANSWER_SCHEMAS,
  }),
  sendLead: endpoint({
    method: "POST",
    path: "/v1/retailer-leads",
    access: "anyone",
    summary: "Tell CBM about a business before signing up (anyone; limited per IP)",
    body: RetailerLeadBodySchema,
    response: MessageResponseSchema,
  }),
};
