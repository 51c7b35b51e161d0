import { describe, expect, it } from "vitest";
import { currentPlace, menuFor, ownPlacesFor, tabsFor } from "./menu.ts";

const labels = (roles: Parameters<typeof menuFor>[0]) => menuFor(roles).map((item) => item.label);

const MEMBER = [
  "Explore",
  "Find Users",
  "Shop",
  "Live Events",
  "Hire an Expert",
  "Messages",
  "Notifications",
  "My Orders",
  "Contracts",
  "Offers",
  "Event Invitations",
  "Contact",
  "Help",
];

describe("side menu per role (spec sections 2 and 6)", () => {
  it("keeps closets and saved outfits for members, none for an admin", () => {
    expect(ownPlacesFor(["customer"]).map((place) => place.label)).toEqual(["My closets", "Saved outfits"]);
    expect(ownPlacesFor(["admin"])).toEqual([]);
  });

  it("shows an admin their dashboard, the admin items and Settings", () => {
    expect(labels(["admin"])).toEqual([
      "Dashboard",
      "Users",
      "Plans",
      "Brands",
      "Subscriptions",
      "Products",
      "Stores",
      "Reported Contents",
      "Settings",
    ]);
  });

  it("shows a customer the member items and Settings", () => {
    expect(labels(["customer"])).toEqual([...MEMBER, "Settings"]);
  });

  it("adds My Events and Services for an influencer", () => {
    expect(labels(["influencer"])).toEqual([...MEMBER, "My Events", "Services", "Settings"]);
  });

  it("adds My Events, Orders, Shipping Methods and My Products for a retailer", () => {
    expect(labels(["retailer"])).toEqual([
      ...MEMBER,
      "My Events",
      "Orders",
      "Shipping Methods",
      "My Products",
      "Settings",
    ]);
  });

  it("links each item to the spec's path, with dots on messages, notifications and invitations", () => {
    const items = menuFor(["retailer", "influencer"]);
    expect(Object.fromEntries(items.map((item) => [item.label, item.to]))).toMatchObject({
      Explore: "/wall",
      "Find Users": "/users/list",
      "Live Events": "/events/live-event",
      "Hire an Expert": "/hiring-proccess",
      Messages: "/chat",
      "Event Invitations": "/events/invitation",
      "My Events": "/events",
      "My Products": "/retailer/products",
      Services: "/services",
      Help: "/help",
    });
    expect(items.filter((item) => item.dot).map((item) => item.dot)).toEqual([
      "messages",
      "notifications",
      "invitations",
    ]);
  });
});

describe("the side menu's current item", () => {
  it("is the one holding the page most closely: Event Invitations, not My Events", () => {
    const items = menuFor(["retailer"]);
    const current = (pathname: string) => currentPlace(items, pathname)?.label;
    expect(current("/events")).toBe("My Events");
    expect(current("/events/spring-show")).toBe("My Events");
    expect(current("/events/invitation")).toBe("Event Invitations");
    expect(current("/events/live-event")).toBe("Live Events");
    expect(current("/Shop/atelier/products")).toBe("Shop");
  });
});

describe("the phone's tab bar", () => {
  const tabs = tabsFor("me-id");
  const current = (pathname: string) => currentPlace(tabs, pathname)?.label;

  it("has Wall, Find, Create, Notifications and Me, the last one's own profile", () => {
    expect(tabs.map((tab) => [tab.label, tab.to])).toEqual([
      ["Wall", "/wall"],
      ["Find", "/users/list"],
      ["Create", "/wall/outfit/details"],
      ["Notifications", "/notifications"],
      ["Me", "/users/profile/me-id"],
    ]);
  });

  it("marks the tab whose path holds the page most closely, whatever its case", () => {
    expect(current("/wall")).toBe("Wall");
    expect(current("/wall/outfits")).toBe("Wall");
    expect(current("/wall/outfit/details")).toBe("Create");
    expect(current("/Users/list")).toBe("Find");
    expect(current("/users/profile/me-id")).toBe("Me");
  });

  it("marks none on a page outside the five, such as another person's profile", () => {
    expect(current("/users/profile/someone-else")).toBeUndefined();
    expect(current("/settings")).toBeUndefined();
    expect(current("/wallpaper")).toBeUndefined();
  });
});
