import { type RetailerStep, retailerQuestionnaire } from "@cbm/contracts";
import { type QuestionnaireView, stateQuery } from "../../components/questionnaire/index.ts";

export const retailersKeys = {
  all: ["retailers"] as const,
  questionnaire: () => [...retailersKeys.all, "questionnaire"] as const,
};

/** The retailer questionnaire: the retailer's business profile, answered step by step. */
export const RETAILER_QUESTIONNAIRE: QuestionnaireView<typeof retailerQuestionnaire> = {
  declared: retailerQuestionnaire,
  home: "/retailers/questionnaire",
  names: {
    "product-and-channels": "Products and channels",
    "sales-metrics": "Sales",
    "challenges-obstacles-goals": "Challenges and goals",
    "collaborations-and-influencers": "Creators and collaborations",
  } satisfies Record<RetailerStep, string>,
  what: "your business profile",
  role: "retailer",
  queryKey: retailersKeys.questionnaire(),
};

/** The signed-in retailer's business profile so far, and where the questionnaire resumes. */
export const retailerQuestionnaireQuery = () => stateQuery(RETAILER_QUESTIONNAIRE);
