// The demo's outfits: built from the closets' shared items, a base, shoes and a finishing piece each, with
// captions, occasions, seasons and tags, and drawn as collages.
import { type Colour, type Image, type ItemCategory, OCCASIONS, SEASONS } from "@cbm/contracts";
import { insertedOutfit, replacedOutfitItems } from "../modules/outfits/index.ts";
import { collageImage } from "../modules/uploads/index.ts";
import type { UserRow } from "../modules/users/index.ts";
import type { Tx } from "../platform/db.ts";
import type { Storage } from "../platform/storage.ts";
import { CAPTIONS, TAGS } from "./captions.ts";
import { DEMO_WALL } from "./demo-wall.ts";
import type { Random } from "./random.ts";
import { between, DAY_MS, HOUR_MS, latest, MINUTE_MS } from "./times.ts";

/** An item of a closet others may see: the outfits are built from these. */
export interface SeededItem {
  id: string;
  ownerId: string;
  category: ItemCategory;
  colours: Colour[];
  image: Image;
  createdAt: Date;
}

/** A shared outfit, as its likes, saves and comments need it. */
export type Look = { id: string; authorId: string; createdAt: Date };

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

export async function seedOutfits(
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
