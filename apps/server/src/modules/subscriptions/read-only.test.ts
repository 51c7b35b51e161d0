// Beyond a plan's limit (after a downgrade, or subscribing with more than it allows) the newest things
// are read-only: changing them is a 403 naming the plan, deleting them is allowed, the oldest stay editable.
import type { Entitlements, Product } from "@cbm/contracts";
import { beforeAll, describe, expect, it } from "vitest";
import { wallOf } from "../../testing/closets-and-outfits.ts";
import type { Person } from "../../testing/harness.ts";
import { openShop, productPhoto } from "../../testing/shop.ts";
import { subscriptionsUnderTest } from "../../testing/subscriptions.ts";

const { test, kit } = subscriptionsUnderTest();
let wall: ReturnType<typeof wallOf>;
beforeAll(() => {
  wall = wallOf(test);
});

const READ_ONLY =
  /^Your Keep Two plan allows 2 [a-z ]+\. This one is beyond it and read-only: upgrade to .+ to change it, or delete some\.$/;

const readOnlyAfter = async (person: Person) =>
  (await kit.call(person, "GET", "/v1/users/entitlements")).json<Entitlements>().readOnlyAfter;

/** A paid plan with room for everything, so each refusal can name a plan to upgrade to. */
const roomyPlan = (audience: "customer" | "retailer") =>
  kit.plan(audience, {
    name: "Keep Many",
    monthlyPrice: 4999,
    features:
      audience === "customer"
        ? { closets: 50, closetItems: 500 }
        : { productsListed: 500, liveEventsPerMonth: 1, storeMetrics: true },
  });

describe("a customer with more than the plan allows", () => {
  it("keeps the newest closet beyond the plan read-only, the older ones editable, and lets it go", async () => {
    await roomyPlan("customer");
    const plan = await kit.plan("customer", { name: "Keep Two", features: { closets: 2, closetItems: 100 } });
    const who = await kit.member();
    const [oldest, middle, newest] = [
      await wall.closet(who.person, { name: "One" }),
      await wall.closet(who.person, { name: "Two" }),
      await wall.closet(who.person, { name: "Three" }),
    ];
    await kit.subscribe(who, plan.id);
    expect(await readOnlyAfter(who.person)).toEqual({ closets: middle?.createdAt });

    const rename = (id = "", name = "Renamed") =>
      wall.send(who.person, "PUT", `/v1/closets/${id}`, { name, visibility: "public" });
    const refused = await rename(newest?.id);
    expect(refused.statusCode).toBe(403);
    expect(refused.json().message).toMatch(READ_ONLY);
    expect(refused.json().message).toMatch(/allows 2 closets/);
    expect((await rename(oldest?.id)).statusCode).toBe(200);
    expect((await rename(middle?.id)).statusCode).toBe(200);

    expect((await wall.send(who.person, "DELETE", `/v1/closets/${newest?.id}`)).statusCode).toBe(200);
    expect(await readOnlyAfter(who.person)).toEqual({});
    expect((await rename(middle?.id, "Still fine")).statusCode).toBe(200);
  });

  it("keeps the newest items beyond the plan read-only across closets, moving them too", async () => {
    await roomyPlan("customer");
    const plan = await kit.plan("customer", { name: "Keep Two", features: { closets: 5, closetItems: 2 } });
    const who = await kit.member();
    const [first, second] = [await wall.closet(who.person), await wall.closet(who.person)];
    const oldest = await wall.item(who.person, first?.id ?? "");
    const within = await wall.item(who.person, second?.id ?? "");
    const beyond = await wall.item(who.person, second?.id ?? "");
    await kit.subscribe(who, plan.id);
    expect((await readOnlyAfter(who.person)).closetItems).toBe(within.createdAt);

    const change = (id: string, closetId?: string) =>
      wall.send(who.person, "PUT", `/v1/closet-items/${id}`, {
        image: oldest.image.url,
        category: "tops",
        subcategory: "blouse",
        colours: ["white"],
        closetId,
      });
    const refused = await change(beyond.id);
    expect(refused.statusCode).toBe(403);
    expect(refused.json().message).toMatch(READ_ONLY);
    expect((await change(beyond.id, first?.id)).statusCode).toBe(403);
    expect((await change(oldest.id)).statusCode).toBe(200);
    expect((await change(within.id, first?.id)).statusCode).toBe(200);
    expect((await wall.send(who.person, "DELETE", `/v1/closet-items/${beyond.id}`)).statusCode).toBe(200);
    expect((await readOnlyAfter(who.person)).closetItems).toBeUndefined();
  });
});

describe("a retailer with more products listed than the plan allows", () => {
  it("keeps the newest listed product read-only while listed; it may be unlisted or deleted", async () => {
    await roomyPlan("retailer");
    const plan = await kit.plan("retailer", {
      name: "Keep Two",
      features: { productsListed: 2, liveEventsPerMonth: 1, storeMetrics: false },
    });
    const shop = await openShop(test, await productPhoto(test));
    const listed: Product[] = [await shop.add(), await shop.add(), await shop.add(), await shop.add()];
    await kit.subscribe({ person: shop.owner, card: await kit.card(shop.owner) }, plan.id);
    expect(await readOnlyAfter(shop.owner)).toEqual({ productsListed: listed[1]?.createdAt });

    const edit = (product: Product | undefined, fields: Partial<Product> = {}) =>
      kit.call(shop.owner, "PUT", `/v1/retailer/product/${product?.id}`, {
        title: "Changed tee",
        category: product?.category,
        subcategory: product?.subcategory,
        images: product?.images.map((image) => image.url),
        priceMinor: product?.priceMinor,
        status: product?.status,
        variants: product?.variants,
        ...fields,
      });
    const refused = await edit(listed[3]);
    expect(refused.statusCode).toBe(403);
    expect(refused.json().message).toMatch(READ_ONLY);
    expect(refused.json().message).toMatch(/allows 2 products listed/);
    expect((await edit(listed[0])).statusCode).toBe(200);
    expect((await edit(listed[3], { status: "draft" })).statusCode).toBe(200);
    const deleted = await kit.call(shop.owner, "DELETE", `/v1/retailer/product/${listed[2]?.id}`);
    expect(deleted.statusCode).toBe(200);
    expect(await readOnlyAfter(shop.owner)).toEqual({});
    expect((await edit(listed[1])).statusCode).toBe(200);
  });
});
