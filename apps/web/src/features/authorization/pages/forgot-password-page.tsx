import { ForgotPasswordChangeBodySchema, ForgotPasswordSendCodeBodySchema } from "@cbm/contracts";
import { Alert, Anchor, Button, Group, Stack, Text } from "@mantine/core";
import { schemaResolver, useForm } from "@mantine/form";
import { IconArrowLeft, IconMailCheck } from "@tabler/icons-react";
import { useMutation } from "@tanstack/react-query";
import { Link, useNavigate } from "@tanstack/react-router";
import { useState } from "react";
import { FormPasswordInput, FormTextInput } from "../../../components/form-fields.tsx";
import { fieldErrors } from "../../../lib/api-error.ts";
import { notify } from "../../../lib/notify.ts";
import { resetPassword, sendPasswordResetCode } from "../api.ts";
import { AuthCard } from "../components/auth-card.tsx";
import { CodeFormFooter } from "../components/code-form-footer.tsx";
import { CodeInput } from "../components/code-input.tsx";
import { useCooldown } from "../components/use-cooldown.ts";

const checkCodeAndPassword = schemaResolver(
  ForgotPasswordChangeBodySchema.pick({ code: true, password: true }),
  {
    sync: true,
  },
);

interface ResetValues {
  code: string;
  password: string;
  confirmPassword: string;
}

const backToLogin = (
  <Group justify="center">
    <Anchor component={Link} to="/login" size="sm" c="ink.7">
      <Group gap={6} wrap="nowrap" component="span">
        <IconArrowLeft size={16} aria-hidden />
        Back to log in
      </Group>
    </Anchor>
  </Group>
);

/** Step 1: the email the code goes to. */
function EmailStep({
  initialEmail,
  onSent,
}: {
  initialEmail: string;
  onSent: (email: string, message: string) => void;
}) {
  const send = useMutation({ mutationFn: sendPasswordResetCode });
  const form = useForm({
    mode: "uncontrolled",
    initialValues: { email: initialEmail },
    validate: schemaResolver(ForgotPasswordSendCodeBodySchema, { sync: true }),
  });
  const submit = form.onSubmit(
    ({ email }) => {
      // As the server keeps it, so the dev outbox can be filtered by it.
      const address = email.trim().toLowerCase();
      send.mutate(address, {
        onSuccess: ({ message }) => onSent(address, message),
        onError: (error) => {
          form.setErrors(fieldErrors(error));
          notify.error(error);
        },
      });
    },
    () => form.getInputNode("email")?.focus(),
  );
  return (
    <AuthCard
      title="Reset your password"
      intro="Enter the email you joined with. We will send you a 6-digit code to choose a new password."
    >
      <form onSubmit={submit} noValidate>
        <Stack gap="md">
          <FormTextInput form={form} name="email" label="Email" type="email" autoComplete="email" required />
          <Button type="submit" loading={send.isPending} fullWidth size="md">
            Send code
          </Button>
          {backToLogin}
        </Stack>
      </form>
    </AuthCard>
  );
}

/** Step 2: the mailed code and the new password. */
function ResetStep({
  email,
  message,
  onChangeEmail,
}: {
  email: string;
  message: string;
  onChangeEmail: () => void;
}) {
  const navigate = useNavigate();
  // The first code has just gone out.
  const cooldown = useCooldown({ startNow: true });
  const resend = useMutation({
    mutationFn: () => sendPasswordResetCode(email),
    onSuccess: ({ message }) => {
      notify.success(message);
      cooldown.start();
    },
    onError: (error) => notify.error(error),
  });
  const reset = useMutation({ mutationFn: resetPassword });
  const form = useForm<ResetValues>({
    mode: "uncontrolled",
    initialValues: { code: "", password: "", confirmPassword: "" },
    validate: (values) => {
      const errors = checkCodeAndPassword(values);
      if (!errors.password && values.confirmPassword !== values.password) {
        errors.confirmPassword = "The passwords do not match";
      }
      return errors;
    },
  });
  const focusFirst = (errors: Record<string, unknown>) => {
    const first = (["code", "password", "confirmPassword"] as const).find((field) => field in errors);
    if (first) form.getInputNode(first)?.focus();
  };
  const submit = form.onSubmit(
    (values) =>
      reset.mutate(
        { email, code: values.code.trim(), password: values.password },
        {
          onSuccess: async ({ message }) => {
            notify.success(message);
            await navigate({ to: "/login" });
          },
          onError: (error) => {
            const errors = fieldErrors(error);
            form.setErrors(errors);
            focusFirst(errors);
            notify.error(error);
          },
        },
      ),
    focusFirst,
  );

  return (
    <AuthCard
      title="Choose a new password"
      intro="Enter the code from the email and the password you want to use."
    >
      <form onSubmit={submit} noValidate>
        <Stack gap="md">
          <Alert color="rose" variant="light" icon={<IconMailCheck size={20} aria-hidden />} role="status">
            <Text size="sm">{message}</Text>
            <Text size="sm" fw={600} mt={4} style={{ overflowWrap: "anywhere" }}>
              {email}
            </Text>
            <Anchor component="button" type="button" size="sm" onClick={onChangeEmail}>
              Use a different email
            </Anchor>
          </Alert>
          <CodeInput
            description="The code expires in 10 minutes."
            autoFocus
            key={form.key("code")}
            {...form.getInputProps("code")}
          />
          <FormPasswordInput
            form={form}
            name="password"
            label="New password"
            description="At least 8 characters."
            autoComplete="new-password"
            required
          />
          <FormPasswordInput
            form={form}
            name="confirmPassword"
            label="Confirm new password"
            autoComplete="new-password"
            required
          />
          <CodeFormFooter
            submit="Change password"
            submitting={reset.isPending}
            resend={{
              remaining: cooldown.remaining,
              loading: resend.isPending,
              onClick: () => resend.mutate(),
            }}
            wayOut={backToLogin}
            sentTo={email}
          />
        </Stack>
      </form>
    </AuthCard>
  );
}

export function ForgotPasswordPage() {
  const [sent, setSent] = useState<{ email: string; message: string } | null>(null);
  const [lastEmail, setLastEmail] = useState("");
  if (!sent) {
    return <EmailStep initialEmail={lastEmail} onSent={(email, message) => setSent({ email, message })} />;
  }
  return (
    <ResetStep
      email={sent.email}
      message={sent.message}
      onChangeEmail={() => {
        setLastEmail(sent.email);
        setSent(null);
      }}
    />
  );
}
