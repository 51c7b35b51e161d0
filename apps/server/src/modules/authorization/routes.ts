import {
  AuthResponseSchema,
  ChangePasswordBodySchema,
  DeleteAccountBodySchema,
  ForgotPasswordChangeBodySchema,
  ForgotPasswordSendCodeBodySchema,
  LoginFormSchema,
  MessageResponseSchema,
  RefreshTokenBodySchema,
  RegisterFormSchema,
  VerifyCodeBodySchema,
} from "@cbm/contracts";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { requireUser, signedIn } from "../../platform/auth.ts";
import type { AuthorizationService } from "./service.ts";

const tags = ["authorization"];
const auth = { 200: AuthResponseSchema };
const message = { 200: MessageResponseSchema };

export function authorizationRoutes(authorization: AuthorizationService): FastifyPluginAsyncZod {
  return async (app) => {
    app.post(
      "/authorization/register",
      {
        schema: {
          tags,
          summary: "Create an account (customer, influencer or retailer) and sign in",
          consumes: ["multipart/form-data", "application/json"],
          body: RegisterFormSchema,
          response: auth,
        },
      },
      (request) => authorization.register(request.body, request.ip),
    );

    app.post(
      "/authorization/login",
      {
        schema: {
          tags,
          summary: "Sign in with email (as username) and password",
          consumes: ["application/x-www-form-urlencoded", "application/json"],
          body: LoginFormSchema,
          response: auth,
        },
      },
      (request) => authorization.login(request.body, request.ip),
    );

    app.post(
      "/authorization/refresh",
      {
        schema: {
          tags,
          summary: "Exchange a refresh token for a new pair",
          body: RefreshTokenBodySchema,
          response: auth,
        },
      },
      (request) => authorization.refresh(request.body.refreshToken),
    );

    app.post(
      "/authorization/logout",
      {
        schema: {
          tags,
          summary: "End the session of a refresh token",
          body: RefreshTokenBodySchema,
          response: message,
        },
      },
      (request) => authorization.logout(request.body.refreshToken),
    );

    app.post(
      "/authorization/mobile/send-code",
      {
        onRequest: requireUser,
        schema: { tags, summary: "Text a 6-digit code to the user's phone", response: message },
      },
      (request) => authorization.sendPhoneCode(signedIn(request)),
    );

    app.post(
      "/authorization/mobile/verify-code",
      {
        onRequest: requireUser,
        schema: {
          tags,
          summary: "Verify the phone with the texted code",
          body: VerifyCodeBodySchema,
          response: message,
        },
      },
      (request) => authorization.verifyPhoneCode(signedIn(request), request.body.code),
    );

    app.post(
      "/authorization/forgot-password/send-code",
      {
        schema: {
          tags,
          summary: "Mail a password reset code (same answer whether or not the account exists)",
          body: ForgotPasswordSendCodeBodySchema,
          response: message,
        },
      },
      (request) => authorization.sendPasswordResetCode(request.body.email),
    );

    app.post(
      "/authorization/forgot-password/change-password",
      {
        schema: {
          tags,
          summary: "Choose a new password with the mailed code; ends every session",
          body: ForgotPasswordChangeBodySchema,
          response: message,
        },
      },
      (request) => authorization.resetPassword(request.body),
    );

    app.post(
      "/authorization/change-password",
      {
        onRequest: requireUser,
        schema: {
          tags,
          summary: "Change the password; ends the user's other sessions",
          body: ChangePasswordBodySchema,
          response: message,
        },
      },
      (request) => authorization.changePassword(signedIn(request), request.body),
    );

    // The users' path, answered here: the password confirms it, and passwords are this module's.
    app.post(
      "/users/delete-account",
      {
        onRequest: requireUser,
        schema: {
          tags: ["users"],
          summary:
            "Delete the signed-in user's account (password confirms): signs out everywhere, hides the profile everywhere",
          body: DeleteAccountBodySchema,
          response: message,
        },
      },
      (request) => authorization.deleteAccount(signedIn(request), request.body),
    );
  };
}
