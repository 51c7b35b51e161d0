import { describe, expect, it } from "vitest";
import { afterLogin, alwaysNeedsAuth, loginRedirect, mayEnter } from "./guard.ts";

describe("navigation guard (spec section 4)", () => {
  it("always protects paths under /retailer and /admin", () => {
    for (const path of ["/admin", "/admin/users", "/retailer/products", "/Retailer/products/create~r1"]) {
      expect(alwaysNeedsAuth(path)).toBe(true);
    }
    for (const path of ["/", "/login", "/retailers/questionnaire", "/administration", "/wall"]) {
      expect(alwaysNeedsAuth(path)).toBe(false);
    }
  });

  it("sends visitors to /login with the full wanted path, query and hash included", () => {
    expect(loginRedirect("/admin/users?page=2#top")).toEqual({
      to: "/login",
      search: { redirect: "/admin/users?page=2#top" },
    });
  });

  it("returns to the wanted path after login, never to another origin", () => {
    expect(afterLogin("/my-orders/42?tab=items#x")).toBe("/my-orders/42?tab=items#x");
    expect(afterLogin(undefined)).toBe("/wall");
    expect(afterLogin(undefined, ["customer"])).toBe("/wall");
    expect(afterLogin(undefined, ["admin"])).toBe("/admin/dashboard");
    expect(afterLogin("/admin/users", ["admin"])).toBe("/admin/users");
    for (const unsafe of [
      "https://evil.example",
      "//evil.example",
      "/\\evil.example",
      "javascript:alert(1)",
      "/login?redirect=/x",
    ]) {
      expect(afterLogin(unsafe)).toBe("/wall");
    }
  });

  it("lets each role middleware of section 6 in only its roles", () => {
    expect(mayEnter("admin", ["admin"])).toBe(true);
    expect(mayEnter("admin", ["retailer"])).toBe(false);
    expect(mayEnter("retailer", ["retailer"])).toBe(true);
    expect(mayEnter("retailer", ["influencer"])).toBe(false);
    expect(mayEnter("influencer", ["influencer"])).toBe(true);
    expect(mayEnter("influencer", ["customer"])).toBe(false);
    expect(mayEnter("influencer-retailer", ["influencer"])).toBe(true);
    expect(mayEnter("influencer-retailer", ["retailer"])).toBe(true);
    expect(mayEnter("influencer-retailer", ["customer"])).toBe(false);
    expect(mayEnter("admin", undefined)).toBe(false);
  });
});
