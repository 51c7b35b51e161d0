// Card payments by Stripe, through its official package: customers, payment methods from Stripe
// Elements, payment intents confirmed at once under CBM's idempotency key, refunds, and webhooks checked
// with the package's own signature check on the raw body. Every call times out (10 s) and is retried once.
import Stripe from "stripe";
import {
  type Charge,
  type ChargeRequest,
  PaymentDeclined,
  type PaymentEvent,
  PaymentNeedsConfirmation,
  type Payments,
  type ProviderCard,
  type Refund,
  WebhookSignatureInvalid,
} from "./payments.ts";
import { StripeBilling } from "./payments-stripe-billing.ts";
import { atStripe, cardOf, TIMEOUT_MS } from "./stripe-calls.ts";

export interface StripeSettings {
  secretKey: string;
  publishableKey: string;
  webhookSecret: string;
  /** Stripe's API elsewhere than api.stripe.com (a local stand-in). */
  apiUrl?: string;
}

const { StripeSignatureVerificationError } = Stripe.errors;

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

/** The provider's subscription an event concerns: the subscription itself, or an invoice's. */
function subscriptionIdOf(event: Stripe.Event): string | undefined {
  const object = event.data.object as { object?: string; id?: string };
  if (object.object === "subscription") return object.id;
  if (object.object !== "invoice") return undefined;
  const owner = (object as Stripe.Invoice).parent?.subscription_details?.subscription;
  return typeof owner === "string" ? owner : owner?.id;
}

export class StripePayments implements Payments {
  readonly config;
  readonly billing: StripeBilling;
  private readonly stripe: Stripe;

  constructor(private readonly settings: StripeSettings) {
    this.config = { provider: "stripe", publishableKey: settings.publishableKey } as const;
    this.stripe = new Stripe(settings.secretKey, {
      timeout: TIMEOUT_MS,
      maxNetworkRetries: 1,
      telemetry: false,
      ...endpointOf(settings.apiUrl),
    });
    this.billing = new StripeBilling(this.stripe);
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

  async charge(request: ChargeRequest): Promise<Charge> {
    const intent = await atStripe(async () => {
      const created = await this.stripe.paymentIntents.create(
        {
          amount: request.amountMinor,
          currency: request.currency.toLowerCase(),
          customer: request.customerId,
          payment_method: request.paymentMethodId,
          confirm: true,
          off_session: !request.onSession && request.customerId !== undefined,
          automatic_payment_methods: { enabled: true, allow_redirects: "never" },
          metadata: { ...request.metadata, idempotencyKey: request.idempotencyKey },
          expand: ["payment_method"],
        },
        { idempotencyKey: request.idempotencyKey },
      );
      // Under a key used before, Stripe answers its first response again: one that waited for the bank
      // is read again to learn how it stands now.
      return created.status === "requires_action"
        ? await this.stripe.paymentIntents.retrieve(created.id, { expand: ["payment_method"] })
        : created;
    });
    if (intent.status === "succeeded") return chargeOf(intent);
    if (intent.status === "requires_action" && request.onSession && intent.client_secret) {
      throw new PaymentNeedsConfirmation(intent.client_secret);
    }
    throw new PaymentDeclined(
      intent.last_payment_error?.code ?? intent.status,
      intent.last_payment_error?.message ??
        "Your card needs a step this payment cannot take. Try another card.",
    );
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
    const intent = event.type.startsWith("payment_intent.")
      ? (event.data.object as Stripe.PaymentIntent)
      : undefined;
    const subscriptionId = subscriptionIdOf(event);
    return {
      id: event.id,
      type: event.type,
      ...(intent && event.type === "payment_intent.succeeded" ? { charge: chargeOf(intent) } : {}),
      ...(intent && event.type === "payment_intent.payment_failed"
        ? {
            failed: {
              metadata: { ...intent.metadata },
              message: intent.last_payment_error?.message ?? "Your card was declined.",
            },
          }
        : {}),
      ...(subscriptionId ? { subscriptionId } : {}),
    };
  }
}
