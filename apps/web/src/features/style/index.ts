// The face of the style questionnaire: what other rooms may use. Pages load on first visit.
import { lazyPage } from "../../lib/lazy-page.ts";

/**
 * The query options of the route loaders, in a chunk the pages share: questionnaire.ts imports the endpoint
 * declarations from the contracts, whose module brings zod and every schema, so it stays out of the
 * first load (decision 011).
 */
export const styleQueries = () => import("./loaders.ts");

export { OutsideStepFrame, useAddPageFooter, useListPageFooter } from "./components/outside-step.tsx";
export { StyleSection } from "./components/style-section.tsx";
export { styleKeys } from "./questionnaire.ts";

export const QuestionnaireStartPage = lazyPage(
  () => import("./pages/questionnaire-start-page.tsx"),
  "QuestionnaireStartPage",
);
export const QuestionnairePage = lazyPage(
  () => import("./pages/questionnaire-page.tsx"),
  "QuestionnairePage",
);
export const QuestionnaireStepPage = lazyPage(
  () => import("./pages/questionnaire-step-page.tsx"),
  "QuestionnaireStepPage",
);
