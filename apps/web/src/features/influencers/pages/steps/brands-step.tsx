import { INFLUENCER_LIMITS, type InfluencerOnboarding } from "@cbm/contracts";
import { SegmentedControl, Stack } from "@mantine/core";
import { useState } from "react";
import { QuestionnaireStep } from "../../../../components/questionnaire/index.ts";
import { BrandPicker } from "../../../brands/index.ts";
import { INFLUENCER_ONBOARDING } from "../../questionnaire.ts";

type List = "workedWith" | "wantsToWorkWith";

const LIST_LABELS: Record<List, string> = {
  workedWith: "Worked with",
  wantsToWorkWith: "Would love to work with",
};

/** Two lists, one picker: a brand chosen for one list leaves the other, as a brand has one relation. */
export function BrandsStep({ state }: { state: InfluencerOnboarding }) {
  const profile = state.answers;
  const [list, setList] = useState<List>("workedWith");
  const [chosen, setChosen] = useState<Record<List, string[]>>({
    workedWith: profile.workedWith.map((brand) => brand.id),
    wantsToWorkWith: profile.wantsToWorkWith.map((brand) => brand.id),
  });
  const other: List = list === "workedWith" ? "wantsToWorkWith" : "workedWith";
  const change = (ids: string[]) =>
    setChosen({ [list]: ids, [other]: chosen[other].filter((id) => !ids.includes(id)) } as Record<
      List,
      string[]
    >);

  return (
    <QuestionnaireStep
      view={INFLUENCER_ONBOARDING}
      step="influencer-brands"
      state={state}
      title="Which brands are part of your story?"
      lead="Name the brands you have worked with, and the ones you would love to. Brands on CBM see it when they look for creators. None yet? Simply continue."
      answer={() => chosen}
    >
      <Stack gap="lg">
        <SegmentedControl
          aria-label="Which list you are choosing for"
          value={list}
          onChange={(value) => setList(value as List)}
          data={(Object.keys(LIST_LABELS) as List[]).map((value) => ({
            value,
            label: `${LIST_LABELS[value]} (${chosen[value].length})`,
          }))}
          radius="xl"
          fullWidth
        />
        <BrandPicker key={list} value={chosen[list]} onChange={change} max={INFLUENCER_LIMITS.brands} />
      </Stack>
    </QuestionnaireStep>
  );
}
