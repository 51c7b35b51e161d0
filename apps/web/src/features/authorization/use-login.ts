import type { AuthResponse } from "@cbm/contracts";
import { useState } from "react";
import { session } from "../../lib/session.ts";
import type { Credentials } from "./api.ts";

/**
 * The endpoint declarations bring the contracts, and zod with them: the login page is a first screen,
 * so they load when the form is first touched, not before it renders (the budget of issue 3, decision 011).
 */
const declarations = () => import("./api.ts");

/** Starts loading what a login needs, while the person types. */
export const prepareLogin = () => void declarations();

/** Logging in, with its pending state and its failure; plain state, as a first screen counts every kilobyte. */
export function useLogin() {
  const [state, setState] = useState<{ pending: boolean; error: unknown }>({ pending: false, error: null });
  const logIn = async (credentials: Credentials): Promise<AuthResponse | undefined> => {
    setState({ pending: true, error: null });
    try {
      const auth = await (await declarations()).logIn(credentials);
      session.save(auth);
      setState({ pending: false, error: null });
      return auth;
    } catch (error) {
      // Spec section 8: a failed login is only logged; the form shows what went wrong.
      console.error("Login failed", error);
      setState({ pending: false, error });
      return undefined;
    }
  };
  return { ...state, logIn };
}
