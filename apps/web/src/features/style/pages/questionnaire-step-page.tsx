import type { AnsweredHereStep, StyleProfile } from "@cbm/contracts";
import { useParams } from "@tanstack/react-router";
import type { ReactNode } from "react";
import { NotFoundPage } from "../../../components/error-pages.tsx";
import { WithStyleProfile } from "../components/with-style-profile.tsx";
import { isAnsweredHere } from "../steps.ts";
import { BodyTypeStep } from "./steps/body-type-step.tsx";
import { BrandStep } from "./steps/brand-step.tsx";
import { ColourStep } from "./steps/colour-step.tsx";
import { ListStep } from "./steps/list-step.tsx";
import { SizesStep } from "./steps/sizes-step.tsx";
import { SocialsStep } from "./steps/socials-step.tsx";

type Screen = (props: { profile: StyleProfile }) => ReactNode;

/** The screen of each step answered in this flow (the address step has its own pages). */
const SCREENS: Record<AnsweredHereStep, Screen> = {
  "body-type": BodyTypeStep,
  "size-selection": SizesStep,
  "fav-colors": ({ profile }) => <ColourStep step="fav-colors" profile={profile} />,
  "avoid-colors": ({ profile }) => <ColourStep step="avoid-colors" profile={profile} />,
  "select-brand": BrandStep,
  "shopping-style": ({ profile }) => <ListStep step="shopping-style" profile={profile} />,
  "select-shopping-location": ({ profile }) => <ListStep step="select-shopping-location" profile={profile} />,
  "fashion-goal": ({ profile }) => <ListStep step="fashion-goal" profile={profile} />,
  "fashion-event": ({ profile }) => <ListStep step="fashion-event" profile={profile} />,
  "style-attributes": ({ profile }) => <ListStep step="style-attributes" profile={profile} />,
  "add-socials": SocialsStep,
};

/** `/questionnaire/{step}`: one step of the style questionnaire; any other name is not a page. */
export function QuestionnaireStepPage() {
  const { step = "" } = useParams({ strict: false });
  if (!isAnsweredHere(step)) return <NotFoundPage />;
  const Screen = SCREENS[step];
  return <WithStyleProfile>{(profile) => <Screen key={step} profile={profile} />}</WithStyleProfile>;
}
