import {
  CONTENT_TYPES,
  INFLUENCER_STEPS,
  LANGUAGES,
  STORE_ACCENT_NAMES,
  STORE_LAYOUTS,
  STYLE_ATTRIBUTES,
  storeSlugFrom,
} from "@cbm/contracts";
import sharp from "sharp";
import type { InfluencersService } from "../modules/influencers/index.ts";
import type { UserRow } from "../modules/users/index.ts";
import type { Tx } from "../platform/db.ts";
import type { Storage } from "../platform/storage.ts";
import { marbleSvg } from "./avatars.ts";
import { DEMO_BRANDS } from "./brands.ts";
import { type Random, randomFor } from "./random.ts";
import { some } from "./retailers.ts";

type Profile = Parameters<InfluencersService["saveProfiles"]>[0][number];

const HEADLINES = [
  "One piece, five ways, every Monday",
  "Sustainable style and honest reviews",
  "Street style from Lisbon to Seoul",
  "Petite fashion that finally fits",
  "Modest fashion, modern lines",
  "Menswear staples, tailored and relaxed",
  "Curvy style, zero rules",
  "Runway looks on a high-street budget",
  "Colour theory for your closet",
  "Upcycling old favourites into new ones",
  "Daily outfit diaries and seasonal hauls",
  "The art of layering, explained",
  "Vintage finds and the stories behind them",
  "Accessories that make the outfit",
];

const CITIES = [
  "Lisbon, Portugal",
  "Paris, France",
  "Seoul, South Korea",
  "Copenhagen, Denmark",
  "London, United Kingdom",
  "New York, USA",
  "Milan, Italy",
  "Berlin, Germany",
  "Tokyo, Japan",
  "Mexico City, Mexico",
  "Lagos, Nigeria",
  "Melbourne, Australia",
];

const STORE_WORDS = ["Edit", "Closet", "Wardrobe", "Studio", "Rail", "Archive", "Shelf", "Picks"];

/** The demo influencer's profile, written out so the README's account shows a finished storefront. */
const SOFIA = {
  headline: "Vintage hunter and capsule wardrobe coach",
  bio: "Ten years of flea markets from Milan to Lisbon. I style one capsule wardrobe a season and show you how every piece works a whole week.",
  categories: ["vintage", "minimalist", "classic"],
  contentTypes: ["outfits", "thrifting", "styling-tips"],
  location: "Milan, Italy",
  languages: ["it", "en"],
  storeName: "Sofia's Vintage Closet",
  storeTagline: "Pre-loved pieces, styled for every day",
  storeDescription:
    "Every piece here has been worn, loved and photographed by me. Small drops each Sunday, mended and ready for their next chapter.",
  storeAccentColour: "terracotta",
  storeLayout: "editorial",
  published: true,
  brands: [
    { name: "Costa Linea", relation: "worked-with" },
    { name: "Olea Knitwear", relation: "worked-with" },
    { name: "Aster Vale", relation: "wants-to-work-with" },
  ],
} as const;

/** A wide banner: a marble, drawn large and cropped to 3:1. */
async function storedBanner(storage: Storage, seed: string): Promise<string> {
  const bytes = await sharp(Buffer.from(marbleSvg(`banner:${seed}`)), { density: 360 })
    .resize(1200, 400, { fit: "cover" })
    .webp({ quality: 80 })
    .toBuffer();
  return storage.put(bytes, "image/webp");
}

function crowdProfile(random: Random, person: UserRow, index: number) {
  const storeName = `${person.firstName}'s ${random.pick(STORE_WORDS)}`;
  const [worked, wanted] = [
    random.shuffled(DEMO_BRANDS).slice(0, 3),
    random.shuffled(DEMO_BRANDS).slice(0, 2),
  ];
  return {
    headline: HEADLINES[index % HEADLINES.length] as string,
    bio: person.sign,
    categories: some(random, STYLE_ATTRIBUTES, 1, 3),
    contentTypes: some(random, CONTENT_TYPES, 2, 3),
    location: random.pick(CITIES),
    languages: ["en", ...some(random, LANGUAGES.slice(1), 0, 1)],
    storeName,
    storeTagline: random.chance(0.7) ? `${person.firstName}'s picks, restocked weekly` : null,
    storeDescription: null,
    storeAccentColour: random.pick(STORE_ACCENT_NAMES),
    storeLayout: random.pick(STORE_LAYOUTS),
    published: random.chance(0.8),
    brands: [
      ...worked.slice(0, random.int(0, 3)).map(({ name }) => ({ name, relation: "worked-with" as const })),
      ...wanted
        .filter((brand) => !worked.includes(brand))
        .map(({ name }) => ({ name, relation: "wants-to-work-with" as const })),
    ],
  };
}

/**
 * Every seeded influencer has finished onboarding: details, brands, and a storefront with a generated
 * banner, most of them published. Store addresses come from the store names, numbered when two meet.
 */
export async function seedInfluencers(
  influencers: InfluencersService,
  people: UserRow[],
  storage: Storage,
  tx: Tx,
): Promise<number> {
  const random = randomFor("influencers");
  const slugs = new Set<string>();
  const uniqueSlug = (name: string) => {
    const base = storeSlugFrom(name);
    let slug = base;
    for (let number = 2; slugs.has(slug); number++) slug = `${base}-${number}`;
    slugs.add(slug);
    return slug;
  };
  const creators = people.filter((person) => person.roles.includes("influencer"));
  const banners = await Promise.all(creators.map((person) => storedBanner(storage, person.email)));
  const profiles: Profile[] = creators.map((person, index) => {
    const { brands, published, ...profile } =
      person.email === "influencer@example.com" ? SOFIA : crowdProfile(random, person, index);
    return {
      ...profile,
      categories: [...profile.categories],
      contentTypes: [...profile.contentTypes],
      languages: [...profile.languages],
      userId: person.id,
      storeSlug: uniqueSlug(profile.storeName),
      storeBanner: banners[index] ?? null,
      storePublishedAt: published ? new Date() : null,
      answeredSteps: [...INFLUENCER_STEPS],
      brands: [...brands],
    };
  });
  await influencers.saveProfiles(profiles, tx);
  return profiles.length;
}
