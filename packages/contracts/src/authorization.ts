import { z } from "zod";
import {
  emailField,
  optional,
  passwordField,
  phoneField,
  presentedPassword,
  RoleSchema,
  requiredText,
} from "./common.ts";
import { MediaLocationSchema } from "./uploads.ts";
import { ProfileSchema, SIGN_MAX } from "./users.ts";

/** Roles a person may choose for themselves; admin is granted, never chosen. */
export const SelfAssignableRoleSchema = RoleSchema.exclude(["admin"], {
  error: "Role must be customer, influencer or retailer",
});

export const RegisterFormSchema = z.object({
  firstName: requiredText("First name", 60),
  lastName: requiredText("Last name", 60),
  email: emailField(),
  password: passwordField(),
  role: optional(SelfAssignableRoleSchema).transform((role) => role ?? "customer"),
  phone: optional(phoneField()),
  avatar: optional(MediaLocationSchema),
  sign: optional(requiredText("Sign", SIGN_MAX)),
});
export type RegisterForm = z.infer<typeof RegisterFormSchema>;

export const LoginFormSchema = z.object({
  username: emailField("Email"),
  password: presentedPassword(),
});
export type LoginForm = z.infer<typeof LoginFormSchema>;

export const AuthResponseSchema = z.object({
  accessToken: z.string(),
  refreshToken: z.string(),
  expiresIn: z.number().int(),
  user: ProfileSchema,
});
export type AuthResponse = z.infer<typeof AuthResponseSchema>;

export const RefreshTokenBodySchema = z.object({
  refreshToken: requiredText("Refresh token", 200),
});
export type RefreshTokenBody = z.infer<typeof RefreshTokenBodySchema>;

export const CodeField = z
  .string({ error: "Code is required" })
  .trim()
  .regex(/^\d{6}$/, "Code must be the 6 digits we sent you");

export const VerifyCodeBodySchema = z.object({ code: CodeField });
export type VerifyCodeBody = z.infer<typeof VerifyCodeBodySchema>;

export const ForgotPasswordSendCodeBodySchema = z.object({ email: emailField() });
export type ForgotPasswordSendCodeBody = z.infer<typeof ForgotPasswordSendCodeBodySchema>;

export const ForgotPasswordChangeBodySchema = z.object({
  email: emailField(),
  code: CodeField,
  password: passwordField(),
});
export type ForgotPasswordChangeBody = z.infer<typeof ForgotPasswordChangeBodySchema>;

export const ChangePasswordBodySchema = z.object({
  currentPassword: presentedPassword("Current password"),
  password: passwordField("New password"),
});
export type ChangePasswordBody = z.infer<typeof ChangePasswordBodySchema>;
