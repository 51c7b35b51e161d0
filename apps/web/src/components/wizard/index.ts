// The questionnaire frame shared by the style, influencer and retailer questionnaires.
export { ChoiceGrid, type ChoiceGridProps, type ChoiceOption } from "./choice-grid.tsx";
export { WizardFrame, type WizardFrameProps } from "./wizard-frame.tsx";
