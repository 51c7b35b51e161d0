import { CodeField } from "@cbm/contracts";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { type FormEvent, useRef, useState } from "react";
import { fieldErrors, messageFor } from "../../../lib/api-error.ts";
import { notify } from "../../../lib/notify.ts";
import { usersKeys } from "../../users/index.ts";
import { sendPhoneCode, verifyPhoneCode } from "../api.ts";
import { useCooldown } from "./use-cooldown.ts";

/**
 * Verifying the saved phone with a texted code. `send` texts a code (a resent one is announced, as it
 * changes nothing visible), `submitCode` checks the typed code and verifies it, after which the profile is
 * fetched again. `onVerified` runs before that, so a page can move on before it shows the new state.
 */
export function usePhoneVerification({
  onVerified,
  onSendError,
}: {
  onVerified?: () => Promise<unknown>;
  onSendError?: (error: unknown) => void;
} = {}) {
  const queryClient = useQueryClient();
  const [sent, setSent] = useState<string | null>(null);
  const [code, setCode] = useState("");
  const [codeError, setCodeError] = useState<string | null>(null);
  const cooldown = useCooldown();
  const codeRef = useRef<HTMLInputElement>(null);

  const send = useMutation({
    mutationFn: sendPhoneCode,
    onSuccess: ({ message }) => {
      if (sent) notify.success(message);
      setSent(message);
      setCode("");
      setCodeError(null);
      cooldown.start();
    },
    onError: (error) => {
      notify.error(error);
      onSendError?.(error);
    },
  });

  const verify = useMutation({
    mutationFn: verifyPhoneCode,
    onSuccess: async ({ message }) => {
      notify.success(message);
      await onVerified?.();
      void queryClient.invalidateQueries({ queryKey: usersKeys.profile() });
    },
    onError: (error) => {
      setCodeError(fieldErrors(error).code ?? messageFor(error));
      notify.error(error);
      codeRef.current?.focus();
    },
  });

  const submitCode = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (verify.isPending) return;
    const checked = CodeField.safeParse(code);
    if (!checked.success) {
      setCodeError(checked.error.issues[0]?.message ?? "Enter the code we sent you");
      codeRef.current?.focus();
      return;
    }
    verify.mutate(checked.data);
  };

  return {
    /** The server's message about the code it texted, or null before one is sent. */
    sent,
    forgetSent: () => setSent(null),
    sendCode: () => send.mutate(),
    sending: send.isPending,
    submitCode,
    verifying: verify.isPending,
    verified: verify.isSuccess,
    /** The code input's props: typing clears the last verdict. */
    codeInput: {
      value: code,
      onChange: (value: string) => {
        setCode(value);
        if (codeError) setCodeError(null);
      },
      error: codeError,
      ref: codeRef,
    },
    /** The "Resend code" button's props. */
    resend: { remaining: cooldown.remaining, loading: send.isPending, onClick: () => send.mutate() },
  };
}

export type PhoneVerification = ReturnType<typeof usePhoneVerification>;
