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
import { collageImage, preparedImage } from "../modules/uploads/index.ts";
import type { UserRow } from "../modules/users/index.ts";
import type { Tx } from "../platform/db.ts";
import type { Storage } from "../platform/storage.ts";
import { CAPTIONS, COMMENTS, TAGS } from "./captions.ts";
import { garmentPhoto } from "./garments.ts";
import { type Random, randomFor } from "./random.ts";

/** The closets people keep, each with what tends to be in it. */
const CLOSETS: { name: string; description: string; categories: ItemCategory[] }[] = [
  {
    name: "Everyday",
    description: "What I reach for most mornings.",
    categories: ["tops", "bottoms", "shoes", "bags"],
  },
  {
    name: "Work wardrobe",
    description: "Tailoring and easy separates for the office.",
    categories: ["tops", "bottoms", "outerwear", "shoes"],
  },
  {
    name: "Weekend",
    description: "Slow Saturdays, markets and long walks.",
    categories: ["tops", "bottoms", "shoes", "accessories"],
  },
  {
    name: "Evening",
    description: "Dinners, openings and the odd party.",
    categories: ["dresses", "shoes", "bags", "accessories"],
  },
  {
    name: "Summer holiday",
    description: "Packed and ready for the coast.",
    categories: ["swimwear", "dresses", "shoes", "accessories"],
  },
  {
    name: "Winter layers",
    description: "Coats, knits and boots for the cold months.",
    categories: ["outerwear", "tops", "shoes", "accessories"],
  },
];

/**
 * What the demo closets hold in each category: a few kinds in three colours each, so the photos (made
 * once per kind and colour) stay few enough for a quick first start, and closets look curated.
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

const DAY_MS = 24 * 60 * 60 * 1000;
/** Every kind of the wardrobe in each of its colours, photographed and stored as wall images, all at once. */
async function photographWardrobe(
  storage: Storage,
): Promise<(kind: ItemSubcategory, colour: Colour) => Image> {
  const shots = Object.values(WARDROBE).flatMap(({ kinds, colours }) =>
    kinds.flatMap((kind) => colours.map((colour) => ({ kind, colour }))),
  );
  const images = await Promise.all(
    shots.map(async ({ kind, colour }) => {
      const location = await storage.put(await garmentPhoto(kind, colour, "wardrobe"), "image/webp");
      return [`${kind}:${colour}`, await preparedImage(storage, location, "image")] as const;
    }),
  );
  const byShot = new Map(images);
  return (kind, colour) => {
    const image = byShot.get(`${kind}:${colour}`);
    if (!image) throw new Error(`no demo photo of a ${colour} ${kind}`);
    return image;
  };
}

const daysAgo = (random: Random, max: number) =>
  new Date(Date.now() - random.int(1, max * 24) * (DAY_MS / 24));

interface SeededItem {
  id: string;
  ownerId: string;
  category: ItemCategory;
  colours: Colour[];
  image: Image;
}

/**
 * Everyone but the admins gets one to three closets with items photographed from garment glyphs; the
 * influencers (and some others) share outfits built from them; people like, save and comment on them.
 */
export async function seedClosetsAndOutfits(people: UserRow[], storage: Storage, tx: Tx): Promise<string> {
  const random = randomFor("wall");
  const photo = await photographWardrobe(storage);
  const offered = await brandNames(tx, await activeBrandIds(tx));
  const members = people.filter((person) => !person.roles.includes("admin"));
  const items: SeededItem[] = [];
  let closetCount = 0;

  for (const person of members) {
    const influencer = person.roles.includes("influencer");
    for (const plan of random.shuffled(CLOSETS).slice(0, influencer ? 3 : random.int(1, 2))) {
      const visibility: Visibility = random.chance(0.8)
        ? "public"
        : random.pick(["followers", "private"] as const);
      const createdAt = daysAgo(random, 60);
      closetCount++;
      // Never the same garment twice in one closet: each kind in each colour at most once.
      const garments = random.shuffled(
        plan.categories.flatMap((category) =>
          WARDROBE[category].kinds.flatMap((subcategory) =>
            WARDROBE[category].colours.map((colour) => ({ category, subcategory, colour })),
          ),
        ),
      );
      const count = Math.min(garments.length, random.int(4, influencer ? 8 : 6));
      const planned = garments.slice(0, count).map(({ category, subcategory, colour }, n) => {
        const brand = random.chance(0.8) ? random.pick(offered) : undefined;
        return {
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
          createdAt: new Date(createdAt.getTime() + n * 60_000),
        };
      });
      const ids = await insertedClosetWithItems(
        tx,
        { ownerId: person.id, name: plan.name, description: plan.description, visibility, createdAt },
        planned,
        new Date(createdAt.getTime() + count * 60_000),
      );
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

/** An outfit's items: one of each of up to four categories, tops and bottoms or a dress first. */
function lookFrom(own: SeededItem[], random: Random): SeededItem[] {
  const byCategory = new Map<ItemCategory, SeededItem[]>();
  for (const item of own) byCategory.set(item.category, [...(byCategory.get(item.category) ?? []), item]);
  const picked = random
    .shuffled([...byCategory.keys()])
    .slice(0, 4)
    .map((category) => random.pick(byCategory.get(category) ?? []));
  return picked;
}

async function seedOutfits(
  members: UserRow[],
  items: SeededItem[],
  storage: Storage,
  random: Random,
  tx: Tx,
): Promise<{ id: string; authorId: string }[]> {
  // Captions dealt from a shuffled deck, so neighbouring outfits never say the same thing.
  const captions = random.shuffled(CAPTIONS);
  let dealt = 0;
  const plans = members.flatMap((person) => {
    const own = items.filter((item) => item.ownerId === person.id);
    const wanted = own.length < 2 ? 0 : person.roles.includes("influencer") ? 2 : random.chance(0.25) ? 1 : 0;
    return Array.from({ length: wanted }, () => {
      const picked = lookFrom(own, random);
      return {
        authorId: person.id,
        hasPhoto: false,
        caption: captions[dealt++ % captions.length] as string,
        occasion: random.pick(OCCASIONS),
        seasons: random.shuffled(SEASONS).slice(0, random.int(1, 2)),
        tags: random.shuffled(TAGS).slice(0, random.int(1, 3)),
        colours: [...new Set(picked.flatMap((item) => item.colours))],
        visibility: random.chance(0.9) ? ("public" as const) : ("followers" as const),
        itemCount: picked.length,
        hot: 0,
        createdAt: daysAgo(random, 21),
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
  const looks: { id: string; authorId: string }[] = [];
  for (const [index, { picked, ...plan }] of plans.entries()) {
    const outfit = await insertedOutfit(tx, { ...plan, image: collages[index] as Image });
    await replacedOutfitItems(
      tx,
      outfit.id,
      picked.map((item) => item.id),
    );
    looks.push({ id: outfit.id, authorId: plan.authorId });
  }
  return looks;
}

/** Likes, saves and comments from random members, with the counts the outfits keep. */
async function seedEngagement(
  members: UserRow[],
  looks: { id: string; authorId: string }[],
  random: Random,
  tx: Tx,
): Promise<string> {
  let [likes, saves, comments] = [0, 0, 0];
  for (const look of looks) {
    const fans = random
      .shuffled(members.filter((person) => person.id !== look.authorId))
      .slice(0, random.int(2, 18));
    const likers = fans.map((fan) => fan.id);
    const savers = likers.filter(() => random.chance(0.3));
    const talkers = fans.filter(() => random.chance(0.2)).slice(0, 4);
    const said = talkers.map((talker) => ({ authorId: talker.id, text: random.pick(COMMENTS) }));
    await insertedEngagement(tx, look.id, { likers, savers, comments: said });
    [likes, saves, comments] = [likes + likers.length, saves + savers.length, comments + talkers.length];
  }
  return `${likes} likes, ${saves} saves, ${comments} comments`;
}
