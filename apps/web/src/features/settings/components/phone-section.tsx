import { type Profile, phoneField } from "@cbm/contracts";
import { Alert, Badge, Button, Group, Stack, Text, TextInput } from "@mantine/core";
import { useForm } from "@mantine/form";
import { IconCircleCheck, IconDeviceMobileMessage } from "@tabler/icons-react";
import { fieldErrors } from "../../../lib/api-error.ts";
import { notify } from "../../../lib/notify.ts";
import {
  CodeInput,
  DevOutboxNote,
  ResendCodeButton,
  usePhoneVerification,
} from "../../authorization/index.ts";
import { useUpdateProfile } from "../../users/index.ts";
import { SettingsSection } from "./settings-section.tsx";

/** An empty field removes the number; anything else must follow the server's rule. */
function phoneProblem(value: string): string | null {
  if (!value.trim()) return null;
  const checked = phoneField().safeParse(value);
  return checked.success ? null : (checked.error.issues[0]?.message ?? "This number is not valid");
}

/** The code texted to the saved number, typed in to verify it. */
function VerifyPhone({ phone }: { phone: string }) {
  const verification = usePhoneVerification();

  if (!verification.sent) {
    return (
      <Alert color="yellow" variant="light" title="Verify your number">
        <Stack gap="sm" align="flex-start">
          <Text size="sm">We text a 6-digit code to {phone}, so we know it is yours.</Text>
          <Button size="sm" loading={verification.sending} onClick={verification.sendCode}>
            Send code
          </Button>
        </Stack>
      </Alert>
    );
  }
  return (
    <form onSubmit={verification.submitCode} noValidate aria-label="Verify your phone">
      <Stack gap="md">
        <Alert
          color="rose"
          variant="light"
          icon={<IconDeviceMobileMessage size={20} aria-hidden />}
          role="status"
        >
          <Text size="sm">{verification.sent}</Text>
        </Alert>
        <CodeInput {...verification.codeInput} autoFocus />
        <Group gap="sm">
          <Button type="submit" loading={verification.verifying}>
            Verify phone
          </Button>
          <ResendCodeButton {...verification.resend} />
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
