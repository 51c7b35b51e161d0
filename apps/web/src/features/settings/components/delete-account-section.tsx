import { Button, Group, Modal, Stack, Text } from "@mantine/core";
import { useForm } from "@mantine/form";
import { IconTrash } from "@tabler/icons-react";
import { useQueryClient } from "@tanstack/react-query";
import { useNavigate } from "@tanstack/react-router";
import { useState } from "react";
import { PasswordInput } from "../../../components/password-input.tsx";
import { fieldErrors } from "../../../lib/api-error.ts";
import { notify } from "../../../lib/notify.ts";
import { session } from "../../../lib/session.ts";
import { useDeleteAccount } from "../api.ts";
import { SettingsSection } from "./settings-section.tsx";

const CONSEQUENCES = [
  "Your profile, photo, sign, phone, style profile, addresses and social accounts are deleted.",
  "You leave everyone’s followers and following lists, and nobody can find you any more.",
  "You are signed out on every device, and this email address can be used for a new account.",
  "Orders and messages other people need stay with them, under an anonymous “Deleted user”.",
];

function ConfirmDeletion({ opened, onClose }: { opened: boolean; onClose: () => void }) {
  const remove = useDeleteAccount();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const form = useForm({
    initialValues: { password: "" },
    validate: { password: (value) => (value ? null : "Password is required") },
  });
  const submit = form.onSubmit((values) =>
    remove.mutate(values, {
      onSuccess: async ({ message }) => {
        // The server ended every session; forget this one as logout does, then leave the signed-in pages.
        session.clear();
        notify.success(message);
        await navigate({ to: "/", replace: true });
        queryClient.clear();
      },
      onError: (error) => {
        form.setErrors(fieldErrors(error));
        notify.error(error);
      },
    }),
  );
  return (
    <Modal
      opened={opened}
      onClose={() => {
        form.reset();
        onClose();
      }}
      title="Delete your account?"
      centered
      radius="lg"
    >
      <form onSubmit={submit} noValidate>
        <Stack gap="md">
          <Text size="sm">This cannot be undone. Enter your password to confirm it is you.</Text>
          <PasswordInput
            label="Password"
            autoComplete="current-password"
            required
            data-autofocus
            {...form.getInputProps("password")}
          />
          <Group justify="flex-end" gap="sm">
            <Button variant="default" onClick={onClose} disabled={remove.isPending}>
              Keep my account
            </Button>
            <Button type="submit" color="red.9" loading={remove.isPending}>
              Delete my account
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}

/** The danger zone: what deleting does, then a password-confirmed dialog. */
export function DeleteAccountSection() {
  const [confirming, setConfirming] = useState(false);
  return (
    <SettingsSection
      title="Delete account"
      danger
      description="Close your CBM account for good. We delete it straight away, well within the 30 days our privacy policy promises."
    >
      <Stack component="ul" gap={6} pl="lg" m={0}>
        {CONSEQUENCES.map((line) => (
          <Text component="li" size="sm" key={line}>
            {line}
          </Text>
        ))}
      </Stack>
      <Group>
        <Button
          color="red.9"
          variant="outline"
          leftSection={<IconTrash size={16} aria-hidden />}
          onClick={() => setConfirming(true)}
        >
          Delete my account
        </Button>
      </Group>
      <ConfirmDeletion opened={confirming} onClose={() => setConfirming(false)} />
    </SettingsSection>
  );
}
