import { Alert, Anchor, Button, Group, Stack, Text } from "@mantine/core";
import { isEmail, isNotEmpty, useForm } from "@mantine/form";
import { Link, useNavigate, useSearch } from "@tanstack/react-router";
import { FormPasswordInput, FormTextInput } from "../../../components/form-fields.tsx";
import { ApiError, messageFor } from "../../../lib/api-error.ts";
import { afterLogin } from "../../../lib/guard.ts";
import { useLogin } from "../api.ts";
import { AuthCard } from "../components/auth-card.tsx";

/** A refused login says why in its own words; section 8's "Unauthenticated." would not help here. */
function loginFailure(error: unknown): string {
  const said = error instanceof ApiError && (error.body as { message?: unknown } | null)?.message;
  return error instanceof ApiError && error.status === 401 && typeof said === "string"
    ? said
    : messageFor(error);
}

export function LoginPage() {
  const { redirect } = useSearch({ from: "/visitor/login" });
  const navigate = useNavigate();
  const login = useLogin();
  const form = useForm({
    mode: "uncontrolled",
    initialValues: { username: "", password: "" },
    // The server's two rules, written out rather than taken from LoginFormSchema: the login page is a
    // first screen, and the schema would bring the whole validation library into its budget.
    validate: {
      username: (value) =>
        isNotEmpty("Email is required")(value) ??
        isEmail("Email must be a valid email address")(value.trim()),
      password: isNotEmpty("Password is required"),
    },
  });

  const submit = form.onSubmit((credentials) =>
    login.mutate(credentials, {
      onSuccess: (auth) => void navigate({ href: afterLogin(redirect, auth.user.roles), replace: true }),
    }),
  );

  return (
    <AuthCard title="Welcome back" intro="Log in to see the looks, closets and people you follow.">
      <form onSubmit={submit} noValidate>
        <Stack gap="md">
          {login.isError && (
            <Alert color="red" variant="light" role="alert">
              {loginFailure(login.error)}
            </Alert>
          )}
          <FormTextInput
            form={form}
            name="username"
            label="Email"
            type="email"
            autoComplete="email"
            required
          />
          <FormPasswordInput
            form={form}
            name="password"
            label="Password"
            autoComplete="current-password"
            required
          />
          <Group justify="flex-end">
            <Anchor component={Link} to="/forgot-password" size="sm">
              Forgot your password?
            </Anchor>
          </Group>
          <Button type="submit" loading={login.isPending} fullWidth size="md">
            Log in
          </Button>
          <Text size="sm" ta="center">
            New to CBM?{" "}
            <Anchor component={Link} to="/register">
              Create an account
            </Anchor>
          </Text>
        </Stack>
      </form>
    </AuthCard>
  );
}
