import { z } from "zod";
import { BrandSchema } from "../brands.ts";
import { listOf, onlyFields } from "../common.ts";
import { type AnsweredStepOf, type BodyOf, questionnaire, stepsOf } from "../questionnaire.ts";
import {
  BODY_TYPES,
  COLOURS,
  FASHION_EVENTS,
  FASHION_GOALS,
  GARMENT_GROUP_LABELS,
  GARMENT_GROUPS,
  type GarmentGroup,
  SHOPPING_LOCATIONS,
  SHOPPING_STYLES,
  SIZE_CHARTS,
  SIZE_SYSTEMS,
  type SizeSystem,
  STYLE_ATTRIBUTES,
} from "./vocabulary.ts";

/** How many one person may choose in each list. */
export const STYLE_LIMITS = {
  favouriteColours: 6,
  avoidedColours: 6,
  brands: 10,
  shoppingStyles: 3,
  shoppingLocations: SHOPPING_LOCATIONS.length,
  fashionGoals: 3,
  fashionEvents: 6,
  styleAttributes: 5,
} as const;

export const BodyTypeSchema = z.enum(BODY_TYPES, {
  error: (issue) => (issue.input === undefined ? "Choose a body type" : "Choose a body type from the list"),
});

/** One group's size: a size system of that group and a size of that system. */
const chosenSize = (group: GarmentGroup) => {
  const chart = SIZE_CHARTS[group];
  const systems = Object.keys(chart);
  return z
    .object(
      { system: z.string({ error: "Choose a size system" }), size: z.string({ error: "Choose a size" }) },
      { error: `Choose a size for ${GARMENT_GROUP_LABELS[group].toLowerCase()}` },
    )
    .refine(({ system }) => systems.includes(system), {
      message: `Choose a size system from ${systems.join(", ")}`,
      path: ["system"],
    })
    .refine(
      // `systems` holds the chart's own keys: `chart[system]` of "constructor" would be Object's.
      ({ system, size }) => !systems.includes(system) || chart[system as SizeSystem]?.includes(size),
      {
        message: "Choose a size from the list",
        path: ["size"],
      },
    )
    .transform((chosen) => chosen as { system: SizeSystem; size: string });
};

export const SizesSchema = onlyFields({
  tops: chosenSize("tops").optional(),
  bottoms: chosenSize("bottoms").optional(),
  dresses: chosenSize("dresses").optional(),
  shoes: chosenSize("shoes").optional(),
}).refine((sizes) => Object.values(sizes).some(Boolean), "Choose at least one size");
export type Sizes = z.infer<typeof SizesSchema>;

export const StyleAnswersSchema = z.object({
  bodyType: z.enum(BODY_TYPES).nullable(),
  sizes: z.partialRecord(
    z.enum(GARMENT_GROUPS),
    z.object({ system: z.enum(SIZE_SYSTEMS), size: z.string() }),
  ),
  favouriteColours: z.array(z.enum(COLOURS)),
  avoidedColours: z.array(z.enum(COLOURS)),
  /** In the order they were picked. */
  brands: z.array(BrandSchema.pick({ id: true, name: true })),
  shoppingStyles: z.array(z.enum(SHOPPING_STYLES)),
  shoppingLocations: z.array(z.enum(SHOPPING_LOCATIONS)),
  fashionGoals: z.array(z.enum(FASHION_GOALS)),
  fashionEvents: z.array(z.enum(FASHION_EVENTS)),
  styleAttributes: z.array(z.enum(STYLE_ATTRIBUTES)),
});
export type StyleAnswers = z.infer<typeof StyleAnswersSchema>;

/** The body of `PUT /v1/style-profile/{step}` for each step answered there. */
const STYLE_BODIES = {
  "body-type": onlyFields({ bodyType: BodyTypeSchema }),
  "size-selection": onlyFields({ sizes: SizesSchema }),
  "fav-colors": onlyFields({
    favouriteColours: listOf(
      z.enum(COLOURS),
      { one: "colour", many: "colours" },
      { min: 1, max: STYLE_LIMITS.favouriteColours },
    ),
  }),
  // Avoiding no colour at all is an answer too.
  "avoid-colors": onlyFields({
    avoidedColours: listOf(
      z.enum(COLOURS),
      { one: "colour", many: "colours" },
      { min: 0, max: STYLE_LIMITS.avoidedColours },
    ),
  }),
  "select-brand": onlyFields({
    brands: listOf(z.uuid(), { one: "brand", many: "brands" }, { min: 1, max: STYLE_LIMITS.brands }),
  }),
  "shopping-style": onlyFields({
    shoppingStyles: listOf(
      z.enum(SHOPPING_STYLES),
      { one: "shopping style", many: "shopping styles" },
      { min: 1, max: STYLE_LIMITS.shoppingStyles },
    ),
  }),
  "select-shopping-location": onlyFields({
    shoppingLocations: listOf(
      z.enum(SHOPPING_LOCATIONS),
      { one: "place", many: "places" },
      { min: 1, max: STYLE_LIMITS.shoppingLocations },
    ),
  }),
  "fashion-goal": onlyFields({
    fashionGoals: listOf(
      z.enum(FASHION_GOALS),
      { one: "goal", many: "goals" },
      { min: 1, max: STYLE_LIMITS.fashionGoals },
    ),
  }),
  "fashion-event": onlyFields({
    fashionEvents: listOf(
      z.enum(FASHION_EVENTS),
      { one: "occasion", many: "occasions" },
      { min: 1, max: STYLE_LIMITS.fashionEvents },
    ),
  }),
  "style-attributes": onlyFields({
    styleAttributes: listOf(
      z.enum(STYLE_ATTRIBUTES),
      { one: "word", many: "words" },
      { min: 1, max: STYLE_LIMITS.styleAttributes },
    ),
  }),
  // The accounts themselves are saved with `PUT /v1/users/socials`; this marks the step answered.
  "add-socials": onlyFields({}),
};

/**
 * The style questionnaire, its steps in order (spec section 2). Two steps are answered by what they
 * ask for, not through this API: `user-address` by adding an address (its pages are manage-address and
 * update-user-address/{id}), `add-payment-method` by saving a card (its other page is
 * manage-payment-method).
 */
export const styleQuestionnaire = questionnaire({
  path: "/v1/style-profile",
  access: "signed-in",
  what: "The signed-in user's style profile",
  answers: StyleAnswersSchema,
  /** When every step was first answered or skipped. */
  extra: { completedAt: z.iso.datetime().nullable() },
  steps: {
    ...stepsOf(STYLE_BODIES, { skippable: true }),
    "user-address": { skippable: true },
    "add-payment-method": { skippable: true },
  },
});

type StyleSteps = typeof styleQuestionnaire.definitions;
export const STYLE_STEPS = styleQuestionnaire.steps;
export type StyleStep = (typeof STYLE_STEPS)[number];
export const StyleStepSchema = styleQuestionnaire.StepSchema;
/** The steps answered through `PUT /v1/style-profile/{step}`. */
export type AnsweredHereStep = AnsweredStepOf<StyleSteps>;
export const ANSWERED_HERE_STEPS = styleQuestionnaire.answeredSteps;
export const STYLE_ANSWER_SCHEMAS = styleQuestionnaire.bodies;
export type StyleAnswer<S extends AnsweredHereStep> = BodyOf<StyleSteps, S>;
export const StyleProfileSchema = styleQuestionnaire.StateSchema;
export type StyleProfile = z.infer<typeof StyleProfileSchema>;
export const styleEndpoints = styleQuestionnaire.endpoints;
