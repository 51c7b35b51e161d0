// The questionnaire engine the style questionnaire, influencer onboarding and the retailer questionnaire
// share: a questionnaire is its declaration in the contracts plus a view (where and for whom it lives);
// the steps, the hub, the finish and the save and skip flow are the same for all three.
export { Finish } from "./finish.tsx";
export { type Origin, useStepFlow } from "./flow.ts";
export { FormStep, type FormStepDefinition } from "./form-step.tsx";
export { QuestionnaireHub, QuestionnaireStepPage, type StepScreen } from "./pages.tsx";
export { QuestionnaireStep, useAnswerForm } from "./step.tsx";
export { type QuestionnaireView, stateQuery, useSkipStep } from "./view.ts";
export { WithAnswers } from "./with-answers.tsx";
