// Members over the limits of the plan they are on (a plan retired below what they have, or the free plan
// again): the newest of what is beyond it is read-only, the rest stays theirs, and the refusals say why.
import { randomBytes } from "node:crypto";
import type { CreatePlanBody } from "@cbm/contracts";
import { type APIRequestContext, expect, test } from "@playwright/test";
import { adminSession, plansOnOffer, subscribedThroughApi, surname } from "./plan-fixtures.ts";
import { DESKTOP, lookAtBothSizes } from "./shop-fixtures.ts";
import { dismissToasts, garmentPhoto, registeredPerson, signIn, uploadedImage } from "./support.ts";

test.use({ viewport: DESKTOP });

/**
 * The member subscribed (through the API) to a paid plan made for them, which is then no longer offered:
 * no other journey's pricing page shows it, and its limits can sit below what the member already has.
 */
async function onRetiredPlan(
  request: APIRequestContext,
  member: { accessToken: string },
  fields: Pick<CreatePlanBody, "name" | "audience" | "features">,
) {
  const headers = { authorization: `Bearer ${(await adminSession(request)).accessToken}` };
  const slug = `retired-${randomBytes(4).toString("hex")}`;
  const plan = await request.post("/v1/admin/plans", {
    headers,
    data: {
      ...fields,
      slug,
      description: "Made for one journey.",
      monthlyPrice: 299,
      yearlyPrice: 2990,
      currency: "USD",
      trialDays: 0,
      displayOrder: 9,
    },
  });
  expect(plan.status(), await plan.text()).toBe(201);
  await subscribedThroughApi(request, member.accessToken, slug);
  const retired = await request.post(`/v1/admin/plan/${(await plan.json()).id}/deactivate`, { headers });
  expect(retired.status(), await retired.text()).toBe(200);
}

test.beforeEach(async ({ request }) => plansOnOffer(request));

test("a member back on the free plan with more closets than it allows sees the newest read-only, and deletes it", async ({
  page,
  request,
}) => {
  test.setTimeout(120_000);
  const member = await registeredPerson(request, "customer", { firstName: "Perpetua", lastName: surname() });
  const headers = { authorization: `Bearer ${member.accessToken}` };
  await subscribedThroughApi(request, member.accessToken, "closet-unlimited");
  const closets: { id: string }[] = [];
  for (let made = 1; made <= 11; made++) {
    const response = await request.post("/v1/closets", {
      headers,
      data: { name: `Capsule ${made}`, visibility: "private" },
    });
    expect(response.status(), await response.text()).toBe(200);
    closets.push(await response.json());
  }
  const subscription = await (await request.get("/v1/users/subscription", { headers })).json();
  const admin = await adminSession(request);
  const cancelled = await request.post(`/v1/admin/subscription/${subscription.id}/cancel`, {
    headers: { authorization: `Bearer ${admin.accessToken}` },
    data: { when: "now" },
  });
  expect(cancelled.status(), await cancelled.text()).toBe(200);

  await signIn(page, member);
  await page.goto(`/closet/new?edit=${closets[10]?.id}`);
  await expect(page.getByText("Read-only on your plan")).toBeVisible();
  await expect(page.getByText(/Your Free plan allows 10 closets, and this one is newer/)).toBeVisible();
  await expect(page.getByRole("button", { name: "Save changes" })).toHaveCount(0);
  await lookAtBothSizes(page, "subscriptions-read-only-closet");
  await page.getByRole("button", { name: "Delete this closet" }).click();
  await page.getByRole("dialog").getByRole("button", { name: "Delete" }).click();
  await expect(page).toHaveURL(/\/wall\/closets$/);

  await page.goto(`/closet/new?edit=${closets[9]?.id}`);
  await expect(page.getByRole("button", { name: "Save changes" })).toBeVisible();
  await expect(page.getByText("Read-only on your plan")).toHaveCount(0);
});

test("a retailer on a plan listing fewer products than they have sees the newest read-only, and the refusal", async ({
  page,
  request,
}) => {
  test.setTimeout(120_000);
  const retailer = await registeredPerson(request, "retailer", { firstName: "Saoirse", lastName: surname() });
  const headers = { authorization: `Bearer ${retailer.accessToken}` };
  const image = await uploadedImage(request, retailer, garmentPhoto("navy"));
  const listed: { id: string }[] = [];
  for (const title of ["Quilted gilet", "Corduroy overshirt"]) {
    const response = await request.post("/v1/retailer/products", {
      headers,
      data: {
        title,
        category: "tops",
        subcategory: "shirt",
        images: [image],
        priceMinor: 9_900,
        status: "active",
        variants: [{ size: "M", colour: "navy", sku: `RO-${randomBytes(4).toString("hex")}`, stock: 3 }],
      },
    });
    expect(response.status(), await response.text()).toBe(201);
    listed.push(await response.json());
  }
  await onRetiredPlan(request, retailer, {
    name: "Single Rail",
    audience: "retailer",
    features: { productsListed: 1, liveEventsPerMonth: 0, storeMetrics: false },
  });

  await signIn(page, retailer);
  await page.goto(`/retailer/products/${retailer.user.id}~${listed[1]?.id}`);
  await expect(page.getByText("Read-only on your plan")).toBeVisible();
  await expect(page.getByText(/Your Single Rail plan allows 1 products listed/)).toBeVisible();
  await page.getByRole("button", { name: "Save changes" }).click();
  await expect(page.getByText(/This one is beyond it and read-only/)).toBeVisible();
  await dismissToasts(page);
  await lookAtBothSizes(page, "subscriptions-read-only-product");
});

test("a member on a plan holding fewer closet items than they have sees the newest item read-only", async ({
  page,
  request,
}) => {
  test.setTimeout(120_000);
  const member = await registeredPerson(request, "customer", { firstName: "Ottoline", lastName: surname() });
  const headers = { authorization: `Bearer ${member.accessToken}` };
  const closet = await (
    await request.post("/v1/closets", { headers, data: { name: "Knitwear", visibility: "private" } })
  ).json();
  const items: { id: string }[] = [];
  for (const colour of ["navy", "cream"] as const) {
    const response = await request.post(`/v1/closets/${closet.id}/items`, {
      headers,
      data: {
        image: await uploadedImage(request, member, garmentPhoto(colour)),
        category: "tops",
        subcategory: "sweater",
        colours: [colour],
      },
    });
    expect(response.status(), await response.text()).toBe(200);
    items.push(await response.json());
  }
  await onRetiredPlan(request, member, {
    name: "Pocket Closet",
    audience: "customer",
    features: { closets: 5, closetItems: 1 },
  });

  await signIn(page, member);
  await page.goto(`/closet/new-item?edit=${items[1]?.id}`);
  await expect(page.getByText("Read-only on your plan")).toBeVisible();
  await expect(page.getByText(/Your Pocket Closet plan allows 1 closet items/)).toBeVisible();
  await expect(page.getByRole("button", { name: "Save changes" })).toHaveCount(0);
  await expect(page.getByRole("button", { name: "Delete item" })).toBeVisible();
  await lookAtBothSizes(page, "subscriptions-read-only-item");
  await page.goto(`/closet/new-item?edit=${items[0]?.id}`);
  await expect(page.getByRole("button", { name: "Save changes" })).toBeVisible();
});
