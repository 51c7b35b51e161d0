import { useQueryClient } from "@tanstack/react-query";
import { paymentsConfigQuery } from "./api.ts";
import { CardRefusal } from "./card-reader.ts";
import { stripeQuery } from "./stripe.ts";

const NOT_CONFIRMED = "Your bank did not confirm the payment. Try again, or use another card.";

/**
 * Confirms a payment the payer's bank wants to check (3-D Secure), in Stripe.js's own dialog, with the
 * client secret the server answered; throws a CardRefusal with Stripe's words when it is not confirmed.
 */
export function useBankConfirmation(): (clientSecret: string) => Promise<void> {
  const client = useQueryClient();
  return async (clientSecret) => {
    const config = await client.fetchQuery(paymentsConfigQuery());
    if (config.provider !== "stripe" || !config.publishableKey) throw new CardRefusal(NOT_CONFIRMED);
    const stripe = await client.fetchQuery(stripeQuery(config.publishableKey));
    const { error } = await stripe.confirmCardPayment(clientSecret);
    if (error) throw new CardRefusal(error.message ?? NOT_CONFIRMED);
  };
}
