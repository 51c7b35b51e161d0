import { authorizationEndpoints as endpoints, type Role } from "@cbm/contracts";
import { useMutation } from "@tanstack/react-query";
import { call } from "../../lib/api-client.ts";
import { session } from "../../lib/session.ts";

export interface Credentials {
  username: string;
  password: string;
}

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

export const logIn = (credentials: Credentials) =>
  call(endpoints.login, { body: credentials }, { auth: false });

export function useRegister() {
  return useMutation({
    mutationFn: (registration: Registration) =>
      call(endpoints.register, { body: { ...registration } }, { auth: false }),
    onSuccess: (auth) => session.save(auth),
  });
}

/** Ends the session of `refreshToken` on the server. */
export const endSession = (refreshToken: string) =>
  call(endpoints.logout, { body: { refreshToken } }, { auth: false });

export const sendPhoneCode = () => call(endpoints.sendPhoneCode, {});

export const verifyPhoneCode = (code: string) => call(endpoints.verifyPhoneCode, { body: { code } });

export const sendPasswordResetCode = (email: string) =>
  call(endpoints.sendPasswordResetCode, { body: { email } }, { auth: false });

export const resetPassword = (body: { email: string; code: string; password: string }) =>
  call(endpoints.resetPassword, { body }, { auth: false });
