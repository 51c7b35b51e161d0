import { wordsOf } from "../vocabulary.ts";

export const PRODUCT_CATEGORY_LABELS = {
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
} as const satisfies Record<string, string>;
export const PRODUCT_CATEGORIES = wordsOf(PRODUCT_CATEGORY_LABELS);
export type ProductCategory = (typeof PRODUCT_CATEGORIES)[number];

export const SALES_CHANNEL_LABELS = {
  "own-website": "Our own website",
  marketplaces: "Online marketplaces",
  instagram: "Instagram shop",
  tiktok: "TikTok Shop",
  "own-store": "Our own store",
  "pop-ups": "Pop-ups and markets",
  wholesale: "Wholesale to other shops",
} as const satisfies Record<string, string>;
export const SALES_CHANNELS = wordsOf(SALES_CHANNEL_LABELS);
export type SalesChannel = (typeof SALES_CHANNELS)[number];

export const PRICE_POSITION_LABELS = {
  value: { label: "Value", description: "Everyday prices, high volume." },
  "mid-market": { label: "Mid-market", description: "Good quality at high-street prices." },
  premium: { label: "Premium", description: "Better fabrics and finish, fewer pieces." },
  luxury: { label: "Luxury", description: "Exceptional craft and price tags to match." },
} as const satisfies Record<string, { label: string; description: string }>;
export const PRICE_POSITIONS = wordsOf(PRICE_POSITION_LABELS);
export type PricePosition = (typeof PRICE_POSITIONS)[number];

export const CATALOGUE_SIZE_LABELS = {
  "under-50": "Fewer than 50",
  "50-200": "50 to 200",
  "200-1000": "200 to 1,000",
  "over-1000": "More than 1,000",
} as const satisfies Record<string, string>;
export const CATALOGUE_SIZES = wordsOf(CATALOGUE_SIZE_LABELS);
export type CatalogueSize = (typeof CATALOGUE_SIZES)[number];

export const SHIPPING_REACH_LABELS = {
  local: { label: "Local", description: "Our town or city, or pick-up in store." },
  national: { label: "National", description: "Anywhere in our country." },
  regional: { label: "Regional", description: "Our country and its neighbours." },
  worldwide: { label: "Worldwide", description: "Wherever the parcel can go." },
} as const satisfies Record<string, { label: string; description: string }>;
export const SHIPPING_REACHES = wordsOf(SHIPPING_REACH_LABELS);
export type ShippingReach = (typeof SHIPPING_REACHES)[number];

/** Revenue a month, in the retailer's main currency. */

export const MONTHLY_REVENUE_LABELS = {
  "pre-revenue": "Not selling yet",
  "under-5k": "Under 5,000",
  "5k-25k": "5,000 to 25,000",
  "25k-100k": "25,000 to 100,000",
  "100k-500k": "100,000 to 500,000",
  "over-500k": "Over 500,000",
} as const satisfies Record<string, string>;
export const MONTHLY_REVENUE_RANGES = wordsOf(MONTHLY_REVENUE_LABELS);
export type MonthlyRevenueRange = (typeof MONTHLY_REVENUE_RANGES)[number];

/** The share of sales made online. */

export const ONLINE_SHARE_LABELS = {
  "under-25": "Less than 25%",
  "25-50": "25% to 50%",
  "50-75": "50% to 75%",
  "over-75": "More than 75%",
} as const satisfies Record<string, string>;
export const ONLINE_SHARES = wordsOf(ONLINE_SHARE_LABELS);
export type OnlineShare = (typeof ONLINE_SHARES)[number];

export const RETURN_RATE_LABELS = {
  "under-5": "Under 5%",
  "5-15": "5% to 15%",
  "15-30": "15% to 30%",
  "over-30": "Over 30%",
  unknown: "We don't track it",
} as const satisfies Record<string, string>;
export const RETURN_RATES = wordsOf(RETURN_RATE_LABELS);
export type ReturnRate = (typeof RETURN_RATES)[number];

export const RETAIL_CHALLENGE_LABELS = {
  "reaching-customers": "Reaching new customers",
  "standing-out": "Standing out from bigger brands",
  converting: "Turning visits into sales",
  content: "Making enough content",
  returns: "Returns and fit questions",
  stock: "Planning stock",
  pricing: "Pricing and margins",
  logistics: "Shipping and logistics",
  time: "Too much to do, too little time",
} as const satisfies Record<string, string>;
export const RETAIL_CHALLENGES = wordsOf(RETAIL_CHALLENGE_LABELS);
export type RetailChallenge = (typeof RETAIL_CHALLENGES)[number];

export const RETAIL_GOAL_LABELS = {
  "grow-sales": "Grow online sales",
  "new-audiences": "Reach new audiences",
  "launch-collection": "Launch a new collection",
  "build-community": "Build a loyal community",
  "influencer-partnerships": "Partner with influencers",
  "go-international": "Sell in new countries",
  "fewer-returns": "Cut returns",
  "better-margins": "Improve margins",
} as const satisfies Record<string, string>;
export const RETAIL_GOALS = wordsOf(RETAIL_GOAL_LABELS);
export type RetailGoal = (typeof RETAIL_GOALS)[number];

export const GOAL_TIMELINE_LABELS = {
  now: "Right away",
  "three-months": "Within three months",
  "this-year": "This year",
  exploring: "Just exploring",
} as const satisfies Record<string, string>;
export const GOAL_TIMELINES = wordsOf(GOAL_TIMELINE_LABELS);
export type GoalTimeline = (typeof GOAL_TIMELINES)[number];

export const COLLABORATION_EXPERIENCE_LABELS = {
  never: { label: "Not yet", description: "This would be our first time." },
  "a-few": { label: "A few times", description: "Some gifting or a post here and there." },
  regular: { label: "Regularly", description: "Creators are part of how we sell." },
} as const satisfies Record<string, { label: string; description: string }>;
export const COLLABORATION_EXPERIENCES = wordsOf(COLLABORATION_EXPERIENCE_LABELS);
export type CollaborationExperience = (typeof COLLABORATION_EXPERIENCES)[number];

export const COLLABORATION_TYPE_LABELS = {
  gifting: "Gifted products",
  "paid-posts": "Paid posts",
  affiliate: "Affiliate commission",
  "live-shopping": "Live shopping events",
  "co-created-collection": "Co-created collections",
  "styling-services": "Styling services",
  "store-takeover": "Store takeovers",
  events: "In-store events",
} as const satisfies Record<string, string>;
export const COLLABORATION_TYPES = wordsOf(COLLABORATION_TYPE_LABELS);
export type CollaborationType = (typeof COLLABORATION_TYPES)[number];

export const AUDIENCE_SIZE_LABELS = {
  nano: { label: "Nano", description: "1k to 10k followers" },
  micro: { label: "Micro", description: "10k to 100k followers" },
  mid: { label: "Mid-tier", description: "100k to 500k followers" },
  macro: { label: "Macro", description: "500k to 1M followers" },
  mega: { label: "Mega", description: "More than 1M followers" },
} as const satisfies Record<string, { label: string; description: string }>;
export const AUDIENCE_SIZES = wordsOf(AUDIENCE_SIZE_LABELS);
export type AudienceSize = (typeof AUDIENCE_SIZES)[number];

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
