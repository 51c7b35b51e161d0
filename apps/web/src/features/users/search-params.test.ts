import { RoleSchema } from "@cbm/contracts";
import { describe, expect, it } from "vitest";
import { parsePeopleSearch, ROLE_FILTERS, toUserQuery } from "./search-params.ts";

describe("parsePeopleSearch", () => {
  it("keeps the known filters and leaves the defaults out", () => {
    expect(
      parsePeopleSearch({ keyword: " ana ", sortByTime: "asc", role: "retailer", canChat: true, page: 2 }),
    ).toEqual({ keyword: "ana", sortByTime: "asc", role: "retailer", canChat: true, page: 2 });
    expect(parsePeopleSearch({ keyword: "", canChat: false, page: 0 })).toEqual({});
  });

  it("drops what the URL cannot mean instead of failing", () => {
    expect(
      parsePeopleSearch({ sortByTime: "sideways", role: "wizard", canChat: "yes", page: -1, size: 5 }),
    ).toEqual({});
    expect(parsePeopleSearch({ page: 1.5 })).toEqual({});
  });

  it("reads values the router parsed as JSON (a number typed as keyword, canChat as text)", () => {
    expect(parsePeopleSearch({ keyword: 42, canChat: "true" })).toEqual({ keyword: "42", canChat: true });
  });

  it("offers only roles the API filters by", () => {
    for (const role of ROLE_FILTERS) expect(RoleSchema.options).toContain(role);
  });
});

describe("toUserQuery", () => {
  it("asks for page 0 unless another is chosen", () => {
    expect(toUserQuery({ role: "influencer" })).toEqual({ role: "influencer", page: 0 });
    expect(toUserQuery({ page: 3 })).toEqual({ page: 3 });
  });
});
