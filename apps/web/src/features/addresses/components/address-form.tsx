import { type Address, type AddressBody, AddressBodySchema } from "@cbm/contracts";
import { Alert, Select, SimpleGrid, Stack } from "@mantine/core";
import { schemaResolver, type UseFormReturnType, useForm } from "@mantine/form";
import { DialogForm } from "../../../components/dialog-form.tsx";
import { FormTextInput } from "../../../components/form-fields.tsx";
import { fieldErrors } from "../../../lib/api-error.ts";
import { notify } from "../../../lib/notify.ts";
import { session } from "../../../lib/session.ts";
import { useCreateAddress, useUpdateAddress } from "../api.ts";
import { browserCountry, COUNTRY_OPTIONS } from "../countries.ts";
import classes from "./address-form.module.css";

type AddressValues = Record<keyof AddressBody, string>;
export type AddressFormState = UseFormReturnType<AddressValues, AddressBody>;

/** The fields in the order they appear, for focusing the first one that needs attention. */
const FIELD_ORDER: (keyof AddressBody)[] = [
  "label",
  "fullName",
  "phone",
  "country",
  "line1",
  "line2",
  "city",
  "postalCode",
  "region",
];

/** The address's values, or a new one's: the person's name and the country of their browser. */
function valuesOf(address?: Address): AddressValues {
  return {
    label: address?.label ?? "",
    fullName: address?.fullName ?? session.read()?.user?.fullName ?? "",
    phone: address?.phone ?? "",
    country: address?.country ?? browserCountry(),
    line1: address?.line1 ?? "",
    line2: address?.line2 ?? "",
    city: address?.city ?? "",
    postalCode: address?.postalCode ?? "",
    region: address?.region ?? "",
  };
}

/**
 * The state of an address form: adds an address, or changes `address` when given, and calls `onSaved`
 * with the result. The server's field messages land beside the fields. `submit` validates and saves.
 */
export function useAddressForm({
  address,
  onSaved,
}: {
  address?: Address;
  onSaved: (saved: Address) => void;
}) {
  const create = useCreateAddress();
  const update = useUpdateAddress();
  const form = useForm<AddressValues, AddressBody>({
    mode: "uncontrolled",
    initialValues: valuesOf(address),
    validate: schemaResolver(AddressBodySchema, { sync: true }),
    transformValues: (values) => AddressBodySchema.parse(values),
  });

  const focusFirst = (errors: Record<string, unknown>) => {
    const first = FIELD_ORDER.find((field) => field in errors);
    if (first) form.getInputNode(first)?.focus();
  };

  const submit = form.onSubmit(async (body) => {
    try {
      onSaved(address ? await update.mutateAsync({ id: address.id, body }) : await create.mutateAsync(body));
    } catch (error) {
      const errors = fieldErrors(error);
      form.setErrors(errors);
      focusFirst(errors);
      notify.error(error);
    }
  }, focusFirst);

  return { form, submit, saving: create.isPending || update.isPending };
}

/** The inputs of an address, for a form of the caller's (a dialog, a questionnaire step). */
export function AddressFields({ form }: { form: AddressFormState }) {
  const limit = form.errors.addresses;
  return (
    <Stack gap="md" className={classes.fields}>
      {limit && (
        <Alert color="red" variant="light" role="alert">
          {limit}
        </Alert>
      )}
      <FormTextInput
        form={form}
        name="label"
        label="Label"
        description="Optional: a name for this address, like Home or Studio."
        placeholder="Home"
      />
      <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="md">
        <FormTextInput form={form} name="fullName" label="Full name" autoComplete="name" required />
        <FormTextInput
          form={form}
          name="phone"
          label="Phone"
          description="Optional, for the courier."
          // Under the box, so it lines up with the name beside it.
          inputWrapperOrder={["label", "input", "description", "error"]}
          placeholder="+14155550123"
          type="tel"
          autoComplete="tel"
          inputMode="tel"
        />
      </SimpleGrid>
      <Select
        label="Country"
        placeholder="Choose a country"
        data={COUNTRY_OPTIONS}
        searchable
        allowDeselect={false}
        nothingFoundMessage="We do not deliver there yet"
        autoComplete="country"
        required
        key={form.key("country")}
        {...form.getInputProps("country")}
      />
      <FormTextInput form={form} name="line1" label="Street address" autoComplete="address-line1" required />
      <FormTextInput
        form={form}
        name="line2"
        label="Apartment, suite or floor"
        description="Optional."
        autoComplete="address-line2"
      />
      <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="md">
        <FormTextInput form={form} name="city" label="City" autoComplete="address-level2" required />
        <FormTextInput
          form={form}
          name="postalCode"
          label="Postal code"
          autoComplete="postal-code"
          required
        />
      </SimpleGrid>
      <FormTextInput
        form={form}
        name="region"
        label="State or region"
        description="Optional, where your country uses one."
        autoComplete="address-level1"
      />
    </Stack>
  );
}

export interface AddressFormProps {
  /** The address to change; without it the form adds a new one. */
  address?: Address;
  /** Called with the saved address. */
  onSaved: (saved: Address) => void;
  /** Shows a Cancel button that calls it. */
  onCancel?: () => void;
}

/** A whole form to add or change an address, with its own Save button. */
export function AddressForm({ address, onSaved, onCancel }: AddressFormProps) {
  const { form, submit, saving } = useAddressForm({ address, onSaved });
  return (
    <DialogForm
      label={address ? "Edit address" : "New address"}
      onSubmit={submit}
      submitLabel={address ? "Save changes" : "Save address"}
      saving={saving}
      onCancel={onCancel}
    >
      <AddressFields form={form} />
    </DialogForm>
  );
}
