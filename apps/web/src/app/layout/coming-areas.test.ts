import { describe, expect, it } from "vitest";
import { comingAreaOf } from "./coming-areas.ts";

describe("the parts of CBM still being built", () => {
  it("names the part a menu item or one of its pages belongs to", () => {
    expect(comingAreaOf("/events/live-event")).toBe("Live Events");
    expect(comingAreaOf("/Admin/users")).toBe("Users");
    expect(comingAreaOf("/admin/reported-contents/42")).toBe("Reported Contents");
    expect(comingAreaOf("/admin/settings")).toBe("Administration");
    expect(comingAreaOf("/offers")).toBe("Offers");
  });

  it("names nothing for the pages that exist or were never planned", () => {
    expect(comingAreaOf("/wall")).toBeUndefined();
    expect(comingAreaOf("/notifications")).toBeUndefined();
    expect(comingAreaOf("/chat")).toBeUndefined();
    expect(comingAreaOf("/events")).toBeUndefined();
    expect(comingAreaOf("/events/spring-show")).toBeUndefined();
    expect(comingAreaOf("/shop")).toBeUndefined();
    expect(comingAreaOf("/shop/42/products")).toBeUndefined();
    expect(comingAreaOf("/shopping")).toBeUndefined();
    expect(comingAreaOf("/shop-configuration")).toBeUndefined();
    expect(comingAreaOf("/shipping-methods")).toBeUndefined();
    expect(comingAreaOf("/retailer/products")).toBeUndefined();
    expect(comingAreaOf("/retailer/products/create~7")).toBeUndefined();
    expect(comingAreaOf("/no-such-page")).toBeUndefined();
  });
});
