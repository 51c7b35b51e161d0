import type { InfluencerListQuery, InfluencerStep } from "@cbm/contracts";
import { and, arrayContains, asc, desc, eq, ilike, inArray, like, ne, or, type SQL, sql } from "drizzle-orm";
import type { Executor } from "../../platform/db.ts";
import { brands } from "../brands/tables.ts";
import {
  fullName,
  likePattern,
  live,
  nameMatches,
  notBlockedEitherWay,
  viewerFollows,
} from "../users/index.ts";
import { users } from "../users/tables.ts";
import {
  type InfluencerProfileRow,
  influencerBrands,
  influencerProfiles,
  type NewInfluencerProfileRow,
} from "./tables.ts";

export type InfluencerProfileChanges = Partial<
  Omit<NewInfluencerProfileRow, "userId" | "answeredSteps" | "updatedAt">
>;
export type BrandRelation = (typeof influencerBrands.$inferSelect)["relation"];

export async function influencerProfileOf(
  db: Executor,
  userId: string,
): Promise<InfluencerProfileRow | undefined> {
  const [row] = await db
    .select()
    .from(influencerProfiles)
    .where(eq(influencerProfiles.userId, userId))
    .limit(1);
  return row;
}

/**
 * Sets the columns one step answers and marks the step answered, creating the profile when missing:
 * one statement, so two steps saved at once both stay answered.
 */
export async function savedInfluencerProfile(
  db: Executor,
  userId: string,
  step: InfluencerStep,
  changes: InfluencerProfileChanges,
): Promise<InfluencerProfileRow> {
  const [row] = await db
    .insert(influencerProfiles)
    .values({ ...changes, userId, answeredSteps: [step] })
    .onConflictDoUpdate({
      target: influencerProfiles.userId,
      set: {
        ...changes,
        answeredSteps: sql`case when ${step} = any(${influencerProfiles.answeredSteps}) then ${influencerProfiles.answeredSteps} else array_append(${influencerProfiles.answeredSteps}, ${step}::text) end`,
        updatedAt: sql`now()`,
      },
    })
    .returning();
  if (!row) throw new Error("influencer profile upsert returned nothing");
  return row;
}

/** The unique store address was taken by someone else between the check and the write. */
export function isStoreSlugClash(error: unknown): boolean {
  const found = (error as { cause?: unknown })?.cause ?? error;
  const { code, constraint } = (found ?? {}) as { code?: string; constraint?: string };
  return code === "23505" && constraint === "influencer_profiles_store_slug_unique";
}

/** The store addresses starting with `base` that others have, for finding a free variant. */
export async function storeSlugsLike(db: Executor, base: string, userId: string): Promise<string[]> {
  const rows = await db
    .select({ slug: influencerProfiles.storeSlug })
    .from(influencerProfiles)
    .where(and(like(influencerProfiles.storeSlug, `${base}%`), ne(influencerProfiles.userId, userId)));
  return rows.map((row) => row.slug ?? "");
}

// ---- brands ----

/** The influencer's brands with their names, by name. */
export async function brandsOf(
  db: Executor,
  userId: string,
): Promise<{ id: string; name: string; relation: BrandRelation }[]> {
  return db
    .select({ id: brands.id, name: brands.name, relation: influencerBrands.relation })
    .from(influencerBrands)
    .innerJoin(brands, eq(brands.id, influencerBrands.brandId))
    .where(eq(influencerBrands.userId, userId))
    .orderBy(asc(brands.name));
}

/** Which of `ids` are brands still offered in the catalogue. */
export async function activeBrandIds(db: Executor, ids: string[]): Promise<string[]> {
  if (ids.length === 0) return [];
  const rows = await db
    .select({ id: brands.id })
    .from(brands)
    .where(and(inArray(brands.id, ids), eq(brands.active, true)));
  return rows.map((row) => row.id);
}

export async function replacedInfluencerBrands(
  db: Executor,
  userId: string,
  chosen: { brandId: string; relation: BrandRelation }[],
): Promise<void> {
  await db.delete(influencerBrands).where(eq(influencerBrands.userId, userId));
  if (chosen.length > 0)
    await db.insert(influencerBrands).values(chosen.map((each) => ({ ...each, userId })));
}

// ---- discovering influencers ----

export interface InfluencerListRow {
  id: string;
  fullName: string;
  avatar: string | null;
  headline: string | null;
  categories: string[];
  followerCount: number;
  isFollowing: boolean;
  storeName: string | null;
  storeSlug: string | null;
}

const published = sql`${influencerProfiles.storePublishedAt} is not null`;

/**
 * One page of the influencers the viewer may see: never the viewer, a deleted account or anyone blocked
 * either way. A keyword matches the name (typos tolerated), the headline or the published store's name.
 */
export async function influencerPage(
  db: Executor,
  viewerId: string,
  query: Omit<InfluencerListQuery, "page" | "size">,
  page: { offset: number; limit: number },
): Promise<{ rows: InfluencerListRow[]; total: number }> {
  const conditions: SQL[] = [
    arrayContains(users.roles, ["influencer"]),
    live,
    ne(users.id, viewerId),
    notBlockedEitherWay(viewerId),
  ];
  if (query.category) conditions.push(arrayContains(influencerProfiles.categories, [query.category]));
  if (query.keyword) {
    const pattern = likePattern(query.keyword);
    const matches = or(
      nameMatches(query.keyword),
      ilike(influencerProfiles.headline, pattern),
      and(published, ilike(influencerProfiles.storeName, pattern)),
    );
    if (matches) conditions.push(matches);
  }
  const where = and(...conditions);
  const order =
    query.sort === "popular"
      ? [desc(users.followerCount), desc(users.createdAt), asc(users.id)]
      : [desc(users.createdAt), asc(users.id)];

  const [rows, [count]] = await Promise.all([
    db
      .select({
        id: users.id,
        fullName,
        avatar: users.avatar,
        headline: influencerProfiles.headline,
        categories: sql<string[]>`coalesce(${influencerProfiles.categories}, '{}'::text[])`,
        followerCount: users.followerCount,
        isFollowing: viewerFollows(viewerId),
        storeName: sql<string | null>`case when ${published} then ${influencerProfiles.storeName} end`,
        storeSlug: sql<string | null>`case when ${published} then ${influencerProfiles.storeSlug} end`,
      })
      .from(users)
      .leftJoin(influencerProfiles, eq(influencerProfiles.userId, users.id))
      .where(where)
      .orderBy(...order)
      .limit(page.limit)
      .offset(page.offset),
    db
      .select({ count: sql<number>`count(*)::int` })
      .from(users)
      .leftJoin(influencerProfiles, eq(influencerProfiles.userId, users.id))
      .where(where),
  ]);
  return { rows, total: count?.count ?? 0 };
}

// ---- the demo seed ----

export async function insertedInfluencerProfiles(
  db: Executor,
  rows: NewInfluencerProfileRow[],
): Promise<void> {
  if (rows.length > 0) await db.insert(influencerProfiles).values(rows);
}

export async function brandIdsByName(db: Executor, names: string[]): Promise<Map<string, string>> {
  if (names.length === 0) return new Map();
  const rows = await db
    .select({ id: brands.id, name: brands.name })
    .from(brands)
    .where(inArray(brands.name, names));
  return new Map(rows.map((row) => [row.name, row.id]));
}

export async function insertedInfluencerBrands(
  db: Executor,
  rows: { userId: string; brandId: string; relation: BrandRelation }[],
): Promise<void> {
  if (rows.length > 0) await db.insert(influencerBrands).values(rows);
}

/** Deletes the influencer profile and brands of a person whose account is being deleted. */
export async function forgetPerson(db: Executor, userId: string): Promise<void> {
  await db.delete(influencerBrands).where(eq(influencerBrands.userId, userId));
  await db.delete(influencerProfiles).where(eq(influencerProfiles.userId, userId));
}
