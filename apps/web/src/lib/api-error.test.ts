import { describe, expect, it } from "vitest";
import { ApiError, fieldErrors, messageFor } from "./api-error.ts";

describe("messageFor (spec section 8)", () => {
  it("gives the default message for anything that is not an API answer", () => {
    expect(messageFor(new TypeError("Failed to fetch"))).toBe(
      "Something went wrong, please try again later!",
    );
    expect(messageFor(undefined)).toBe("Something went wrong, please try again later!");
  });

  it("says 'Unauthenticated.' for a 401, whatever its body", () => {
    expect(messageFor(new ApiError(401, { message: "Token expired" }))).toBe("Unauthenticated.");
    expect(messageFor(new ApiError(401, null))).toBe("Unauthenticated.");
  });

  it("puts each field's messages of a 400 object body on separate lines", () => {
    const error = new ApiError(400, { email: ["Email is required"], password: ["Too short", "Too common"] });
    expect(messageFor(error)).toBe("Email is required\nToo short\nToo common");
  });

  it("shows other 400 content as text, and an empty 400 as 'Your action is invalid.'", () => {
    expect(messageFor(new ApiError(400, "Coupon expired"))).toBe("Coupon expired");
    expect(messageFor(new ApiError(400, null))).toBe("Your action is invalid.");
    expect(messageFor(new ApiError(400, ""))).toBe("Your action is invalid.");
    expect(messageFor(new ApiError(400, {}))).toBe("Your action is invalid.");
  });

  it("shows the server's message for other statuses, else the default", () => {
    expect(messageFor(new ApiError(409, { message: "Already in your cart" }))).toBe("Already in your cart");
    expect(messageFor(new ApiError(429, "Slow down"))).toBe("Slow down");
    expect(messageFor(new ApiError(500, null))).toBe("Something went wrong, please try again later!");
    expect(messageFor(new ApiError(503, { other: 1 }))).toBe("Something went wrong, please try again later!");
  });
});

describe("fieldErrors", () => {
  it("maps a 400's fields to one string each, and nothing else", () => {
    expect(fieldErrors(new ApiError(400, { email: ["Taken"], code: ["A", "B"] }))).toEqual({
      email: "Taken",
      code: "A\nB",
    });
    expect(fieldErrors(new ApiError(409, { message: "x" }))).toEqual({});
    expect(fieldErrors(new Error("x"))).toEqual({});
  });
});
