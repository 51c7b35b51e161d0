import type { InfluencerListQuery, InfluencerStep } from "@cbm/contracts";
import { and, arrayContains, asc, desc, eq, ilike, like, ne, or, type SQL, sql } from "drizzle-orm";
import type { Executor } from "../../platform/db.ts";
import type { Paging } from "../../platform/paging.ts";
import { brandNames } from "../brands/index.ts";
import { likePattern, listedPeople } from "../users/index.ts";
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
  const chosen = await db
    .select({ id: influencerBrands.brandId, relation: influencerBrands.relation })
    .from(influencerBrands)
    .where(eq(influencerBrands.userId, userId));
  const relations = new Map(chosen.map((brand) => [brand.id, brand.relation]));
  const named = await brandNames(db, [...relations.keys()]);
  return named.map(({ id, name }) => ({ id, name, relation: relations.get(id) as BrandRelation }));
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
  page: Paging,
): Promise<{ rows: InfluencerListRow[]; total: number }> {
  const person = listedPeople(db, viewerId, "influencer", query.keyword);
  const conditions: SQL[] = [];
  if (query.category) conditions.push(arrayContains(influencerProfiles.categories, [query.category]));
  if (query.keyword) {
    const pattern = likePattern(query.keyword);
    const matches = or(
      eq(person.nameMatches, true),
      ilike(influencerProfiles.headline, pattern),
      and(published, ilike(influencerProfiles.storeName, pattern)),
    );
    if (matches) conditions.push(matches);
  }
  const where = and(...conditions);
  const order =
    query.sort === "popular"
      ? [desc(person.followerCount), desc(person.createdAt), asc(person.id)]
      : [desc(person.createdAt), asc(person.id)];

  const [rows, [count]] = await Promise.all([
    db
      .select({
        id: person.id,
        fullName: person.fullName,
        avatar: person.avatar,
        headline: influencerProfiles.headline,
        categories: sql<string[]>`coalesce(${influencerProfiles.categories}, '{}'::text[])`,
        followerCount: person.followerCount,
        isFollowing: person.isFollowing,
        storeName: sql<string | null>`case when ${published} then ${influencerProfiles.storeName} end`,
        storeSlug: sql<string | null>`case when ${published} then ${influencerProfiles.storeSlug} end`,
      })
      .from(person)
      .leftJoin(influencerProfiles, eq(influencerProfiles.userId, person.id))
      .where(where)
      .orderBy(...order)
      .limit(page.limit)
      .offset(page.offset),
    db
      .select({ count: sql<number>`count(*)::int` })
      .from(person)
      .leftJoin(influencerProfiles, eq(influencerProfiles.userId, person.id))
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
