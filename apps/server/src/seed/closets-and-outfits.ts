import {
  type Colour,
  type Image,
  type ItemCategory,
  type ItemSubcategory,
  SEASONS,
  type Visibility,
} from "@cbm/contracts";
import { activeBrandIds, brandNames } from "../modules/brands/index.ts";
import { insertedClosetWithItems } from "../modules/closets/index.ts";
import { rerankedOutfits } from "../modules/outfits/index.ts";
import { productsInStock } from "../modules/products/index.ts";
import type { UserRow } from "../modules/users/index.ts";
import type { Tx } from "../platform/db.ts";
import type { Storage } from "../platform/storage.ts";
import { CLOSET_PLANS } from "./captions.ts";
import { DEMO_WALL } from "./demo-wall.ts";
import { seedEngagement } from "./engagement.ts";
import type { GarmentStudio } from "./garments.ts";
import { type SeededItem, seedOutfits } from "./outfits.ts";
import { type Random, randomFor } from "./random.ts";
import { HOUR_MS, MINUTE_MS } from "./times.ts";

/**
 * What the demo closets hold in each category: a few kinds in three colours each, so the photos (made
 * once per kind and colour, and shared with the stores' products) stay few enough for a quick first
 * start, and closets look curated.
 */
const WARDROBE: Record<ItemCategory, { kinds: ItemSubcategory[]; colours: Colour[] }> = {
  tops: { kinds: ["t-shirt", "shirt", "sweater"], colours: ["white", "navy", "pink"] },
  bottoms: { kinds: ["jeans", "trousers", "skirt"], colours: ["blue", "black", "camel"] },
  dresses: { kinds: ["dress"], colours: ["black", "red", "green"] },
  outerwear: { kinds: ["coat", "blazer"], colours: ["camel", "black", "grey"] },
  shoes: { kinds: ["sneakers", "boots", "heels"], colours: ["white", "brown", "black"] },
  bags: { kinds: ["handbag", "tote"], colours: ["black", "camel", "burgundy"] },
  accessories: { kinds: ["sunglasses", "scarf", "hat"], colours: ["black", "cream", "red"] },
  swimwear: { kinds: ["bikini", "swimsuit"], colours: ["navy", "yellow", "red"] },
  beauty: { kinds: ["lipstick"], colours: ["red", "pink", "burgundy"] },
};

/** Every kind of the wardrobe in each of its colours, photographed by the demo's studio, all at once. */
async function photographWardrobe(
  studio: GarmentStudio,
): Promise<(kind: ItemSubcategory, colour: Colour) => Image> {
  const shots = Object.values(WARDROBE).flatMap(({ kinds, colours }) =>
    kinds.flatMap((kind) => colours.map((colour) => ({ kind, colour }))),
  );
  const images = await Promise.all(
    shots.map(async ({ kind, colour }) => [`${kind}:${colour}`, await studio(kind, colour)] as const),
  );
  const byShot = new Map(images);
  return (kind, colour) => {
    const image = byShot.get(`${kind}:${colour}`);
    if (!image) throw new Error(`no demo photo of a ${colour} ${kind}`);
    return image;
  };
}

/** A whole number of hours ago, up to `max` days ago and never before `since` (an hour after it at the earliest). */
function hoursAgo(random: Random, max: number, since: Date): Date {
  const now = Date.now();
  const hours = Math.min(max * 24, Math.floor((now - since.getTime()) / HOUR_MS) - 1);
  return new Date(now - random.int(1, Math.max(1, hours)) * HOUR_MS);
}

/** How often an item of someone who shares several outfits is a product of a store of the same kind and colour. */
const SHOP_ITEM_SHARE = 0.4;

/**
 * The shop's products by kind and colour, and a way to pick one for an item now and then: the demo's
 * outfits then offer them to buy. Its own random sequence leaves the rest of the wall as it was.
 */
async function shopProducts(tx: Tx) {
  const random = randomFor("shop-the-look");
  const byLook = new Map<string, { id: string; brandId: string | null }[]>();
  for (const product of await productsInStock(tx)) {
    for (const colour of product.colours) {
      const key = `${product.subcategory}:${colour}`;
      byLook.set(key, [...(byLook.get(key) ?? []), product]);
    }
  }
  return (subcategory: ItemSubcategory, colour: Colour) => {
    const candidates = byLook.get(`${subcategory}:${colour}`);
    return candidates && random.chance(SHOP_ITEM_SHARE) ? random.pick(candidates) : undefined;
  };
}

/**
 * Everyone but the admins gets one to three closets with items photographed from garment glyphs; the
 * influencers (and some others) share outfits built from them; people like, save and comment on them.
 */
export async function seedClosetsAndOutfits(
  people: UserRow[],
  storage: Storage,
  studio: GarmentStudio,
  tx: Tx,
): Promise<string> {
  const random = randomFor("wall");
  const photo = await photographWardrobe(studio);
  const offered = await brandNames(tx, await activeBrandIds(tx));
  const productFor = await shopProducts(tx);
  const members = people.filter((person) => !person.roles.includes("admin"));
  const items: SeededItem[] = [];
  // How often each photo is already a closet's cover (its newest item), so neighbouring cards differ.
  const covers = new Map<string, number>();
  let closetCount = 0;

  for (const person of members) {
    const demo = DEMO_WALL[person.email] !== undefined;
    const many = demo || person.roles.includes("influencer");
    for (const plan of random.shuffled(CLOSET_PLANS).slice(0, many ? 3 : random.int(1, 2))) {
      const visibility: Visibility =
        demo || random.chance(0.8) ? "public" : random.pick(["followers", "private"] as const);
      const createdAt = hoursAgo(random, 60, person.createdAt);
      closetCount++;
      // Never the same garment twice in one closet: each kind in each colour at most once.
      const garments = random.shuffled(
        plan.categories.flatMap((category) =>
          WARDROBE[category].kinds.flatMap((subcategory) =>
            WARDROBE[category].colours.map((colour) => ({ category, subcategory, colour })),
          ),
        ),
      );
      const count = Math.min(garments.length, demo ? random.int(6, 8) : random.int(4, many ? 8 : 6));
      const chosen = garments.slice(0, count);
      // The newest item is the card's cover: the photo least used as a cover so far.
      const usesOf = ({ subcategory, colour }: (typeof chosen)[number]) =>
        covers.get(`${subcategory}:${colour}`) ?? 0;
      const cover = chosen.reduce((best, garment) => (usesOf(garment) < usesOf(best) ? garment : best));
      covers.set(`${cover.subcategory}:${cover.colour}`, usesOf(cover) + 1);
      const ordered = [...chosen.filter((garment) => garment !== cover), cover];
      const planned = ordered.map(({ category, subcategory, colour }, n) => {
        const worn = random.chance(0.8) ? random.pick(offered) : undefined;
        const product = many ? productFor(subcategory, colour) : undefined;
        const brand = product ? offered.find((offer) => offer.id === product.brandId) : worn;
        return {
          productId: product?.id ?? null,
          image: photo(subcategory, colour),
          category,
          subcategory,
          brandId: brand?.id ?? null,
          brandName: brand?.name ?? null,
          colours: [colour],
          size: random.pick(["XS", "S", "M", "L", "38", "40", "42"]),
          seasons: random.shuffled(SEASONS).slice(0, random.int(1, 4)),
          priceMinor: random.int(15, 400) * 100,
          currency: "USD",
          createdAt: new Date(createdAt.getTime() + n * MINUTE_MS),
          updatedAt: new Date(createdAt.getTime() + n * MINUTE_MS),
        };
      });
      // Last changed when its items were added, a minute after the last of them.
      const itemsAddedAt = new Date(createdAt.getTime() + count * MINUTE_MS);
      const closet = {
        ownerId: person.id,
        name: random.pick(plan.names),
        description: random.pick(plan.descriptions),
        visibility,
        createdAt,
        updatedAt: itemsAddedAt,
      };
      const ids = await insertedClosetWithItems(tx, closet, planned, itemsAddedAt);
      if (visibility === "private") continue;
      for (const [index, item] of planned.entries()) {
        items.push({ id: ids[index] as string, ownerId: person.id, ...item });
      }
    }
  }

  const looks = await seedOutfits(members, items, storage, random, tx);
  const engagement = await seedEngagement(members, looks, random, tx);
  await rerankedOutfits(tx);
  return `${closetCount} closets, ${items.length} shared items, ${looks.length} outfits, ${engagement}`;
}
