import { z } from "zod";
import { wordsOf } from "../vocabulary.ts";

export const BODY_TYPE_LABELS = {
  hourglass: { label: "Hourglass", description: "Shoulders and hips in balance, a defined waist." },
  pear: { label: "Pear", description: "Hips wider than shoulders, a defined waist." },
  apple: { label: "Apple", description: "Fuller through the middle, slimmer legs." },
  rectangle: { label: "Rectangle", description: "Shoulders, waist and hips in a straight line." },
  "inverted-triangle": { label: "Inverted triangle", description: "Shoulders wider than hips." },
} as const satisfies Record<string, { label: string; description: string }>;
export const BODY_TYPES = wordsOf(BODY_TYPE_LABELS);
export type BodyType = (typeof BODY_TYPES)[number];

export const GARMENT_GROUP_LABELS = {
  tops: "Tops",
  bottoms: "Bottoms",
  dresses: "Dresses",
  shoes: "Shoes",
} as const satisfies Record<string, string>;
export const GARMENT_GROUPS = wordsOf(GARMENT_GROUP_LABELS);
export type GarmentGroup = (typeof GARMENT_GROUPS)[number];

export const SIZE_SYSTEM_LABELS = {
  INT: "XS–XXL",
  EU: "EU",
  US: "US",
  UK: "UK",
} as const satisfies Record<string, string>;
export const SIZE_SYSTEMS = wordsOf(SIZE_SYSTEM_LABELS);
export type SizeSystem = (typeof SIZE_SYSTEMS)[number];

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

export const COLOUR_PALETTE = {
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
} as const satisfies Record<string, { label: string; hex: string }>;
export const COLOURS = wordsOf(COLOUR_PALETTE);
export type Colour = (typeof COLOURS)[number];

export const ColourSchema = z.enum(COLOURS, { error: "Choose a colour from the palette" });

export const SHOPPING_STYLE_LABELS = {
  investment: { label: "Investment pieces", description: "Fewer, better things that last for years." },
  "trend-led": { label: "Trend-led", description: "New drops and what the runways show now." },
  "deal-hunter": { label: "Deal hunter", description: "Sales, outlets and a good discount code." },
  sustainable: { label: "Conscious", description: "Second-hand, ethical and low-impact first." },
  practical: { label: "Practical", description: "I buy what I need, when I need it." },
  spontaneous: { label: "Spontaneous", description: "I know it when I see it." },
  researcher: { label: "Researcher", description: "Reviews, comparisons and a wishlist first." },
} as const satisfies Record<string, { label: string; description: string }>;
export const SHOPPING_STYLES = wordsOf(SHOPPING_STYLE_LABELS);
export type ShoppingStyle = (typeof SHOPPING_STYLES)[number];

export const SHOPPING_LOCATION_LABELS = {
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
} as const satisfies Record<string, string>;
export const SHOPPING_LOCATIONS = wordsOf(SHOPPING_LOCATION_LABELS);
export type ShoppingLocation = (typeof SHOPPING_LOCATIONS)[number];

export const FASHION_GOAL_LABELS = {
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
} as const satisfies Record<string, string>;
export const FASHION_GOALS = wordsOf(FASHION_GOAL_LABELS);
export type FashionGoal = (typeof FASHION_GOALS)[number];

export const FASHION_EVENT_LABELS = {
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
} as const satisfies Record<string, string>;
export const FASHION_EVENTS = wordsOf(FASHION_EVENT_LABELS);
export type FashionEvent = (typeof FASHION_EVENTS)[number];

export const STYLE_ATTRIBUTE_LABELS = {
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
} as const satisfies Record<string, string>;
export const STYLE_ATTRIBUTES = wordsOf(STYLE_ATTRIBUTE_LABELS);
export type StyleAttribute = (typeof STYLE_ATTRIBUTES)[number];
