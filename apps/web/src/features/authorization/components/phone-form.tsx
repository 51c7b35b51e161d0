import { phoneField } from "@cbm/contracts";
import { Button, Stack } from "@mantine/core";
import { useForm } from "@mantine/form";
import { FormTextInput } from "../../../components/form-fields.tsx";
import { fieldErrors } from "../../../lib/api-error.ts";
import { notify } from "../../../lib/notify.ts";
import { useUpdateProfile } from "../../users/index.ts";

/** The first message of the server's rule for a phone number, or null when the number passes. */
function phoneProblem(value: string): string | null {
  const result = phoneField().safeParse(value);
  return result.success ? null : (result.error.issues[0]?.message ?? "This value is not valid");
}

/** Asks for the phone number that the code goes to, and saves it on the profile. */
export function PhoneForm({
  initialPhone,
  onSaved,
  onCancel,
}: {
  initialPhone: string;
  onSaved: () => void;
  onCancel?: () => void;
}) {
  const update = useUpdateProfile();
  const form = useForm({
    mode: "uncontrolled",
    initialValues: { phone: initialPhone },
    validate: { phone: phoneProblem },
  });
  const submit = form.onSubmit(
    (values) =>
      update.mutate(
        { phone: values.phone.trim() },
        {
          onSuccess: onSaved,
          onError: (error) => {
            form.setErrors(fieldErrors(error));
            notify.error(error);
          },
        },
      ),
    () => form.getInputNode("phone")?.focus(),
  );
  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="md">
        <FormTextInput
          form={form}
          name="phone"
          label="Mobile phone"
          description="In international format, like +14155550123."
          type="tel"
          inputMode="tel"
          autoComplete="tel"
          placeholder="+14155550123"
          required
        />
        <Button type="submit" loading={update.isPending} fullWidth size="md">
          Save phone number
        </Button>
        {onCancel && (
          <Button variant="subtle" color="ink" onClick={onCancel} disabled={update.isPending}>
            Keep {initialPhone}
          </Button>
        )}
      </Stack>
    </form>
  );
}
