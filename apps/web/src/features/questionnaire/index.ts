// The face of the style questionnaire: what other rooms may use. Pages load on first visit.
import { lazyPage } from "../../lib/lazy-page.ts";

export { styleKeys, styleProfileQuery, useSkipStep } from "./api.ts";
export { useStyleStepFlow } from "./components/step-frame.tsx";
export { StyleSection } from "./components/style-section.tsx";

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
