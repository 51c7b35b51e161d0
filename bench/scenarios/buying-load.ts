// What the buying scenarios load: buyers registered with a delivery address, adding to their carts and
// reading them through autocannon, and checkouts, each timed, by all the buyers at once.
import { randomBytes } from "node:crypto";
import type autocannon from "autocannon";
import { register } from "../accounts.ts";
import { percentile } from "../load.ts";

export const BUYERS = 50;

interface Buyer {
  token: string;
  addressId: string;
}

export async function api(
  base: string,
  token: string,
  method: string,
  path: string,
  body?: unknown,
  headers = {},
) {
  const response = await fetch(`${base}${path}`, {
    method,
    headers: { authorization: `Bearer ${token}`, "content-type": "application/json", ...headers },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const text = await response.text();
  return { status: response.status, body: text };
}

/** `count` registered buyers with a delivery address, ten registering at a time. */
export async function buyers(base: string, count: number): Promise<Buyer[]> {
  const made: Buyer[] = [];
  while (made.length < count) {
    const batch = await Promise.all(
      Array.from({ length: Math.min(10, count - made.length) }, async () => {
        const { accessToken } = await register(base);
        const address = await api(base, accessToken, "POST", "/v1/users/addresses", {
          fullName: "Bench Mark",
          line1: "1 Bench Street",
          city: "Paris",
          postalCode: "75001",
          country: "FR",
        });
        return { token: accessToken, addressId: (JSON.parse(address.body) as { id: string }).id };
      }),
    );
    made.push(...batch);
  }
  return made;
}

/** The adds one buyer can take: 50 lines (a cart's most) of 10 each (a line's most). */
const ADDS_PER_BUYER = 50 * 10;

/**
 * How many buyers the adding load needs for `connections` to add at `rate` for `seconds` without a cart
 * filling up (a full line answers 400): a whole number of them per connection, at least two.
 */
export function addersFor(connections: number, rate: number, seconds: number): number {
  return connections * Math.max(2, Math.ceil((rate * seconds) / ADDS_PER_BUYER / connections));
}

/**
 * Each connection buyers of its own (`addersFor`), adding one of 50 variants after another to each cart
 * in turn.
 */
export function addingLoad(
  base: string,
  people: Buyer[],
  variantIds: string[],
  connections: number,
): autocannon.Options {
  const perConnection = people.length / connections;
  let next = 0;
  return {
    url: base,
    setupClient(client) {
      // The warm-up's clients and the run's are set up in turn: the same connection number gets the same
      // buyers and the same variants, or a cart would take more than its 50 lines.
      const index = next++ % connections;
      const group = people.slice(index * perConnection, (index + 1) * perConnection);
      const own = variantIds
        .slice((index * 50) % variantIds.length)
        .concat(variantIds)
        .slice(0, 50);
      client.setRequests(
        own.flatMap((variantId) =>
          group.map((buyer) => ({
            method: "POST" as const,
            path: "/v1/cart",
            headers: { authorization: `Bearer ${buyer.token}`, "content-type": "application/json" },
            body: JSON.stringify({ variantId, quantity: 1 }),
          })),
        ),
      );
    },
  };
}

export function readingLoad(base: string, people: Buyer[]): autocannon.Options {
  let next = 0;
  return {
    url: base,
    setupClient(client) {
      const buyer = people[next++ % people.length] as Buyer;
      client.setRequests([
        { method: "GET", path: "/v1/cart", headers: { authorization: `Bearer ${buyer.token}` } },
      ]);
    },
  };
}

export interface CheckoutRun {
  name: string;
  checkoutsPerSecond: number;
  p50: number;
  p99: number;
  placed: number;
  refused: Record<string, number>;
  /** For the run on one variant: its stock went down by exactly what paid orders hold of it. */
  exact?: boolean;
}

/**
 * `BUYERS` buyers at once, for `seconds`: each fills its cart with its lines (not timed) and checks out
 * (timed), again and again. Answers checkouts a second and their latency.
 */
export async function checkouts(
  base: string,
  name: string,
  people: Buyer[],
  linesOf: (buyer: number) => { variantId: string; storeId: string }[],
  methods: Record<string, string>,
  seconds: number,
): Promise<CheckoutRun> {
  const latencies: number[] = [];
  const refused: Record<string, number> = {};
  const deadline = Date.now() + seconds * 1000;
  const started = performance.now();
  await Promise.all(
    people.map(async (buyer, index) => {
      const lines = linesOf(index);
      const shippingMethods = Object.fromEntries(lines.map((line) => [line.storeId, methods[line.storeId]]));
      while (Date.now() < deadline) {
        for (const { variantId } of lines) {
          await api(base, buyer.token, "POST", "/v1/cart", { variantId, quantity: 1 });
        }
        const sent = performance.now();
        const answer = await api(
          base,
          buyer.token,
          "POST",
          "/v1/cart/checkout",
          { addressId: buyer.addressId, shippingMethods, paymentMethodId: "pm_card_visa" },
          { "idempotency-key": randomBytes(16).toString("hex") },
        );
        if (answer.status === 201) latencies.push(performance.now() - sent);
        else refused[answer.status] = (refused[answer.status] ?? 0) + 1;
      }
    }),
  );
  const elapsed = (performance.now() - started) / 1000;
  const sorted = [...latencies].sort((one, other) => one - other);
  return {
    name,
    checkoutsPerSecond: latencies.length / elapsed,
    p50: percentile(sorted, 0.5),
    p99: percentile(sorted, 0.99),
    placed: latencies.length,
    refused,
  };
}
