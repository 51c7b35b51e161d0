import { useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import { ApiError, messageFor } from "../../lib/api-error.ts";
import { paymentsConfigQuery } from "./api.ts";
import { CardRefusal } from "./card-reader.ts";
import { stripeQuery } from "./stripe.ts";

const NOT_CONFIRMED = "Your bank did not confirm the payment. Try again, or use another card.";

/** The client secret of a payment the payer's bank wants confirmed (a 402 that carries one). */
function confirmationOf(error: unknown): string | undefined {
  if (!(error instanceof ApiError) || error.status !== 402) return undefined;
  const { confirmation } = (error.body ?? {}) as { confirmation?: { clientSecret?: unknown } };
  return typeof confirmation?.clientSecret === "string" ? confirmation.clientSecret : undefined;
}

/**
 * Confirms a payment the payer's bank wants to check (3-D Secure), in Stripe.js's own dialog, with the
 * client secret the server answered; throws a CardRefusal with Stripe's words when it is not confirmed.
 */
function useBankConfirmation(): (clientSecret: string) => Promise<void> {
  const client = useQueryClient();
  return async (clientSecret) => {
    const config = await client.fetchQuery(paymentsConfigQuery());
    if (config.provider !== "stripe" || !config.publishableKey) throw new CardRefusal(NOT_CONFIRMED);
    const stripe = await client.fetchQuery(stripeQuery(config.publishableKey));
    const { error } = await stripe.confirmCardPayment(clientSecret);
    if (error) throw new CardRefusal(error.message ?? NOT_CONFIRMED);
  };
}

/**
 * A payment request sent through `send` (under the caller's idempotency key) that the payer's bank may
 * want confirmed: on a 402 with a client secret the bank's dialog opens, and once it confirms the same
 * request is sent again for the server to answer. When the bank refuses, `bankRefusal` holds its words;
 * with `resendAfterRefusal` the same request is sent once more too, so that the server learns it at once
 * and frees what it held (a checkout's stock), answering its own refusal.
 */
export function useBankCheckedPayment<Body, Result>(
  send: (body: Body) => Promise<Result>,
  { resendAfterRefusal = false } = {},
) {
  const confirmWithBank = useBankConfirmation();
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

  return { pay, confirming, bankRefusal };
}
