import { COLOUR_PALETTE, type Colour, STYLE_STEPS, type StyleProfile, type StyleStep } from "@cbm/contracts";
import { Button } from "@mantine/core";
import { IconPencil } from "@tabler/icons-react";
import { ColourSwatch } from "../../../components/colour-swatch.tsx";
import { answerWords } from "../answer-words.ts";
import { STYLE_QUESTIONNAIRE } from "../questionnaire.ts";
import classes from "./questionnaire.module.css";
import { linkToStep } from "./step-link.tsx";

/** The steps answered on pages of their own are changed on the page listing what was added. */
const LIST_PAGES: Partial<Record<StyleStep, string>> = {
  "user-address": "manage-address",
  "add-payment-method": "manage-payment-method",
};

function Value({ step, profile }: { step: StyleStep; profile: StyleProfile }) {
  if (profile.skippedSteps.includes(step)) return <span className={classes.muted}>Skipped</span>;
  const colours: Colour[] | undefined =
    step === "fav-colors"
      ? profile.answers.favouriteColours
      : step === "avoid-colors"
        ? profile.answers.avoidedColours
        : undefined;
  if (colours) {
    if (colours.length === 0) return <span className={classes.muted}>None</span>;
    return colours.map((colour) => (
      <span key={colour} className={classes.word}>
        <ColourSwatch colour={colour} size={16} />
        {COLOUR_PALETTE[colour].label}
      </span>
    ));
  }
  const words = answerWords(step, profile.answers);
  // Socials, addresses and cards are kept in their own places; the profile only knows the step was done.
  if (words.length === 0) return <span>{LIST_PAGES[step] ? "Added" : "Done"}</span>;
  return words.map((word) => (
    <span key={word} className={classes.word}>
      {word}
    </span>
  ));
}

/** Every answer of the profile, each with a way to change it. */
export function AnswerSummary({ profile }: { profile: StyleProfile }) {
  return (
    <dl className={classes.answers}>
      {STYLE_STEPS.map((step) => (
        <div key={step} className={classes.answer}>
          <dt className={classes.answerName}>{STYLE_QUESTIONNAIRE.names[step]}</dt>
          <dd className={classes.answerValue}>
            <Value step={step} profile={profile} />
          </dd>
          <dd className={classes.answerEdit}>
            <Button
              renderRoot={linkToStep(LIST_PAGES[step] ?? step, "summary")}
              variant="subtle"
              color="ink"
              size="compact-sm"
              leftSection={<IconPencil size={14} aria-hidden />}
              aria-label={`Edit ${STYLE_QUESTIONNAIRE.names[step].toLowerCase()}`}
            >
              Edit
            </Button>
          </dd>
        </div>
      ))}
    </dl>
  );
}
