import type { AuthResponse, MessageResponse, Role } from "@cbm/contracts";
import { useMutation } from "@tanstack/react-query";
import { api } from "../../lib/api-client.ts";
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
      api<AuthResponse>("/v1/authorization/login", {
        method: "POST",
        body: { form: credentials },
        auth: false,
      }),
    onSuccess: (auth) => session.save(auth),
    // Spec section 8: a failed login is only logged; the form shows what went wrong.
    onError: (error) => console.error("Login failed", error),
  });
}

export function useRegister() {
  return useMutation({
    mutationFn: (registration: Registration) =>
      api<AuthResponse>("/v1/authorization/register", {
        method: "POST",
        body: { multipart: { ...registration } },
        auth: false,
      }),
    onSuccess: (auth) => session.save(auth),
  });
}

/** Ends the session on the server, clears every local key and reloads at `/` (spec section 4). */
export async function logout(): Promise<void> {
  const refreshToken = session.read()?.refreshToken;
  if (refreshToken) {
    await api<MessageResponse>("/v1/authorization/logout", {
      method: "POST",
      body: { json: { refreshToken } },
      auth: false,
    }).catch((error: unknown) => console.error("Logout call failed", error));
  }
  session.clear();
  window.location.assign("/");
}

export const sendPhoneCode = () =>
  api<MessageResponse>("/v1/authorization/mobile/send-code", { method: "POST" });

export const verifyPhoneCode = (code: string) =>
  api<MessageResponse>("/v1/authorization/mobile/verify-code", { method: "POST", body: { json: { code } } });

export const sendPasswordResetCode = (email: string) =>
  api<MessageResponse>("/v1/authorization/forgot-password/send-code", {
    method: "POST",
    body: { json: { email } },
    auth: false,
  });

export const resetPassword = (body: { email: string; code: string; password: string }) =>
  api<MessageResponse>("/v1/authorization/forgot-password/change-password", {
    method: "POST",
    body: { json: body },
    auth: false,
  });
