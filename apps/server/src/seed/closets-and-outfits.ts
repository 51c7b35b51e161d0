import {
  type Colour,
  type Image,
  type ItemCategory,
  type ItemSubcategory,
  OCCASIONS,
  SEASONS,
  type Visibility,
} from "@cbm/contracts";
import { activeBrandIds, brandNames } from "../modules/brands/index.ts";
import { insertedClosetWithItems } from "../modules/closets/index.ts";
import {
  insertedEngagement,
  insertedOutfit,
  replacedOutfitItems,
  rerankedOutfits,
} from "../modules/outfits/index.ts";
import { productsInStock } from "../modules/products/index.ts";
import { collageImage } from "../modules/uploads/index.ts";
import type { UserRow } from "../modules/users/index.ts";
import type { Tx } from "../platform/db.ts";
import type { Storage } from "../platform/storage.ts";
import { CAPTIONS, CLOSET_PLANS, COMMENTS, TAGS } from "./captions.ts";
import type { GarmentStudio } from "./garments.ts";
import { type Random, randomFor } from "./random.ts";
import { between, DAY_MS, HOUR_MS, latest, MINUTE_MS, soonAfter } from "./times.ts";

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

/**
 * What the accounts the README names show, so whoever signs in with one finds a lived-in profile: three
 * public closets, several outfits, and a Saved tab and likes of their own on other people's outfits.
 */
const DEMO_WALL: Record<string, { outfits: number; likes: number; saves: number; comments: number }> = {
  "influencer@example.com": { outfits: 8, likes: 20, saves: 10, comments: 4 },
  "customer@example.com": { outfits: 5, likes: 24, saves: 12, comments: 5 },
  "retailer@example.com": { outfits: 5, likes: 16, saves: 9, comments: 3 },
};

interface SeededItem {
  id: string;
  ownerId: string;
  category: ItemCategory;
  colours: Colour[];
  image: Image;
  createdAt: Date;
}

type Look = { id: string; authorId: string; createdAt: Date };

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

/** How many outfits a member shares: the demo accounts several, influencers two or three, a quarter of the rest one. */
function outfitsOf(person: UserRow, random: Random): number {
  const demo = DEMO_WALL[person.email];
  if (demo) return demo.outfits;
  if (person.roles.includes("influencer")) return random.int(2, 3);
  return random.chance(0.25) ? 1 : 0;
}

/** The categories an outfit takes one item from, in this order: what it is built on, shoes, one finishing piece. */
const BASES: ItemCategory[][] = [["tops", "bottoms"], ["dresses"], ["swimwear"], ["tops"], ["bottoms"]];
const FINISHES: ItemCategory[] = ["outerwear", "bags", "accessories", "beauty"];

/**
 * An outfit's items: a base (top and bottoms, a dress or swimwear), shoes and one finishing piece, each
 * of another category, so no item (nor garment) is ever twice in one outfit. Of each category it takes
 * the item this person wore least so far, so their outfits differ; at least two items.
 */
function lookFrom(own: SeededItem[], worn: Map<string, number>, random: Random): SeededItem[] {
  const byCategory = new Map<ItemCategory, SeededItem[]>();
  for (const item of random.shuffled(own)) {
    byCategory.set(item.category, [...(byCategory.get(item.category) ?? []), item]);
  }
  const has = (category: ItemCategory) => byCategory.has(category);
  const bases = random.shuffled(BASES.filter((base) => base.every(has)));
  // Top and bottoms, when there are both, more often than not.
  const base = bases.find((one) => one.length === 2 && random.chance(0.6)) ?? bases[0] ?? [];
  const finish = random.shuffled(FINISHES.filter(has))[0];
  const categories = [...base, ...(has("shoes") ? (["shoes"] as const) : []), ...(finish ? [finish] : [])];
  // Too little to build on: any two categories this person has.
  const chosen = categories.length >= 2 ? categories : random.shuffled([...byCategory.keys()]).slice(0, 4);
  return chosen.map((category) => {
    const options = byCategory.get(category) ?? [];
    const least = options.reduce((best, item) =>
      (worn.get(item.id) ?? 0) < (worn.get(best.id) ?? 0) ? item : best,
    );
    worn.set(least.id, (worn.get(least.id) ?? 0) + 1);
    return least;
  });
}

async function seedOutfits(
  members: UserRow[],
  items: SeededItem[],
  storage: Storage,
  random: Random,
  tx: Tx,
): Promise<Look[]> {
  // Captions dealt from a shuffled deck with more captions than outfits: no two outfits say the same.
  const captions = random.shuffled(CAPTIONS);
  let dealt = 0;
  const worn = new Map<string, number>();
  const plans = members.flatMap((person) => {
    const own = items.filter((item) => item.ownerId === person.id);
    const wanted = new Set(own.map((item) => item.category)).size < 2 ? 0 : outfitsOf(person, random);
    const demo = DEMO_WALL[person.email] !== undefined;
    return Array.from({ length: wanted }, () => {
      const picked = lookFrom(own, worn, random);
      // Posted in the last weeks, and after its items were in their closets.
      const window = new Date(Date.now() - (demo ? 30 : 21) * DAY_MS);
      const ready = latest(...picked.map((item) => new Date(item.createdAt.getTime() + 10 * MINUTE_MS)));
      return {
        authorId: person.id,
        hasPhoto: false,
        caption: captions[dealt++ % captions.length] as string,
        occasion: random.pick(OCCASIONS),
        seasons: random.shuffled(SEASONS).slice(0, random.int(1, 2)),
        tags: random.shuffled(TAGS).slice(0, random.int(1, 3)),
        colours: [...new Set(picked.flatMap((item) => item.colours))],
        visibility: demo || random.chance(0.9) ? ("public" as const) : ("followers" as const),
        itemCount: picked.length,
        hot: 0,
        createdAt: between(random, latest(window, ready), new Date(Date.now() - HOUR_MS)),
        picked,
      };
    });
  });
  // The collages are the slow part: drawn all at once, then stored in the plans' order.
  const collages = await Promise.all(
    plans.map((plan) =>
      collageImage(
        storage,
        plan.picked.map((item) => item.image),
      ),
    ),
  );
  const looks: Look[] = [];
  for (const [index, { picked, ...plan }] of plans.entries()) {
    const outfit = await insertedOutfit(tx, {
      ...plan,
      updatedAt: plan.createdAt,
      image: collages[index] as Image,
    });
    await replacedOutfitItems(
      tx,
      outfit.id,
      picked.map((item) => item.id),
    );
    looks.push({ id: outfit.id, authorId: plan.authorId, createdAt: outfit.createdAt });
  }
  return looks;
}

/**
 * Likes, saves and comments from random members, with the counts the outfits keep: the more an outfit
 * is liked the more it is commented on, never twice with the same words. The demo accounts like, save
 * and comment on others' outfits as DEMO_WALL says, and their own outfits are well liked. Each is dated
 * after the outfit was posted and its author joined, most in the outfit's first days, from a stream of
 * its own, so who engages with what stays as it was.
 */
async function seedEngagement(members: UserRow[], looks: Look[], random: Random, tx: Tx): Promise<string> {
  const demos = members.filter((person) => DEMO_WALL[person.email] !== undefined);
  const demoIds = new Set(demos.map((person) => person.id));
  // Which outfits each demo account likes, saves (some of those it likes) and comments on.
  const chosenBy = new Map<string, { likes: Set<string>; saves: Set<string>; comments: Set<string> }>();
  for (const person of demos) {
    const wall = DEMO_WALL[person.email] ?? { likes: 0, saves: 0, comments: 0 };
    const liked = random
      .shuffled(looks.filter((look) => look.authorId !== person.id))
      .slice(0, Math.max(wall.likes, wall.saves))
      .map((look) => look.id);
    chosenBy.set(person.id, {
      likes: new Set(liked),
      saves: new Set(liked.slice(0, wall.saves)),
      comments: new Set(random.shuffled(liked).slice(0, wall.comments)),
    });
  }
  let [likes, saves, comments] = [0, 0, 0];
  let dealt = 0;
  const times = randomFor("engagement-times");
  const now = new Date();
  const words = random.shuffled(COMMENTS);
  for (const look of looks) {
    const popularity = demoIds.has(look.authorId) ? random.int(8, 20) : random.int(2, 18);
    const demoFans = demos.filter((person) => chosenBy.get(person.id)?.likes.has(look.id));
    const crowd = random
      .shuffled(members.filter((person) => person.id !== look.authorId && !demoIds.has(person.id)))
      .slice(0, Math.max(0, popularity - demoFans.length));
    const fans = [...demoFans, ...crowd];
    const when = (person: UserRow) => soonAfter(times, latest(look.createdAt, person.createdAt), now);
    const likers = fans.map((fan) => ({ userId: fan.id, createdAt: when(fan) }));
    const savers = fans
      .filter((fan) => (demoIds.has(fan.id) ? chosenBy.get(fan.id)?.saves.has(look.id) : random.chance(0.3)))
      .map((fan) => ({ userId: fan.id, createdAt: when(fan) }));
    // About one comment for every three likes, at most seven, from different people (and the demo accounts').
    const demoTalkers = demoFans.filter((fan) => chosenBy.get(fan.id)?.comments.has(look.id));
    const wanted = Math.max(demoTalkers.length, Math.min(7, Math.floor(popularity / 3) + random.int(0, 1)));
    const talkers = [...demoTalkers, ...crowd].slice(0, wanted);
    // Dealt from a shuffled deck, so one outfit never hears the same words twice.
    const said = talkers.map((talker) => ({
      authorId: talker.id,
      text: words[dealt++ % words.length] as string,
      createdAt: when(talker),
    }));
    await insertedEngagement(tx, look.id, { likes: likers, saves: savers, comments: said });
    [likes, saves, comments] = [likes + likers.length, saves + savers.length, comments + said.length];
  }
  return `${likes} likes, ${saves} saves, ${comments} comments`;
}
