// A small local stand-in of the Stripe API endpoints CBM calls, for tests of the Stripe adapter through
// the official package: customers, payment methods (Stripe's documented test ones), payment intents
// confirmed at once (idempotent by the Idempotency-Key header, searchable by metadata), refunds.
import { randomBytes } from "node:crypto";
import { createServer, type IncomingMessage, type Server, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";

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

export interface StripeStandIn {
  url: string;
  /** Requests it answered, by method and path: what the adapter called. */
  calls: string[];
  /** How many payment intents succeeded. */
  succeeded(): number;
  close(): Promise<void>;
}

export async function startStripeStandIn(): Promise<StripeStandIn> {
  const methods = new Map<string, Method>();
  const intents = new Map<string, Record<string, unknown>>();
  const answered = new Map<string, { status: number; body: unknown }>();
  const calls: string[] = [];

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
      const paymentMethod = methodOf(form.get("payment_method") ?? "");
      if (!paymentMethod) return missing(form.get("payment_method") ?? "");
      const metadata = Object.fromEntries(
        [...form].flatMap(([key, value]) => {
          const name = /^metadata\[(.+)\]$/.exec(key)?.[1];
          return name ? [[name, value]] : [];
        }),
      );
      const intent = {
        id: newId("pi"),
        object: "payment_intent",
        amount: Number(form.get("amount")),
        currency: form.get("currency"),
        metadata,
        payment_method: [...form.values()].includes("payment_method")
          ? publicMethod(paymentMethod)
          : paymentMethod.id,
        status: "succeeded",
      };
      const decline = TEST_CARDS[paymentMethod.behaviour]?.decline;
      if (decline) {
        return {
          status: 402,
          body: {
            error: {
              type: "card_error",
              ...decline,
              payment_intent: { ...intent, status: "requires_payment_method" },
            },
          },
        };
      }
      intents.set(intent.id, intent);
      return { status: 200, body: intent };
    }
    if (method === "GET" && path === "/v1/payment_intents/search") {
      const key = /metadata\['idempotencyKey'\]:'([^']*)'/.exec(query.get("query") ?? "")?.[1];
      const data = [...intents.values()].filter(
        (intent) => (intent.metadata as Record<string, string>).idempotencyKey === key,
      );
      return { status: 200, body: { object: "search_result", data, has_more: false, url: path } };
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
    return {
      status: 404,
      body: {
        error: { type: "invalid_request_error", message: `Unrecognized request URL (${method}: ${path})` },
      },
    };
  }

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
    response.writeHead(result.status, { "content-type": "application/json", "request-id": newId("req") });
    response.end(JSON.stringify(result.body));
  }

  const server: Server = createServer((request, response) => {
    handle(request, response).catch(() => {
      response.writeHead(500);
      response.end();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    calls,
    succeeded: () => intents.size,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}
