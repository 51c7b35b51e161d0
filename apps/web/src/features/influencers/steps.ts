import { INFLUENCER_STEPS, type InfluencerStep, LANGUAGES, type Language } from "@cbm/contracts";
import type { ChoiceOption } from "../../components/wizard/index.ts";

/** The onboarding's own address: it resumes at the first open step, or shows the finished storefront. */
export const HOME = "/Influencer/questionnaire";

export const isInfluencerStep = (step: string): step is InfluencerStep =>
  (INFLUENCER_STEPS as readonly string[]).includes(step);

/** Each step's name in the list of answers on the finish screen. */
export const STEP_NAMES: Record<InfluencerStep, string> = {
  "influencer-brands": "Brands",
  "influencer-details": "About you",
  "influencer-social-platform": "Social accounts",
  "influencer-store-details": "Store name and address",
  "influencer-store": "Storefront look",
};

const languageNames = new Intl.DisplayNames(["en"], { type: "language" });

/** The languages, named in English ("it" -> "Italian"). */
export const LANGUAGE_OPTIONS: ChoiceOption<Language>[] = LANGUAGES.map((code) => ({
  value: code,
  label: languageNames.of(code) ?? code,
}));
