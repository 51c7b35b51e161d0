import { FeedSchema, PersonSchema } from "@cbm/contracts";
import type { LightMyRequestResponse } from "fastify";
import { describe, expect, it } from "vitest";
import { checkRendered, expectExactly } from "./rendered.ts";

const person = { id: "7d8e4c52-58b4-4d0c-9d43-4f1d2b9e0a11", avatar: null, fullName: "Ada Lovelace" };
const answer = (statusCode: number, body: unknown) =>
  ({ statusCode, json: () => body }) as unknown as LightMyRequestResponse;

describe("expectExactly", () => {
  it("takes a value with exactly the schema's fields", () => {
    expect(expectExactly(PersonSchema, person)).toEqual(person);
  });

  it("fails on a field the schema does not know, which parsing alone would drop", () => {
    expect(() => expectExactly(PersonSchema, { ...person, email: "ada@example.test" })).toThrow();
  });

  it("fails on a field missing or of the wrong kind", () => {
    const { avatar: _, ...missing } = person;
    expect(() => expectExactly(PersonSchema, missing)).toThrow(/avatar/);
    expect(() => expectExactly(PersonSchema, { ...person, fullName: 1 })).toThrow(/fullName/);
  });

  it("looks into arrays and unions", () => {
    const entry = (more: object) => ({ kind: "closet", closet: { ...more } });
    expect(() => expectExactly(FeedSchema, { items: [entry({})], nextCursor: null })).toThrow();
    expect(expectExactly(FeedSchema, { items: [], nextCursor: null })).toEqual({
      items: [],
      nextCursor: null,
    });
  });
});

describe("checkRendered", () => {
  const extra = { items: [{ ...person, extra: true }], page: 0, size: 20, total: 1 };

  it("checks the successful answers of rendered endpoints", () => {
    expect(() =>
      checkRendered({ method: "GET", url: "/v1/users?keyword=ada" }, answer(200, extra)),
    ).toThrow();
    expect(() => checkRendered({ method: "GET", url: "/v1/feed/explore" }, answer(200, extra))).toThrow();
  });

  it("lets other answers and other endpoints pass", () => {
    expect(() => checkRendered({ method: "GET", url: "/v1/users" }, answer(400, extra))).not.toThrow();
    expect(() =>
      checkRendered({ method: "GET", url: "/v1/users/following" }, answer(200, extra)),
    ).not.toThrow();
  });
});
