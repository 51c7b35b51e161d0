import type { AdminPlan, AdminPlanList, Plan, PlanList } from "@cbm/contracts";
import { describe, expect, it } from "vitest";
import { registerPerson } from "../../testing/harness.ts";
import { planBody, subscriptionsUnderTest } from "../../testing/subscriptions.ts";

const { test, kit } = subscriptionsUnderTest();

describe("GET /v1/plans and /v1/plan/{slug}", () => {
  it("lists the active plans to anyone, by audience then display order, one audience when asked", async () => {
    const second = await kit.plan("retailer", { displayOrder: 2 });
    const first = await kit.plan("retailer", { displayOrder: 1 });
    const hidden = await kit.plan("retailer", { displayOrder: 0 });
    await kit.call(kit.admin, "POST", `/v1/admin/plan/${hidden.id}/deactivate`);
    const response = await kit.call(null, "GET", "/v1/plans?audience=retailer");
    expect(response.statusCode).toBe(200);
    const slugs = response.json<PlanList>().items.map((plan) => plan.slug);
    expect(slugs).not.toContain(hidden.slug);
    expect(slugs.indexOf(first.slug)).toBeLessThan(slugs.indexOf(second.slug));
    expect(response.json<PlanList>().items.every((plan) => plan.audience === "retailer")).toBe(true);
    const all = (await kit.call(null, "GET", "/v1/plans")).json<PlanList>().items;
    expect(all.map((plan) => plan.slug)).toContain(first.slug);
    expect((await kit.call(null, "GET", "/v1/plans?audience=admin")).json()).toHaveProperty("audience");
  });

  it("shows one active plan by its slug, a 404 for an unknown or inactive one", async () => {
    const plan = await kit.plan("customer", { name: "Closet Plus" });
    const response = await kit.call(null, "GET", `/v1/plan/${plan.slug}`);
    expect(response.json<Plan>()).toEqual({
      id: plan.id,
      slug: plan.slug,
      name: "Closet Plus",
      audience: "customer",
      description: "More of everything.",
      monthlyPrice: 999,
      yearlyPrice: 9990,
      currency: "USD",
      trialDays: 0,
      active: true,
      displayOrder: 1,
      features: { closets: 3, closetItems: 10 },
    });
    expect((await kit.call(null, "GET", "/v1/plan/no-such-plan")).statusCode).toBe(404);
    expect((await kit.call(null, "GET", "/v1/plan/Not%20A%20Slug")).json()).toHaveProperty("slug");
    await kit.call(kit.admin, "POST", `/v1/admin/plan/${plan.id}/deactivate`);
    expect((await kit.call(null, "GET", `/v1/plan/${plan.slug}`)).statusCode).toBe(404);
  });
});

describe("the admin's plans", () => {
  it("creates a plan (201), refusing a taken slug (409)", async () => {
    const body = planBody("influencer", { name: "Creator Pro", trialDays: 7 });
    const response = await kit.call(kit.admin, "POST", "/v1/admin/plans", body);
    expect(response.statusCode, response.body).toBe(201);
    expect(response.json<AdminPlan>()).toMatchObject({
      slug: body.slug,
      subscriberCount: 0,
      features: { storefront: true, affiliateRatePercent: 10 },
    });
    const again = await kit.call(kit.admin, "POST", "/v1/admin/plans", body);
    expect(again.statusCode).toBe(409);
  });

  it("names each wrong field (400), features included", async () => {
    const cases: [object, string][] = [
      [{ ...planBody("customer"), slug: "Bad Slug" }, "slug"],
      [{ ...planBody("customer"), monthlyPrice: 9.5 }, "monthlyPrice"],
      [{ ...planBody("customer"), monthlyPrice: -1 }, "monthlyPrice"],
      [{ ...planBody("customer"), audience: "admin" }, "audience"],
      [{ ...planBody("customer"), currency: "XYZ" }, "currency"],
      [{ ...planBody("customer"), features: { closets: 3 } }, "features"],
      [{ ...planBody("customer"), features: { closets: 3, closetItems: 1, storefront: true } }, "features"],
      [
        {
          ...planBody("retailer"),
          features: { productsListed: -2, liveEventsPerMonth: 1, storeMetrics: true },
        },
        "features.productsListed",
      ],
      [{ name: "" }, "name"],
    ];
    for (const [body, field] of cases) {
      const response = await kit.call(kit.admin, "POST", "/v1/admin/plans", body);
      expect(response.statusCode, JSON.stringify(body)).toBe(400);
      expect(Object.keys(response.json()), JSON.stringify(body)).toContain(field);
    }
  });

  it("lists every plan with its subscribers, edits and deactivates one", async () => {
    const plan = await kit.plan("customer");
    await kit.subscribe(await kit.member(), plan.id);
    const listed = (
      await kit.call(kit.admin, "GET", "/v1/admin/plans?audience=customer")
    ).json<AdminPlanList>();
    expect(listed.items.find((item) => item.id === plan.id)).toMatchObject({ subscriberCount: 1 });
    const edited = await kit.call(kit.admin, "PUT", `/v1/admin/plan/${plan.id}`, {
      name: "Closet Max",
      features: { closets: 20, closetItems: 100 },
    });
    expect(edited.json<AdminPlan>()).toMatchObject({
      name: "Closet Max",
      features: { closets: 20, closetItems: 100 },
    });
    const foreign = await kit.call(kit.admin, "PUT", `/v1/admin/plan/${plan.id}`, {
      features: { storefront: true },
    });
    expect(foreign.statusCode).toBe(400);
    expect(foreign.json().features).toEqual(expect.arrayContaining(["A customer plan has no storefront"]));
    expect((await kit.call(kit.admin, "PUT", `/v1/admin/plan/${plan.id}`, {})).statusCode).toBe(400);
    const off = await kit.call(kit.admin, "POST", `/v1/admin/plan/${plan.id}/deactivate`);
    expect(off.json<AdminPlan>()).toMatchObject({ active: false, subscriberCount: 1 });
    const back = await kit.call(kit.admin, "PUT", `/v1/admin/plan/${plan.id}`, { active: true });
    expect(back.json<AdminPlan>().active).toBe(true);
    const missing = crypto.randomUUID();
    expect((await kit.call(kit.admin, "PUT", `/v1/admin/plan/${missing}`, { name: "X" })).statusCode).toBe(
      404,
    );
    expect((await kit.call(kit.admin, "POST", `/v1/admin/plan/${missing}/deactivate`)).statusCode).toBe(404);
    expect((await kit.call(kit.admin, "POST", "/v1/admin/plan/nope/deactivate")).statusCode).toBe(400);
  });

  it("is the admin's alone: 401 without a token, 403 for a member", async () => {
    const member = await registerPerson(test);
    for (const [method, url] of [
      ["GET", "/v1/admin/plans"],
      ["POST", "/v1/admin/plans"],
      ["PUT", `/v1/admin/plan/${crypto.randomUUID()}`],
      ["POST", `/v1/admin/plan/${crypto.randomUUID()}/deactivate`],
    ] as const) {
      const anonymous = await kit.call(null, method, url, {});
      expect(anonymous.statusCode, url).toBe(401);
      expect(anonymous.json()).toEqual({ message: "Unauthenticated." });
      expect((await kit.call(member, method, url, {})).statusCode, url).toBe(403);
    }
  });
});
