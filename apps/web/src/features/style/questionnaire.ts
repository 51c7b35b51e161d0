import { type StyleStep, styleQuestionnaire } from "@cbm/contracts";
import {
  type QuestionnaireView,
  stateQuery,
  useSkipStep,
  useStepFlow,
} from "../../components/questionnaire/index.ts";

export const styleKeys = {
  all: ["style"] as const,
  profile: () => [...styleKeys.all, "profile"] as const,
};

/** The style questionnaire: the signed-in user's style profile, answered or skipped step by step. */
export const STYLE_QUESTIONNAIRE: QuestionnaireView<typeof styleQuestionnaire> = {
  declared: styleQuestionnaire,
  home: "/questionnaire",
  start: "/questionnaire-start",
  names: {
    "body-type": "Body type",
    "size-selection": "Sizes",
    "fav-colors": "Favourite colours",
    "avoid-colors": "Colours to avoid",
    "select-brand": "Brands",
    "shopping-style": "How you shop",
    "select-shopping-location": "Where you shop",
    "fashion-goal": "Fashion goals",
    "fashion-event": "What you dress for",
    "style-attributes": "Your style in words",
    "add-socials": "Social accounts",
    "user-address": "Delivery address",
    "add-payment-method": "Payment card",
  } satisfies Record<StyleStep, string>,
  what: "your style profile",
  queryKey: styleKeys.profile(),
};

/** The signed-in user's style profile: the answers and where the questionnaire resumes. */
export const styleProfileQuery = () => stateQuery(STYLE_QUESTIONNAIRE);

/** Where a style step sits, and where Back and Continue lead (the address and card pages move along it too). */
export const useStyleStepFlow = (step: StyleStep) => useStepFlow(STYLE_QUESTIONNAIRE, step);

export const useSkipStyleStep = (step: StyleStep) => useSkipStep(STYLE_QUESTIONNAIRE, step);
