import {
  BIO_MAX,
  CONTENT_TYPE_LABELS,
  CONTENT_TYPES,
  HEADLINE_MAX,
  INFLUENCER_ANSWER_SCHEMAS,
  INFLUENCER_LIMITS,
  type InfluencerOnboarding,
  STYLE_ATTRIBUTE_LABELS,
  STYLE_ATTRIBUTES,
} from "@cbm/contracts";
import { SimpleGrid, Stack, Textarea, TextInput } from "@mantine/core";
import { QuestionnaireStep, useAnswerForm } from "../../../../components/questionnaire/index.ts";
import { ChoiceGrid, optionsOf } from "../../../../components/wizard/index.ts";
import { LANGUAGE_OPTIONS } from "../../languages.ts";
import { INFLUENCER_ONBOARDING } from "../../questionnaire.ts";

const STYLE_OPTIONS = optionsOf(STYLE_ATTRIBUTES, STYLE_ATTRIBUTE_LABELS);
const CONTENT_OPTIONS = optionsOf(CONTENT_TYPES, CONTENT_TYPE_LABELS);

const counter = (length: number, max: number) => `${length} / ${max}`;

/** Who the influencer is for their followers and for brands: headline, bio, styles, content, place, languages. */
export function DetailsStep({ state }: { state: InfluencerOnboarding }) {
  const profile = state.answers;
  const { form, answer, field } = useAnswerForm(INFLUENCER_ANSWER_SCHEMAS["influencer-details"], {
    headline: profile.headline ?? "",
    bio: profile.bio ?? "",
    categories: profile.categories as string[],
    contentTypes: profile.contentTypes as string[],
    location: profile.location ?? "",
    languages: profile.languages as string[],
  });

  return (
    <QuestionnaireStep
      view={INFLUENCER_ONBOARDING}
      step="influencer-details"
      state={state}
      title="Tell people about you"
      lead="This is the top of your profile and storefront: what you create, for whom, and in which languages."
      answer={answer}
      onFieldErrors={form.setErrors}
    >
      <Stack gap="xl">
        <TextInput
          label="Headline"
          description={`One line under your name (${counter(form.values.headline.trim().length, HEADLINE_MAX)}).`}
          placeholder="Vintage hunter and capsule wardrobe coach"
          required
          {...form.getInputProps("headline")}
        />
        <Textarea
          label="Bio"
          description={`Your story, your style, what followers can expect (${counter(form.values.bio.trim().length, BIO_MAX)}).`}
          autosize
          minRows={3}
          maxRows={8}
          {...form.getInputProps("bio")}
        />
        <ChoiceGrid
          label="Your styles"
          description={`Choose up to ${INFLUENCER_LIMITS.categories}. People discover you by these.`}
          multiple
          look="chips"
          max={INFLUENCER_LIMITS.categories}
          options={STYLE_OPTIONS}
          {...field("categories")}
        />
        <ChoiceGrid
          label="What you create"
          description={`Choose up to ${INFLUENCER_LIMITS.contentTypes}.`}
          multiple
          look="chips"
          max={INFLUENCER_LIMITS.contentTypes}
          options={CONTENT_OPTIONS}
          {...field("contentTypes")}
        />
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          <TextInput
            label="Where you are based"
            placeholder="Milan, Italy"
            autoComplete="address-level2"
            {...form.getInputProps("location")}
          />
        </SimpleGrid>
        <ChoiceGrid
          label="Languages you create in"
          description={`Choose up to ${INFLUENCER_LIMITS.languages}.`}
          multiple
          look="chips"
          max={INFLUENCER_LIMITS.languages}
          options={LANGUAGE_OPTIONS}
          {...field("languages")}
        />
      </Stack>
    </QuestionnaireStep>
  );
}
