import {
  FASHION_EVENT_LABELS,
  FASHION_EVENTS,
  FASHION_GOAL_LABELS,
  FASHION_GOALS,
  SHOPPING_LOCATION_LABELS,
  SHOPPING_LOCATIONS,
  SHOPPING_STYLE_LABELS,
  SHOPPING_STYLES,
  STYLE_ATTRIBUTE_LABELS,
  STYLE_ATTRIBUTES,
  STYLE_LIMITS,
  type StyleAnswer,
  type StyleProfile,
} from "@cbm/contracts";
import { useState } from "react";
import { ChoiceGrid, type ChoiceOption, optionsOf } from "../../../../components/wizard/index.ts";
import { StepFrame } from "../../components/step-frame.tsx";

type ListField =
  | "shoppingStyles"
  | "shoppingLocations"
  | "fashionGoals"
  | "fashionEvents"
  | "styleAttributes";

interface ListStepConfig {
  field: ListField;
  options: ChoiceOption[];
  look: "cards" | "chips";
  title: string;
  lead: string;
}

const upTo = (field: ListField) => `Choose up to ${STYLE_LIMITS[field]}`;

/** The steps that pick several words from one of the contracts' vocabularies. */
const LIST_STEPS = {
  "shopping-style": {
    field: "shoppingStyles",
    options: optionsOf(SHOPPING_STYLES, SHOPPING_STYLE_LABELS),
    look: "cards",
    title: "How do you like to shop?",
    lead: `${upTo("shoppingStyles")} that sound like you; we will suggest pieces the way you buy them.`,
  },
  "select-shopping-location": {
    field: "shoppingLocations",
    options: optionsOf(SHOPPING_LOCATIONS, SHOPPING_LOCATION_LABELS),
    look: "chips",
    title: "Where do you usually shop?",
    lead: "Choose as many as you like, online and in town.",
  },
  "fashion-goal": {
    field: "fashionGoals",
    options: optionsOf(FASHION_GOALS, FASHION_GOAL_LABELS),
    look: "chips",
    title: "What do you want from your wardrobe?",
    lead: `${upTo("fashionGoals")} goals. Our stylists and the assistant keep them in mind.`,
  },
  "fashion-event": {
    field: "fashionEvents",
    options: optionsOf(FASHION_EVENTS, FASHION_EVENT_LABELS),
    look: "chips",
    title: "What do you dress for?",
    lead: `${upTo("fashionEvents")} occasions you need outfits for.`,
  },
  "style-attributes": {
    field: "styleAttributes",
    options: optionsOf(STYLE_ATTRIBUTES, STYLE_ATTRIBUTE_LABELS),
    look: "chips",
    title: "Which words describe your style?",
    lead: `${upTo("styleAttributes")}. They shape the looks on your wall.`,
  },
} satisfies Record<string, ListStepConfig>;

export type ListStepName = keyof typeof LIST_STEPS;

/** One of the steps that pick words from a list, with the list's own limit. */
export function ListStep({ step, state: profile }: { step: ListStepName; state: StyleProfile }) {
  const config: ListStepConfig = LIST_STEPS[step];
  const [chosen, setChosen] = useState<string[]>(profile.answers[config.field]);
  const max = STYLE_LIMITS[config.field];
  // The field and its vocabulary come from the same entry, so the chosen words are this step's answer.
  const answer = chosen.length > 0 ? ({ [config.field]: chosen } as StyleAnswer<ListStepName>) : null;
  return (
    <StepFrame step={step} profile={profile} title={config.title} lead={config.lead} answer={answer}>
      <ChoiceGrid
        label={config.title}
        hideLabel
        multiple
        look={config.look}
        max={max < config.options.length ? max : undefined}
        options={config.options}
        value={chosen}
        onChange={setChosen}
        columns={{ base: 1, xs: 2, sm: 3 }}
      />
    </StepFrame>
  );
}
