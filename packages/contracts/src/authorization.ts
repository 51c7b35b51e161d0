import { z } from "zod";
import {
  emailField,
  MessageResponseSchema,
  optional,
  passwordField,
  phoneField,
  presentedPassword,
  RoleSchema,
  requiredText,
} from "./common.ts";
import { endpoint } from "./endpoint.ts";
import { MediaLocationSchema } from "./uploads.ts";
import { DeleteAccountBodySchema, ProfileSchema, SIGN_MAX } from "./users/index.ts";

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

const publicly = { method: "POST", access: "anyone" } as const;
const signedIn = { method: "POST", access: "signed-in" } as const;

export const authorizationEndpoints = {
  register: endpoint({
    ...publicly,
    path: "/v1/authorization/register",
    summary: "Create an account (customer, influencer or retailer) and sign in",
    body: RegisterFormSchema,
    bodyEncoding: "multipart",
    response: AuthResponseSchema,
  }),
  login: endpoint({
    ...publicly,
    path: "/v1/authorization/login",
    summary: "Sign in with email (as username) and password",
    body: LoginFormSchema,
    bodyEncoding: "form",
    response: AuthResponseSchema,
  }),
  refresh: endpoint({
    ...publicly,
    path: "/v1/authorization/refresh",
    summary: "Exchange a refresh token for a new pair",
    body: RefreshTokenBodySchema,
    response: AuthResponseSchema,
  }),
  logout: endpoint({
    ...publicly,
    path: "/v1/authorization/logout",
    summary: "End the session of a refresh token",
    body: RefreshTokenBodySchema,
    response: MessageResponseSchema,
  }),
  sendPhoneCode: endpoint({
    ...signedIn,
    path: "/v1/authorization/mobile/send-code",
    summary: "Text a 6-digit code to the user's phone",
    response: MessageResponseSchema,
  }),
  verifyPhoneCode: endpoint({
    ...signedIn,
    path: "/v1/authorization/mobile/verify-code",
    summary: "Verify the phone with the texted code",
    body: VerifyCodeBodySchema,
    response: MessageResponseSchema,
  }),
  sendPasswordResetCode: endpoint({
    ...publicly,
    path: "/v1/authorization/forgot-password/send-code",
    summary: "Mail a password reset code (same answer whether or not the account exists)",
    body: ForgotPasswordSendCodeBodySchema,
    response: MessageResponseSchema,
  }),
  resetPassword: endpoint({
    ...publicly,
    path: "/v1/authorization/forgot-password/change-password",
    summary: "Choose a new password with the mailed code; ends every session",
    body: ForgotPasswordChangeBodySchema,
    response: MessageResponseSchema,
  }),
  changePassword: endpoint({
    ...signedIn,
    path: "/v1/authorization/change-password",
    summary: "Change the password; ends the user's other sessions",
    body: ChangePasswordBodySchema,
    response: MessageResponseSchema,
  }),
  // The users' path, answered by authorization: the password confirms it, and passwords are its own.
  deleteAccount: endpoint({
    ...signedIn,
    path: "/v1/users/delete-account",
    summary:
      "Delete the signed-in user's account (password confirms): signs out everywhere, hides the profile everywhere",
    body: DeleteAccountBodySchema,
    response: MessageResponseSchema,
  }),
};
