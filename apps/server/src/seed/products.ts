import {
  type Colour,
  ITEM_CATEGORIES,
  type ItemCategory,
  type ItemSubcategory,
  ProductBodySchema,
  type ProductStatus,
  type VariantBody,
} from "@cbm/contracts";
import { activeBrandIds, brandNames } from "../modules/brands/index.ts";
import type { NewProduct, ProductsService } from "../modules/products/index.ts";
import type { UserRow } from "../modules/users/index.ts";
import type { Tx } from "../platform/db.ts";
import type { GarmentStudio } from "./garments.ts";
import {
  ANY_TAGS,
  BRANDS_FOR,
  CATEGORY_TAGS,
  KINDS,
  type Kind,
  list,
  ORIGINS,
  sizesOf,
  WORDING,
} from "./product-kinds.ts";
import { type Random, randomFor } from "./random.ts";
import { storesOf } from "./stores.ts";
import { between, DAY_MS, HOUR_MS, latest, MINUTE_MS } from "./times.ts";

// The stores' catalogues: every seeded retailer's store lists products of the kinds it is known for, with
// titles, descriptions, prices and stock a real shop would show. Photos are the wall's garment photos,
// drawn once per kind and colour and shared between products (and with the closets).

type Mix = readonly ItemSubcategory[];

const CATEGORY_OF = new Map(
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
const GENERAL: Mix = kinds(
  "t-shirt, shirt, blouse, sweater, tank-top, jeans, trousers, skirt, shorts, dress, dress, jumpsuit, coat, jacket, blazer, trench, sneakers, boots, heels, flats, sandals, handbag, clutch, tote, hat, scarf, sunglasses, jewellery, swimsuit, lipstick",
);

/**
 * What each store sells, by its name (seed/stores.ts): the kinds it draws from, repeated for weight, and
 * whether its clothes are sized in numbers (EU) as often as in letters. A store not named here sells the
 * general wardrobe.
 */
const STORE_PLANS: Record<string, { mix: Mix; numbered?: boolean }> = {
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
type StockState = "plenty" | "one-out" | "low" | "sold-out";

/**
 * The demo retailer's store, made to show every screen: every status, low stock, sold-out products and
 * sold-out options, sales. Dealt as shuffled decks, so each is certain to be there.
 */
const DEMO_STORE = {
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
const odds = {
  draft: 0.1,
  archived: 0.08,
  oneOut: 0.14,
  low: 0.07,
  soldOut: 0.06,
  onSale: 0.16,
};

const capitalised = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

/** A price in minor units that looks like one: whole fives from 100 up, .00, .90 or .95 below. */
function priceOf(random: Random, [min, max]: Kind["price"]): number {
  const units = random.int(min, max);
  if (units >= 100) return Math.round(units / 5) * 5 * 100;
  return units * 100 - random.pick([0, 0, 0, 5, 10]);
}

/** The variants: sizes in one or two colours, or colours of a one-size thing; two to six of them. */
function variantsOf(
  random: Random,
  subcategory: ItemSubcategory,
  sizes: readonly string[],
  colour: Colour,
  sku: string,
): Omit<VariantBody, "stock">[] {
  const others = KINDS[subcategory].colours.filter((other) => other !== colour);
  let options: { size: string; colour: Colour }[];
  if (sizes.length === 1) {
    // One size: the product in two to four colours.
    const colours = [colour, ...random.shuffled(others).slice(0, random.int(1, Math.min(3, others.length)))];
    options = colours.map((each) => ({ size: sizes[0] as string, colour: each }));
  } else {
    const twoColours = others.length > 0 && sizes.length >= 2 && random.chance(0.3);
    const colours = twoColours ? [colour, random.pick(others)] : [colour];
    const count = twoColours
      ? random.int(2, Math.min(3, sizes.length))
      : random.int(2, Math.min(6, sizes.length));
    // A run of neighbouring sizes.
    const first = random.int(0, sizes.length - count);
    const run = sizes.slice(first, first + count);
    options = colours.flatMap((each) => run.map((size) => ({ size, colour: each })));
  }
  return options.map((option) => ({
    ...option,
    sku: `${sku}-${option.size.replace(/[^A-Za-z0-9.]/g, "").toUpperCase()}-${option.colour.toUpperCase()}`,
  }));
}

/** Each variant's stock for the product's state: low means five or fewer in all, at least one. */
function stockOf(random: Random, count: number, state: StockState): number[] {
  switch (state) {
    case "sold-out":
      return Array.from({ length: count }, () => 0);
    case "low": {
      const left = random.int(1, 5);
      const stock = Array.from({ length: count }, () => 0);
      for (let unit = 0; unit < left; unit++) {
        const at = random.int(0, count - 1);
        stock[at] = (stock[at] ?? 0) + 1;
      }
      return stock;
    }
    case "one-out": {
      const out = random.int(0, count - 1);
      return Array.from({ length: count }, (_, index) => (index === out ? 0 : random.int(2, 24)));
    }
    case "plenty":
      return Array.from({ length: count }, () => random.int(3, 40));
  }
}

/** "Atelier Moreau" → "AM": the start of the store's SKUs. */
const skuPrefixOf = (storeName: string) =>
  storeName
    .split(/\s+/)
    .map((word) => word.replace(/[^A-Za-z]/g, "").charAt(0))
    .join("")
    .toUpperCase() || "ST";

interface Store {
  owner: UserRow;
  name: string;
}

interface Planned {
  product: Omit<NewProduct, "images">;
  colours: Colour[];
  subcategory: ItemSubcategory;
}

/** A store's products, as bodies the API would take, and the colours their photos show (main first). */
function storeCatalogue(
  { owner, name }: Store,
  demo: boolean,
  brands: { id: string; name: string }[],
): Planned[] {
  const random = randomFor(`products:${name}`);
  const plan = STORE_PLANS[name] ?? { mix: GENERAL };
  const count = demo ? DEMO_STORE.products : random.int(38, 46);
  // The demo store deals its statuses, stock states and sales from decks; the others roll the odds.
  const statuses = demo ? random.shuffled(DEMO_STORE.statuses) : [];
  const stockStates = demo ? random.shuffled(DEMO_STORE.stock) : [];
  const sales = new Set(
    demo
      ? random.shuffled(Array.from({ length: count }, (_, index) => index)).slice(0, DEMO_STORE.onSale)
      : [],
  );
  const house = brands.find((brand) => brand.name === name);
  const byName = new Map(brands.map((brand) => [brand.name, brand]));
  const titles = new Set<string>();
  // Listed from a little after the store opened (its owner joined) until an hour ago, in the last five months.
  const now = new Date();
  const opened = new Date(Math.min(owner.createdAt.getTime() + 30 * MINUTE_MS, now.getTime() - HOUR_MS));
  const since = latest(opened, new Date(now.getTime() - 150 * DAY_MS));
  const prefix = skuPrefixOf(name);

  return Array.from({ length: count }, (_, index) => {
    const subcategory = random.pick(plan.mix);
    const category = CATEGORY_OF.get(subcategory) as ItemCategory;
    const kind = KINDS[subcategory];
    // A title this store has not used yet (a few tries), "Washed linen shirt" or just "Oxford shirt".
    let title = "";
    for (let attempt = 0; attempt < 6 && (title === "" || titles.has(title)); attempt++) {
      const noun = random.pick(kind.names);
      title = capitalised(random.chance(0.85) ? `${random.pick(kind.styles)} ${noun}` : noun);
    }
    titles.add(title);
    const colour = random.pick(kind.colours);
    const number = String(index + 1).padStart(3, "0");
    const options = variantsOf(
      random,
      subcategory,
      sizesOf(subcategory, category, plan.numbered === true && random.chance(0.5)),
      colour,
      `${prefix}-${subcategory.replace(/-/g, "").slice(0, 4).toUpperCase()}${number}`,
    );
    const status: ProductStatus = demo
      ? (statuses[index] ?? "active")
      : random.chance(odds.draft)
        ? "draft"
        : random.chance(odds.archived / (1 - odds.draft))
          ? "archived"
          : "active";
    const roll = random.int(1, 100) / 100;
    const state: StockState = demo
      ? (stockStates[index] ?? "plenty")
      : roll <= odds.soldOut
        ? "sold-out"
        : roll <= odds.soldOut + odds.low
          ? "low"
          : roll <= odds.soldOut + odds.low + odds.oneOut
            ? "one-out"
            : "plenty";
    const stock = stockOf(random, options.length, state);
    const full = priceOf(random, kind.price);
    const onSale = demo ? sales.has(index) : random.chance(odds.onSale);
    const off = random.pick([0.2, 0.25, 0.3, 0.4, 0.5]);
    const salePrice = Math.max(100, Math.round((full * (1 - off)) / 100) * 100);
    const brandRoll = random.int(1, 100);
    const brand =
      house && brandRoll <= 60
        ? house
        : brandRoll <= 85
          ? byName.get(random.pick(BRANDS_FOR[category]))
          : brandRoll <= 92
            ? random.pick(brands)
            : undefined;
    const wording = WORDING[category];
    const description = [
      random.pick(wording.made),
      random.pick(wording.fit),
      random.pick(ORIGINS),
      random.pick(wording.care),
    ].join(" ");
    const tags = random.shuffled([...CATEGORY_TAGS[category], ...ANY_TAGS]).slice(0, random.int(2, 5));
    const createdAt = between(random, since, now);
    return {
      subcategory,
      colours: [...new Set(options.map((option) => option.colour))].slice(0, 3),
      product: {
        ownerId: owner.id,
        createdAt,
        body: {
          title,
          description,
          brandId: brand?.id,
          category,
          subcategory,
          tags,
          priceMinor: onSale && salePrice < full ? salePrice : full,
          compareAtMinor: onSale && salePrice < full ? full : undefined,
          status,
          variants: options.map((option, at) => ({ ...option, stock: stock[at] ?? 0 })),
        },
      },
    };
  });
}

/**
 * Products for every seeded retailer's store: about forty each of the kinds it is known for, with two to
 * six variants, one to three photos (one per colour), prices of the store's currency, sales, sold-out
 * products and options, drafts and archived ones, listed over the last months. The demo retailer's
 * Atelier Moreau has forty, with every status and stock state. Answers a line of what it made.
 */
export async function seedProducts(
  products: ProductsService,
  people: UserRow[],
  studio: GarmentStudio,
  tx: Tx,
): Promise<string> {
  const brands = await brandNames(tx, await activeBrandIds(tx));
  const planned = storesOf(people).flatMap(({ person, name }) =>
    storeCatalogue({ owner: person, name }, person.email === "retailer@example.com", brands),
  );
  // Every photo asked for at once; the studio draws each kind and colour once, whoever asks.
  const rows: NewProduct[] = await Promise.all(
    planned.map(async ({ product, subcategory, colours }) => {
      const images = await Promise.all(colours.map((colour) => studio(subcategory, colour)));
      // As the API would take it: a seeded product is one a retailer could have made.
      ProductBodySchema.parse({ ...product.body, images: images.map((image) => image.url) });
      return { ...product, images };
    }),
  );
  await products.createMany(rows, tx);
  const variants = rows.reduce((sum, row) => sum + row.body.variants.length, 0);
  return `${rows.length} products with ${variants} variants`;
}
