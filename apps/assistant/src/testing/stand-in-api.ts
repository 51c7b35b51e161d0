import { createServer, type IncomingMessage, type Server, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";
import type { ProductCard } from "@cbm/contracts";
import { FIXTURE_BRANDS, FIXTURE_PRODUCTS, FIXTURE_STORES } from "./catalogue-fixture.ts";

/** The account the stand-in takes, as a demo account of the real API. */
export const STAND_IN_ACCOUNT = { email: "assistant@example.com", password: "Stand-in-password-42!" };
const TOKEN = "stand-in-access-token";

export interface StandIn {
  url: string;
  /** The paths asked, for tests that check what the assistant called. */
  calls: string[];
  close(): Promise<void>;
}

const words = (text: string) =>
  text
    .toLowerCase()
    .split(/[^\p{L}\p{N}]+/u)
    .filter(Boolean);

/** Every word of the keyword starts a word of the product (the real shop also tolerates typos). */
function matchesKeyword(product: ProductCard, keyword: string | null): boolean {
  if (!keyword) return true;
  const own = words(`${product.title} ${product.brand?.name ?? ""} ${product.category}`);
  return words(keyword).every((word) => own.some((each) => each.startsWith(word)));
}

function shop(query: URLSearchParams) {
  const number = (name: string) => (query.has(name) ? Number(query.get(name)) : undefined);
  const [min, max] = [number("minPrice"), number("maxPrice")];
  const items = FIXTURE_PRODUCTS.filter(
    (product) =>
      matchesKeyword(product, query.get("keyword")) &&
      (!query.has("colour") || product.colours.includes(query.get("colour") as never)) &&
      (!query.has("category") || product.category === query.get("category")) &&
      (min === undefined || product.priceMinor >= min) &&
      (max === undefined || product.priceMinor <= max),
  ).slice(0, number("limit") ?? 24);
  return { items, nextCursor: null };
}

function byName<T extends { name: string }>(items: T[], query: URLSearchParams) {
  const keyword = query.get("keyword");
  const found = items.filter(
    (item) => !keyword || words(keyword).every((word) => words(item.name).includes(word)),
  );
  const size = Number(query.get("size") ?? 20);
  return { items: found.slice(0, size), page: 0, size, total: found.length };
}

function answer(request: IncomingMessage, response: ServerResponse, calls: string[]) {
  const url = new URL(request.url ?? "/", "http://stand-in");
  calls.push(`${request.method} ${url.pathname}${url.search}`);
  const send = (status: number, body: unknown) =>
    response.writeHead(status, { "content-type": "application/json" }).end(JSON.stringify(body));
  if (request.method === "POST" && url.pathname === "/v1/authorization/login") {
    let body = "";
    request.on("data", (chunk) => {
      body += chunk;
    });
    request.on("end", () => {
      const form = new URLSearchParams(body);
      const known =
        form.get("username") === STAND_IN_ACCOUNT.email && form.get("password") === STAND_IN_ACCOUNT.password;
      if (!known) return send(401, { message: "Unauthenticated." });
      send(200, { accessToken: TOKEN, refreshToken: "stand-in-refresh", expiresIn: 900 });
    });
    return;
  }
  if (request.headers.authorization !== `Bearer ${TOKEN}`) return send(401, { message: "Unauthenticated." });
  if (url.pathname === "/v1/products") return send(200, shop(url.searchParams));
  if (url.pathname === "/v1/stores") return send(200, byName(FIXTURE_STORES, url.searchParams));
  if (url.pathname === "/v1/brands") return send(200, byName(FIXTURE_BRANDS, url.searchParams));
  send(404, { message: "Page Not Found" });
}

/** A stand-in of the API's public catalogue calls, on a free local port. */
export async function startStandInApi(): Promise<StandIn> {
  const calls: string[] = [];
  const server: Server = createServer((request, response) => answer(request, response, calls));
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    calls,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}
