import {
  type Colour,
  type ItemCategory,
  type ItemSubcategory,
  ProductBodySchema,
  type ProductStatus,
} from "@cbm/contracts";
import { activeBrandIds, brandNames } from "../modules/brands/index.ts";
import type { NewProduct, ProductsService } from "../modules/products/index.ts";
import type { UserRow } from "../modules/users/index.ts";
import type { Tx } from "../platform/db.ts";
import { CATEGORY_OF, DEMO_STORE, GENERAL, odds, STORE_PLANS, type StockState } from "./catalogue-plans.ts";
import type { GarmentStudio } from "./garments.ts";
import { KINDS, sizesOf } from "./product-kinds.ts";
import { priceOf, skuPrefixOf, stockOf, variantsOf } from "./product-variants.ts";
import { ANY_TAGS, BRANDS_FOR, CATEGORY_TAGS, ORIGINS, WORDING } from "./product-words.ts";
import { randomFor } from "./random.ts";
import { storesOf } from "./stores.ts";
import { between, DAY_MS, HOUR_MS, latest, MINUTE_MS } from "./times.ts";

// The stores' catalogues: every seeded retailer's store lists products of the kinds it is known for, with
// titles, descriptions, prices and stock a real shop would show. Photos are the wall's garment photos,
// drawn once per kind and colour and shared between products (and with the closets).

const capitalised = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

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
