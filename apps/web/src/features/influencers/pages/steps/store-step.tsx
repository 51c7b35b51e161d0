import {
  type InfluencerOnboarding,
  STORE_ACCENT_NAMES,
  STORE_ACCENTS,
  STORE_LAYOUT_LABELS,
  STORE_LAYOUTS,
  type StoreAccent,
  type StoreLayout,
} from "@cbm/contracts";
import { Stack, Switch } from "@mantine/core";
import { IconLayoutGrid, IconNews } from "@tabler/icons-react";
import { type ReactNode, useState } from "react";
import { QuestionnaireStep } from "../../../../components/questionnaire/index.ts";
import { ChoiceGrid, type ChoiceOption } from "../../../../components/wizard/index.ts";
import { isPlanLimit, UpgradePrompt } from "../../../subscriptions/index.ts";
import { BannerPicker } from "../../components/banner-picker.tsx";
import classes from "../../components/storefront-preview.module.css";
import { StorefrontPreview } from "../../components/storefront-preview.tsx";
import { INFLUENCER_ONBOARDING } from "../../questionnaire.ts";

const ACCENT_OPTIONS: ChoiceOption<StoreAccent>[] = STORE_ACCENT_NAMES.map((name) => ({
  value: name,
  label: STORE_ACCENTS[name].label,
  visual: <span className={classes.swatch} style={{ background: STORE_ACCENTS[name].hex }} />,
}));

const LAYOUT_ICONS: Record<StoreLayout, ReactNode> = {
  grid: <IconLayoutGrid size={28} aria-hidden />,
  editorial: <IconNews size={28} aria-hidden />,
};

const LAYOUT_OPTIONS: ChoiceOption<StoreLayout>[] = STORE_LAYOUTS.map((layout) => ({
  value: layout,
  ...STORE_LAYOUT_LABELS[layout],
  visual: LAYOUT_ICONS[layout],
}));

/** The storefront's look, previewed above the choices as they change; publishing is a switch away. */
export function StoreStep({ state }: { state: InfluencerOnboarding }) {
  const profile = state.answers;
  const [banner, setBanner] = useState(profile.storeBanner);
  const [accent, setAccent] = useState<StoreAccent>(profile.storeAccentColour ?? "terracotta");
  const [layout, setLayout] = useState<StoreLayout>(profile.storeLayout ?? "grid");
  // Published unless the influencer already chose a draft.
  const [published, setPublished] = useState(
    state.answeredSteps.includes("influencer-store") ? profile.published : true,
  );
  const [uploading, setUploading] = useState(false);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [refusal, setRefusal] = useState<unknown>();

  return (
    <QuestionnaireStep
      view={INFLUENCER_ONBOARDING}
      step="influencer-store"
      state={state}
      title="Make it look like you"
      lead="Pick a banner, an accent colour and a layout. You can change them whenever you like."
      answer={() => ({ storeBanner: banner, storeAccentColour: accent, storeLayout: layout, published })}
      waiting={uploading}
      onFieldErrors={setErrors}
      onRefused={setRefusal}
    >
      <Stack gap="xl">
        <StorefrontPreview
          store={{
            ...profile,
            storeBanner: banner,
            storeAccentColour: accent,
            storeLayout: layout,
            published,
          }}
        />
        <BannerPicker
          value={banner}
          onChange={setBanner}
          onUploading={setUploading}
          error={errors.storeBanner}
        />
        <ChoiceGrid
          label="Accent colour"
          look="chips"
          options={ACCENT_OPTIONS}
          value={accent}
          onChange={setAccent}
          error={errors.storeAccentColour}
        />
        <ChoiceGrid
          label="Layout"
          options={LAYOUT_OPTIONS}
          columns={{ base: 1, xs: 2 }}
          value={layout}
          onChange={setLayout}
          error={errors.storeLayout}
        />
        <Switch
          size="md"
          label="Publish my storefront"
          description="Published stores show on your profile and in the influencer list. Leave it off to keep a draft."
          checked={published}
          onChange={(event) => setPublished(event.currentTarget.checked)}
          error={errors.published}
        />
        {isPlanLimit(refusal) && <UpgradePrompt error={refusal} title="Your plan has no storefront" />}
      </Stack>
    </QuestionnaireStep>
  );
}
