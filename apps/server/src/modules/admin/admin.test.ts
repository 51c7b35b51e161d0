import { type AdminDashboard, AdminDashboardSchema } from "@cbm/contracts";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { newBrand } from "../../testing/brands.ts";
import { okBody, wallOf } from "../../testing/closets-and-outfits.ts";
import {
  type Person,
  registerAdmin,
  registerPerson,
  startTestApp,
  type TestApp,
  uniqueEmail,
} from "../../testing/harness.ts";

let test: TestApp;
let admin: Person;
beforeAll(async () => {
  test = await startTestApp();
  admin = await registerAdmin(test);
});
afterAll(() => test.close());

const dashboard = (person: Person | undefined) =>
  test.request({ method: "GET", url: "/v1/admin/dashboard", headers: person?.headers });

// Other test files share PostgreSQL's database: counts are compared before and after, and may grow more.
describe("GET /v1/admin/dashboard", () => {
  it("counts people by role, new people, outfits, closets, items, brands, open reports and leads", async () => {
    const before = AdminDashboardSchema.parse(okBody<AdminDashboard>(await dashboard(admin)));
    const wall = wallOf(test);
    const customer = await registerPerson(test);
    const influencer = await registerPerson(test, { role: "influencer" });
    await registerPerson(test, { role: "retailer" });
    await registerAdmin(test);
    const closet = await wall.closet(customer);
    await wall.item(customer, closet.id);
    await wall.item(customer, closet.id);
    await wall.outfit(influencer);
    await newBrand(test, "Counted");
    await newBrand(test, "Hidden", false);
    const reported = await test.request({
      method: "POST",
      url: `/v1/user/${influencer.auth.user.id}/report`,
      headers: customer.headers,
      payload: { reason: "spam" },
    });
    expect(reported.statusCode).toBe(200);
    const lead = await test.request({
      method: "POST",
      url: "/v1/retailer-leads",
      payload: {
        businessName: "Atelier Lune",
        contactName: "Margaux Lune",
        email: uniqueEmail("lead"),
        website: "atelier-lune.example.com",
        country: "FR",
        categories: ["womenswear"],
        channels: ["own-store"],
        monthlyRevenue: "5k-25k",
        message: "We make small-batch linen dresses in Lyon.",
      },
      remoteAddress: "10.12.0.1",
    });
    expect(lead.statusCode).toBe(200);

    const after = okBody<AdminDashboard>(await dashboard(admin));
    expect(AdminDashboardSchema.parse(after)).toEqual(after);
    const grew = (a: number, b: number, by: number) => expect(b - a).toBeGreaterThanOrEqual(by);
    grew(before.people.customer, after.people.customer, 1);
    grew(before.people.influencer, after.people.influencer, 1);
    grew(before.people.retailer, after.people.retailer, 1);
    grew(before.people.admin, after.people.admin, 1);
    grew(before.people.newThisWeek, after.people.newThisWeek, 4);
    grew(before.outfits, after.outfits, 1);
    grew(before.closets, after.closets, 1);
    grew(before.closetItems, after.closetItems, 2);
    grew(before.brands, after.brands, 1);
    grew(before.openReports, after.openReports, 1);
    grew(before.retailerLeads, after.retailerLeads, 1);
    expect(after.people.admin).toBeGreaterThanOrEqual(2);
  });

  it("leaves hidden brands and deleted accounts out", async () => {
    const before = okBody<AdminDashboard>(await dashboard(admin));
    await newBrand(test, "Unlisted", false);
    const leaving = await registerPerson(test);
    const deleted = await test.request({
      method: "POST",
      url: "/v1/users/delete-account",
      headers: leaving.headers,
      payload: { password: leaving.password },
    });
    expect(deleted.statusCode).toBe(200);
    const after = okBody<AdminDashboard>(await dashboard(admin));
    // On a database of its own the counts do not move; on a shared one only other files' rows move them.
    if (!process.env.TEST_DATABASE_URL) {
      expect(after.brands).toBe(before.brands);
      expect(after.people.customer).toBe(before.people.customer);
    }
  });

  it("answers 401 without a token", async () => {
    const response = await dashboard(undefined);
    expect(response.statusCode).toBe(401);
    expect(response.json()).toEqual({ message: "Unauthenticated." });
  });

  it("answers 403 to every other role", async () => {
    for (const role of ["customer", "influencer", "retailer"]) {
      const response = await dashboard(await registerPerson(test, { role }));
      expect(response.statusCode).toBe(403);
      expect(response.json()).toHaveProperty("message");
    }
  });
});
