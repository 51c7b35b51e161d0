import { STYLE_LIMITS, type StyleProfile } from "@cbm/contracts";
import { useState } from "react";
import { BrandPicker } from "../../../brands/index.ts";
import { StepFrame } from "../../components/step-frame.tsx";

export function BrandStep({ state: profile }: { state: StyleProfile }) {
  const [brands, setBrands] = useState(() => profile.answers.brands.map((brand) => brand.id));
  return (
    <StepFrame
      step="select-brand"
      profile={profile}
      title="Which brands do you love?"
      lead={`Choose up to ${STYLE_LIMITS.brands}. Their pieces come first in the shop, and we tell you when they go live.`}
      answer={brands.length > 0 ? { brands } : null}
    >
      <BrandPicker value={brands} onChange={setBrands} max={STYLE_LIMITS.brands} />
    </StepFrame>
  );
}
