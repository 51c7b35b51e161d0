import { BODY_TYPE_LABELS, BODY_TYPES, type StyleProfile } from "@cbm/contracts";
import { useState } from "react";
import { ChoiceGrid, optionsOf } from "../../../../components/wizard/index.ts";
import { BodySilhouette } from "../../components/body-silhouette.tsx";
import { StepFrame } from "../../components/step-frame.tsx";

const OPTIONS = optionsOf(BODY_TYPES, BODY_TYPE_LABELS).map((option) => ({
  ...option,
  visual: <BodySilhouette type={option.value} height={104} />,
}));

export function BodyTypeStep({ state: profile }: { state: StyleProfile }) {
  const [bodyType, setBodyType] = useState(profile.answers.bodyType);
  return (
    <StepFrame
      step="body-type"
      profile={profile}
      title="Which shape is closest to yours?"
      lead="It helps us suggest cuts that flatter you. There is no wrong answer, and only you see it."
      answer={bodyType ? { bodyType } : null}
    >
      <ChoiceGrid
        label="Body type"
        hideLabel
        options={OPTIONS}
        value={bodyType}
        onChange={setBodyType}
        columns={{ base: 2, sm: 3, md: 5 }}
      />
    </StepFrame>
  );
}
