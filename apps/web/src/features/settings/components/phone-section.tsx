import { CodeField, type Profile, phoneField } from "@cbm/contracts";
import { Alert, Badge, Button, Group, Stack, Text, TextInput } from "@mantine/core";
import { useForm } from "@mantine/form";
import { IconCircleCheck, IconDeviceMobileMessage } from "@tabler/icons-react";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { type FormEvent, useRef, useState } from "react";
import { fieldErrors, messageFor } from "../../../lib/api-error.ts";
import { notify } from "../../../lib/notify.ts";
import {
  CodeInput,
  DevOutboxNote,
  ResendCodeButton,
  sendPhoneCode,
  useCooldown,
  verifyPhoneCode,
} from "../../authorization/index.ts";
import { usersKeys, useUpdateProfile } from "../../users/index.ts";
import { SettingsSection } from "./settings-section.tsx";

/** An empty field removes the number; anything else must follow the server's rule. */
function phoneProblem(value: string): string | null {
  if (!value.trim()) return null;
  const checked = phoneField().safeParse(value);
  return checked.success ? null : (checked.error.issues[0]?.message ?? "This number is not valid");
}

/** The code texted to the saved number, typed in to verify it. */
function VerifyPhone({ phone }: { phone: string }) {
  const queryClient = useQueryClient();
  const [sent, setSent] = useState<string | null>(null);
  const [code, setCode] = useState("");
  const [codeError, setCodeError] = useState<string | null>(null);
  const cooldown = useCooldown();
  const codeRef = useRef<HTMLInputElement>(null);

  const send = useMutation({
    mutationFn: sendPhoneCode,
    onSuccess: ({ message }) => {
      if (sent) notify.success(message);
      setSent(message);
      setCode("");
      setCodeError(null);
      cooldown.start();
    },
    onError: (error) => notify.error(error),
  });
  const verify = useMutation({
    mutationFn: verifyPhoneCode,
    onSuccess: ({ message }) => {
      notify.success(message);
      void queryClient.invalidateQueries({ queryKey: usersKeys.profile() });
    },
    onError: (error) => {
      setCodeError(fieldErrors(error).code ?? messageFor(error));
      notify.error(error);
      codeRef.current?.focus();
    },
  });

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const checked = CodeField.safeParse(code);
    if (!checked.success) {
      setCodeError(checked.error.issues[0]?.message ?? "Enter the code we sent you");
      codeRef.current?.focus();
      return;
    }
    verify.mutate(checked.data);
  };

  if (!sent) {
    return (
      <Alert color="yellow" variant="light" title="Verify your number">
        <Stack gap="sm" align="flex-start">
          <Text size="sm">We text a 6-digit code to {phone}, so we know it is yours.</Text>
          <Button size="sm" loading={send.isPending} onClick={() => send.mutate()}>
            Send code
          </Button>
        </Stack>
      </Alert>
    );
  }
  return (
    <form onSubmit={submit} noValidate aria-label="Verify your phone">
      <Stack gap="md">
        <Alert
          color="rose"
          variant="light"
          icon={<IconDeviceMobileMessage size={20} aria-hidden />}
          role="status"
        >
          <Text size="sm">{sent}</Text>
        </Alert>
        <CodeInput
          value={code}
          onChange={(value) => {
            setCode(value);
            if (codeError) setCodeError(null);
          }}
          error={codeError}
          autoFocus
          ref={codeRef}
        />
        <Group gap="sm">
          <Button type="submit" loading={verify.isPending}>
            Verify phone
          </Button>
          <ResendCodeButton
            remaining={cooldown.remaining}
            loading={send.isPending}
            onClick={() => send.mutate()}
          />
        </Group>
        <DevOutboxNote to={phone} />
      </Stack>
    </form>
  );
}

/** The mobile number: changed through the profile, then verified with a texted code. */
export function PhoneSection({ profile }: { profile: Profile }) {
  const update = useUpdateProfile();
  const form = useForm({
    initialValues: { phone: profile.phone ?? "" },
    validate: { phone: phoneProblem },
  });
  const submit = form.onSubmit((values) =>
    update.mutate(
      { phone: values.phone.trim() },
      {
        onSuccess: (saved) => {
          form.setValues({ phone: saved.phone ?? "" });
          form.resetDirty();
          notify.success(saved.phone ? "Your phone number is saved." : "Your phone number is removed.");
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
      title="Phone"
      description="A verified phone keeps your account safe and helps people trust you. We never show it to others."
    >
      <form onSubmit={submit} noValidate aria-label="Phone number">
        <Group gap="sm" align="flex-end" wrap="wrap">
          <TextInput
            label={
              <Group gap={8} component="span">
                Mobile phone
                {profile.phone &&
                  (profile.phoneVerified ? (
                    <Badge
                      color="teal"
                      variant="light"
                      c="ink.9"
                      size="sm"
                      leftSection={<IconCircleCheck size={12} aria-hidden />}
                    >
                      Verified
                    </Badge>
                  ) : (
                    <Badge color="orange" variant="light" c="ink.9" size="sm">
                      Not verified
                    </Badge>
                  ))}
              </Group>
            }
            description="In international format, like +14155550123."
            type="tel"
            inputMode="tel"
            autoComplete="tel"
            placeholder="+14155550123"
            style={{ flex: "1 1 260px" }}
            {...form.getInputProps("phone")}
          />
          <Button type="submit" loading={update.isPending} disabled={!form.isDirty()}>
            Save number
          </Button>
        </Group>
      </form>
      {profile.phone && !profile.phoneVerified && <VerifyPhone key={profile.phone} phone={profile.phone} />}
    </SettingsSection>
  );
}
