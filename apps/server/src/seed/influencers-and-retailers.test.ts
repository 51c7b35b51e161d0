import {
  type AuthResponse,
  type Image,
  INFLUENCER_STEPS,
  type InfluencerListPage,
  influencerOnboarding,
  PRODUCT_LIMITS,
  type ProductCardPage,
  type ProductPage,
  RETAILER_STEPS,
  RetailerLeadBodySchema,
  retailerQuestionnaire,
} from "@cbm/contracts";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { InfluencerProfileRow } from "../modules/influencers/index.ts";
import type { RetailerLeadRow, RetailerProfileRow } from "../modules/retailers/index.ts";
import type { UserRow } from "../modules/users/index.ts";
import type { Database } from "../platform/db.ts";
import { emptyPglite, startTestApp, type TestApp } from "../testing/harness.ts";
import { rowsOf } from "../testing/tables.ts";
import { DEMO_ACCOUNTS, seedIfEmpty } from "./index.ts";

// Its own empty PGlite, as in seed.test.ts: seeding only happens on an empty database.
let database: Database;
let test: TestApp;
// Seeding the whole demo takes a minute or more on a busy machine, as in seed.test.ts.
beforeAll(async () => {
  database = await emptyPglite();
  test = await startTestApp({}, {}, database);
  expect(await seedIfEmpty(test.deps)).toBe(true);
}, 240_000);
afterAll(async () => {
  await test.close();
  await database.close();
});

async function get(email: string, url: string) {
  const password = DEMO_ACCOUNTS.find((account) => account.email === email)?.password ?? "";
  const login = await test.request({
    method: "POST",
    url: "/v1/authorization/login",
    payload: { username: email, password },
  });
  const response = await test.request({
    method: "GET",
    url,
    headers: { authorization: `Bearer ${login.json<AuthResponse>().accessToken}` },
  });
  expect(response.statusCode, response.body).toBe(200);
  return response.json();
}

const roleOf = async (role: "influencer" | "retailer") =>
  (await rowsOf<UserRow>(test.deps.database.db, "users")).filter((person) => person.roles.includes(role));

describe("the seeded influencers", () => {
  it("show the demo influencer a finished onboarding and a published storefront with a banner", async () => {
    const onboarding = influencerOnboarding.StateSchema.parse(
      await get("influencer@example.com", "/v1/influencers/onboarding"),
    );
    expect(onboarding).toMatchObject({ answeredSteps: INFLUENCER_STEPS, nextStep: null });
    expect(onboarding.answers).toMatchObject({
      storeName: "Sofia's Vintage Closet",
      storeSlug: "sofias-vintage-closet",
      published: true,
      categories: ["vintage", "minimalist", "classic"],
    });
    expect(onboarding.answers.workedWith.map((brand) => brand.name)).toEqual([
      "Costa Linea",
      "Olea Knitwear",
    ]);
    expect(onboarding.answers.wantsToWorkWith.map((brand) => brand.name)).toEqual(["Aster Vale"]);
    const banner = onboarding.answers.storeBanner ?? "";
    const image = await test.request({ method: "GET", url: banner });
    expect(await sharp(image.rawPayload).metadata()).toMatchObject({
      width: 1200,
      height: 400,
      format: "webp",
    });
  });

  it("give every influencer a valid profile and a store address of their own", async () => {
    const [creators, profiles] = [
      await roleOf("influencer"),
      await rowsOf<InfluencerProfileRow>(test.deps.database.db, "influencer_profiles"),
    ];
    expect(profiles.map((profile) => profile.userId).sort()).toEqual(
      creators.map((person) => person.id).sort(),
    );
    expect(new Set(profiles.map((profile) => profile.storeSlug)).size).toBe(profiles.length);
    expect(profiles.filter((profile) => profile.storePublishedAt).length).toBeGreaterThan(
      profiles.length / 2,
    );
    for (const profile of profiles) {
      expect(profile.storeSlug).toMatch(/^[a-z0-9]+(-[a-z0-9]+)*$/);
      expect(profile.headline).toBeTruthy();
      expect(profile.categories.length).toBeGreaterThan(0);
    }
  });

  it("fill the influencer list, most followed first", async () => {
    const page: InfluencerListPage = await get("customer@example.com", "/v1/influencers?size=100");
    expect(page.total).toBe((await roleOf("influencer")).length);
    const counts = page.items.map((item) => item.followerCount);
    expect(counts).toEqual([...counts].sort((a, b) => b - a));
    expect(page.items.every((item) => item.headline && item.categories.length > 0)).toBe(true);
  });
});

describe("the seeded retailers", () => {
  it("show the demo retailer a finished business profile", async () => {
    const questionnaire = retailerQuestionnaire.StateSchema.parse(
      await get("retailer@example.com", "/v1/retailers/questionnaire"),
    );
    expect(questionnaire).toMatchObject({ answeredSteps: RETAILER_STEPS, nextStep: null });
    expect(questionnaire.answers["sales-metrics"]?.averageOrderValue).toEqual({
      amount: 14500,
      currency: "EUR",
    });
  });

  it("give every retailer answers the questionnaire would accept", async () => {
    const [retailers, profiles] = [
      await roleOf("retailer"),
      await rowsOf<RetailerProfileRow>(test.deps.database.db, "retailer_profiles"),
    ];
    expect(profiles).toHaveLength(retailers.length);
    for (const profile of profiles) {
      expect(profile.answeredSteps).toEqual([...RETAILER_STEPS]);
      expect(retailerQuestionnaire.StateSchema.shape.answers.safeParse(profile.answers).success).toBe(true);
    }
  });

  it("keep a few leads from the public form, each as the form would send it", async () => {
    const leads = await rowsOf<RetailerLeadRow>(test.deps.database.db, "retailer_leads");
    expect(leads.length).toBeGreaterThanOrEqual(3);
    for (const { businessName, contactName, email, answers } of leads) {
      expect(RetailerLeadBodySchema.safeParse({ businessName, contactName, email, ...answers }).success).toBe(
        true,
      );
    }
  });
});

describe("the seeded stores", () => {
  it("give every retailer one configured store that can sell, the demo retailer's Atelier Moreau first", async () => {
    const retailers = await roleOf("retailer");
    const stores = await rowsOf<{ ownerId: string; logo: string | null; status: string }>(
      test.deps.database.db,
      "stores",
    );
    expect(stores.map((store) => store.ownerId).sort()).toEqual(retailers.map((person) => person.id).sort());
    expect(stores.every((store) => store.logo?.startsWith("/media/") && store.status === "active")).toBe(
      true,
    );

    const own = await get("retailer@example.com", "/v1/retailer/store");
    expect(own).toMatchObject({ name: "Atelier Moreau", slug: "atelier-moreau", canSell: true });
    expect(own.shippingMethods.length).toBeGreaterThanOrEqual(2);
    const listed = await get("customer@example.com", `/v1/stores?size=100`);
    expect(listed.total).toBe(retailers.length);
  });

  it("stock every store with products: 2-6 variants, photos, varied titles, sales, sold-out ones, drafts and archived ones", async () => {
    const db = test.deps.database.db;
    const products = await rowsOf<SeededProduct>(db, "products");
    const variants = await rowsOf<{ productId: string; stock: number }>(db, "product_variants");
    const stores = await rowsOf<{ id: string; productCount: number }>(db, "stores");
    expect(products.length).toBeGreaterThanOrEqual(500);

    const stockOf = new Map<string, number[]>();
    for (const variant of variants)
      stockOf.set(variant.productId, [...(stockOf.get(variant.productId) ?? []), variant.stock]);
    for (const product of products) {
      const stock = stockOf.get(product.id) ?? [];
      expect(stock.length).toBeGreaterThanOrEqual(2);
      expect(stock.length).toBeLessThanOrEqual(6);
      expect(product.totalStock).toBe(stock.reduce((sum, each) => sum + each, 0));
      expect(product.images.length).toBeGreaterThanOrEqual(1);
      expect(product.images.length).toBeLessThanOrEqual(3);
      expect(
        product.images.every((image) => image.variants.length > 0 && image.url.startsWith("/media/")),
      ).toBe(true);
      expect(product.searchText).toBe(product.searchText.toLowerCase());
      if (product.compareAtMinor !== null) expect(product.compareAtMinor).toBeGreaterThan(product.priceMinor);
    }

    // Titles vary: none more than a few times over every store, and hundreds of them.
    const uses = new Map<string, number>();
    for (const { title } of products) uses.set(title, (uses.get(title) ?? 0) + 1);
    expect(Math.max(...uses.values())).toBeLessThanOrEqual(4);
    expect(uses.size).toBeGreaterThan(products.length * 0.7);

    const count = (keep: (product: SeededProduct, stock: number[]) => boolean) =>
      products.filter((product) => keep(product, stockOf.get(product.id) ?? [])).length;
    expect(count((product) => product.compareAtMinor !== null)).toBeGreaterThanOrEqual(40);
    expect(count((_, stock) => stock.every((each) => each === 0))).toBeGreaterThanOrEqual(15);
    expect(
      count((_, stock) => stock.some((each) => each === 0) && stock.some((each) => each > 0)),
    ).toBeGreaterThanOrEqual(40);
    expect(
      count((product) => product.totalStock > 0 && product.totalStock <= PRODUCT_LIMITS.lowStock),
    ).toBeGreaterThanOrEqual(15);
    expect(count((product) => product.status === "draft")).toBeGreaterThanOrEqual(20);
    expect(count((product) => product.status === "archived")).toBeGreaterThanOrEqual(20);
    expect(new Set(products.map((product) => product.subcategory)).size).toBeGreaterThanOrEqual(35);

    // Listed over the last months, never in the future; every store has its own products.
    const times = products.map((product) => new Date(product.createdAt).getTime());
    expect(Math.max(...times)).toBeLessThan(Date.now());
    expect(Math.max(...times) - Math.min(...times)).toBeGreaterThan(60 * 24 * 3600 * 1000);
    for (const store of stores) {
      const own = products.filter((product) => product.storeId === store.id);
      expect(own.length).toBeGreaterThanOrEqual(30);
      expect(store.productCount).toBe(own.filter((product) => product.status === "active").length);
    }
  });

  it("give the demo retailer's Atelier Moreau products in every status, low on stock, sold out and on sale", async () => {
    const page: ProductPage = await get("retailer@example.com", "/v1/retailer/products?size=100");
    expect(page.total).toBeGreaterThanOrEqual(30);
    expect(new Set(page.items.map((product) => product.status))).toEqual(
      new Set(["active", "draft", "archived"]),
    );
    const active = page.items.filter((product) => product.status === "active");
    expect(active.length).toBeGreaterThanOrEqual(20);
    expect(page.items.filter((product) => product.compareAtMinor !== null).length).toBeGreaterThanOrEqual(5);
    expect(page.items.filter((product) => product.totalStock === 0).length).toBeGreaterThanOrEqual(2);
    expect(
      page.items.filter(
        (product) => product.totalStock > 0 && product.variants.some((variant) => variant.stock === 0),
      ).length,
    ).toBeGreaterThanOrEqual(3);
    expect(page.items.every((product) => product.currency === "EUR")).toBe(true);
    const low: ProductPage = await get("retailer@example.com", "/v1/retailer/products?lowStock=true");
    expect(low.total).toBeGreaterThanOrEqual(3);
    const store = await get("retailer@example.com", "/v1/retailer/store");
    expect(store.productCount).toBe(active.length);
  });

  it("fill the shop's first page for the demo customer, some cards saying why they rank high", async () => {
    const page: ProductCardPage = await get("customer@example.com", "/v1/products");
    expect(page.items).toHaveLength(24);
    expect(page.nextCursor).not.toBeNull();
    expect(page.items.some((card) => card.reasons.length > 0)).toBe(true);
    expect(page.items.every((card) => card.image.variants.length > 0)).toBe(true);
  });
});

interface SeededProduct {
  id: string;
  storeId: string;
  title: string;
  subcategory: string;
  status: string;
  images: Image[];
  priceMinor: number;
  compareAtMinor: number | null;
  totalStock: number;
  searchText: string;
  createdAt: string;
}

describe("the demo customer's shopping", () => {
  const customer = "customer@example.com";

  it("has an address, a saved test card, orders in every status, and a cart from two stores", async () => {
    await test.settled();
    expect((await get(customer, "/v1/users/addresses")).items).toHaveLength(1);
    const cards = (await get(customer, "/v1/users/payment-methods")).items;
    expect(cards).toEqual([expect.objectContaining({ brand: "visa", last4: "4242", isDefault: true })]);
    const orders = (await get(customer, "/v1/orders")).items as {
      id: string;
      status: string;
      store: { id: string };
    }[];
    expect(orders.map((order) => order.status).sort()).toEqual(
      ["paid", "shipped", "delivered", "completed", "cancelled", "return_requested", "refunded"].sort(),
    );
    const shipped = orders.find((order) => order.status === "shipped");
    expect((await get(customer, `/v1/order/${shipped?.id}`)).tracking).toMatchObject({
      carrier: "Colissimo",
    });
    const returning = orders.find((order) => order.status === "return_requested");
    expect((await get(customer, `/v1/order/${returning?.id}`)).return).toMatchObject({
      reason: "The fit is too loose on the shoulders.",
    });
    const cart = await get(customer, "/v1/cart");
    expect(cart.stores).toHaveLength(2);
    expect(cart.totalQuantity).toBe(3);
    // The demo retailer has an order to ship and a return to handle, and was told of them.
    const own = await get("retailer@example.com", "/v1/retailer/store");
    const ownStatuses = orders.filter((order) => order.store.id === own.id).map((order) => order.status);
    expect(ownStatuses.sort()).toEqual(["paid", "return_requested"]);
    expect(own.currencyLocked).toBe(true);
    const told = (await get("retailer@example.com", "/v1/notifications")).items as { message: string }[];
    expect(told.some((notification) => notification.message.startsWith("New order from"))).toBe(true);
    expect(told.some((notification) => notification.message.includes("asked to return items"))).toBe(true);
  });
});
