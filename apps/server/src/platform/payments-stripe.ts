// Card payments by Stripe, through its official package: customers, payment methods from Stripe
// Elements, payment intents confirmed at once under CBM's idempotency key, refunds, and webhooks checked
// with the package's own signature check on the raw body. Every call times out (10 s) and is retried once.
import Stripe from "stripe";
import {
  type CardDetails,
  type Charge,
  type ChargeRequest,
  IdempotencyKeyReused,
  PaymentDeclined,
  type PaymentEvent,
  PaymentMethodRefused,
  PaymentProviderUnavailable,
  type Payments,
  type ProviderCard,
  type Refund,
  WebhookSignatureInvalid,
} from "./payments.ts";

export interface StripeSettings {
  secretKey: string;
  publishableKey: string;
  webhookSecret: string;
  /** Stripe's API elsewhere than api.stripe.com (a local stand-in). */
  apiUrl?: string;
}

const TIMEOUT_MS = 10_000;

const {
  StripeCardError,
  StripeIdempotencyError,
  StripeInvalidRequestError,
  StripeSignatureVerificationError,
} = Stripe.errors;

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

async function atStripe<T>(call: () => Promise<T>): Promise<T> {
  try {
    return await call();
  } catch (error) {
    throw failure(error);
  }
}

const cardOf = (method: Stripe.PaymentMethod | string | null): CardDetails => {
  const card = typeof method === "object" && method ? method.card : undefined;
  return {
    brand: card?.brand ?? "card",
    last4: card?.last4 ?? "????",
    expMonth: card?.exp_month ?? 0,
    expYear: card?.exp_year ?? 0,
  };
};

const chargeOf = (intent: Stripe.PaymentIntent): Charge => ({
  id: intent.id,
  amountMinor: intent.amount,
  currency: intent.currency.toUpperCase(),
  refundedMinor: 0,
  card: cardOf(intent.payment_method),
  metadata: { ...intent.metadata },
});

function endpointOf(apiUrl: string | undefined) {
  if (!apiUrl) return {};
  const url = new URL(apiUrl);
  return { host: url.hostname, port: url.port, protocol: url.protocol.replace(":", "") as "http" | "https" };
}

export class StripePayments implements Payments {
  readonly config;
  private readonly stripe: Stripe;

  constructor(private readonly settings: StripeSettings) {
    this.config = { provider: "stripe", publishableKey: settings.publishableKey } as const;
    this.stripe = new Stripe(settings.secretKey, {
      timeout: TIMEOUT_MS,
      maxNetworkRetries: 1,
      telemetry: false,
      ...endpointOf(settings.apiUrl),
    });
  }

  createCustomer(userId: string): Promise<string> {
    return atStripe(async () => (await this.stripe.customers.create({ metadata: { userId } })).id);
  }

  attachCard(customerId: string, paymentMethodId: string): Promise<ProviderCard> {
    return atStripe(async () => {
      const method = await this.stripe.paymentMethods.attach(paymentMethodId, { customer: customerId });
      return { id: method.id, ...cardOf(method) };
    });
  }

  async detachCard(paymentMethodId: string): Promise<void> {
    await atStripe(() => this.stripe.paymentMethods.detach(paymentMethodId));
  }

  charge(request: ChargeRequest): Promise<Charge> {
    return atStripe(async () => {
      const intent = await this.stripe.paymentIntents.create(
        {
          amount: request.amountMinor,
          currency: request.currency.toLowerCase(),
          customer: request.customerId,
          payment_method: request.paymentMethodId,
          confirm: true,
          off_session: request.customerId !== undefined,
          automatic_payment_methods: { enabled: true, allow_redirects: "never" },
          metadata: { ...request.metadata, idempotencyKey: request.idempotencyKey },
          expand: ["payment_method"],
        },
        { idempotencyKey: request.idempotencyKey },
      );
      if (intent.status !== "succeeded") {
        throw new PaymentDeclined(
          intent.status,
          "Your card needs a step this checkout cannot take. Try another card.",
        );
      }
      return chargeOf(intent);
    });
  }

  chargeFor(idempotencyKey: string): Promise<Charge | null> {
    return atStripe(async () => {
      const found = await this.stripe.paymentIntents.search({
        query: `metadata['idempotencyKey']:'${idempotencyKey.replaceAll("'", "")}' AND status:'succeeded'`,
        expand: ["data.payment_method"],
      });
      const [intent] = found.data;
      return intent ? chargeOf(intent) : null;
    });
  }

  refund(request: { chargeId: string; amountMinor: number; idempotencyKey: string }): Promise<Refund> {
    return atStripe(async () => {
      const refund = await this.stripe.refunds.create(
        { payment_intent: request.chargeId, amount: request.amountMinor },
        { idempotencyKey: request.idempotencyKey },
      );
      return { id: refund.id, chargeId: request.chargeId, amountMinor: refund.amount };
    });
  }

  webhookEvent(rawBody: string, signatureHeader: string | undefined): PaymentEvent {
    let event: Stripe.Event;
    try {
      event = this.stripe.webhooks.constructEvent(
        rawBody,
        signatureHeader ?? "",
        this.settings.webhookSecret,
      );
    } catch (error) {
      if (error instanceof StripeSignatureVerificationError) {
        throw new WebhookSignatureInvalid("The webhook's signature does not match.");
      }
      throw error;
    }
    const intent =
      event.type === "payment_intent.succeeded" ? (event.data.object as Stripe.PaymentIntent) : undefined;
    return { id: event.id, type: event.type, ...(intent ? { charge: chargeOf(intent) } : {}) };
  }
}
