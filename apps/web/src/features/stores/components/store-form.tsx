import { type OwnStore, STORE_LIMITS, STORE_SLUG_MAX, type StoreBody, StoreBodySchema } from "@cbm/contracts";
import { Button, Group, SimpleGrid, Stack, Switch, Text, TextInput } from "@mantine/core";
import { type FormErrors, useForm } from "@mantine/form";
import { IconDeviceFloppy } from "@tabler/icons-react";
import { useState } from "react";
import { FormTextarea, FormTextInput } from "../../../components/form-fields.tsx";
import { FormSection } from "../../../components/form-section.tsx";
import { fieldErrors } from "../../../lib/api-error.ts";
import { notify } from "../../../lib/notify.ts";
import { useConfigureStore } from "../api.ts";
import { StoreImageField } from "./store-image-field.tsx";
import { StoreSellingTerms } from "./store-selling-terms.tsx";
import { bodyOf, check, count, FIELD_ORDER, onFields, type StoreValues, valuesOf } from "./store-values.ts";

/**
 * The whole configuration of the retailer's store, saved at once: the server's message for a field shows
 * beside it, and the first field that needs attention takes the focus.
 */
export function StoreForm({ store }: { store: OwnStore }) {
  const configure = useConfigureStore();
  const [uploads, setUploads] = useState(0);
  const form = useForm<StoreValues, StoreBody>({
    initialValues: valuesOf(store),
    validate: check,
    transformValues: (values) => StoreBodySchema.parse(bodyOf(values)),
  });
  const { values } = form;
  const uploading = (running: boolean) => setUploads((now) => Math.max(0, now + (running ? 1 : -1)));

  const focusFirst = (errors: FormErrors) => {
    const first = FIELD_ORDER.find((field) => field in errors);
    if (first) form.getInputNode(first)?.focus();
  };

  const submit = form.onSubmit(
    (body) =>
      configure.mutate(body, {
        onSuccess: (saved) => {
          form.setValues(valuesOf(saved));
          form.resetDirty(valuesOf(saved));
          notify.success("Your store is saved.");
        },
        onError: (error) => {
          const errors = onFields(Object.entries(fieldErrors(error)));
          form.setErrors(errors);
          focusFirst(errors);
          notify.error(error);
        },
      }),
    focusFirst,
  );

  return (
    <form onSubmit={submit} noValidate aria-label="Store configuration">
      <Stack gap="lg">
        <FormSection
          title="Your store"
          description="What shoppers see at the top of your store and on its card."
        >
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
            <FormTextInput
              form={form}
              name="name"
              label="Store name"
              required
              maxLength={STORE_LIMITS.name}
            />
            <TextInput
              label="Store address"
              description="Lower-case letters, digits and hyphens."
              required
              maxLength={STORE_SLUG_MAX}
              autoCapitalize="none"
              autoCorrect="off"
              spellCheck={false}
              leftSection={
                <Text size="sm" c="ink.7" aria-hidden>
                  /shop/
                </Text>
              }
              leftSectionWidth={58}
              key={form.key("slug")}
              {...form.getInputProps("slug")}
              onChange={(event) => form.setFieldValue("slug", event.currentTarget.value.toLowerCase())}
            />
          </SimpleGrid>
          <FormTextarea
            form={form}
            name="description"
            label="Description"
            description={`Optional: what shoppers find in your store (${count(values.description, STORE_LIMITS.description)}).`}
            autosize
            minRows={3}
            maxRows={8}
          />
          <StoreImageField
            kind="banner"
            value={values.banner}
            onChange={(location) => form.setFieldValue("banner", location)}
            onUploading={uploading}
            error={form.errors.banner}
          />
          <StoreImageField
            kind="logo"
            value={values.logo}
            onChange={(location) => form.setFieldValue("logo", location)}
            onUploading={uploading}
            error={form.errors.logo}
          />
        </FormSection>

        <StoreSellingTerms form={form} currencyLocked={store.currencyLocked} />

        <FormSection
          title="Vacation mode"
          description="Away for a while? Your products stay visible, but nobody can buy them until you are back."
        >
          <Switch
            label="The store is on vacation"
            description="Shoppers see your message and cannot check out."
            size="md"
            {...form.getInputProps("vacation", { type: "checkbox" })}
          />
          {values.vacation && (
            <Stack gap="md">
              <FormTextarea
                form={form}
                name="vacationMessage"
                label="Message to shoppers"
                description={`Why you are away and when orders open again (${count(values.vacationMessage, STORE_LIMITS.vacationMessage)}).`}
                required={values.vacation}
                autosize
                minRows={2}
                maxRows={5}
              />
              <FormTextInput
                form={form}
                name="vacationReturnsOn"
                label="Back on"
                description="Optional: the day you expect to ship again."
                type="date"
                maw={240}
              />
            </Stack>
          )}
        </FormSection>

        <Group justify="flex-end">
          <Button
            type="submit"
            size="md"
            w={{ base: "100%", xs: "auto" }}
            loading={configure.isPending}
            disabled={uploads > 0}
            leftSection={<IconDeviceFloppy size={18} aria-hidden />}
          >
            {uploads > 0 ? "Waiting for the upload…" : "Save store"}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
