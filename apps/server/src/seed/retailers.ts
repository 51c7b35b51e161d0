import {
  AUDIENCE_SIZES,
  CATALOGUE_SIZES,
  COLLABORATION_EXPERIENCES,
  COLLABORATION_TYPES,
  type Currency,
  GOAL_TIMELINES,
  MONTHLY_REVENUE_RANGES,
  ONLINE_SHARES,
  PRICE_POSITIONS,
  PRODUCT_CATEGORIES,
  RETAIL_CHALLENGES,
  RETAIL_GOALS,
  RETURN_RATES,
  type RetailerAnswers,
  type RetailerLeadBody,
  SALES_CHANNELS,
  SHIPPING_REACHES,
} from "@cbm/contracts";
import type { RetailersService } from "../modules/retailers/index.ts";
import type { UserRow } from "../modules/users/index.ts";
import type { Tx } from "../platform/db.ts";
import { type Random, randomFor } from "./random.ts";

/** The demo retailer's business, written out: a small linen atelier looking for its first creators. */
const ATELIER_MOREAU: Required<RetailerAnswers> = {
  "product-and-channels": {
    categories: ["womenswear", "accessories"],
    channels: ["own-website", "own-store", "instagram"],
    pricePosition: "premium",
    catalogueSize: "50-200",
    shipsTo: "regional",
  },
  "sales-metrics": {
    monthlyRevenue: "25k-100k",
    averageOrderValue: { amount: 14500, currency: "EUR" },
    onlineShare: "25-50",
    returnRate: "5-15",
  },
  "challenges-obstacles-goals": {
    challenges: ["reaching-customers", "content"],
    goals: ["grow-sales", "influencer-partnerships"],
    timeline: "three-months",
    obstacles: "Our customers love the fabrics in the shop, but online the linen looks flat in photos.",
  },
  "collaborations-and-influencers": {
    experience: "a-few",
    collaborationTypes: ["gifting", "affiliate", "styling-services"],
    audienceSizes: ["nano", "micro"],
    monthlyBudget: { amount: 200000, currency: "EUR" },
    idealCreator: "Slow-fashion lovers who wear one piece for years and show how.",
  },
};

/** Prospective retailers who wrote in through the public form. */
const LEADS: RetailerLeadBody[] = [
  {
    businessName: "Maré Swim",
    contactName: "Inês Carvalho",
    email: "ines@mare-swim.example.com",
    website: "https://mare-swim.example.com",
    country: "PT",
    categories: ["swimwear"],
    channels: ["own-website", "pop-ups"],
    monthlyRevenue: "5k-25k",
    message: "We cut swimwear from regenerated nylon in Porto and would love to meet beach-loving creators.",
  },
  {
    businessName: "Threadbare Vintage",
    contactName: "Oliver Quinn",
    email: "oliver@threadbare.example.com",
    country: "GB",
    categories: ["vintage", "menswear", "womenswear"],
    channels: ["own-store", "marketplaces"],
    monthlyRevenue: "under-5k",
    message: "A two-room vintage shop in Leeds. Can we sell one-off pieces on CBM, with a photo for each?",
  },
  {
    businessName: "Kiri Studio",
    contactName: "Mei Tanaka",
    email: "mei@kiri-studio.example.com",
    website: "https://kiri-studio.example.com",
    country: "JP",
    categories: ["bags", "accessories"],
    channels: ["own-website", "wholesale"],
    monthlyRevenue: "25k-100k",
    message: "Handmade leather bags from Kyoto. We ship worldwide and are curious about live shopping.",
  },
  {
    businessName: "Northern Knit Co.",
    contactName: "Freya Lindqvist",
    email: "freya@northernknit.example.com",
    country: "SE",
    categories: ["womenswear", "kidswear"],
    channels: ["own-website", "instagram", "pop-ups"],
    monthlyRevenue: "pre-revenue",
    message: "We launch our first collection of hand-knits this autumn. What does it take to open a shop?",
  },
];

const CURRENCIES: Currency[] = ["USD", "EUR", "GBP"];

/** Some of `items`, from `min` to `max` of them, in list order. */
export function some<T>(random: Random, items: readonly T[], min: number, max: number): T[] {
  const chosen = new Set(random.shuffled(items).slice(0, random.int(min, max)));
  return items.filter((item) => chosen.has(item));
}

function crowdAnswers(random: Random): Required<RetailerAnswers> {
  const currency = random.pick(CURRENCIES);
  return {
    "product-and-channels": {
      categories: some(random, PRODUCT_CATEGORIES, 1, 3),
      channels: some(random, SALES_CHANNELS, 1, 3),
      pricePosition: random.pick(PRICE_POSITIONS),
      catalogueSize: random.pick(CATALOGUE_SIZES),
      shipsTo: random.pick(SHIPPING_REACHES),
    },
    "sales-metrics": {
      monthlyRevenue: random.pick(MONTHLY_REVENUE_RANGES),
      averageOrderValue: { amount: random.int(25, 400) * 100, currency },
      onlineShare: random.pick(ONLINE_SHARES),
      returnRate: random.pick(RETURN_RATES),
    },
    "challenges-obstacles-goals": {
      challenges: some(random, RETAIL_CHALLENGES, 1, 3),
      goals: some(random, RETAIL_GOALS, 1, 3),
      timeline: random.pick(GOAL_TIMELINES),
    },
    "collaborations-and-influencers": {
      experience: random.pick(COLLABORATION_EXPERIENCES),
      collaborationTypes: some(random, COLLABORATION_TYPES, 1, 4),
      audienceSizes: some(random, AUDIENCE_SIZES, 1, 3),
      monthlyBudget: { amount: random.int(0, 50) * 10_000, currency },
    },
  };
}

/**
 * Business profiles for the seeded retailers (every step answered, the demo retailer's written out) and
 * a few leads from the public form. Answers how many of each.
 */
export async function seedRetailers(
  retailers: RetailersService,
  people: UserRow[],
  tx: Tx,
): Promise<{ profiles: number; leads: number }> {
  const random = randomFor("retailers");
  const profiles = people
    .filter((person) => person.roles.includes("retailer"))
    .map((person) => ({
      userId: person.id,
      answers: person.email === "retailer@example.com" ? ATELIER_MOREAU : crowdAnswers(random),
    }));
  await retailers.saveProfiles(profiles, tx);
  await retailers.saveLeads(LEADS, tx);
  return { profiles: profiles.length, leads: LEADS.length };
}
