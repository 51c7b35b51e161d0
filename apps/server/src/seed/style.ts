import {
  ANSWERED_HERE_STEPS,
  BODY_TYPES,
  COLOURS,
  FASHION_EVENTS,
  FASHION_GOALS,
  GARMENT_GROUPS,
  SHOPPING_LOCATIONS,
  SHOPPING_STYLES,
  SIZE_CHARTS,
  type SizeSystem,
  type Sizes,
  STYLE_ATTRIBUTES,
  STYLE_LIMITS,
  STYLE_STEPS,
  type StyleStep,
} from "@cbm/contracts";
import { type NewStyleProfileRow, type StyleService, withoutAnswers } from "../modules/style/index.ts";
import type { UserRow } from "../modules/users/index.ts";
import type { Tx } from "../platform/db.ts";
import { type Random, randomFor } from "./random.ts";

/** Some of `items`, between `min` and `max` of them, in a random order. */
const some = <T>(random: Random, items: readonly T[], min: number, max: number) =>
  random.shuffled(items).slice(0, random.int(min, Math.min(max, items.length)));

/**
 * Sizes that agree with each other: one build (0 = XS … 5 = XXL) read in each group's own size system,
 * and a shoe size that goes with it.
 */
function sizesFor(random: Random): Sizes {
  const build = random.int(0, 5);
  const sizes: Sizes = {};
  for (const group of GARMENT_GROUPS) {
    const chart = SIZE_CHARTS[group];
    const system = random.pick(Object.keys(chart)) as SizeSystem;
    const scale = chart[system] ?? [];
    // Letters start at XS, the numbered clothing systems one size lower; feet vary more than builds.
    const index = group === "shoes" ? build + random.int(1, 5) : system === "INT" ? build : build + 1;
    sizes[group] = { system, size: scale[Math.min(index, scale.length - 1)] as string };
  }
  return sizes;
}

/** Every answer of a plausible profile; the favourite and avoided colours never meet. */
function answersFor(random: Random): Omit<NewStyleProfileRow, "userId"> {
  const colours = random.shuffled(COLOURS);
  const favourites = random.int(2, 4);
  return {
    bodyType: random.pick(BODY_TYPES),
    sizes: sizesFor(random),
    favouriteColours: colours.slice(0, favourites),
    avoidedColours: colours.slice(favourites, favourites + random.int(0, 2)),
    shoppingStyles: some(random, SHOPPING_STYLES, 1, STYLE_LIMITS.shoppingStyles),
    shoppingLocations: some(random, SHOPPING_LOCATIONS, 2, 4),
    fashionGoals: some(random, FASHION_GOALS, 1, STYLE_LIMITS.fashionGoals),
    fashionEvents: some(random, FASHION_EVENTS, 2, 5),
    styleAttributes: some(random, STYLE_ATTRIBUTES, 2, 4),
  };
}

/** The steps answered by adding what they ask for (an address, a card), not through the questionnaire. */
const ANSWERED_ELSEWHERE = STYLE_STEPS.filter(
  (step) => !(ANSWERED_HERE_STEPS as readonly StyleStep[]).includes(step),
);

/** How far a person got: every step (a few skipped), the first `stoppedAt` steps, or none. */
type Progress = { kind: "complete" } | { kind: "partial"; stoppedAt: number } | { kind: "none" };

function progressOf(random: Random, email: string): Progress {
  // The demo customer shows a finished profile, the demo influencer one to resume.
  if (email === "customer@example.com") return { kind: "complete" };
  if (email === "influencer@example.com") return { kind: "partial", stoppedAt: 4 };
  const roll = random.int(1, 100);
  if (roll <= 65) return { kind: "complete" };
  if (roll <= 85) return { kind: "partial", stoppedAt: random.int(2, 9) };
  return { kind: "none" };
}

function profileFor(person: UserRow, brandIds: string[]) {
  const random = randomFor(`style:${person.email}`);
  const progress = progressOf(random, person.email);
  if (progress.kind === "none") return undefined;
  const answers = answersFor(random);
  const liked = some(random, brandIds, 2, 5);
  // Nobody seeded has an address or a card yet, so a finished profile skipped those steps, and a few others.
  const reached: StyleStep[] =
    progress.kind === "complete" ? [...ANSWERED_HERE_STEPS] : STYLE_STEPS.slice(0, progress.stoppedAt);
  const skipped: StyleStep[] =
    progress.kind === "complete" ? [...ANSWERED_ELSEWHERE, ...some(random, reached, 0, 1)] : [];
  const answered = reached.filter((step) => !skipped.includes(step));
  const profile: NewStyleProfileRow = {
    userId: person.id,
    ...answers,
    ...withoutAnswers(STYLE_STEPS.filter((step) => !answered.includes(step))),
    answeredSteps: answered,
    skippedSteps: skipped,
    completedAt: progress.kind === "complete" ? new Date() : null,
  };
  return { profile, brandIds: answered.includes("select-brand") ? liked : [] };
}

/**
 * Style profiles for the customers and influencers: most finished, some stopped half-way, some never
 * started, each with brands from the seeded catalogue. Answers how many profiles were made.
 */
export async function seedStyleProfiles(style: StyleService, people: UserRow[], tx: Tx): Promise<number> {
  const brandIds = await style.offeredBrandIds(tx);
  const profiles = people
    .filter((person) => person.roles.some((role) => role === "customer" || role === "influencer"))
    .flatMap((person) => profileFor(person, brandIds) ?? []);
  await style.createMany(profiles, tx);
  return profiles.length;
}
