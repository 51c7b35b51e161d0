import { ChangePasswordBodySchema } from "@cbm/contracts";
import { Button, Group, SimpleGrid, Stack } from "@mantine/core";
import { schemaResolver, useForm } from "@mantine/form";
import { PasswordInput } from "../../../components/password-input.tsx";
import { fieldErrors } from "../../../lib/api-error.ts";
import { notify } from "../../../lib/notify.ts";
import { useChangePassword } from "../api.ts";
import { SettingsSection } from "./settings-section.tsx";

const EMPTY = { currentPassword: "", password: "", repeated: "" };

/** A new password, confirmed by the current one; other devices are signed out. */
export function PasswordSection() {
  const change = useChangePassword();
  const form = useForm({
    initialValues: EMPTY,
    validate: (values) => ({
      ...schemaResolver(ChangePasswordBodySchema, { sync: true })(values),
      repeated: values.repeated === values.password ? null : "The passwords do not match",
    }),
  });
  const submit = form.onSubmit(({ currentPassword, password }) =>
    change.mutate(
      { currentPassword, password },
      {
        onSuccess: ({ message }) => {
          form.setValues(EMPTY);
          notify.success(`${message} Your other devices are signed out.`);
        },
        onError: (error) => {
          form.setErrors(fieldErrors(error));
          notify.error(error);
        },
      },
    ),
  );

  return (
    <SettingsSection
      title="Password"
      description="Choose a password of at least 8 characters that you do not use anywhere else."
    >
      <form onSubmit={submit} noValidate aria-label="Change password">
        <Stack gap="md" maw={520}>
          <PasswordInput
            label="Current password"
            autoComplete="current-password"
            required
            {...form.getInputProps("currentPassword")}
          />
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
            <PasswordInput
              label="New password"
              autoComplete="new-password"
              required
              {...form.getInputProps("password")}
            />
            <PasswordInput
              label="Repeat the new password"
              autoComplete="new-password"
              required
              {...form.getInputProps("repeated")}
            />
          </SimpleGrid>
          <Group>
            <Button type="submit" loading={change.isPending}>
              Change password
            </Button>
          </Group>
        </Stack>
      </form>
    </SettingsSection>
  );
}
