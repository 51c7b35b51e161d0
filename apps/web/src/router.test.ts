import { PAGE_PATHS } from "@cbm/contracts";
import { describe, expect, it } from "vitest";
import { router } from "./router.tsx";

describe("the route table", () => {
  it("has exactly the pages the server answers with 200 (PAGE_PATHS)", () => {
    const paths = Object.keys(router.routesByPath).map((path) =>
      path === "/" ? path : path.replace(/\/$/, ""),
    );
    expect(new Set(paths)).toEqual(new Set(PAGE_PATHS));
  });
});
