import {
  freeSlug,
  INFLUENCER_STEPS,
  type InfluencerListPage,
  type InfluencerListQuery,
  type InfluencerOnboarding,
  type InfluencerProfile,
  type InfluencerStep,
  type influencerOnboarding,
  STORE_SLUG_MAX,
  storeSlugFrom,
} from "@cbm/contracts";
import { type Executor, inTransaction, isUniqueClash } from "../../platform/db.ts";
import type { Deps } from "../../platform/deps.ts";
import { AppError } from "../../platform/errors.ts";
import { numberedPage, pagingOf } from "../../platform/paging.ts";
import { type AnswerOf, progressOf } from "../../platform/questionnaire.ts";
import { activeBrandIds, brandIdsByName } from "../brands/index.ts";
import { allowedInPlan } from "../subscriptions/index.ts";
import { keptOrPreparedPicture } from "../uploads/index.ts";
import * as repo from "./repo.ts";
import type { InfluencerProfileRow, NewInfluencerProfileRow } from "./tables.ts";

type InfluencerAnswerOf = AnswerOf<typeof influencerOnboarding>;

type Answer<S extends InfluencerStep> = Extract<InfluencerAnswerOf, { step: S }>;
type NamedBrand = { id: string; name: string; relation: repo.BrandRelation };

const GONE_BRANDS = "Some of these brands are not in the catalogue any more; choose again";

function toProfile(row: InfluencerProfileRow | undefined, brands: NamedBrand[]): InfluencerProfile {
  const named = (relation: repo.BrandRelation) =>
    brands.filter((brand) => brand.relation === relation).map(({ id, name }) => ({ id, name }));
  return {
    workedWith: named("worked-with"),
    wantsToWorkWith: named("wants-to-work-with"),
    headline: row?.headline ?? null,
    bio: row?.bio ?? null,
    categories: (row?.categories ?? []) as InfluencerProfile["categories"],
    contentTypes: (row?.contentTypes ?? []) as InfluencerProfile["contentTypes"],
    location: row?.location ?? null,
    languages: (row?.languages ?? []) as InfluencerProfile["languages"],
    storeName: row?.storeName ?? null,
    storeSlug: row?.storeSlug ?? null,
    storeTagline: row?.storeTagline ?? null,
    storeDescription: row?.storeDescription ?? null,
    storeBanner: row?.storeBanner ?? null,
    storeAccentColour: (row?.storeAccentColour ?? null) as InfluencerProfile["storeAccentColour"],
    storeLayout: row?.storeLayout ?? null,
    published: Boolean(row?.storePublishedAt),
  };
}

export function influencersService({ database, storage }: Pick<Deps, "database" | "storage">) {
  const { db } = database;

  async function onboarding(userId: string, ex: Executor = db): Promise<InfluencerOnboarding> {
    const [row, brands] = await Promise.all([
      repo.influencerProfileOf(ex, userId),
      repo.brandsOf(ex, userId),
    ]);
    return { answers: toProfile(row, brands), ...progressOf(INFLUENCER_STEPS, row?.answeredSteps ?? []) };
  }

  /** The brand lists replace the earlier ones, with the step, in one transaction. */
  async function saveBrands(userId: string, { body }: Answer<"influencer-brands">) {
    await inTransaction(db, async (tx) => {
      const chosen = [
        ...body.workedWith.map((brandId) => ({ brandId, relation: "worked-with" as const })),
        ...body.wantsToWorkWith.map((brandId) => ({ brandId, relation: "wants-to-work-with" as const })),
      ];
      const active = await activeBrandIds(
        tx,
        chosen.map((each) => each.brandId),
      );
      const gone = chosen.find((each) => !active.includes(each.brandId));
      if (gone)
        throw AppError.field(gone.relation === "worked-with" ? "workedWith" : "wantsToWorkWith", GONE_BRANDS);
      await repo.replacedInfluencerBrands(tx, userId, chosen);
      await repo.savedInfluencerProfile(tx, userId, "influencer-brands", {});
    });
  }

  /** A free store address like the name's (or the refused one): the name's own, else with -2, -3... */
  async function freeStoreSlug(userId: string, storeName: string, refused: string): Promise<string> {
    const base = storeSlugFrom(storeName) || refused;
    const taken = new Set([
      refused,
      ...(await repo.storeSlugsLike(db, base.slice(0, STORE_SLUG_MAX - 4), userId)),
    ]);
    return freeSlug(base, taken);
  }

  /** The unique index decides who gets an address, so two people asking at once cannot both have it. */
  async function saveStoreDetails(userId: string, { step, body }: Answer<"influencer-store-details">) {
    const changes = {
      storeName: body.storeName,
      storeSlug: body.storeSlug,
      storeTagline: body.storeTagline ?? null,
      storeDescription: body.storeDescription ?? null,
    };
    try {
      await repo.savedInfluencerProfile(db, userId, step, changes);
    } catch (error) {
      if (!isUniqueClash(error, "influencer_profiles_store_slug_unique")) throw error;
      const free = await freeStoreSlug(userId, body.storeName, body.storeSlug);
      throw AppError.field("storeSlug", `This store address is taken. Try “${free}”.`);
    }
  }

  /** A store is published only once it has a name and an address; it keeps its first publishing time. */
  async function saveStore(userId: string, { step, body }: Answer<"influencer-store">) {
    const current = await repo.influencerProfileOf(db, userId);
    if (body.published && !current?.storeSlug) {
      throw AppError.field("published", "Name your store and choose its address before publishing it");
    }
    // Publishing is the plan's right; a storefront already published stays up after a downgrade.
    if (body.published && !current?.storePublishedAt) await allowedInPlan(db, userId, "storefront");
    const banner = await keptOrPreparedPicture(
      storage,
      body.storeBanner,
      "storeBanner",
      current?.storeBanner,
    );
    await repo.savedInfluencerProfile(db, userId, step, {
      storeBanner: banner ?? null,
      storeAccentColour: body.storeAccentColour,
      storeLayout: body.storeLayout,
      storePublishedAt: body.published ? (current?.storePublishedAt ?? new Date()) : null,
    });
  }

  async function save(userId: string, answer: InfluencerAnswerOf): Promise<void> {
    switch (answer.step) {
      case "influencer-brands":
        return saveBrands(userId, answer);
      case "influencer-details":
        await repo.savedInfluencerProfile(db, userId, answer.step, {
          ...answer.body,
          bio: answer.body.bio ?? null,
          location: answer.body.location ?? null,
        });
        return;
      // The accounts are saved through the users module; answering marks the step.
      case "influencer-social-platform":
        await repo.savedInfluencerProfile(db, userId, answer.step, {});
        return;
      case "influencer-store-details":
        return saveStoreDetails(userId, answer);
      case "influencer-store":
        return saveStore(userId, answer);
    }
  }

  return {
    onboarding: {
      /** The influencer's profile and storefront so far, and where onboarding resumes. */
      state: (userId: string) => onboarding(userId),

      /** Saves one step's answer; the other steps' answers stay. */
      async answer(userId: string, answer: InfluencerAnswerOf): Promise<InfluencerOnboarding> {
        await save(userId, answer);
        return onboarding(userId);
      },
    },

    /** Influencers to discover, most followed first or newest first. */
    async list(viewerId: string, query: InfluencerListQuery): Promise<InfluencerListPage> {
      const { page, size, ...filters } = query;
      const { rows, total } = await repo.influencerPage(db, viewerId, filters, pagingOf(query));
      const items = rows.map((row) => ({
        ...row,
        categories: row.categories as InfluencerProfile["categories"],
      }));
      return numberedPage(query, items, total);
    },

    /** Whole profiles and their brands (by name), in the caller's transaction (the demo seed). */
    async saveProfiles(
      profiles: (NewInfluencerProfileRow & { brands: { name: string; relation: repo.BrandRelation }[] })[],
      tx: Executor = db,
    ): Promise<void> {
      await repo.insertedInfluencerProfiles(
        tx,
        profiles.map(({ brands: _, ...profile }) => profile),
      );
      const ids = await brandIdsByName(tx, [
        ...new Set(profiles.flatMap((p) => p.brands.map((b) => b.name))),
      ]);
      await repo.insertedInfluencerBrands(
        tx,
        profiles.flatMap((profile) =>
          profile.brands.flatMap(({ name, relation }) => {
            const brandId = ids.get(name);
            return brandId ? [{ userId: profile.userId, brandId, relation }] : [];
          }),
        ),
      );
    },
  };
}

export type InfluencersService = ReturnType<typeof influencersService>;
