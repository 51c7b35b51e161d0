// Plan limits on the server, for each audience: beyond the plan is a 403 naming a plan that allows more.
import {
  type Closet,
  type ClosetPage,
  type Entitlements,
  type PlanList,
  PRODUCT_CSV_COLUMNS,
  type Profile,
} from "@cbm/contracts";
import { sql } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { csvText } from "../../platform/csv.ts";
import { rowsOf } from "../../platform/raw-sql.ts";
import { wallOf } from "../../testing/closets-and-outfits.ts";
import type { Person } from "../../testing/harness.ts";
import { liveOf } from "../../testing/live.ts";
import { openShop, productPhoto } from "../../testing/shop.ts";
import { subscriptionsUnderTest } from "../../testing/subscriptions.ts";
import { subscriptionsService } from "./service.ts";

const { test, kit } = subscriptionsUnderTest();
let wall: ReturnType<typeof wallOf>;
beforeAll(() => {
  wall = wallOf(test);
});

const newCloset = (person: Person, name = "More") =>
  wall.post(person, "/v1/closets", { name, visibility: "public" });

describe("a customer's closets and closet items", () => {
  it("refuses a closet beyond the plan with a 403 naming a plan that allows more", async () => {
    const roomy = await kit.plan("customer", {
      name: "Closet Max",
      monthlyPrice: 1999,
      features: { closets: 20, closetItems: 100 },
    });
    const plan = await kit.plan("customer", {
      name: "Closet Plus",
      features: { closets: 2, closetItems: 100 },
    });
    const who = await kit.member();
    await kit.subscribe(who, plan.id);
    await wall.closet(who.person);
    await wall.closet(who.person);
    const refused = await newCloset(who.person);
    expect(refused.statusCode).toBe(403);
    expect(refused.json().message).toMatch(
      /^Your Closet Plus plan allows 2 closets\. Upgrade to .+ to add more\.$/,
    );
    await kit.call(who.person, "PUT", "/v1/users/subscription", { planId: roomy.id, interval: "month" });
    expect((await newCloset(who.person)).statusCode).toBe(200);
  });

  it("refuses items beyond the plan across all the member's closets", async () => {
    const plan = await kit.plan("customer", { features: { closets: 5, closetItems: 1 } });
    const who = await kit.member();
    await kit.subscribe(who, plan.id);
    const first = await wall.closet(who.person);
    const second = await wall.closet(who.person);
    await wall.item(who.person, first.id);
    const refused = await wall.post(who.person, `/v1/closets/${second.id}/items`, {
      image: await productPhoto(test),
      category: "tops",
      subcategory: "shirt",
      colours: ["black"],
    });
    expect(refused.statusCode).toBe(403);
    expect(refused.json().message).toMatch(/allows 1 closet items/);
  });

  it("never deletes on a downgrade: what is there stays, only new closets beyond the plan are refused", async () => {
    const big = await kit.plan("customer", {
      monthlyPrice: 2000,
      features: { closets: 5, closetItems: 100 },
    });
    const small = await kit.plan("customer", {
      monthlyPrice: 500,
      features: { closets: 1, closetItems: 100 },
    });
    const who = await kit.member();
    const subscription = await kit.subscribe(who, big.id);
    const made: Closet[] = [
      await wall.closet(who.person),
      await wall.closet(who.person),
      await wall.closet(who.person),
    ];
    await kit.call(who.person, "PUT", "/v1/users/subscription", { planId: small.id, interval: "month" });
    await subscriptionsService(test.deps, { byId: async () => undefined }).keepTime(
      new Date(new Date(subscription.currentPeriodEnd).getTime() + 60_000),
    );
    const entitled = (await kit.call(who.person, "GET", "/v1/users/entitlements")).json<Entitlements>();
    expect(entitled.plan?.id).toBe(small.id);
    const mine = (
      await wall.get(who.person, `/v1/user/${who.person.auth.user.id}/closets`)
    ).json<ClosetPage>();
    expect(mine.items.map((closet) => closet.id).sort()).toEqual(made.map((closet) => closet.id).sort());
    expect((await newCloset(who.person)).statusCode).toBe(403);
    const renamed = await wall.send(who.person, "PUT", `/v1/closets/${made[0]?.id}`, {
      name: "Still mine",
      visibility: "public",
    });
    expect(renamed.statusCode).toBe(200);
  });

  it("does not limit an influencer by a customer's plan", async () => {
    const plan = await kit.plan("influencer");
    const who = await kit.member("influencer");
    await kit.subscribe(who, plan.id);
    for (let made = 0; made < 4; made++)
      expect((await newCloset(who.person, `Closet ${made}`)).statusCode).toBe(200);
  });
});

describe("an influencer's storefront", () => {
  it("refuses publishing on a plan without a storefront, naming one that has it; upgraded, it publishes", async () => {
    const lite = await kit.plan("influencer", {
      name: "Creator Lite",
      features: { storefront: false, affiliateRatePercent: 5 },
    });
    const shop = await kit.plan("influencer", {
      name: "Creator Shop",
      monthlyPrice: 1_999,
      features: { storefront: true, affiliateRatePercent: 5 },
    });
    const who = await kit.member("influencer");
    await kit.subscribe(who, lite.id);
    const step = (name: string, payload: object) =>
      kit.call(who.person, "PUT", `/v1/influencers/onboarding/${name}`, payload);
    const slug = `store-${crypto.randomUUID().slice(0, 8)}`;
    expect(
      (await step("influencer-store-details", { storeName: "Lite Closet", storeSlug: slug })).statusCode,
    ).toBe(200);
    const store = { storeAccentColour: "navy", storeLayout: "grid", published: true };
    const refused = await step("influencer-store", store);
    expect(refused.statusCode, refused.body).toBe(403);
    expect(refused.json().message).toMatch(
      /^Your Creator Lite plan does not include a public storefront\. Upgrade to .+ to have one\.$/,
    );
    expect((await step("influencer-store", { ...store, published: false })).statusCode).toBe(200);

    const upgraded = await kit.call(who.person, "PUT", "/v1/users/subscription", {
      planId: shop.id,
      interval: "month",
    });
    expect(upgraded.statusCode, upgraded.body).toBe(200);
    expect((await step("influencer-store", store)).statusCode).toBe(200);
  });
});

describe("a retailer's listed products", () => {
  it("refuses an active product beyond the plan; drafts are not listed and stay free", async () => {
    const plan = await kit.plan("retailer", {
      name: "Boutique Starter",
      features: { productsListed: 1, liveEventsPerMonth: 1, storeMetrics: false },
    });
    const shop = await openShop(test, await productPhoto(test));
    await kit.subscribe({ person: shop.owner, card: await kit.card(shop.owner) }, plan.id);
    const listed = await shop.add();
    const refused = await kit.call(shop.owner, "POST", "/v1/retailer/products", {
      title: "Second tee",
      category: "tops",
      subcategory: "t-shirt",
      images: listed.images.map((image) => image.url),
      priceMinor: 3000,
      status: "active",
      variants: [{ size: "M", colour: "black", stock: 1, sku: `S-${crypto.randomUUID().slice(0, 8)}` }],
    });
    expect(refused.statusCode, refused.body).toBe(403);
    expect(refused.json().message).toMatch(/^Your Boutique Starter plan allows 1 products listed\./);
    const draft = await shop.add({ status: "draft" });
    const activated = await kit.call(shop.owner, "PUT", `/v1/retailer/product/${draft.id}`, {
      ...draft,
      images: draft.images.map((image) => image.url),
      status: "active",
    });
    expect(activated.statusCode).toBe(403);
  });
});

describe("a retailer's product CSV import", () => {
  const csvOf = (photo: string, rows: { handle: string; status: string }[]) =>
    csvText([
      [...PRODUCT_CSV_COLUMNS],
      ...rows.map((row) =>
        PRODUCT_CSV_COLUMNS.map(
          (column) =>
            ({
              ...row,
              title: "Imported tee",
              category: "tops",
              subcategory: "t-shirt",
              images: photo,
              price: "30.00",
              size: "M",
              colour: "black",
              sku: `I-${crypto.randomUUID().slice(0, 8)}`,
              stock: "2",
            })[column as string] ?? "",
        ),
      ),
    ]);

  it("refuses the whole file when its active products go beyond the plan; drafts stay free", async () => {
    const plan = await kit.plan("retailer", {
      name: "Import Two",
      features: { productsListed: 2, liveEventsPerMonth: 1, storeMetrics: false },
    });
    const photo = await productPhoto(test);
    const shop = await openShop(test, photo);
    await kit.subscribe({ person: shop.owner, card: await kit.card(shop.owner) }, plan.id);
    await shop.add();
    const importing = (rows: { handle: string; status: string }[]) =>
      kit.call(shop.owner, "POST", "/v1/retailer/products/import", { csv: csvOf(photo, rows) });

    const refused = await importing([
      { handle: "one", status: "active" },
      { handle: "two", status: "active" },
    ]);
    expect(refused.statusCode).toBe(403);
    expect(refused.json().message).toMatch(/^Your Import Two plan allows 2 products listed\./);
    const listed = await kit.call(shop.owner, "GET", "/v1/retailer/products?size=100");
    expect(listed.json().total).toBe(1);

    const imported = await importing([
      { handle: "one", status: "active" },
      { handle: "two", status: "draft" },
    ]);
    expect(imported.statusCode, imported.body).toBe(201);
    expect(imported.json()).toEqual({ created: 2 });
  });
});

describe("an influencer's plan, as the onboarding's plan steps use it", () => {
  it("lists the influencer plans, subscribes to one, and shows it on the profile and entitlements", async () => {
    const plan = await kit.plan("influencer", { name: "Creator Pro", trialDays: 7 });
    const who = await kit.member("influencer");
    const plans = (await kit.call(who.person, "GET", "/v1/plans?audience=influencer")).json<PlanList>();
    expect(plans.items.map((item) => item.id)).toContain(plan.id);
    await kit.subscribe(who, plan.id);
    const profile = (await kit.call(who.person, "GET", "/v1/users/profile")).json<Profile>();
    expect(profile.subscription).toEqual({
      planSlug: plan.slug,
      planName: "Creator Pro",
      status: "trialing",
    });
    const entitled = (await kit.call(who.person, "GET", "/v1/users/entitlements")).json<Entitlements>();
    expect(entitled).toMatchObject({
      plan: { id: plan.id, features: { storefront: true } },
      status: "trialing",
    });
    expect((await kit.call(kit.admin, "GET", "/v1/users/entitlements")).json()).toEqual({
      plan: null,
      status: null,
      readOnlyAfter: {},
    });
    expect((await kit.call(null, "GET", "/v1/users/entitlements")).statusCode).toBe(401);
  });
});

describe("a retailer's live events a month", () => {
  /** A retailer on a plan of one live a month, with two events of theirs, neither live yet. */
  async function hostOnOneLiveAMonth() {
    const plan = await kit.plan("retailer", {
      name: "Live Once",
      features: { productsListed: 10, liveEventsPerMonth: 1, storeMetrics: false },
    });
    const live = liveOf(test, await productPhoto(test));
    const first = await live.hostedEvent();
    await kit.subscribe({ person: first.host, card: await kit.card(first.host) }, plan.id);
    const second = await live.create(first.host);
    const goLive = (eventId: string) => live.call(first.host, "POST", `/v1/event/${eventId}/live`);
    return { live, host: first.host, first: first.event, second, goLive };
  }

  it("refuses a second live in the month with a 403, and leaves that event scheduled; the first resumes", async () => {
    const { live, host, first, second, goLive } = await hostOnOneLiveAMonth();
    expect((await goLive(first.id)).statusCode).toBe(200);
    await live.ok(host, "POST", `/v1/event/${first.id}/end`);

    const refused = await goLive(second.id);
    expect(refused.statusCode, refused.body).toBe(403);
    expect(refused.json().message).toMatch(/^Your Live Once plan allows 1 live events a month\. /);
    const still = await rowsOf(
      test.deps.database.db,
      sql`select status, went_live_at is null as never_live from events where id = ${second.id}`,
    );
    expect(still).toEqual([{ status: "scheduled", never_live: true }]);

    // Resuming the first live (within its 2 hours) is the same live, not another.
    expect((await goLive(first.id)).statusCode).toBe(200);
  });

  it("counts from the first of the month (UTC): last month's live leaves this month's free", async () => {
    const { live, host, first, second, goLive } = await hostOnOneLiveAMonth();
    expect((await goLive(first.id)).statusCode).toBe(200);
    await live.ok(host, "POST", `/v1/event/${first.id}/end`);
    await test.deps.database.db.execute(
      sql`update events set went_live_at = date_trunc('month', now()) - interval '1 minute' where id = ${first.id}`,
    );
    expect((await goLive(second.id)).statusCode).toBe(200);
  });
});
