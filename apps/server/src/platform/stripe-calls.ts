// What every call to Stripe shares: its time limit, and Stripe's failures and cards in the port's words.
import Stripe from "stripe";
import {
  type CardDetails,
  IdempotencyKeyReused,
  PaymentDeclined,
  PaymentMethodRefused,
  PaymentProviderUnavailable,
} from "./payments.ts";

export const TIMEOUT_MS = 10_000;

const { StripeCardError, StripeIdempotencyError, StripeInvalidRequestError } = Stripe.errors;

/** Stripe's failures in the port's words: declined, refused, reused key, or not known to have happened. */
function failure(error: unknown): Error {
  if (error instanceof StripeCardError) {
    return new PaymentDeclined(error.decline_code ?? error.code ?? "card_declined", error.message);
  }
  if (error instanceof StripeIdempotencyError) return new IdempotencyKeyReused();
  if (error instanceof StripeInvalidRequestError && error.param?.startsWith("payment_method")) {
    return new PaymentMethodRefused(error.message);
  }
  return new PaymentProviderUnavailable(error instanceof Error ? error.message : String(error));
}

export async function atStripe<T>(call: () => Promise<T>): Promise<T> {
  try {
    return await call();
  } catch (error) {
    throw failure(error);
  }
}

export const cardOf = (method: Stripe.PaymentMethod | string | null): CardDetails => {
  const card = typeof method === "object" && method ? method.card : undefined;
  return {
    brand: card?.brand ?? "card",
    last4: card?.last4 ?? "????",
    expMonth: card?.exp_month ?? 0,
    expYear: card?.exp_year ?? 0,
  };
};
