import { queryOptions, skipToken } from "@tanstack/react-query";
import { paymentsKeys } from "./api.ts";

/**
 * Stripe.js with CBM's publishable key (null: the server does not use Stripe), loaded from Stripe only
 * then. One instance for the page's life, as Elements wants. It lives here rather than in api.ts, which
 * the first load carries (decision 019).
 */
export const stripeQuery = (publishableKey: string | null) =>
  queryOptions({
    queryKey: [...paymentsKeys.config(), "stripe", publishableKey],
    queryFn:
      publishableKey === null
        ? skipToken
        : async () => {
            const { loadStripe } = await import("@stripe/stripe-js");
            const stripe = await loadStripe(publishableKey);
            if (!stripe) throw new Error("Stripe.js runs only in a browser");
            return stripe;
          },
    staleTime: Number.POSITIVE_INFINITY,
    gcTime: Number.POSITIVE_INFINITY,
  });
