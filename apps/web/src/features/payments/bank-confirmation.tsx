import { BANK_CHECK_FAILED } from "@cbm/contracts";
import { useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import { ApiError, messageFor } from "../../lib/api-error.ts";
import { answerTestBank, paymentsConfigQuery } from "./api.ts";
import { CardRefusal } from "./card-reader.ts";
import { TestBankDialog } from "./components/test-bank-dialog.tsx";
import { stripeQuery } from "./stripe.ts";

const NOT_CONFIRMED = "Your bank did not confirm the payment. Try again, or use another card.";

/** The client secret of a payment the payer's bank wants confirmed (a 402 that carries one). */
function confirmationOf(error: unknown): string | undefined {
  if (!(error instanceof ApiError) || error.status !== 402) return undefined;
  const { confirmation } = (error.body ?? {}) as { confirmation?: { clientSecret?: unknown } };
  return typeof confirmation?.clientSecret === "string" ? confirmation.clientSecret : undefined;
}

/**
 * Confirms a payment the payer's bank wants to check (3-D Secure): in Stripe.js's own dialog with the client
 * secret the server answered, or in the test bank's dialog with the test provider. Throws a CardRefusal
 * with the bank's words when it is not confirmed. `dialog` is the test bank's, to render.
 */
function useBankConfirmation() {
  const client = useQueryClient();
  const [asking, setAsking] = useState<((passes: boolean) => void) | null>(null);

  async function atTestBank(clientSecret: string): Promise<void> {
    const passes = await new Promise<boolean>((resolve) => setAsking(() => resolve));
    setAsking(null);
    await answerTestBank(clientSecret, passes);
    if (!passes) throw new CardRefusal(BANK_CHECK_FAILED);
  }

  async function confirm(clientSecret: string): Promise<void> {
    const config = await client.fetchQuery(paymentsConfigQuery());
    if (config.provider === "test") return atTestBank(clientSecret);
    if (!config.publishableKey) throw new CardRefusal(NOT_CONFIRMED);
    const stripe = await client.fetchQuery(stripeQuery(config.publishableKey));
    const { error } = await stripe.confirmCardPayment(clientSecret);
    if (error) throw new CardRefusal(error.message ?? NOT_CONFIRMED);
  }

  const dialog = <TestBankDialog opened={asking !== null} onAnswer={(passes) => asking?.(passes)} />;
  return { confirm, dialog, asking: asking !== null };
}

/**
 * A payment request sent through `send` (under the caller's idempotency key) that the payer's bank may
 * want confirmed: on a 402 with a client secret the bank's dialog opens, and once it confirms the same
 * request is sent again for the server to answer. When the bank refuses, `bankRefusal` holds its words;
 * with `resendAfterRefusal` the same request is sent once more too, so that the server learns it at once
 * and frees what it held (a checkout's stock), answering its own refusal. The form renders `bankDialog`.
 */
export function useBankCheckedPayment<Body, Result>(
  send: (body: Body) => Promise<Result>,
  { resendAfterRefusal = false } = {},
) {
  const { confirm: confirmWithBank, dialog: bankDialog, asking } = useBankConfirmation();
  const [confirming, setConfirming] = useState(false);
  const [bankRefusal, setBankRefusal] = useState<string>();

  async function confirmed(clientSecret: string): Promise<boolean> {
    setConfirming(true);
    try {
      await confirmWithBank(clientSecret);
      return true;
    } catch (error) {
      setBankRefusal(error instanceof CardRefusal ? error.message : messageFor(error));
      return false;
    } finally {
      setConfirming(false);
    }
  }

  async function pay(body: Body): Promise<Result> {
    setBankRefusal(undefined);
    try {
      return await send(body);
    } catch (error) {
      const clientSecret = confirmationOf(error);
      if (!clientSecret) throw error;
      if ((await confirmed(clientSecret)) || resendAfterRefusal) return send(body);
      throw error;
    }
  }

  // `confirming`: a bank's check is under way (the request's 402 is not a refusal). `waiting`: the form
  // waits for it, except while the test bank's dialog waits for the payer, which is what they look at.
  return { pay, confirming, waiting: confirming && !asking, bankRefusal, bankDialog };
}
