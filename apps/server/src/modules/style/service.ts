import {
  COLOUR_PALETTE,
  type Colour,
  STYLE_STEPS,
  type StyleProfile,
  type StyleStep,
  type styleQuestionnaire,
} from "@cbm/contracts";
import { type Executor, inTransaction, type Tx } from "../../platform/db.ts";
import type { Deps } from "../../platform/deps.ts";
import { AppError } from "../../platform/errors.ts";
import { type AnswerOf, progressOf, withoutStep, withStep } from "../../platform/questionnaire.ts";
import { hasAddress } from "../addresses/index.ts";
import { activeBrandIds } from "../brands/index.ts";
import { hasCard } from "../payments/index.ts";
import * as repo from "./repo.ts";
import type { NewStyleProfileRow, StyleProfileRow } from "./tables.ts";

type Answer = AnswerOf<typeof styleQuestionnaire>;

/** What each step leaves in the profile when it is skipped. Socials, addresses and cards live elsewhere and stay. */
const UNANSWERED: Record<StyleStep, repo.StyleProfileChanges> = {
  "body-type": { bodyType: null },
  "size-selection": { sizes: {} },
  "fav-colors": { favouriteColours: [] },
  "avoid-colors": { avoidedColours: [] },
  "select-brand": {},
  "shopping-style": { shoppingStyles: [] },
  "select-shopping-location": { shoppingLocations: [] },
  "fashion-goal": { fashionGoals: [] },
  "fashion-event": { fashionEvents: [] },
  "style-attributes": { styleAttributes: [] },
  "add-socials": {},
  "user-address": {},
  "add-payment-method": {},
};

/** The steps answered on pages of their own: each counts as answered once the person has what it asks for. */
const ANSWERED_ELSEWHERE = { "user-address": hasAddress, "add-payment-method": hasCard } as const;

async function answeredElsewhere(ex: Executor, userId: string): Promise<StyleStep[]> {
  const steps = Object.entries(ANSWERED_ELSEWHERE) as [StyleStep, typeof hasAddress][];
  const given = await Promise.all(steps.map(([, has]) => has(ex, userId)));
  return steps.filter((_, index) => given[index]).map(([step]) => step);
}

/** The columns of a profile that holds no answer for `steps`. */
export function withoutAnswers(steps: readonly StyleStep[]): repo.StyleProfileChanges {
  return Object.assign({}, ...steps.map((step) => UNANSWERED[step]));
}

/** The profile's own columns an answer sets; brands go to their own table, socials to the users module. */
function columnsOf(answer: Answer): repo.StyleProfileChanges {
  switch (answer.step) {
    case "select-brand":
    case "add-socials":
      return {};
    default:
      return answer.body;
  }
}

const names = (colours: Colour[]) => colours.map((colour) => COLOUR_PALETTE[colour].label).join(", ");

/** A colour is either a favourite or avoided, never both (the shop would both rank and hide it). */
function refuseClashingColours(answer: Answer, current: StyleProfileRow) {
  if (answer.step === "fav-colors") {
    const clash = answer.body.favouriteColours.filter((colour) => current.avoidedColours.includes(colour));
    if (clash.length > 0) {
      throw AppError.field(
        "favouriteColours",
        `You avoid these colours, so they cannot be favourites: ${names(clash)}`,
      );
    }
  }
  if (answer.step === "avoid-colors") {
    const clash = answer.body.avoidedColours.filter((colour) => current.favouriteColours.includes(colour));
    if (clash.length > 0) {
      throw AppError.field(
        "avoidedColours",
        `These are among your favourites, so they cannot be avoided: ${names(clash)}`,
      );
    }
  }
}

export function styleService({ database }: Pick<Deps, "database">) {
  const { db } = database;

  /** A change of the user's profile in one transaction, after which the shop reads their taste anew. */
  async function tasteChanged<T>(userId: string, change: (tx: Tx) => Promise<T>): Promise<T> {
    const changed = await inTransaction(db, change);
    repo.forgetShoppingTaste(userId);
    return changed;
  }

  /**
   * The profile as the API answers it, with the steps answered elsewhere; the first time no step is left,
   * the completion is stamped.
   */
  async function present(
    ex: Executor,
    userId: string,
    row: StyleProfileRow | undefined,
  ): Promise<StyleProfile> {
    const brands = await repo.likedBrandsOf(ex, userId);
    const answered = [...(row?.answeredSteps ?? []), ...(await answeredElsewhere(ex, userId))];
    const progress = progressOf(STYLE_STEPS, answered, row?.skippedSteps);
    const completedAt =
      progress.nextStep === null ? await repo.completedStyleProfile(ex, userId) : (row?.completedAt ?? null);
    return {
      answers: {
        bodyType: row?.bodyType ?? null,
        sizes: row?.sizes ?? {},
        favouriteColours: row?.favouriteColours ?? [],
        avoidedColours: row?.avoidedColours ?? [],
        brands,
        shoppingStyles: row?.shoppingStyles ?? [],
        shoppingLocations: row?.shoppingLocations ?? [],
        fashionGoals: row?.fashionGoals ?? [],
        fashionEvents: row?.fashionEvents ?? [],
        styleAttributes: row?.styleAttributes ?? [],
      },
      ...progress,
      completedAt: completedAt?.toISOString() ?? null,
    };
  }

  async function requireActiveBrands(tx: Tx, ids: string[]) {
    const active = await activeBrandIds(tx, ids);
    if (active.length !== ids.length) {
      throw AppError.field("brands", "Some of these brands are not in the catalogue any more; choose again");
    }
  }

  return {
    /** The signed-in user's profile; someone who never answered has an empty one. */
    async state(userId: string): Promise<StyleProfile> {
      return present(db, userId, await repo.styleProfileOf(db, userId));
    },

    /** Saves one step's answer, marks the step answered (no longer skipped) and keeps the other answers. */
    async answer(userId: string, answer: Answer): Promise<StyleProfile> {
      return tasteChanged(userId, async (tx) => {
        const current = await repo.lockedStyleProfile(tx, userId);
        refuseClashingColours(answer, current);
        if (answer.step === "select-brand") {
          await requireActiveBrands(tx, answer.body.brands);
          await repo.replacedLikedBrands(tx, userId, answer.body.brands);
        }
        const saved = await repo.updatedStyleProfile(tx, userId, {
          ...columnsOf(answer),
          answeredSteps: withStep(current.answeredSteps, answer.step),
          skippedSteps: withoutStep(current.skippedSteps, answer.step),
        });
        return present(tx, userId, saved);
      });
    },

    /** The brands the catalogue offers, for server-made profiles. */
    offeredBrandIds: (tx: Executor = db) => activeBrandIds(tx),

    /**
     * Server-made profiles (demo data), in one statement each for profiles and brands, in the caller's
     * transaction. The caller vouches for the answers: they are not checked again.
     */
    async createMany(profiles: { profile: NewStyleProfileRow; brandIds: string[] }[], tx: Executor = db) {
      await repo.insertedStyleProfiles(
        tx,
        profiles.map(({ profile }) => profile),
      );
      await repo.insertedLikedBrands(
        tx,
        profiles.flatMap(({ profile, brandIds }) =>
          brandIds.map((brandId, position) => ({ userId: profile.userId, brandId, position })),
        ),
      );
      for (const { profile } of profiles) repo.forgetShoppingTaste(profile.userId);
    },

    /** Marks a step skipped: the questionnaire moves past it, and the profile keeps no answer for it. */
    async skip(userId: string, step: StyleStep): Promise<StyleProfile> {
      return tasteChanged(userId, async (tx) => {
        const current = await repo.lockedStyleProfile(tx, userId);
        if (step === "select-brand") await repo.replacedLikedBrands(tx, userId, []);
        const saved = await repo.updatedStyleProfile(tx, userId, {
          ...withoutAnswers([step]),
          answeredSteps: withoutStep(current.answeredSteps, step),
          skippedSteps: withStep(current.skippedSteps, step),
        });
        return present(tx, userId, saved);
      });
    },
  };
}

export type StyleService = ReturnType<typeof styleService>;
