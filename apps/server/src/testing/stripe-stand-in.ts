// A small local stand-in of the Stripe API endpoints CBM calls, for tests of the Stripe adapter through
// the official package: customers, payment methods (Stripe's documented test ones), payment intents
// confirmed at once (idempotent by the Idempotency-Key header, searchable by metadata), refunds, and
// Stripe Billing (stripe-billing-stand-in.ts). Webhooks are signed as Stripe signs them.
import { randomBytes } from "node:crypto";
import { createServer, type IncomingMessage, type Server, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";
import { BANK_CHECK_FAILED } from "@cbm/contracts";
import Stripe from "stripe";
import { billingStandIn, nested, type Pay } from "./stripe-billing-stand-in.ts";

const TEST_CARDS: Record<
  string,
  { last4: string; decline?: { code: string; decline_code: string; message: string } }
> = {
  pm_card_visa: { last4: "4242" },
  pm_card_chargeDeclined: {
    last4: "0002",
    decline: { code: "card_declined", decline_code: "generic_decline", message: "Your card was declined." },
  },
  pm_card_chargeDeclinedInsufficientFunds: {
    last4: "9995",
    decline: {
      code: "card_declined",
      decline_code: "insufficient_funds",
      message: "Your card has insufficient funds.",
    },
  },
  // Attaches, and every later charge to it is declined: a card that stops working.
  pm_card_chargeCustomerFail: {
    last4: "0341",
    decline: { code: "card_declined", decline_code: "generic_decline", message: "Your card was declined." },
  },
  // Charges off-session (a renewal) ask the cardholder to authenticate: 3-D Secure.
  pm_card_authenticationRequired: { last4: "3184" },
};

interface Method {
  id: string;
  object: "payment_method";
  type: "card";
  card: { brand: string; last4: string; exp_month: number; exp_year: number };
  customer: string | null;
  behaviour: string;
}

const newId = (prefix: string) => `${prefix}_${randomBytes(10).toString("hex")}`;

type Billing = ReturnType<typeof billingStandIn>;

/** A webhook as Stripe posts it: the event's JSON and its `Stripe-Signature` header. */
export interface SignedWebhook {
  payload: string;
  signature: string;
}

export interface StripeStandIn {
  url: string;
  /** Moves a Billing subscription on (renews it, retries its invoice), answering the webhooks Stripe sends. */
  renew(subscriptionId: string): SignedWebhook[];
  retry(subscriptionId: string, options?: { last?: boolean }): SignedWebhook[];
  /** The member confirms the payment waiting for their bank (3-D Secure), as Stripe.js would. */
  authenticate(subscriptionId: string): SignedWebhook[];
  subscription: Billing["subscription"];
  subscriptionOf: Billing["subscriptionOf"];
  /** From now on every charge to this card is declined (`pm_card_chargeCustomerFail`) or needs 3-D Secure. */
  cardBehaves(
    methodId: string,
    behaviour: "pm_card_chargeCustomerFail" | "pm_card_authenticationRequired" | "pm_card_visa",
  ): void;
  /**
   * From now on (until called with null) requests starting with `call` (`"POST /v1/invoices"`) are done,
   * and their answers lost: Stripe did it, the client does not know.
   */
  loseAnswers(call: string | null): void;
  /** Signs an event as Stripe would. */
  signed(type: string, object: unknown): SignedWebhook;
  /** Requests it answered, by method and path: what the adapter called. */
  calls: string[];
  /** How many payment intents succeeded. */
  succeeded(): number;
  /**
   * The payer's bank answers the check a payment intent waits for (3-D Secure), as Stripe.js's dialog
   * would with its client secret: the intent succeeds or fails, and the webhook Stripe sends is answered.
   */
  confirmPayment(clientSecret: string, passes: boolean): SignedWebhook;
  /** The metadata of every payment intent asked for, whatever came of it. */
  chargesAsked: Record<string, string>[];
  close(): Promise<void>;
}

export async function startStripeStandIn(webhookSecret = "whsec_stand_in"): Promise<StripeStandIn> {
  const methods = new Map<string, Method>();
  const intents = new Map<string, Record<string, unknown>>();
  const answered = new Map<string, { status: number; body: unknown }>();
  const calls: string[] = [];
  const chargesAsked: Record<string, string>[] = [];
  let losing: string | null = null;

  const methodOf = (id: string): Method | undefined => {
    const known = methods.get(id);
    if (known) return known;
    const card = TEST_CARDS[id];
    if (!card) return undefined;
    return {
      id,
      object: "payment_method",
      type: "card",
      card: { brand: "visa", last4: card.last4, exp_month: 12, exp_year: new Date().getFullYear() + 3 },
      customer: null,
      behaviour: id,
    };
  };
  const missing = (id: string) => ({
    status: 400,
    body: {
      error: {
        type: "invalid_request_error",
        code: "resource_missing",
        param: "payment_method",
        message: `No such PaymentMethod: '${id}'`,
      },
    },
  });
  const publicMethod = ({ behaviour: _, ...method }: Method) => method;

  /** A payment intent confirmed on a card now, or the card's decline as Stripe answers it (402). */
  function pay(
    methodId: string,
    amount: number,
    currency: string,
    metadata: Record<string, string> = {},
    expandMethod = false,
  ): ReturnType<Pay> {
    const paymentMethod = methodOf(methodId);
    if (!paymentMethod) return { decline: missing(methodId) };
    // Stripe's 3184 card asks for authentication on every payment, on-session and off.
    const needsAction = paymentMethod.behaviour === "pm_card_authenticationRequired";
    const intent = {
      id: newId("pi"),
      object: "payment_intent",
      amount,
      currency,
      metadata,
      payment_method: expandMethod ? publicMethod(paymentMethod) : paymentMethod.id,
      status: needsAction ? "requires_action" : "succeeded",
      client_secret: null as string | null,
      last_payment_error: null,
    };
    const decline = TEST_CARDS[paymentMethod.behaviour]?.decline;
    const declines =
      decline && (paymentMethod.behaviour !== "pm_card_chargeCustomerFail" || paymentMethod.customer);
    if (decline && declines) {
      return {
        decline: {
          status: 402,
          body: {
            error: {
              type: "card_error",
              ...decline,
              payment_intent: { ...intent, status: "requires_payment_method" },
            },
          },
        },
      };
    }
    if (needsAction) intent.client_secret = `${intent.id}_secret_${randomBytes(6).toString("hex")}`;
    intents.set(intent.id, intent);
    return { intent };
  }
  const billing = billingStandIn(pay, (id) => {
    const found = methodOf(id);
    return found && publicMethod(found);
  });

  function answer(method: string, path: string, form: URLSearchParams, query: URLSearchParams) {
    if (method === "POST" && path === "/v1/customers") {
      return { status: 200, body: { id: newId("cus"), object: "customer", metadata: {} } };
    }
    const attach = /^\/v1\/payment_methods\/([^/]+)\/(attach|detach)$/.exec(path);
    if (method === "POST" && attach) {
      const [, id = "", verb] = attach;
      const found = methodOf(id);
      if (!found) return missing(id);
      const kept =
        verb === "attach"
          ? { ...found, id: methods.has(id) ? id : newId("pm"), customer: form.get("customer") }
          : { ...found, customer: null };
      methods.set(kept.id, kept);
      return { status: 200, body: publicMethod(kept) };
    }
    if (method === "POST" && path === "/v1/payment_intents") {
      const metadata = Object.fromEntries(
        [...form].flatMap(([key, value]) => {
          const name = /^metadata\[(.+)\]$/.exec(key)?.[1];
          return name ? [[name, value]] : [];
        }),
      );
      chargesAsked.push(metadata);
      const outcome = pay(
        form.get("payment_method") ?? "",
        Number(form.get("amount")),
        form.get("currency") ?? "",
        metadata,
        [...form.values()].includes("payment_method"),
      );
      return "decline" in outcome ? outcome.decline : { status: 200, body: outcome.intent };
    }
    if (method === "GET" && path === "/v1/payment_intents/search") {
      const asked = query.get("query") ?? "";
      const key = /metadata\['idempotencyKey'\]:'([^']*)'/.exec(asked)?.[1];
      const status = /status:'([^']*)'/.exec(asked)?.[1];
      const data = [...intents.values()].filter(
        (intent) =>
          (intent.metadata as Record<string, string>).idempotencyKey === key &&
          (status === undefined || intent.status === status),
      );
      return { status: 200, body: { object: "search_result", data, has_more: false, url: path } };
    }
    const intentId = /^\/v1\/payment_intents\/(pi_[^/]+)$/.exec(path)?.[1];
    if (method === "GET" && intentId) {
      const intent = intents.get(intentId);
      if (!intent) return missing(intentId);
      const { payment_method: used } = intent as { payment_method: string | { id: string } };
      const paymentMethod = methodOf(typeof used === "string" ? used : used.id);
      const expanded = query.getAll("expand[0]").includes("payment_method") && paymentMethod;
      return {
        status: 200,
        body: expanded ? { ...intent, payment_method: publicMethod(paymentMethod) } : intent,
      };
    }
    if (method === "POST" && path === "/v1/refunds") {
      const intent = intents.get(form.get("payment_intent") ?? "");
      if (!intent)
        return {
          status: 400,
          body: { error: { type: "invalid_request_error", message: "No such payment_intent" } },
        };
      return {
        status: 200,
        body: {
          id: newId("re"),
          object: "refund",
          amount: Number(form.get("amount")),
          payment_intent: intent.id,
        },
      };
    }
    return (
      billing.answer(method, path, nested(form)) ?? {
        status: 404,
        body: {
          error: { type: "invalid_request_error", message: `Unrecognized request URL (${method}: ${path})` },
        },
      }
    );
  }

  const signed = (type: string, object: unknown): SignedWebhook => {
    const payload = JSON.stringify({ id: newId("evt"), object: "event", type, data: { object } });
    return {
      payload,
      signature: Stripe.webhooks.generateTestHeaderString({ payload, secret: webhookSecret }),
    };
  };
  const sign = (events: { type: string; object: unknown }[]) =>
    events.map(({ type, object }) => signed(type, object));

  async function handle(request: IncomingMessage, response: ServerResponse) {
    let raw = "";
    for await (const chunk of request) raw += chunk;
    const url = new URL(request.url ?? "/", "http://stand-in");
    const method = request.method ?? "GET";
    calls.push(`${method} ${url.pathname}`);
    const key = request.headers["idempotency-key"];
    const replayKey = typeof key === "string" && method === "POST" ? `${url.pathname} ${key}` : undefined;
    const result =
      (replayKey ? answered.get(replayKey) : undefined) ??
      answer(method, url.pathname, new URLSearchParams(raw), url.searchParams);
    if (replayKey) answered.set(replayKey, result);
    if (losing && `${method} ${url.pathname}`.startsWith(losing)) {
      response.writeHead(500, { "content-type": "application/json" });
      response.end(JSON.stringify({ error: { type: "api_error", message: "An unknown error occurred" } }));
      return;
    }
    response.writeHead(result.status, { "content-type": "application/json", "request-id": newId("req") });
    response.end(JSON.stringify(result.body));
  }

  const server: Server = createServer((request, response) => {
    handle(request, response).catch(() => {
      response.writeHead(500);
      response.end();
    });
  });
  // Stripe keeps a connection open for its client far longer than Node's 5 s default; a client that
  // reuses one the server has just closed loses the request.
  server.keepAliveTimeout = 120_000;
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    calls,
    chargesAsked,
    renew: (id) => sign(billing.renew(id)),
    retry: (id, options) => sign(billing.retry(id, options)),
    authenticate: (id) => sign(billing.authenticate(id)),
    subscription: billing.subscription,
    subscriptionOf: billing.subscriptionOf,
    cardBehaves: (methodId, behaviour) => {
      const method = methods.get(methodId);
      if (method) method.behaviour = behaviour;
    },
    signed,
    loseAnswers: (call) => {
      losing = call;
    },
    succeeded: () => [...intents.values()].filter((intent) => intent.status === "succeeded").length,
    confirmPayment: (clientSecret, passes) => {
      const intent = [...intents.values()].find((one) => one.client_secret === clientSecret);
      if (!intent) throw new Error(`no payment intent has the client secret ${clientSecret}`);
      Object.assign(
        intent,
        passes
          ? { status: "succeeded", last_payment_error: null }
          : {
              status: "requires_payment_method",
              last_payment_error: {
                code: "payment_intent_authentication_failure",
                message: BANK_CHECK_FAILED,
              },
            },
      );
      return signed(passes ? "payment_intent.succeeded" : "payment_intent.payment_failed", intent);
    },
    close: () =>
      new Promise((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      }),
  };
}
