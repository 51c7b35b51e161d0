import {
  INFLUENCER_ANSWER_SCHEMAS,
  type InfluencerOnboarding,
  STORE_DESCRIPTION_MAX,
  STORE_NAME_MAX,
  STORE_SLUG_MAX,
  STORE_TAGLINE_MAX,
  storeSlugFrom,
} from "@cbm/contracts";
import { Stack, Text, Textarea, TextInput } from "@mantine/core";
import { useState } from "react";
import { QuestionnaireStep, useAnswerForm } from "../../../../components/questionnaire/index.ts";
import { INFLUENCER_ONBOARDING } from "../../questionnaire.ts";

/** The store's name and address: the address follows the name until the person writes their own. */
export function StoreDetailsStep({ state }: { state: InfluencerOnboarding }) {
  const profile = state.answers;
  const [ownAddress, setOwnAddress] = useState(profile.storeSlug !== null);
  const { form, answer } = useAnswerForm(INFLUENCER_ANSWER_SCHEMAS["influencer-store-details"], {
    storeName: profile.storeName ?? "",
    storeSlug: profile.storeSlug ?? "",
    storeTagline: profile.storeTagline ?? "",
    storeDescription: profile.storeDescription ?? "",
  });
  const name = form.getInputProps("storeName");

  return (
    <QuestionnaireStep
      view={INFLUENCER_ONBOARDING}
      step="influencer-store-details"
      state={state}
      title="Name your storefront"
      lead="Your storefront is where followers shop your looks, services and picks. Give it a name and an address to share."
      answer={answer}
      onFieldErrors={form.setErrors}
    >
      <Stack gap="lg">
        <TextInput
          label="Store name"
          placeholder="Sofia's Vintage Closet"
          required
          maxLength={STORE_NAME_MAX}
          {...name}
          onChange={(event) => {
            name.onChange(event);
            if (!ownAddress) form.setFieldValue("storeSlug", storeSlugFrom(event.currentTarget.value));
          }}
        />
        <TextInput
          label="Store address"
          description="Lower-case letters, digits and hyphens. We suggest one from the name; change it if you like."
          required
          maxLength={STORE_SLUG_MAX}
          autoCapitalize="none"
          autoCorrect="off"
          spellCheck={false}
          leftSection={
            <Text size="sm" c="dimmed" aria-hidden>
              /shop/
            </Text>
          }
          leftSectionWidth={58}
          {...form.getInputProps("storeSlug")}
          onChange={(event) => {
            setOwnAddress(true);
            form.setFieldValue("storeSlug", event.currentTarget.value.toLowerCase());
          }}
        />
        <TextInput
          label="Tagline"
          description={`A short line under the name (${form.values.storeTagline.trim().length} / ${STORE_TAGLINE_MAX}).`}
          placeholder="Pre-loved pieces, styled for every day"
          {...form.getInputProps("storeTagline")}
        />
        <Textarea
          label="Description"
          description={`What people find in your store (${form.values.storeDescription.trim().length} / ${STORE_DESCRIPTION_MAX}).`}
          autosize
          minRows={3}
          maxRows={8}
          {...form.getInputProps("storeDescription")}
        />
      </Stack>
    </QuestionnaireStep>
  );
}
