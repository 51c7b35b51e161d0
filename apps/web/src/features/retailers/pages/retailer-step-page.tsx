import { QuestionnaireStepPage } from "../../../components/questionnaire/index.ts";
import { RETAILER_QUESTIONNAIRE } from "../questionnaire.ts";
import { SCREENS } from "./steps.tsx";

/** `/retailers/questionnaire/{step}`: one step of the retailer questionnaire; any other name is not a page. */
export function RetailerStepPage() {
  return <QuestionnaireStepPage view={RETAILER_QUESTIONNAIRE} screens={SCREENS} />;
}
