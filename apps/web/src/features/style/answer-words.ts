import {
  BODY_TYPE_LABELS,
  COLOUR_PALETTE,
  FASHION_EVENT_LABELS,
  FASHION_GOAL_LABELS,
  GARMENT_GROUP_LABELS,
  GARMENT_GROUPS,
  SHOPPING_LOCATION_LABELS,
  SHOPPING_STYLE_LABELS,
  STYLE_ATTRIBUTE_LABELS,
  type StyleAnswers,
  type StyleStep,
} from "@cbm/contracts";
import type { Labels } from "../../components/wizard/index.ts";

const listed = <T extends string>(values: readonly T[], labels: Labels<T>) =>
  values.map((value) => {
    const label = labels[value];
    return typeof label === "string" ? label : label.label;
  });

/**
 * A step's answer in words, one entry per thing chosen, for the summary. Empty when the profile holds
 * no answer for it (socials and addresses live in their own places).
 */
export function answerWords(step: StyleStep, answers: StyleAnswers): string[] {
  switch (step) {
    case "body-type":
      return answers.bodyType ? [BODY_TYPE_LABELS[answers.bodyType].label] : [];
    case "size-selection":
      return GARMENT_GROUPS.flatMap((group) => {
        const chosen = answers.sizes[group];
        return chosen
          ? [
              `${GARMENT_GROUP_LABELS[group]}: ${chosen.system === "INT" ? "" : `${chosen.system} `}${chosen.size}`,
            ]
          : [];
      });
    case "fav-colors":
      return answers.favouriteColours.map((colour) => COLOUR_PALETTE[colour].label);
    case "avoid-colors":
      return answers.avoidedColours.map((colour) => COLOUR_PALETTE[colour].label);
    case "select-brand":
      return answers.brands.map((brand) => brand.name);
    case "shopping-style":
      return listed(answers.shoppingStyles, SHOPPING_STYLE_LABELS);
    case "select-shopping-location":
      return listed(answers.shoppingLocations, SHOPPING_LOCATION_LABELS);
    case "fashion-goal":
      return listed(answers.fashionGoals, FASHION_GOAL_LABELS);
    case "fashion-event":
      return listed(answers.fashionEvents, FASHION_EVENT_LABELS);
    case "style-attributes":
      return listed(answers.styleAttributes, STYLE_ATTRIBUTE_LABELS);
    default:
      return [];
  }
}
