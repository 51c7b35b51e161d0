import { Anchor, Button, Group, Stack, Text, TextInput } from "@mantine/core";
import { Link, useNavigate, useSearch } from "@tanstack/react-router";
import { type FormEvent, lazy, Suspense, useState } from "react";
import { PasswordInput } from "../../../components/password-input.tsx";
import { afterLogin } from "../../../lib/guard.ts";
import type { Credentials } from "../api.ts";
import { AuthCard } from "../components/auth-card.tsx";
import { prepareLogin, useLogin } from "../use-login.ts";

const LoginFailure = lazy(() =>
  import("../components/login-failure.tsx").then((module) => ({ default: module.LoginFailure })),
);

type Problems = Partial<Record<keyof Credentials, string>>;

/**
 * The server's two rules, written out here: the login page is a first screen, and neither the
 * contracts' schema nor a form library is worth their weight in its budget for two fields.
 */
function problemsOf({ username, password }: Credentials): Problems {
  const email = username.trim();
  return {
    ...(!email
      ? { username: "Email is required" }
      : !/^\S+@\S+\.\S+$/.test(email)
        ? { username: "Email must be a valid email address" }
        : {}),
    ...(password ? {} : { password: "Password is required" }),
  };
}

export function LoginPage() {
  const { redirect }: { redirect?: string } = useSearch({ strict: false });
  const navigate = useNavigate();
  const login = useLogin();
  const [problems, setProblems] = useState<Problems>({});
  const fixed = (field: keyof Credentials) => () => setProblems(({ [field]: _, ...others }) => others);

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const fields = new FormData(event.currentTarget);
    const credentials = {
      username: String(fields.get("username")),
      password: String(fields.get("password")),
    };
    const found = problemsOf(credentials);
    setProblems(found);
    if (Object.keys(found).length > 0) return;
    void login.logIn(credentials).then((auth) => {
      if (auth) void navigate({ href: afterLogin(redirect, auth.user.roles), replace: true });
    });
  };

  return (
    <AuthCard title="Welcome back" intro="Log in to see the looks, closets and people you follow.">
      <form onSubmit={submit} onFocus={prepareLogin} noValidate>
        <Stack gap="md">
          {login.error !== null && (
            <Suspense fallback={null}>
              <LoginFailure error={login.error} />
            </Suspense>
          )}
          <TextInput
            name="username"
            label="Email"
            type="email"
            autoComplete="email"
            required
            error={problems.username}
            onChange={fixed("username")}
          />
          <PasswordInput
            name="password"
            label="Password"
            autoComplete="current-password"
            required
            error={problems.password}
            onChange={fixed("password")}
          />
          <Group justify="flex-end">
            <Anchor component={Link} to="/forgot-password" size="sm">
              Forgot your password?
            </Anchor>
          </Group>
          <Button type="submit" loading={login.pending} fullWidth size="md">
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
