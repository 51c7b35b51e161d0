import { describe, expect, it } from "vitest";
import { AppError } from "./errors.ts";
import { decodeCursor, encodeCursor, tierOf } from "./paging.ts";

const id = "7a0b4c1e-2f3d-4e5a-8b6c-9d0e1f2a3b4c";
const time = "2026-05-31 18:26:47.123456+00";

/** The error `decode` throws: a 400 on `cursor`. */
function refusal(decode: () => unknown) {
  try {
    decode();
  } catch (error) {
    return error instanceof AppError ? { status: error.status, fields: error.fields } : error;
  }
  return "accepted";
}
const refused = {
  status: 400,
  fields: { cursor: ["This cursor is not valid; start again from the first page"] },
};

describe("cursors", () => {
  it("give back the mark of their own order, tiered ones with their tier and time", () => {
    expect(decodeCursor(encodeCursor({ key: time, id }), "time")).toEqual({ key: time, id });
    expect(decodeCursor(encodeCursor({ key: 12.5, id }), "rank")).toEqual({ key: 12.5, id });
    const tiered = decodeCursor(encodeCursor({ key: `3|${time}`, id }), "tiered");
    expect(tiered && tierOf(tiered)).toEqual({ tier: 3, time });
  });

  it("refuse another order's cursor and anything not made here, as a 400 on the cursor", () => {
    for (const [key, order] of [
      [time, "tiered"],
      [`3|${time}`, "time"],
      ["12|2026-05-31 18:26:47+00", "tiered"],
      ["3|2026-02-31 18:26:47+00", "tiered"],
      [12.5, "time"],
    ] as const)
      expect(refusal(() => decodeCursor(encodeCursor({ key, id }), order))).toEqual(refused);
    expect(refusal(() => decodeCursor("not-base64-json", "time"))).toEqual(refused);
  });
});
