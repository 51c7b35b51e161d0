import type { Profile } from "@cbm/contracts";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { multipart, registerPerson, startTestApp, type TestApp } from "../../testing/harness.ts";

let test: TestApp;
beforeAll(async () => {
  test = await startTestApp();
});
afterAll(() => test.close());

const profile = (headers: Record<string, string>) =>
  test.request({ method: "GET", url: "/v1/users/profile", headers });

function update(headers: Record<string, string>, fields: Record<string, string>) {
  const form = multipart(fields);
  return test.request({
    method: "POST",
    url: "/v1/users/update-profile",
    payload: form.payload,
    headers: { ...headers, ...form.headers },
  });
}

describe("GET /v1/users/profile", () => {
  it("answers the signed-in user's profile with every field the app reads", async () => {
    const person = await registerPerson(test, { sign: "Vintage first", phone: "+4915112345678" });
    const response = await profile(person.headers);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      id: person.auth.user.id,
      fullName: "Ada Lovelace",
      firstName: "Ada",
      lastName: "Lovelace",
      email: person.email,
      phone: "+4915112345678",
      phoneVerified: false,
      avatar: null,
      sign: "Vintage first",
      followerCount: 0,
      followingCount: 0,
      chatInvitation: true,
      roles: ["customer"],
      subscription: null,
    });
    expect(JSON.stringify(response.json())).not.toMatch(/password|hash/i);
  });

  it("answers 401 without a token", async () => {
    const response = await profile({});
    expect(response.statusCode).toBe(401);
    expect(response.json()).toEqual({ message: "Unauthenticated." });
  });
});

describe("POST /v1/users/update-profile", () => {
  it("changes names, sign and chat setting from a multipart form", async () => {
    const person = await registerPerson(test);
    const response = await update(person.headers, {
      firstName: "Augusta",
      lastName: "King",
      sign: "Capsule wardrobe, big ideas",
      chatInvitation: "false",
    });
    expect(response.statusCode).toBe(200);
    expect(response.json<Profile>()).toMatchObject({
      fullName: "Augusta King",
      sign: "Capsule wardrobe, big ideas",
      chatInvitation: false,
    });
    expect((await profile(person.headers)).json()).toMatchObject({
      fullName: "Augusta King",
      chatInvitation: false,
    });
  });

  it("accepts JSON too, and leaves out fields that were not sent", async () => {
    const person = await registerPerson(test, { sign: "Keep me" });
    const response = await test.request({
      method: "POST",
      url: "/v1/users/update-profile",
      headers: person.headers,
      payload: { chatInvitation: false },
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ sign: "Keep me", firstName: "Ada", chatInvitation: false });
  });

  it("clears the sign with an empty value", async () => {
    const person = await registerPerson(test, { sign: "Temporary" });
    const response = await update(person.headers, { sign: "" });
    expect(response.json().sign).toBeNull();
  });

  it("makes a changed phone unverified again", async () => {
    const person = await registerPerson(test, { phone: "+4915112345600" });
    const changed = await update(person.headers, { phone: "+4915112345601" });
    expect(changed.json()).toMatchObject({ phone: "+4915112345601", phoneVerified: false });
  });

  it("refuses roles, email and any unknown field by name, and changes nothing", async () => {
    const person = await registerPerson(test);
    const response = await update(person.headers, {
      firstName: "Mallory",
      roles: "admin",
      email: "takeover@example.test",
      isVerified: "true",
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      roles: ["This field cannot be changed here"],
      email: ["This field cannot be changed here"],
      isVerified: ["This field cannot be changed here"],
    });
    expect((await profile(person.headers)).json()).toMatchObject({
      firstName: "Ada",
      email: person.email,
      roles: ["customer"],
    });
  });

  it("maps invalid values to field messages", async () => {
    const person = await registerPerson(test);
    const response = await update(person.headers, {
      firstName: "x".repeat(61),
      phone: "12345",
      chatInvitation: "maybe",
      avatar: "javascript:alert(1)",
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      firstName: ["First name must be at most 60 characters"],
      phone: ["Phone must be in international format, like +14155550123"],
      chatInvitation: ["Chat invitation must be true or false"],
      avatar: ["Image must be the location of an uploaded image"],
    });
  });

  it("only ever changes the caller's own profile", async () => {
    const alice = await registerPerson(test, { firstName: "Alice" });
    const bob = await registerPerson(test, { firstName: "Bob" });
    await update(bob.headers, { firstName: "Robert", id: alice.auth.user.id });
    await update(bob.headers, { firstName: "Robert" });
    expect((await profile(alice.headers)).json().firstName).toBe("Alice");
    expect((await profile(bob.headers)).json().firstName).toBe("Robert");
  });

  it("answers 401 without a token, before reading the body", async () => {
    const response = await update({}, { firstName: "x".repeat(500) });
    expect(response.statusCode).toBe(401);
    expect(response.json()).toEqual({ message: "Unauthenticated." });
  });
});
