import {
  AuthResponseSchema,
  type Brand,
  BrandPageSchema,
  type ProductCard,
  ProductCardPageSchema,
  type StoreCard,
  StorePageSchema,
} from "@cbm/contracts";
import type { z } from "zod";
import { type JsonRequest, requestJson } from "./http-json.ts";

/** The API could not be read: down, slow, refusing, or answering something else than its contract. */
export class CatalogueUnavailable extends Error {
  constructor(
    message: string,
    readonly status?: number,
  ) {
    super(message);
  }
}

/** What the shop's filters take (`GET /v1/products`); prices in minor units. */
export interface ProductFilters {
  keyword?: string;
  colour?: string;
  category?: string;
  minPrice?: number;
  maxPrice?: number;
}

export interface Catalogue {
  products(filters: ProductFilters): Promise<ProductCard[]>;
  stores(keyword: string): Promise<StoreCard[]>;
  brands(keyword: string): Promise<Brand[]>;
}

export interface CatalogueOptions {
  apiUrl: string;
  timeoutMs: number;
  /** The account to sign in as; the shop's calls are for signed-in people. */
  account?: { email: string; password: string };
}

/** Enough to keep a few once those that do not bear the question's words are left out. */
const LIST_LENGTH = 12;
/** Of the sign-in's answer, the assistant needs only the access token. */
const SignedInSchema = AuthResponseSchema.pick({ accessToken: true });

/** Reads the public catalogue through the API's HTTP calls, each with a timeout. */
export function apiCatalogue({ apiUrl, timeoutMs, account }: CatalogueOptions): Catalogue {
  let accessToken: Promise<string | undefined> | undefined;

  async function signIn(): Promise<string | undefined> {
    if (!account) return undefined;
    const body = new URLSearchParams({ username: account.email, password: account.password }).toString();
    const headers = { "content-type": "application/x-www-form-urlencoded" };
    const signedIn = await call("/v1/authorization/login", { method: "POST", headers, body }, SignedInSchema);
    return signedIn.accessToken;
  }

  async function call<T>(path: string, init: JsonRequest, schema: z.ZodType<T>): Promise<T> {
    const response = await requestJson(new URL(path, apiUrl), init, timeoutMs).catch((error: unknown) => {
      throw new CatalogueUnavailable(`The API did not answer ${path}: ${String(error)}`);
    });
    if (response.status !== 200)
      throw new CatalogueUnavailable(`The API answered ${path} with ${response.status}`, response.status);
    const parsed = schema.safeParse(response.body);
    if (!parsed.success) throw new CatalogueUnavailable(`The API's answer to ${path} is not its contract`);
    return parsed.data;
  }

  async function read<T>(path: string, query: Record<string, unknown>, schema: z.ZodType<T>): Promise<T> {
    const url = `${path}?${searchOf(query)}`;
    accessToken ??= signIn().catch((error: unknown) => {
      accessToken = undefined;
      throw error;
    });
    const headers = async (): Promise<Record<string, string>> => {
      const token = await accessToken;
      return token ? { authorization: `Bearer ${token}` } : {};
    };
    try {
      return await call(url, { headers: await headers() }, schema);
    } catch (error) {
      const expired = error instanceof CatalogueUnavailable && error.status === 401;
      if (!expired || !account) throw error;
      accessToken = signIn();
      return call(url, { headers: await headers() }, schema);
    }
  }

  return {
    products: async (filters) =>
      (
        await read(
          "/v1/products",
          { ...filters, limit: LIST_LENGTH, showAvoided: "true" },
          ProductCardPageSchema,
        )
      ).items,
    stores: async (keyword) =>
      (await read("/v1/stores", { keyword, size: LIST_LENGTH }, StorePageSchema)).items,
    brands: async (keyword) =>
      (await read("/v1/brands", { keyword, size: LIST_LENGTH }, BrandPageSchema)).items,
  };
}

function searchOf(query: Record<string, unknown>): string {
  const search = new URLSearchParams();
  for (const [name, value] of Object.entries(query)) {
    if (value !== undefined) search.set(name, String(value));
  }
  return search.toString();
}
