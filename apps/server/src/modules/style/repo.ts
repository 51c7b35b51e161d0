import { and, asc, desc, eq, type SQLWrapper, sql } from "drizzle-orm";
import { alias } from "drizzle-orm/pg-core";
import { type Executor, reusable } from "../../platform/db.ts";
import { Kept } from "../../platform/kept.ts";
import { brandNames } from "../brands/index.ts";
import {
  type NewStyleProfileBrandRow,
  type NewStyleProfileRow,
  type StyleProfileRow,
  styleProfileBrands,
  styleProfiles,
} from "./tables.ts";

export type StyleProfileChanges = Partial<Omit<NewStyleProfileRow, "userId" | "updatedAt">>;

export async function styleProfileOf(db: Executor, userId: string): Promise<StyleProfileRow | undefined> {
  const [row] = await db.select().from(styleProfiles).where(eq(styleProfiles.userId, userId)).limit(1);
  return row;
}

/** The user's profile, created empty when missing, locked until the end of the caller's transaction. */
export async function lockedStyleProfile(db: Executor, userId: string): Promise<StyleProfileRow> {
  await db.insert(styleProfiles).values({ userId }).onConflictDoNothing();
  const [row] = await db.select().from(styleProfiles).where(eq(styleProfiles.userId, userId)).for("update");
  if (!row) throw new Error("style profile insert left no row");
  return row;
}

export async function updatedStyleProfile(
  db: Executor,
  userId: string,
  changes: StyleProfileChanges,
): Promise<StyleProfileRow> {
  const [row] = await db
    .update(styleProfiles)
    .set({ ...changes, updatedAt: sql`now()` })
    .where(eq(styleProfiles.userId, userId))
    .returning();
  if (!row) throw new Error("style profile update found no row");
  return row;
}

/** Stamps the first completion and answers its time (an earlier one stays); null without a profile. */
export async function completedStyleProfile(db: Executor, userId: string): Promise<Date | null> {
  const [row] = await db
    .update(styleProfiles)
    .set({ completedAt: sql`coalesce(${styleProfiles.completedAt}, now())` })
    .where(eq(styleProfiles.userId, userId))
    .returning({ completedAt: styleProfiles.completedAt });
  return row?.completedAt ?? null;
}

/** The brands the user likes, in the order they picked them. */
export async function likedBrandsOf(db: Executor, userId: string): Promise<{ id: string; name: string }[]> {
  const liked = await db
    .select({ id: styleProfileBrands.brandId })
    .from(styleProfileBrands)
    .where(eq(styleProfileBrands.userId, userId))
    .orderBy(asc(styleProfileBrands.position));
  const names = new Map(
    (
      await brandNames(
        db,
        liked.map((brand) => brand.id),
      )
    ).map((b) => [b.id, b.name]),
  );
  return liked.map(({ id }) => ({ id, name: names.get(id) ?? "" }));
}

/** Replaces the user's liked brands with `brandIds`, in that order. */
export async function replacedLikedBrands(db: Executor, userId: string, brandIds: string[]): Promise<void> {
  await db.delete(styleProfileBrands).where(eq(styleProfileBrands.userId, userId));
  await insertedLikedBrands(
    db,
    brandIds.map((brandId, position) => ({ userId, brandId, position })),
  );
}

export async function insertedLikedBrands(db: Executor, rows: NewStyleProfileBrandRow[]): Promise<void> {
  if (rows.length > 0) await db.insert(styleProfileBrands).values(rows);
}

export async function insertedStyleProfiles(db: Executor, rows: NewStyleProfileRow[]): Promise<void> {
  if (rows.length > 0) await db.insert(styleProfiles).values(rows);
}

/** Deletes the style profile and liked brands of a person whose account is being deleted. */
export async function forgetPerson(db: Executor, userId: string): Promise<void> {
  await db.delete(styleProfileBrands).where(eq(styleProfileBrands.userId, userId));
  await db.delete(styleProfiles).where(eq(styleProfiles.userId, userId));
}

// ---- what other modules read of a person's style (through index.ts) ----

/** What a person told of their style that suggestions match against; undefined when they told nothing. */
export interface StyleTaste {
  favouriteColours: StyleProfileRow["favouriteColours"];
  avoidedColours: StyleProfileRow["avoidedColours"];
  fashionEvents: StyleProfileRow["fashionEvents"];
  styleAttributes: StyleProfileRow["styleAttributes"];
}

export async function styleTasteOf(db: Executor, userId: string): Promise<StyleTaste | undefined> {
  const [row] = await db
    .select({
      favouriteColours: styleProfiles.favouriteColours,
      avoidedColours: styleProfiles.avoidedColours,
      fashionEvents: styleProfiles.fashionEvents,
      styleAttributes: styleProfiles.styleAttributes,
    })
    .from(styleProfiles)
    .where(eq(styleProfiles.userId, userId))
    .limit(1);
  return row;
}

const other = alias(styleProfiles, "other");

/** How many answers of a list two profiles share. */
const shared = (theirs: SQLWrapper, mine: SQLWrapper) =>
  sql`(select count(*) from unnest(${theirs}) as answer where answer = any(${mine}))`;

/**
 * The ids of the people who share most of the person's style answers (style attributes count double,
 * then occasions and favourite colours), up to `limit`, the most alike first. Reads every profile that
 * shares one answer: for suggestions to a newcomer, not for a page.
 */
export async function peopleSharingStyle(db: Executor, userId: string, limit: number): Promise<string[]> {
  const rows = await db
    .select({ id: other.userId })
    .from(styleProfiles)
    .innerJoin(other, sql`${other.userId} <> ${styleProfiles.userId}`)
    .where(
      and(
        eq(styleProfiles.userId, userId),
        sql`(${other.styleAttributes} && ${styleProfiles.styleAttributes}
          or ${other.fashionEvents} && ${styleProfiles.fashionEvents}
          or ${other.favouriteColours} && ${styleProfiles.favouriteColours})`,
      ),
    )
    .orderBy(
      desc(sql`2 * ${shared(other.styleAttributes, styleProfiles.styleAttributes)}
        + ${shared(other.fashionEvents, styleProfiles.fashionEvents)}
        + ${shared(other.favouriteColours, styleProfiles.favouriteColours)}`),
      desc(other.updatedAt),
    )
    .limit(limit);
  return rows.map((row) => row.id);
}

/** What the shop ranks and filters by: the colours loved and avoided, the brands picked, the sizes worn. */
export interface ShoppingTaste {
  favouriteColours: StyleProfileRow["favouriteColours"];
  avoidedColours: StyleProfileRow["avoidedColours"];
  brandIds: string[];
  /** The sizes of every garment group, lower case ("m", "eu 38"). */
  sizes: string[];
}

const favouriteBrandIds = (userId: SQLWrapper) =>
  sql<
    string[]
  >`array(select ${styleProfileBrands.brandId} from ${styleProfileBrands} where ${styleProfileBrands.userId} = ${userId})`;

const shoppingTasteQuery = reusable((db) =>
  db
    .select({
      favouriteColours: styleProfiles.favouriteColours,
      avoidedColours: styleProfiles.avoidedColours,
      sizes: styleProfiles.sizes,
      brandIds: favouriteBrandIds(styleProfiles.userId),
    })
    .from(styleProfiles)
    .where(eq(styleProfiles.userId, sql.placeholder("userId")))
    .prepare("shopping_taste"),
);

/**
 * The tastes read in the last few seconds: each page of the shop needs the shopper's, and it seldom
 * changes. This instance forgets one its style service changes; another instance's change shows here
 * within TASTE_KEPT_MS (a ranking a few seconds old, never someone else's).
 */
const TASTE_KEPT_MS = 10_000;
const TASTES_KEPT = 10_000;
const tastes = new Kept<string, { taste: ShoppingTaste | undefined; until: number }>(TASTES_KEPT);

export const forgetShoppingTaste = (userId: string) => tastes.delete(userId);

export async function shoppingTasteOf(db: Executor, userId: string): Promise<ShoppingTaste | undefined> {
  const kept = tastes.get(userId);
  if (kept && kept.until > Date.now()) return kept.taste;
  const taste = await readShoppingTaste(db, userId);
  tastes.set(userId, { taste, until: Date.now() + TASTE_KEPT_MS });
  return taste;
}

async function readShoppingTaste(db: Executor, userId: string): Promise<ShoppingTaste | undefined> {
  const [profile] = await shoppingTasteQuery(db).execute({ userId });
  if (!profile) return undefined;
  return {
    favouriteColours: profile.favouriteColours,
    avoidedColours: profile.avoidedColours,
    brandIds: profile.brandIds,
    sizes: Object.values(profile.sizes).flatMap((chosen) => (chosen ? [chosen.size.toLowerCase()] : [])),
  };
}
