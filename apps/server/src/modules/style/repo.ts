import { asc, eq, sql } from "drizzle-orm";
import type { Executor } from "../../platform/db.ts";
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
