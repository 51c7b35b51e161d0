// The face of authorization: what other rooms may use. Pages load on first visit.
import { lazyPage } from "../../lib/lazy-page.ts";

export { AvatarPicker } from "./components/avatar-picker.tsx";
export { CodeInput } from "./components/code-input.tsx";
export { DevOutboxNote } from "./components/dev-outbox-note.tsx";
export { ResendCodeButton } from "./components/resend-code-button.tsx";
export { usePhoneVerification } from "./components/use-phone-verification.ts";
export { logout } from "./logout.ts";

export const LoginPage = lazyPage(() => import("./pages/login-page.tsx"), "LoginPage");
export const RegisterPage = lazyPage(() => import("./pages/register-page.tsx"), "RegisterPage");
export const ForgotPasswordPage = lazyPage(
  () => import("./pages/forgot-password-page.tsx"),
  "ForgotPasswordPage",
);
export const TwoFactorAuthPage = lazyPage(
  () => import("./pages/two-factor-auth-page.tsx"),
  "TwoFactorAuthPage",
);
