import type {
  AuthResponse,
  ChangePasswordBody,
  DeleteAccountBody,
  ForgotPasswordChangeBody,
  LoginForm,
  MessageResponse,
  RegisterForm,
} from "@cbm/contracts";
import type { Principal } from "../../platform/auth.ts";
import { inTransaction, type Tx } from "../../platform/db.ts";
import type { Deps } from "../../platform/deps.ts";
import { AppError } from "../../platform/errors.ts";
import type { Rule } from "../../platform/rate-limit.ts";
import type { UsersService } from "../users/index.ts";
import { codes } from "./codes.ts";
import { hashPassword, passwordMatches } from "./passwords.ts";
import { sessions } from "./sessions.ts";

const HOUR = 60 * 60 * 1000;

function rules(config: Deps["config"]) {
  const loginWindow = config.RATE_LIMIT_LOGIN_WINDOW_SECONDS * 1000;
  return {
    loginAccount: { name: "login-account", limit: config.RATE_LIMIT_LOGIN_ACCOUNT, windowMs: loginWindow },
    loginIp: { name: "login-ip", limit: config.RATE_LIMIT_LOGIN_IP, windowMs: loginWindow },
    register: { name: "register-ip", limit: config.RATE_LIMIT_REGISTER_IP, windowMs: HOUR },
    phoneCode: { name: "send-code-phone", limit: config.RATE_LIMIT_SEND_CODE, windowMs: HOUR },
    resetCode: { name: "send-code-reset", limit: config.RATE_LIMIT_SEND_CODE, windowMs: HOUR },
  } satisfies Record<string, Rule>;
}

export function authorizationService(deps: Deps, users: UsersService) {
  const { limiter, mailer, sms, log } = deps;
  const limits = rules(deps.config);
  const session = sessions(deps, users.profileOf);
  const oneTimeCodes = codes(deps);

  return {
    sessionIsActive: session.isActive,

    /** Revokes every session of the user in the caller's transaction (an account being deleted). */
    endSessionsOf: (tx: Tx, userId: string) => session.endAllOf(tx, userId),

    async register(form: RegisterForm, ip: string): Promise<AuthResponse> {
      await limiter.consume(limits.register, ip);
      const user = await users.create({ ...form, passwordHash: await hashPassword(form.password) });
      return session.start(user);
    },

    login: (form: LoginForm, ip: string): Promise<AuthResponse> =>
      limiter.failuresOnly(
        [
          [limits.loginIp, ip],
          [limits.loginAccount, form.username],
        ],
        async () => {
          const user = await users.byEmail(form.username);
          const matches = await passwordMatches(user?.passwordHash, form.password);
          if (!user || !matches) throw new AppError(401, "The email or password is incorrect.");
          return session.start(user);
        },
      ),

    refresh: (refreshToken: string) => session.refresh(refreshToken, users.byId),

    async logout(refreshToken: string): Promise<MessageResponse> {
      await session.end(refreshToken);
      return { message: "You are signed out." };
    },

    async sendPhoneCode(principal: Principal): Promise<MessageResponse> {
      const user = await users.byId(principal.userId);
      if (!user) throw AppError.unauthenticated();
      if (!user.phone) throw AppError.field("phone", "Add a phone number to your profile first");
      await limiter.consume(limits.phoneCode, user.id);
      const code = await oneTimeCodes.issue(user.id, "phone");
      try {
        await sms.send({
          to: user.phone,
          text: `Your CBM verification code is ${code}. It expires in 10 minutes.`,
        });
      } catch (error) {
        log.error({ err: error }, "sms send failed");
        await oneTimeCodes.withdraw(user.id, "phone");
        throw AppError.unavailable("We could not send the text message, please try again in a moment.");
      }
      return { message: "We sent a 6-digit code to your phone." };
    },

    async verifyPhoneCode(principal: Principal, code: string): Promise<MessageResponse> {
      await oneTimeCodes.redeem(principal.userId, "phone", code, async (tx) => {
        await users.markPhoneVerified(principal.userId, tx);
      });
      return { message: "Your phone number is verified." };
    },

    /** The same answer whether or not the account exists; the code goes out by mail when it does. */
    async sendPasswordResetCode(email: string): Promise<MessageResponse> {
      await limiter.consume(limits.resetCode, email);
      const user = await users.byEmail(email);
      if (user) {
        const code = await oneTimeCodes.issue(user.id, "password-reset");
        mailer
          .send({
            to: user.email,
            subject: "Your CBM password reset code",
            text: `Use the code ${code} to choose a new password. It expires in 10 minutes.\nIf you did not ask for it, ignore this message.`,
          })
          .catch((error: unknown) => log.error({ err: error }, "password reset mail failed"));
      }
      return { message: "If an account exists for this email, we sent it a code." };
    },

    /** A code allows five tries (see codes.ts); the account's wrong codes count like failed sign-ins. */
    resetPassword: (body: ForgotPasswordChangeBody): Promise<MessageResponse> =>
      limiter.failuresOnly([[limits.loginAccount, body.email]], async () => {
        const user = await users.byEmail(body.email);
        const passwordHash = await hashPassword(body.password);
        await oneTimeCodes.redeem(user?.id, "password-reset", body.code, async (tx) => {
          if (!user) return;
          await users.setPasswordHash(user.id, passwordHash, tx);
          await session.endAllOf(tx, user.id);
        });
        return { message: "Your password is changed. Sign in with the new one." };
      }),

    /**
     * Deletes the account (see users' deleteAccount); its sessions end in the same transaction (listeners.ts).
     * The password confirms it; wrong ones count against the same limit as failed sign-ins (and so do
     * wrong current passwords when changing it).
     */
    async deleteAccount(principal: Principal, body: DeleteAccountBody): Promise<MessageResponse> {
      const user = await users.byId(principal.userId);
      if (!user) throw AppError.unauthenticated();
      await limiter.failuresOnly([[limits.loginAccount, user.email]], async () => {
        if (!(await passwordMatches(user.passwordHash, body.password))) {
          throw AppError.field("password", "The password is incorrect");
        }
      });
      await users.deleteAccount(user.id);
      return { message: "Your account is deleted." };
    },

    async changePassword(principal: Principal, body: ChangePasswordBody): Promise<MessageResponse> {
      const user = await users.byId(principal.userId);
      if (!user) throw AppError.unauthenticated();
      await limiter.failuresOnly([[limits.loginAccount, user.email]], async () => {
        if (!(await passwordMatches(user.passwordHash, body.currentPassword))) {
          throw AppError.field("currentPassword", "The current password is incorrect");
        }
      });
      const passwordHash = await hashPassword(body.password);
      await inTransaction(deps.database.db, async (tx) => {
        await users.setPasswordHash(user.id, passwordHash, tx);
        await session.endAllOf(tx, user.id, principal.sessionId);
      });
      return { message: "Your password is changed." };
    },
  };
}

export type AuthorizationService = ReturnType<typeof authorizationService>;
