import type { AnsweredHereStep, styleQuestionnaire } from "@cbm/contracts";
import {
  QuestionnaireStepPage as StepPage,
  type StepScreen,
} from "../../../components/questionnaire/index.ts";
import { STYLE_QUESTIONNAIRE } from "../questionnaire.ts";
import { BodyTypeStep } from "./steps/body-type-step.tsx";
import { BrandStep } from "./steps/brand-step.tsx";
import { ColourStep } from "./steps/colour-step.tsx";
import { ListStep } from "./steps/list-step.tsx";
import { SizesStep } from "./steps/sizes-step.tsx";
import { SocialsStep } from "./steps/socials-step.tsx";

/** The screen of each step answered in this flow (the address step has its own pages). */
const SCREENS: Record<AnsweredHereStep, StepScreen<typeof styleQuestionnaire>> = {
  "body-type": BodyTypeStep,
  "size-selection": SizesStep,
  "fav-colors": ({ state }) => <ColourStep step="fav-colors" state={state} />,
  "avoid-colors": ({ state }) => <ColourStep step="avoid-colors" state={state} />,
  "select-brand": BrandStep,
  "shopping-style": ({ state }) => <ListStep step="shopping-style" state={state} />,
  "select-shopping-location": ({ state }) => <ListStep step="select-shopping-location" state={state} />,
  "fashion-goal": ({ state }) => <ListStep step="fashion-goal" state={state} />,
  "fashion-event": ({ state }) => <ListStep step="fashion-event" state={state} />,
  "style-attributes": ({ state }) => <ListStep step="style-attributes" state={state} />,
  "add-socials": SocialsStep,
};

/** `/questionnaire/{step}`: one step of the style questionnaire; any other name is not a page. */
export function QuestionnaireStepPage() {
  return <StepPage view={STYLE_QUESTIONNAIRE} screens={SCREENS} />;
}
