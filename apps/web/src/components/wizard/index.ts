// The questionnaire frame shared by the style, influencer and retailer questionnaires.
export { ChoiceGrid, type ChoiceOption } from "./choice-grid.tsx";
export { type Labels, optionsOf } from "./options-of.ts";
export { WizardFrame, type WizardFrameProps } from "./wizard-frame.tsx";
