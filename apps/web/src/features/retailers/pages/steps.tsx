import {
  AUDIENCE_SIZE_LABELS,
  AUDIENCE_SIZES,
  CATALOGUE_SIZE_LABELS,
  CATALOGUE_SIZES,
  COLLABORATION_EXPERIENCE_LABELS,
  COLLABORATION_EXPERIENCES,
  COLLABORATION_TYPE_LABELS,
  COLLABORATION_TYPES,
  GOAL_TIMELINE_LABELS,
  GOAL_TIMELINES,
  MONTHLY_REVENUE_LABELS,
  MONTHLY_REVENUE_RANGES,
  ONLINE_SHARE_LABELS,
  ONLINE_SHARES,
  PRICE_POSITION_LABELS,
  PRICE_POSITIONS,
  PRODUCT_CATEGORIES,
  PRODUCT_CATEGORY_LABELS,
  RETAIL_CHALLENGE_LABELS,
  RETAIL_CHALLENGES,
  RETAIL_GOAL_LABELS,
  RETAIL_GOALS,
  RETAILER_LIMITS,
  RETAILER_NOTE_MAX,
  RETAILER_STEPS,
  RETURN_RATE_LABELS,
  RETURN_RATES,
  type RetailerStep,
  type retailerQuestionnaire,
  SALES_CHANNEL_LABELS,
  SALES_CHANNELS,
  SHIPPING_REACH_LABELS,
  SHIPPING_REACHES,
} from "@cbm/contracts";
import {
  FormStep,
  type FormStepDefinition,
  type StepScreen,
} from "../../../components/questionnaire/index.ts";
import { optionsOf } from "../../../components/wizard/index.ts";
import { RETAILER_QUESTIONNAIRE } from "../questionnaire.ts";

const upTo = (max: number) => `Choose up to ${max}.`;

/** The retailer questionnaire's steps, as data: the business, its numbers, its needs. */
const FORMS: Record<RetailerStep, FormStepDefinition> = {
  "product-and-channels": {
    title: "What do you sell, and where?",
    lead: "Tell us about your products and the places you sell them, so we can match you with the right creators and shoppers.",
    fields: [
      {
        kind: "choices",
        name: "categories",
        label: "Categories",
        description: upTo(RETAILER_LIMITS.categories),
        look: "chips",
        max: RETAILER_LIMITS.categories,
        options: optionsOf(PRODUCT_CATEGORIES, PRODUCT_CATEGORY_LABELS),
      },
      {
        kind: "choices",
        name: "channels",
        label: "Where you sell today",
        description: "Choose every channel you use.",
        look: "chips",
        options: optionsOf(SALES_CHANNELS, SALES_CHANNEL_LABELS),
      },
      {
        kind: "choice",
        name: "pricePosition",
        label: "Price position",
        options: optionsOf(PRICE_POSITIONS, PRICE_POSITION_LABELS),
        columns: { base: 1, xs: 2, sm: 4 },
      },
      {
        kind: "choice",
        name: "catalogueSize",
        label: "How many products you sell",
        look: "chips",
        options: optionsOf(CATALOGUE_SIZES, CATALOGUE_SIZE_LABELS),
      },
      {
        kind: "choice",
        name: "shipsTo",
        label: "Where you ship",
        options: optionsOf(SHIPPING_REACHES, SHIPPING_REACH_LABELS),
        columns: { base: 1, xs: 2, sm: 4 },
      },
    ],
  },
  "sales-metrics": {
    title: "Your sales at a glance",
    lead: "Rough ranges are enough. Only CBM's partnerships team sees these numbers.",
    fields: [
      {
        kind: "choice",
        name: "monthlyRevenue",
        label: "Revenue a month",
        description: "In your main currency.",
        look: "chips",
        options: optionsOf(MONTHLY_REVENUE_RANGES, MONTHLY_REVENUE_LABELS),
      },
      {
        kind: "money",
        name: "averageOrderValue",
        label: "Average order value",
        hint: "What one order brings in, on average.",
      },
      {
        kind: "choice",
        name: "onlineShare",
        label: "Share of sales made online",
        look: "chips",
        options: optionsOf(ONLINE_SHARES, ONLINE_SHARE_LABELS),
      },
      {
        kind: "choice",
        name: "returnRate",
        label: "Return rate",
        look: "chips",
        options: optionsOf(RETURN_RATES, RETURN_RATE_LABELS),
      },
    ],
  },
  "challenges-obstacles-goals": {
    title: "Challenges and goals",
    lead: "What stands in your way, and what would success look like? We use this to suggest the right help.",
    fields: [
      {
        kind: "choices",
        name: "challenges",
        label: "Your biggest challenges",
        description: upTo(RETAILER_LIMITS.challenges),
        look: "chips",
        max: RETAILER_LIMITS.challenges,
        options: optionsOf(RETAIL_CHALLENGES, RETAIL_CHALLENGE_LABELS),
      },
      {
        kind: "choices",
        name: "goals",
        label: "Your goals",
        description: upTo(RETAILER_LIMITS.goals),
        look: "chips",
        max: RETAILER_LIMITS.goals,
        options: optionsOf(RETAIL_GOALS, RETAIL_GOAL_LABELS),
      },
      {
        kind: "choice",
        name: "timeline",
        label: "When you want to get there",
        look: "chips",
        options: optionsOf(GOAL_TIMELINES, GOAL_TIMELINE_LABELS),
      },
      {
        kind: "note",
        name: "obstacles",
        label: "Anything else in your way?",
        placeholder: "Our customers love the fabrics in the shop, but online they look flat.",
        max: RETAILER_NOTE_MAX,
      },
    ],
  },
  "collaborations-and-influencers": {
    title: "Creators and collaborations",
    lead: "CBM connects retailers with influencers. Tell us how you like to work with them.",
    fields: [
      {
        kind: "choice",
        name: "experience",
        label: "Have you worked with creators before?",
        options: optionsOf(COLLABORATION_EXPERIENCES, COLLABORATION_EXPERIENCE_LABELS),
        columns: { base: 1, sm: 3 },
      },
      {
        kind: "choices",
        name: "collaborationTypes",
        label: "Kinds of collaboration you want",
        description: "Choose as many as you like.",
        look: "chips",
        options: optionsOf(COLLABORATION_TYPES, COLLABORATION_TYPE_LABELS),
      },
      {
        kind: "choices",
        name: "audienceSizes",
        label: "Audience sizes you are looking for",
        options: optionsOf(AUDIENCE_SIZES, AUDIENCE_SIZE_LABELS),
        columns: { base: 2, sm: 3 },
      },
      {
        kind: "money",
        name: "monthlyBudget",
        label: "Budget a month",
        hint: "For fees and commissions; 0 if you only gift products.",
      },
      {
        kind: "note",
        name: "idealCreator",
        label: "Your ideal creator",
        placeholder: "Slow-fashion lovers who wear one piece for years and show how.",
        max: RETAILER_NOTE_MAX,
      },
    ],
  },
};

/** Each step's screen: its form, from the saved answer. */
export const SCREENS = Object.fromEntries(
  RETAILER_STEPS.map((step) => [
    step,
    ({ state }) => (
      <FormStep
        key={step}
        view={RETAILER_QUESTIONNAIRE}
        step={step}
        state={state}
        saved={state.answers[step]}
        definition={FORMS[step]}
      />
    ),
  ]),
) as Record<RetailerStep, StepScreen<typeof retailerQuestionnaire>>;
