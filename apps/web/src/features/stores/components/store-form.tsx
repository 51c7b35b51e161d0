import {
  CURRENCIES,
  type Currency,
  type OwnStore,
  STORE_LIMITS,
  STORE_SLUG_MAX,
  type StoreBody,
  StoreBodySchema,
} from "@cbm/contracts";
import {
  Button,
  Group,
  NativeSelect,
  NumberInput,
  SimpleGrid,
  Stack,
  Switch,
  Text,
  TextInput,
} from "@mantine/core";
import { type FormErrors, useForm } from "@mantine/form";
import { IconDeviceFloppy } from "@tabler/icons-react";
import { useState } from "react";
import { FormTextarea, FormTextInput } from "../../../components/form-fields.tsx";
import { FormSection } from "../../../components/form-section.tsx";
import { fieldErrors } from "../../../lib/api-error.ts";
import { notify } from "../../../lib/notify.ts";
import { useConfigureStore } from "../api.ts";
import { StoreImageField } from "./store-image-field.tsx";

interface StoreValues {
  name: string;
  slug: string;
  logo: string;
  banner: string;
  description: string;
  currency: Currency;
  handlingDays: number | string;
  returnWindowDays: number | string;
  returnPolicy: string;
  contactEmail: string;
  vacation: boolean;
  vacationMessage: string;
  vacationReturnsOn: string;
}

/** The fields in the order they appear, for focusing the first one that needs attention. */
const FIELD_ORDER: (keyof StoreValues)[] = [
  "name",
  "slug",
  "description",
  "logo",
  "banner",
  "currency",
  "handlingDays",
  "returnWindowDays",
  "returnPolicy",
  "contactEmail",
  "vacation",
  "vacationMessage",
  "vacationReturnsOn",
];

const valuesOf = (store: OwnStore): StoreValues => ({
  name: store.name,
  slug: store.slug,
  logo: store.logo ?? "",
  banner: store.banner ?? "",
  description: store.description ?? "",
  currency: store.currency,
  handlingDays: store.handlingDays,
  returnWindowDays: store.returnWindowDays,
  returnPolicy: store.returnPolicy ?? "",
  contactEmail: store.contactEmail ?? "",
  vacation: store.vacation.on,
  vacationMessage: store.vacation.message ?? "",
  vacationReturnsOn: store.vacation.returnsOn ?? "",
});

/** What the contract checks: the vacation's message and date only while vacation mode is on. */
const bodyOf = (values: StoreValues) =>
  values.vacation ? values : { ...values, vacationMessage: "", vacationReturnsOn: "" };

/** Messages of the contract or the server under the form's fields ("vacationReturnsOn" stays itself). */
function onFields(messages: [path: string, message: string][]): FormErrors {
  const errors: Record<string, string> = {};
  for (const [path, message] of messages) {
    const [field = path] = path.split(".");
    errors[field] = errors[field] ? `${errors[field]} ${message}` : message;
  }
  return errors;
}

function check(values: StoreValues): FormErrors {
  const result = StoreBodySchema.safeParse(bodyOf(values));
  return onFields(
    result.success ? [] : result.error.issues.map((issue) => [issue.path.join("."), issue.message]),
  );
}

const count = (text: string, max: number) => `${text.trim().length} / ${max}`;

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

        <FormSection
          title="Selling terms"
          description="Shown to shoppers before they buy: the currency of your prices, how soon you ship and how returns work."
        >
          <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="md">
            <NativeSelect
              label="Currency"
              description={
                store.currencyLocked
                  ? "Fixed: your store has orders in this currency."
                  : "Your products and shipping are priced in it."
              }
              data={CURRENCIES}
              required
              disabled={store.currencyLocked}
              {...form.getInputProps("currency")}
            />
            <NumberInput
              label="Handling time"
              description="Days to get an order ready to ship."
              required
              min={STORE_LIMITS.handlingDays.min}
              max={STORE_LIMITS.handlingDays.max}
              allowDecimal={false}
              allowNegative={false}
              suffix={Number(values.handlingDays) === 1 ? " day" : " days"}
              {...form.getInputProps("handlingDays")}
            />
            <NumberInput
              label="Return window"
              description="Days to send an order back; 0 for no returns."
              required
              min={STORE_LIMITS.returnWindowDays.min}
              max={STORE_LIMITS.returnWindowDays.max}
              allowDecimal={false}
              allowNegative={false}
              suffix={Number(values.returnWindowDays) === 1 ? " day" : " days"}
              {...form.getInputProps("returnWindowDays")}
            />
          </SimpleGrid>
          <FormTextarea
            form={form}
            name="returnPolicy"
            label="Return policy"
            description={`Optional: the condition items must come back in, who pays the postage, how refunds are made (${count(values.returnPolicy, STORE_LIMITS.returnPolicy)}).`}
            autosize
            minRows={3}
            maxRows={10}
          />
          <FormTextInput
            form={form}
            name="contactEmail"
            label="Contact email"
            description="Optional: where shoppers write about an order. Without one, they write through CBM."
            type="email"
            autoComplete="email"
          />
        </FormSection>

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
