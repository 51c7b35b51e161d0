import { CodeField, phoneField } from "@cbm/contracts";
import { Alert, Anchor, Button, Group, Skeleton, Stack, Text, TextInput, ThemeIcon } from "@mantine/core";
import { useForm } from "@mantine/form";
import { IconCircleCheck, IconDeviceMobile, IconDeviceMobileMessage } from "@tabler/icons-react";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { Link, useNavigate, useSearch } from "@tanstack/react-router";
import { type FormEvent, useRef, useState } from "react";
import { fieldErrors, messageFor } from "../../../lib/api-error.ts";
import { notify } from "../../../lib/notify.ts";
import { profileQuery, usersKeys, useUpdateProfile } from "../../users/index.ts";
import { sendPhoneCode, verifyPhoneCode } from "../api.ts";
import { AuthCard } from "../components/auth-card.tsx";
import { CodeInput } from "../components/code-input.tsx";
import { DevOutboxNote } from "../components/dev-outbox-note.tsx";
import { ResendCodeButton } from "../components/resend-code-button.tsx";
import { useCooldown } from "../components/use-cooldown.ts";
import { firstStepsPath } from "../first-steps.ts";

interface Checkable {
  safeParse(value: unknown): { success: true } | { success: false; error: { issues: { message: string }[] } };
}

/** The first message of a contract schema's verdict on a value (the server's own rule), or null when it passes. */
function problemOf(schema: Checkable, value: unknown): string | null {
  const result = schema.safeParse(value);
  return result.success ? null : (result.error.issues[0]?.message ?? "This value is not valid");
}

/** Asks for the phone number that the code goes to, and saves it on the profile. */
function PhoneForm({
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
    validate: { phone: (value) => problemOf(phoneField(), value) },
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
        <TextInput
          label="Mobile phone"
          description="In international format, like +14155550123."
          type="tel"
          inputMode="tel"
          autoComplete="tel"
          placeholder="+14155550123"
          required
          key={form.key("phone")}
          {...form.getInputProps("phone")}
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

export function TwoFactorAuthPage() {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const profile = useQuery(profileQuery());
  const [changingPhone, setChangingPhone] = useState(false);
  const [sent, setSent] = useState<string | null>(null);
  const [code, setCode] = useState("");
  const [codeError, setCodeError] = useState<string | null>(null);
  const cooldown = useCooldown();
  const codeRef = useRef<HTMLInputElement>(null);
  // Right after registering, the way on is the onboarding of the person's role; otherwise the wall.
  const { welcome } = useSearch({ strict: false });
  const onward = welcome && profile.data ? firstStepsPath(profile.data.roles) : "/wall";

  const send = useMutation({
    mutationFn: sendPhoneCode,
    onSuccess: ({ message }) => {
      // The first code's message stays on the page; a resent one is announced, as it changes nothing visible.
      if (sent) notify.success(message);
      setSent(message);
      setCode("");
      setCodeError(null);
      cooldown.start();
    },
    onError: (error) => {
      notify.error(error);
      // The server needs a phone on the profile first.
      if (fieldErrors(error).phone) setChangingPhone(true);
    },
  });

  const verify = useMutation({
    mutationFn: verifyPhoneCode,
    onSuccess: async ({ message }) => {
      notify.success(message);
      await navigate({ to: onward });
      void queryClient.invalidateQueries({ queryKey: usersKeys.profile() });
    },
    onError: (error) => {
      setCodeError(fieldErrors(error).code ?? messageFor(error));
      notify.error(error);
      codeRef.current?.focus();
    },
  });

  const submitCode = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (verify.isPending) return;
    const problem = problemOf(CodeField, code);
    if (problem) {
      setCodeError(problem);
      codeRef.current?.focus();
      return;
    }
    verify.mutate(code.trim());
  };

  const skip = (
    <Text size="sm" ta="center">
      <Anchor component={Link} to={onward} c="ink.7">
        Skip for now
      </Anchor>
    </Text>
  );

  if (profile.isPending) {
    return (
      <AuthCard title="Verify your phone" intro="A verified phone keeps your account safe.">
        <Stack gap="md" aria-busy="true" aria-label="Loading your profile">
          <Skeleton height={20} width="70%" />
          <Skeleton height={42} />
          <Skeleton height={42} />
        </Stack>
      </AuthCard>
    );
  }

  if (profile.isError) {
    return (
      <AuthCard title="Verify your phone">
        <Alert color="red" variant="light" role="alert">
          {messageFor(profile.error)}
        </Alert>
        <Button variant="default" onClick={() => void profile.refetch()} loading={profile.isFetching}>
          Try again
        </Button>
        {skip}
      </AuthCard>
    );
  }

  const { phone, phoneVerified } = profile.data;

  if (phoneVerified && !verify.isSuccess && !changingPhone) {
    return (
      <AuthCard title="Your phone is verified">
        <Group gap="md" wrap="nowrap" align="center">
          <ThemeIcon variant="light" color="teal" size={44} radius="xl">
            <IconCircleCheck size={22} aria-hidden />
          </ThemeIcon>
          <Text>
            <Text span fw={600} style={{ whiteSpace: "nowrap" }}>
              {phone}
            </Text>{" "}
            is verified. You are all set.
          </Text>
        </Group>
        <Button component={Link} to={onward} size="md" fullWidth>
          Continue to CBM
        </Button>
      </AuthCard>
    );
  }

  if (!phone || changingPhone) {
    return (
      <AuthCard
        title="Add your phone"
        intro="We text a 6-digit code to it, so we know it is yours. It keeps your account safe."
      >
        <PhoneForm
          initialPhone={phone ?? ""}
          onSaved={() => {
            setChangingPhone(false);
            setSent(null);
          }}
          onCancel={phone ? () => setChangingPhone(false) : undefined}
        />
        {skip}
      </AuthCard>
    );
  }

  if (!sent) {
    return (
      <AuthCard
        title="Verify your phone"
        intro="A verified phone keeps your account safe and helps people trust you."
      >
        <Stack gap="md">
          <Group gap="md" wrap="nowrap" align="center">
            <ThemeIcon variant="light" color="rose" size={44} radius="xl">
              <IconDeviceMobile size={22} aria-hidden />
            </ThemeIcon>
            <Text>
              We will text a 6-digit code to{" "}
              <Text span fw={600} style={{ whiteSpace: "nowrap" }}>
                {phone}
              </Text>
              .
            </Text>
          </Group>
          <Button size="md" fullWidth loading={send.isPending} onClick={() => send.mutate()}>
            Send code
          </Button>
          <Button
            variant="subtle"
            color="ink"
            onClick={() => setChangingPhone(true)}
            disabled={send.isPending}
          >
            Use a different number
          </Button>
          {skip}
        </Stack>
      </AuthCard>
    );
  }

  return (
    <AuthCard
      title="Enter your code"
      intro="Type the 6 digits we texted you. The code expires in 10 minutes."
    >
      <form onSubmit={submitCode} noValidate>
        <Stack gap="md">
          <Alert
            color="rose"
            variant="light"
            icon={<IconDeviceMobileMessage size={20} aria-hidden />}
            role="status"
          >
            <Text size="sm">{sent}</Text>
            <Text size="sm" mt={4}>
              <Text span size="sm" fw={600} style={{ whiteSpace: "nowrap" }}>
                {phone}
              </Text>{" "}
              ·{" "}
              <Anchor component="button" type="button" size="sm" onClick={() => setChangingPhone(true)}>
                Change number
              </Anchor>
            </Text>
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
          <Button type="submit" size="md" fullWidth loading={verify.isPending}>
            Verify phone
          </Button>
          <Group justify="center">
            <ResendCodeButton
              remaining={cooldown.remaining}
              loading={send.isPending}
              onClick={() => send.mutate()}
            />
          </Group>
          {skip}
          <DevOutboxNote to={phone} />
        </Stack>
      </form>
    </AuthCard>
  );
}
