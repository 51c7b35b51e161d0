import { z } from "zod";
import { CurrencySchema, listOf, oneOf, onlyFields, requiredText } from "../common.ts";
import { answersByStep, type BodyOf, questionnaire, stepsOf } from "../questionnaire.ts";
import {
  AUDIENCE_SIZES,
  CATALOGUE_SIZES,
  COLLABORATION_EXPERIENCES,
  COLLABORATION_TYPES,
  GOAL_TIMELINES,
  MONEY_MAX,
  MONTHLY_REVENUE_RANGES,
  ONLINE_SHARES,
  PRICE_POSITIONS,
  PRODUCT_CATEGORIES,
  RETAIL_CHALLENGES,
  RETAIL_GOALS,
  RETAILER_LIMITS,
  RETAILER_NOTE_MAX,
  RETURN_RATES,
  SALES_CHANNELS,
  SHIPPING_REACHES,
} from "./vocabulary.ts";

/** An amount of money: a whole number of minor units (cents) with its currency. */
const money = (label: string) =>
  z.object(
    {
      amount: z
        .number({
          error: (issue) => `${label} ${issue.input === undefined ? "is required" : "must be a number"}`,
        })
        .int(`${label} must be a whole number of cents`)
        .min(0, `${label} cannot be negative`)
        .max(MONEY_MAX, `${label} is too large`),
      currency: CurrencySchema,
    },
    { error: `${label} is required` },
  );

/** Free text a retailer may leave out. Not `optional()`: its preprocessing would not let answers be sent back. */
const note = (label: string) => requiredText(label, RETAILER_NOTE_MAX).optional();

export const categories = listOf(
  z.enum(PRODUCT_CATEGORIES),
  { one: "category", many: "categories" },
  { min: 1, max: RETAILER_LIMITS.categories },
);
export const channels = listOf(
  z.enum(SALES_CHANNELS),
  { one: "channel", many: "channels" },
  { min: 1, max: RETAILER_LIMITS.channels },
);
export const monthlyRevenue = oneOf(MONTHLY_REVENUE_RANGES, "a revenue range");

/** The body of `PUT /v1/retailers/questionnaire/{step}` for each step. */
const RETAILER_BODIES = {
  "product-and-channels": onlyFields({
    categories,
    channels,
    pricePosition: oneOf(PRICE_POSITIONS, "a price position"),
    catalogueSize: oneOf(CATALOGUE_SIZES, "how many products you sell"),
    shipsTo: oneOf(SHIPPING_REACHES, "where you ship"),
  }),
  "sales-metrics": onlyFields({
    monthlyRevenue,
    averageOrderValue: money("Average order value"),
    onlineShare: oneOf(ONLINE_SHARES, "how much you sell online"),
    returnRate: oneOf(RETURN_RATES, "a return rate"),
  }),
  "challenges-obstacles-goals": onlyFields({
    challenges: listOf(
      z.enum(RETAIL_CHALLENGES),
      { one: "challenge", many: "challenges" },
      { min: 1, max: RETAILER_LIMITS.challenges },
    ),
    goals: listOf(
      z.enum(RETAIL_GOALS),
      { one: "goal", many: "goals" },
      { min: 1, max: RETAILER_LIMITS.goals },
    ),
    timeline: oneOf(GOAL_TIMELINES, "when you want to get there"),
    obstacles: note("Obstacles"),
  }),
  "collaborations-and-influencers": onlyFields({
    experience: oneOf(COLLABORATION_EXPERIENCES, "how often you have worked with creators"),
    collaborationTypes: listOf(
      z.enum(COLLABORATION_TYPES),
      { one: "kind of collaboration", many: "kinds of collaboration" },
      { min: 1, max: RETAILER_LIMITS.collaborationTypes },
    ),
    audienceSizes: listOf(
      z.enum(AUDIENCE_SIZES),
      { one: "audience size", many: "audience sizes" },
      { min: 1, max: RETAILER_LIMITS.audienceSizes },
    ),
    monthlyBudget: money("Monthly budget"),
    idealCreator: note("Ideal creator"),
  }),
};

/** The retailer questionnaire, its steps in the order it asks them: the business, its numbers, its needs. */
export const retailerQuestionnaire = questionnaire({
  path: "/v1/retailers/questionnaire",
  access: ["retailer"],
  what: "The retailer's business profile",
  /** The business profile: each step's answer, once given. */
  answers: answersByStep(RETAILER_BODIES),
  steps: stepsOf(RETAILER_BODIES),
});

export const RETAILER_STEPS = retailerQuestionnaire.steps;
export type RetailerStep = (typeof RETAILER_STEPS)[number];
export const RETAILER_ANSWER_SCHEMAS = retailerQuestionnaire.bodies;
export type RetailerAnswer<S extends RetailerStep> = BodyOf<typeof retailerQuestionnaire.definitions, S>;
export type RetailerQuestionnaire = z.infer<typeof retailerQuestionnaire.StateSchema>;
export type RetailerAnswers = RetailerQuestionnaire["answers"];
