import {
  LEAD_MESSAGE_MAX,
  MONTHLY_REVENUE_LABELS,
  MONTHLY_REVENUE_RANGES,
  PRODUCT_CATEGORIES,
  PRODUCT_CATEGORY_LABELS,
  RETAILER_LIMITS,
  RetailerLeadBodySchema,
  SALES_CHANNEL_LABELS,
  SALES_CHANNELS,
} from "@cbm/contracts";
import { Select, Stack } from "@mantine/core";
import { schemaResolver, useForm } from "@mantine/form";
import type { ReactNode } from "react";
import { FormTextarea, FormTextInput, NameAndEmailInputs } from "../../../components/form-fields.tsx";
import { SendRow } from "../../../components/form-page.tsx";
import { ChoiceGrid, optionsOf } from "../../../components/wizard/index.ts";
import { fieldErrors } from "../../../lib/api-error.ts";
import { notify } from "../../../lib/notify.ts";
import { browserCountry, COUNTRY_OPTIONS } from "../../addresses/index.ts";
import { useSendRetailerLead } from "../api.ts";
import classes from "./retailer-lead.module.css";

/** The fields in the order they appear, for taking the person to the first one that needs attention. */
const FIELD_ORDER = ["businessName", "website", "country", "contactName", "email", "message"] as const;

function Section({ number, title, children }: { number: number; title: string; children: ReactNode }) {
  return (
    <fieldset className={classes.section}>
      <legend className={classes.legend}>
        <span className={classes.number} aria-hidden>
          {number}
        </span>
        {title}
      </legend>
      <Stack gap="md">{children}</Stack>
    </fieldset>
  );
}

const resolve = schemaResolver(RetailerLeadBodySchema, { sync: true });

const emptyLead = () => ({
  businessName: "",
  contactName: "",
  email: "",
  website: "",
  country: browserCountry() as string,
  categories: [] as string[],
  channels: [] as string[],
  monthlyRevenue: null as string | null,
  message: "",
});

/** A business's answers about itself; `onSent` gets the server's thanks. */
export function LeadForm({ onSent }: { onSent: (thanks: string) => void }) {
  const send = useSendRetailerLead();
  const form = useForm({
    initialValues: emptyLead(),
    validate: (values) => resolve(asLead(values)),
  });
  const messageLength = form.values.message.trim().length;

  /** Takes the person to the first field that needs their attention. */
  const focusFirst = (errors: Record<string, unknown>) => {
    const first = FIELD_ORDER.find((field) => field in errors);
    if (first) form.getInputNode(first)?.focus();
  };
  const choices = (field: "categories" | "channels") => ({
    value: form.values[field],
    onChange: (value: string[]) => form.setFieldValue(field, value),
    error: form.errors[field],
  });

  const submit = form.onSubmit(
    (values) =>
      send.mutate(RetailerLeadBodySchema.parse(asLead(values)), {
        onSuccess: ({ message }) => {
          notify.success(message);
          onSent(message);
        },
        onError: (error) => {
          const errors = fieldErrors(error);
          form.setErrors(errors);
          focusFirst(errors);
          notify.error(error);
        },
      }),
    focusFirst,
  );

  return (
    <form onSubmit={submit} noValidate aria-label="Retailer questionnaire">
      <Stack gap="xl">
        <Section number={1} title="Your business">
          <FormTextInput
            form={form}
            name="businessName"
            label="Business name"
            autoComplete="organization"
            required
          />
          <FormTextInput
            form={form}
            name="website"
            label="Website"
            description="Optional."
            placeholder="atelier-moreau.com"
            autoComplete="url"
            inputMode="url"
          />
          <Select
            label="Country"
            placeholder="Choose a country"
            data={COUNTRY_OPTIONS}
            searchable
            allowDeselect={false}
            nothingFoundMessage="CBM is not open there yet"
            autoComplete="country"
            required
            {...form.getInputProps("country")}
          />
        </Section>
        <Section number={2} title="What you sell">
          <ChoiceGrid
            label="Categories"
            description={`Choose up to ${RETAILER_LIMITS.categories}.`}
            multiple
            look="chips"
            max={RETAILER_LIMITS.categories}
            options={optionsOf(PRODUCT_CATEGORIES, PRODUCT_CATEGORY_LABELS)}
            {...choices("categories")}
          />
          <ChoiceGrid
            label="Where you sell today"
            multiple
            look="chips"
            options={optionsOf(SALES_CHANNELS, SALES_CHANNEL_LABELS)}
            {...choices("channels")}
          />
          <ChoiceGrid
            label="Revenue a month"
            description="In your main currency; a rough range is enough."
            look="chips"
            options={optionsOf(MONTHLY_REVENUE_RANGES, MONTHLY_REVENUE_LABELS)}
            value={form.values.monthlyRevenue}
            onChange={(value) => form.setFieldValue("monthlyRevenue", value)}
            error={form.errors.monthlyRevenue}
          />
        </Section>
        <Section number={3} title="About you">
          <NameAndEmailInputs form={form} nameField="contactName" nameLabel="Your name" />
          <FormTextarea
            form={form}
            name="message"
            label="Message"
            description={`What should we know about your business and what you hope for from CBM? (${messageLength.toLocaleString("en-US")} / ${LEAD_MESSAGE_MAX.toLocaleString("en-US")})`}
            required
            autosize
            minRows={4}
            maxRows={12}
          />
        </Section>
        <SendRow
          note="We only use your answers to reply to you about selling on CBM."
          sending={send.isPending}
        >
          Send my answers
        </SendRow>
      </Stack>
    </form>
  );
}

/** The form's values as the API takes them: a blank field is left out (the website is optional). */
function asLead(values: ReturnType<typeof emptyLead>) {
  return Object.fromEntries(
    Object.entries(values).filter(
      ([, value]) => value !== null && (typeof value !== "string" || value.trim()),
    ),
  );
}
