import { RegisterFormSchema, SIGN_MAX } from "@cbm/contracts";
import { Anchor, Button, Divider, SimpleGrid, Stack, Text } from "@mantine/core";
import { schemaResolver, useForm } from "@mantine/form";
import { Link, useNavigate } from "@tanstack/react-router";
import { useState } from "react";
import { FormPasswordInput, FormTextInput } from "../../../components/form-fields.tsx";
import { fieldErrors } from "../../../lib/api-error.ts";
import { notify } from "../../../lib/notify.ts";
import { uploadImage } from "../../uploads/index.ts";
import { useUpdateProfile } from "../../users/index.ts";
import { type Registration, useRegister } from "../api.ts";
import { AuthCard } from "../components/auth-card.tsx";
import { AvatarPicker } from "../components/avatar-picker.tsx";
import { type ChosenRole, RolePicker } from "../components/role-picker.tsx";

/** The server's own rules, for the fields this form has (the avatar is uploaded once the account exists). */
const RegisterFieldsSchema = RegisterFormSchema.omit({ avatar: true });

interface RegisterValues {
  firstName: string;
  lastName: string;
  email: string;
  password: string;
  role: ChosenRole;
  phone: string;
  sign: string;
}

/** The text fields in the order they appear. */
const FIELD_ORDER = ["firstName", "lastName", "email", "password", "sign", "phone"] as const;

const optional = (value: string) => (value.trim() ? value : undefined);

export function RegisterPage() {
  const navigate = useNavigate();
  const register = useRegister();
  const updateProfile = useUpdateProfile();
  const [avatar, setAvatar] = useState<File | null>(null);

  const form = useForm<RegisterValues>({
    mode: "uncontrolled",
    initialValues: {
      firstName: "",
      lastName: "",
      email: "",
      password: "",
      role: "customer",
      phone: "",
      sign: "",
    },
    validate: schemaResolver(RegisterFieldsSchema, { sync: true }),
  });
  const signLength = form.useWatchValue("sign").trim().length;

  /** Takes the user to the first field that needs their attention. */
  const focusFirst = (errors: Record<string, unknown>) => {
    const first = FIELD_ORDER.find((field) => field in errors);
    if (first) form.getInputNode(first)?.focus();
  };

  /**
   * The photo goes up once the account exists, since uploads take a signed-in user. A photo refused then
   * leaves the account as it is: the person is told, and can add one in the settings.
   */
  const addAvatar = async (file: File) => {
    try {
      await updateProfile.mutateAsync({ avatar: await uploadImage(file) });
    } catch (error) {
      notify.error(error);
    }
  };

  const submit = form.onSubmit(async (values) => {
    const registration: Registration = {
      firstName: values.firstName,
      lastName: values.lastName,
      email: values.email,
      password: values.password,
      role: values.role,
      phone: optional(values.phone),
      sign: optional(values.sign),
    };
    try {
      await register.mutateAsync(registration);
    } catch (error) {
      const errors = fieldErrors(error);
      form.setErrors(errors);
      focusFirst(errors);
      notify.error(error);
      return;
    }
    if (avatar) await addAvatar(avatar);
    await navigate({ to: "/register/two-factor-auth", search: { welcome: true } });
  }, focusFirst);

  const busy = form.submitting;

  return (
    <AuthCard
      title="Join CBM"
      intro="Create your account to share looks, build closets and shop the people you follow."
    >
      <form onSubmit={submit} noValidate>
        <Stack gap="md">
          <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="md" verticalSpacing="md">
            <FormTextInput
              form={form}
              name="firstName"
              label="First name"
              autoComplete="given-name"
              required
            />
            <FormTextInput
              form={form}
              name="lastName"
              label="Last name"
              autoComplete="family-name"
              required
            />
          </SimpleGrid>
          <FormTextInput form={form} name="email" label="Email" type="email" autoComplete="email" required />
          <FormPasswordInput
            form={form}
            name="password"
            label="Password"
            description="At least 8 characters."
            autoComplete="new-password"
            required
          />

          <RolePicker key={form.key("role")} {...form.getInputProps("role")} />

          <Divider
            mt="xs"
            labelPosition="left"
            label={
              <Text size="sm" fw={600} c="ink.8">
                Your profile{" "}
                <Text span size="sm" fw={400} c="dimmed">
                  (optional)
                </Text>
              </Text>
            }
          />

          <AvatarPicker
            file={avatar}
            onChange={(file) => {
              setAvatar(file);
              form.clearFieldError("avatar");
            }}
            onReject={(message) => form.setFieldError("avatar", message)}
            error={form.errors.avatar}
            disabled={busy}
          />
          <FormTextInput
            form={form}
            name="sign"
            label="Sign"
            description={`A one-line tagline for your profile (${signLength}/${SIGN_MAX}).`}
            placeholder="Vintage denim and bold colours"
          />
          <FormTextInput
            form={form}
            name="phone"
            label="Mobile phone"
            description="In international format, like +14155550123. We text a code to verify it."
            type="tel"
            autoComplete="tel"
            inputMode="tel"
            placeholder="+14155550123"
          />

          <Button type="submit" loading={busy} fullWidth size="md" mt="xs">
            Create account
          </Button>
          <Text size="sm" ta="center">
            Already have an account?{" "}
            <Anchor component={Link} to="/login" underline="always">
              Log in
            </Anchor>
          </Text>
        </Stack>
      </form>
    </AuthCard>
  );
}
