// What the stores' catalogues are made of: the kinds each store sells, and how often its products are of
// each status, stock state and on sale (the demo retailer's store dealt from decks). seed/products.ts
// plans the catalogues with them.
import { ITEM_CATEGORIES, type ItemCategory, type ItemSubcategory, type ProductStatus } from "@cbm/contracts";
import { list } from "./product-words.ts";

type Mix = readonly ItemSubcategory[];

export const CATEGORY_OF = new Map(
  Object.entries(ITEM_CATEGORIES).flatMap(([category, kinds]) =>
    kinds.map((kind) => [kind as ItemSubcategory, category as ItemCategory] as const),
  ),
);

/** "dress, dress, skirt" → the kinds, each checked to be one. */
const kinds = (items: string): Mix =>
  list(items).map((kind) => {
    if (!CATEGORY_OF.has(kind as ItemSubcategory)) throw new Error(`${kind} is no kind of item`);
    return kind as ItemSubcategory;
  });

/** A general wardrobe: every category, clothes the most. */
export const GENERAL: Mix = kinds(
  "t-shirt, shirt, blouse, sweater, tank-top, jeans, trousers, skirt, shorts, dress, dress, jumpsuit, coat, jacket, blazer, trench, sneakers, boots, heels, flats, sandals, handbag, clutch, tote, hat, scarf, sunglasses, jewellery, swimsuit, lipstick",
);

/**
 * What each store sells, by its name (seed/stores.ts): the kinds it draws from, repeated for weight, and
 * whether its clothes are sized in numbers (EU) as often as in letters. A store not named here sells the
 * general wardrobe.
 */
export const STORE_PLANS: Record<string, { mix: Mix; numbered?: boolean }> = {
  // The demo retailer's store: a bit of everything, to show every screen.
  "Atelier Moreau": { mix: GENERAL, numbered: true },
  "Northbound Supply": {
    mix: kinds(
      "coat, jacket, jacket, shirt, hoodie, sweater, trousers, jeans, backpack, cap, gloves, hat, boots",
    ),
  },
  "Maison Sable": {
    mix: kinds("dress, dress, dress, blouse, skirt, skirt, heels, flats, handbag, clutch, jumpsuit"),
    numbered: true,
  },
  "Kiln & Cloth": {
    mix: kinds("t-shirt, shirt, shirt, tank-top, trousers, shorts, skirt, dress, dress, jumpsuit, tote"),
  },
  "Fieldnote Denim": {
    mix: kinds("jeans, jeans, jeans, jeans, shorts, skirt, jacket, jacket, shirt, t-shirt, jumpsuit"),
  },
  "Ondine Swim": {
    mix: kinds(
      "bikini, bikini, swimsuit, swimsuit, swimsuit, kimono, sandals, hat, sunglasses, tote, shorts",
    ),
  },
  "The Second Button": {
    mix: kinds("shirt, shirt, shirt, blazer, blazer, trousers, tie, tie, socks, sweater, coat"),
  },
  "Palma Leather Co.": {
    mix: kinds("handbag, handbag, tote, clutch, backpack, boots, boots, flats, sandals, jacket, gloves"),
  },
  "Hallowed Knits": {
    mix: kinds("sweater, sweater, sweater, sweater, scarf, scarf, hat, gloves, socks, dress"),
  },
  "Studio Ardoise": {
    mix: kinds(
      "t-shirt, shirt, sweater, trousers, trousers, skirt, dress, coat, blazer, trench, sneakers, tote",
    ),
    numbered: true,
  },
  "Marigold Market": {
    mix: kinds(
      "jewellery, jewellery, jewellery, sari, sari, kimono, clutch, blouse, scarf, lipstick, fragrance",
    ),
  },
  "Tidewater Outfitters": {
    mix: kinds(
      "jacket, jacket, coat, boots, boots, sneakers, shorts, trousers, backpack, cap, t-shirt, hoodie",
    ),
  },
  "Quiet Hours": {
    mix: kinds(
      "t-shirt, hoodie, hoodie, tank-top, leggings, leggings, sweater, socks, fragrance, fragrance, lipstick",
    ),
  },
  "Lune Footwear": { mix: kinds("sneakers, sneakers, boots, boots, heels, flats, sandals, socks") },
};

/** What a product's stock looks like: plenty, one option sold out, a few left in all, or none. */
export type StockState = "plenty" | "one-out" | "low" | "sold-out";

/**
 * The demo retailer's store, made to show every screen: every status, low stock, sold-out products and
 * sold-out options, sales. Dealt as shuffled decks, so each is certain to be there.
 */
export const DEMO_STORE = {
  products: 40,
  statuses: [
    ...Array<ProductStatus>(30).fill("active"),
    ...Array<ProductStatus>(6).fill("draft"),
    ...Array<ProductStatus>(4).fill("archived"),
  ],
  stock: [
    ...Array<StockState>(26).fill("plenty"),
    ...Array<StockState>(6).fill("one-out"),
    ...Array<StockState>(5).fill("low"),
    ...Array<StockState>(3).fill("sold-out"),
  ],
  onSale: 8,
};

/** How often a crowd store's product is of each status, stock state and on sale. */
export const odds = {
  draft: 0.1,
  archived: 0.08,
  oneOut: 0.14,
  low: 0.07,
  soldOut: 0.06,
  onSale: 0.16,
};
