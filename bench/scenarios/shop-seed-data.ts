// What the shop scenarios' catalogue is made of: brands, the categories with their shares and garments,
// the words of titles and descriptions, tags, sizes and shipping methods. shop-seed.ts writes it out.
import type { ItemCategory } from "@cbm/contracts";

/** Brands as the catalogue names them, some with accents (the search text folds them). */
export const BRANDS = [
  "Northwind",
  "Maison Étoile",
  "Atelier Lune",
  "Blue Harbour",
  "Sønder",
  "Copper & Pine",
  "Urban Thread",
  "Café Noir",
  "Linea",
  "Wildflower",
  "Forma",
  "Kestrel",
  "Señora Rosa",
  "Drift",
  "Monochrome Lab",
  "Studio Aalto",
  "Hollow Oak",
  "Saltwater",
  "Brume",
  "Parc Avenue",
  "Velvet Fox",
  "Terra",
  "Odeon",
  "Fjällräv Studio",
  "Maple & Moss",
  "Nomad",
  "Ruelle",
  "Solstice",
  "Grey Heron",
  "Lumière",
  "Tidewater",
  "Coastline",
  "Marigold",
  "Ironbark",
  "Petite Fleur",
  "Highland Wool Co",
  "Zenith",
  "Bellweather",
  "Anemone",
  "Crème de la Crème",
];

/** Per category: its share of the catalogue, its garments and what they are made of (for the titles). */
const CATALOGUE: Record<
  ItemCategory,
  {
    share: number;
    sizes: "letters" | "shoes" | "one";
    garments: Record<string, [noun: string, materials: string[]]>;
  }
> = {
  tops: {
    share: 0.24,
    sizes: "letters",
    garments: {
      "t-shirt": ["T-shirt", ["cotton", "organic cotton", "jersey", "linen", "striped"]],
      shirt: ["shirt", ["linen", "cotton", "oxford", "denim", "silk", "flannel"]],
      blouse: ["blouse", ["silk", "satin", "chiffon", "linen", "broderie"]],
      sweater: ["sweater", ["wool", "cashmere", "merino", "cable knit", "mohair"]],
      hoodie: ["hoodie", ["fleece", "cotton", "heavyweight"]],
      "tank-top": ["tank top", ["ribbed", "cotton", "silk"]],
    },
  },
  bottoms: {
    share: 0.18,
    sizes: "letters",
    garments: {
      jeans: ["jeans", ["straight leg", "wide leg", "skinny", "bootcut", "raw denim"]],
      trousers: ["trousers", ["linen", "wool", "pleated", "cargo", "tailored"]],
      skirt: ["skirt", ["midi", "pleated", "denim", "satin", "leather"]],
      shorts: ["shorts", ["denim", "linen", "cotton"]],
      leggings: ["leggings", ["ribbed", "seamless"]],
    },
  },
  dresses: {
    share: 0.13,
    sizes: "letters",
    garments: {
      dress: ["dress", ["wrap", "slip", "linen", "knit", "floral", "shirt"]],
      jumpsuit: ["jumpsuit", ["denim", "linen", "utility"]],
      kimono: ["kimono", ["silk", "printed"]],
      sari: ["sari", ["silk", "georgette"]],
    },
  },
  outerwear: {
    share: 0.11,
    sizes: "letters",
    garments: {
      coat: ["coat", ["wool", "cashmere", "teddy", "double-breasted"]],
      jacket: ["jacket", ["denim", "leather", "suede", "quilted", "bomber"]],
      blazer: ["blazer", ["linen", "wool", "tweed", "oversized"]],
      trench: ["trench coat", ["cotton", "classic", "cropped"]],
    },
  },
  shoes: {
    share: 0.12,
    sizes: "shoes",
    garments: {
      sneakers: ["sneakers", ["leather", "canvas", "suede", "running"]],
      boots: ["boots", ["leather", "chelsea", "suede", "ankle"]],
      heels: ["heels", ["leather", "satin", "block"]],
      flats: ["flats", ["ballet", "leather"]],
      sandals: ["sandals", ["leather", "strappy", "platform"]],
    },
  },
  bags: {
    share: 0.08,
    sizes: "one",
    garments: {
      handbag: ["handbag", ["leather", "woven", "quilted"]],
      clutch: ["clutch", ["satin", "beaded", "leather"]],
      backpack: ["backpack", ["canvas", "leather", "nylon"]],
      tote: ["tote bag", ["canvas", "leather", "straw"]],
    },
  },
  accessories: {
    share: 0.09,
    sizes: "one",
    garments: {
      hat: ["hat", ["straw", "wool", "bucket"]],
      cap: ["cap", ["baseball", "corduroy"]],
      scarf: ["scarf", ["cashmere", "silk", "wool"]],
      gloves: ["gloves", ["leather", "wool"]],
      sunglasses: ["sunglasses", ["round", "cat-eye", "aviator"]],
      glasses: ["glasses", ["tortoiseshell", "wire"]],
      jewellery: ["necklace", ["gold", "silver", "pearl"]],
      socks: ["socks", ["wool", "cotton", "ribbed"]],
      tie: ["tie", ["silk", "knitted"]],
    },
  },
  swimwear: {
    share: 0.03,
    sizes: "letters",
    garments: {
      bikini: ["bikini", ["ribbed", "printed", "classic"]],
      swimsuit: ["swimsuit", ["one-piece", "sporty"]],
    },
  },
  beauty: {
    share: 0.02,
    sizes: "one",
    garments: {
      lipstick: ["lipstick", ["matte", "satin", "sheer"]],
      fragrance: ["eau de parfum", ["floral", "woody", "citrus"]],
    },
  },
};

export const ADJECTIVES = [
  "Relaxed",
  "Classic",
  "Cropped",
  "Oversized",
  "Slim",
  "Vintage",
  "Essential",
  "Everyday",
  "Soft",
  "Structured",
  "Lightweight",
  "Boxy",
  "Fitted",
  "Easy",
  "Signature",
  "Heritage",
];
export const TAGS = [
  "minimal",
  "vintage",
  "streetwear",
  "boho",
  "classic",
  "sporty",
  "summer",
  "winter",
  "workwear",
  "capsule",
  "sustainable",
  "handmade",
  "new-season",
  "bestseller",
  "date-night",
];
export const DESCRIPTIONS = [
  "Cut for an easy fit and made to last, season after season.",
  "A wardrobe staple in a soft hand-feel fabric.",
  "Designed in our studio and made in small batches.",
  "Pairs with everything you own; machine washable.",
];
export const SIZES = {
  letters: ["XS", "S", "M", "L", "XL", "XXL"],
  shoes: ["36", "37", "38", "39", "40", "41", "42", "43", "44", "45"],
  one: ["One size"],
} as const;
export const SIZE_CHARTS = Object.keys(SIZES) as (keyof typeof SIZES)[];
export const SHIPPING = [
  { name: "Standard", priceMinor: 495, freeOverMinor: 7500, minDays: 3, maxDays: 6 },
  { name: "Express", priceMinor: 1295, freeOverMinor: null, minDays: 1, maxDays: 2 },
  { name: "Pick-up point", priceMinor: 295, freeOverMinor: 5000, minDays: 2, maxDays: 5 },
];

/** Every garment of the catalogue with each of its materials: one row of the titles' table. */
export const KINDS = Object.entries(CATALOGUE).flatMap(([category, { sizes, garments }]) =>
  Object.entries(garments).flatMap(([subcategory, [noun, materials]]) =>
    materials.map((material) => ({ category, subcategory, phrase: `${material} ${noun}`, sizes })),
  ),
);
/** The kinds of each category, in one range of KINDS each, and the cumulative shares of the categories. */
export const CATEGORIES = Object.entries(CATALOGUE).map(([category], index, all) => ({
  first: KINDS.findIndex((kind) => kind.category === category) + 1,
  count: KINDS.filter((kind) => kind.category === category).length,
  upTo: all.slice(0, index + 1).reduce((sum, [, entry]) => sum + entry.share, 0),
}));
