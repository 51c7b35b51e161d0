import { COLOUR_PALETTE, COLOURS, type Colour, STYLE_LIMITS, type StyleProfile } from "@cbm/contracts";
import { useState } from "react";
import { ColourSwatch } from "../../../../components/colour-swatch.tsx";
import { ChoiceGrid } from "../../../../components/wizard/index.ts";
import { StepFrame } from "../../components/step-frame.tsx";

const KINDS = {
  "fav-colors": {
    field: "favouriteColours",
    other: "avoidedColours",
    takenNote: "You avoid it",
    title: "Which colours do you love to wear?",
    lead: `Choose up to ${STYLE_LIMITS.favouriteColours}. Pieces in these colours come first in the shop.`,
  },
  "avoid-colors": {
    field: "avoidedColours",
    other: "favouriteColours",
    takenNote: "A favourite",
    title: "Any colours you would rather not wear?",
    lead: "We will keep them out of your suggestions. Choose none if you wear them all.",
  },
} as const;

/** Favourite colours and colours to avoid: one palette, and a colour chosen in one list waits in the other. */
export function ColourStep({ step, state: profile }: { step: keyof typeof KINDS; state: StyleProfile }) {
  const kind = KINDS[step];
  const [chosen, setChosen] = useState<Colour[]>(profile.answers[kind.field]);
  const taken = profile.answers[kind.other];
  const options = COLOURS.map((colour) => ({
    value: colour,
    label: COLOUR_PALETTE[colour].label,
    visual: <ColourSwatch colour={colour} />,
    ...(taken.includes(colour) ? { disabled: true, description: kind.takenNote } : {}),
  }));
  const answer =
    step === "fav-colors"
      ? chosen.length > 0
        ? { favouriteColours: chosen }
        : null
      : { avoidedColours: chosen };
  return (
    <StepFrame step={step} profile={profile} title={kind.title} lead={kind.lead} answer={answer}>
      <ChoiceGrid
        label={kind.title}
        hideLabel
        multiple
        max={STYLE_LIMITS[kind.field]}
        options={options}
        value={chosen}
        onChange={setChosen}
        columns={{ base: 3, xs: 4, sm: 6 }}
      />
    </StepFrame>
  );
}
