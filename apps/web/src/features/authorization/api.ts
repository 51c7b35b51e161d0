import { authorizationEndpoints as endpoints, type Role } from "@cbm/contracts";
import { useMutation } from "@tanstack/react-query";
import { call } from "../../lib/api-client.ts";
import { session } from "../../lib/session.ts";

export interface Registration {
  firstName: string;
  lastName: string;
  email: string;
  password: string;
  role: Exclude<Role, "admin">;
  phone?: string;
  avatar?: string;
  sign?: string;
}

export function useLogin() {
  return useMutation({
    mutationFn: (credentials: { username: string; password: string }) =>
      call(endpoints.login, { body: credentials }, { auth: false }),
    onSuccess: (auth) => session.save(auth),
    // Spec section 8: a failed login is only logged; the form shows what went wrong.
    onError: (error) => console.error("Login failed", error),
  });
}

export function useRegister() {
  return useMutation({
    mutationFn: (registration: Registration) =>
      call(endpoints.register, { body: { ...registration } }, { auth: false }),
    onSuccess: (auth) => session.save(auth),
  });
}

/** Ends the session on the server, clears every local key and reloads at `/` (spec section 4). */
export async function logout(): Promise<void> {
  const refreshToken = session.read()?.refreshToken;
  if (refreshToken) {
    await call(endpoints.logout, { body: { refreshToken } }, { auth: false }).catch((error: unknown) =>
      console.error("Logout call failed", error),
    );
  }
  session.clear();
  window.location.assign("/");
}

export const sendPhoneCode = () => call(endpoints.sendPhoneCode, {});

export const verifyPhoneCode = (code: string) => call(endpoints.verifyPhoneCode, { body: { code } });

export const sendPasswordResetCode = (email: string) =>
  call(endpoints.sendPasswordResetCode, { body: { email } }, { auth: false });

export const resetPassword = (body: { email: string; code: string; password: string }) =>
  call(endpoints.resetPassword, { body }, { auth: false });
