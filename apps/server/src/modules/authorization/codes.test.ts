import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import {
  bearer,
  codeIn,
  lastMessageTo,
  type Person,
  registerPerson,
  startTestApp,
  type TestApp,
  uniqueEmail,
} from "../../testing/harness.ts";

let test: TestApp;
beforeAll(async () => {
  test = await startTestApp();
});
afterAll(() => test.close());
afterEach(() => vi.useRealTimers());

const post = (url: string, payload?: object, headers: Record<string, string> = {}) =>
  test.request({ method: "POST", url, headers, ...(payload ? { payload } : {}) });

const profileOf = (person: Person) =>
  test.request({ method: "GET", url: "/v1/users/profile", headers: person.headers }).then((r) => r.json());

let phoneSerial = 1000;
const newPhone = () => `+4479${String(phoneSerial++).padStart(8, "0")}`;

const withPhone = (phone = newPhone()) => registerPerson(test, { phone });

const smsCode = async (phone: string) => codeIn(await lastMessageTo(test, phone));

const login = (email: string, password: string) =>
  post("/v1/authorization/login", { username: email, password });

describe("phone verification", () => {
  it("texts a 6-digit code that verifies the phone once", async () => {
    const phone = newPhone();
    const person = await withPhone(phone);
    const sent = await post("/v1/authorization/mobile/send-code", undefined, person.headers);
    expect(sent.statusCode).toBe(200);
    expect(sent.json()).toEqual({ message: "We sent a 6-digit code to your phone." });
    const code = await smsCode(phone);
    expect(code).toMatch(/^\d{6}$/);

    const verified = await post("/v1/authorization/mobile/verify-code", { code }, person.headers);
    expect(verified.statusCode).toBe(200);
    expect((await profileOf(person)).phoneVerified).toBe(true);

    const reused = await post("/v1/authorization/mobile/verify-code", { code }, person.headers);
    expect(reused.statusCode).toBe(400);
    expect(reused.json()).toEqual({ code: ["The code is incorrect or has expired"] });
  });

  it("answers 400 on code for a wrong code, and ends the code after 5 wrong tries", async () => {
    const phone = newPhone();
    const person = await withPhone(phone);
    await post("/v1/authorization/mobile/send-code", undefined, person.headers);
    const code = await smsCode(phone);
    const wrong = String((Number(code) + 1) % 1_000_000).padStart(6, "0");
    for (let attempt = 0; attempt < 5; attempt++) {
      const response = await post("/v1/authorization/mobile/verify-code", { code: wrong }, person.headers);
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({ code: ["The code is incorrect or has expired"] });
    }
    expect((await post("/v1/authorization/mobile/verify-code", { code }, person.headers)).statusCode).toBe(
      400,
    );
    expect((await profileOf(person)).phoneVerified).toBe(false);
  });

  it("lets a code expire after 10 minutes, and a new code replace the old", async () => {
    const phone = newPhone();
    const person = await withPhone(phone);
    await post("/v1/authorization/mobile/send-code", undefined, person.headers);
    const first = await smsCode(phone);
    await post("/v1/authorization/mobile/send-code", undefined, person.headers);
    const second = await smsCode(phone);
    if (first !== second) {
      expect(
        (await post("/v1/authorization/mobile/verify-code", { code: first }, person.headers)).statusCode,
      ).toBe(400);
    }
    vi.useFakeTimers({ toFake: ["Date"], now: Date.now() + 10 * 60_000 + 1000 });
    const refreshed = await post("/v1/authorization/refresh", { refreshToken: person.auth.refreshToken });
    const headers = bearer(refreshed.json().accessToken);
    expect((await post("/v1/authorization/mobile/verify-code", { code: second }, headers)).statusCode).toBe(
      400,
    );
  });

  it("asks for a phone number first", async () => {
    const person = await registerPerson(test);
    const response = await post("/v1/authorization/mobile/send-code", undefined, person.headers);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ phone: ["Add a phone number to your profile first"] });
  });

  it("answers 400 for a code that is not 6 digits", async () => {
    const person = await withPhone();
    for (const code of ["12345", "abcdef", "1234567", ""]) {
      const response = await post("/v1/authorization/mobile/verify-code", { code }, person.headers);
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({ code: ["Code must be the 6 digits we sent you"] });
    }
  });

  it("answers 401 without a token", async () => {
    for (const url of ["/v1/authorization/mobile/send-code", "/v1/authorization/mobile/verify-code"]) {
      const response = await post(url, { code: "123456" });
      expect(response.statusCode).toBe(401);
      expect(response.json()).toEqual({ message: "Unauthenticated." });
    }
  });

  it("does not let one person's code verify another's phone", async () => {
    const phone = newPhone();
    const owner = await withPhone(phone);
    const other = await withPhone();
    await post("/v1/authorization/mobile/send-code", undefined, owner.headers);
    const code = await smsCode(phone);
    expect((await post("/v1/authorization/mobile/verify-code", { code }, other.headers)).statusCode).toBe(
      400,
    );
    expect((await profileOf(other)).phoneVerified).toBe(false);
  });

  it("limits sending to 5 per hour per account", async () => {
    const limited = await startTestApp({ RATE_LIMIT_SEND_CODE: 2 });
    try {
      const person = await registerPerson(limited, { phone: newPhone() });
      const send = () =>
        limited.request({
          method: "POST",
          url: "/v1/authorization/mobile/send-code",
          headers: person.headers,
        });
      expect((await send()).statusCode).toBe(200);
      expect((await send()).statusCode).toBe(200);
      const refused = await send();
      expect(refused.statusCode).toBe(429);
      expect(refused.headers["retry-after"]).toBeDefined();
    } finally {
      await limited.close();
    }
  });
});

describe("forgot password", () => {
  it("answers the same whether or not the account exists, and mails a code when it does", async () => {
    const person = await registerPerson(test);
    const known = await post("/v1/authorization/forgot-password/send-code", { email: person.email });
    const unknown = await post("/v1/authorization/forgot-password/send-code", {
      email: uniqueEmail("ghost"),
    });
    expect(known.statusCode).toBe(200);
    expect(unknown.statusCode).toBe(200);
    expect(unknown.json()).toEqual(known.json());
    expect(codeIn(await lastMessageTo(test, person.email))).toMatch(/^\d{6}$/);
  });

  it("sets the new password with the code and ends every session", async () => {
    const person = await registerPerson(test);
    const otherDevice = (await login(person.email, person.password)).json();
    await post("/v1/authorization/forgot-password/send-code", { email: person.email });
    const code = codeIn(await lastMessageTo(test, person.email));
    const changed = await post("/v1/authorization/forgot-password/change-password", {
      email: person.email,
      code,
      password: "A brand new password",
    });
    expect(changed.statusCode).toBe(200);
    for (const token of [person.auth.accessToken, otherDevice.accessToken]) {
      expect(
        (await test.request({ method: "GET", url: "/v1/users/profile", headers: bearer(token) })).statusCode,
      ).toBe(401);
    }
    expect(
      (await post("/v1/authorization/refresh", { refreshToken: otherDevice.refreshToken })).statusCode,
    ).toBe(401);
    expect((await login(person.email, person.password)).statusCode).toBe(401);
    expect((await login(person.email, "A brand new password")).statusCode).toBe(200);
  });

  it("answers 400 on code for a wrong code or an unknown email, and changes nothing", async () => {
    const person = await registerPerson(test);
    await post("/v1/authorization/forgot-password/send-code", { email: person.email });
    const code = codeIn(await lastMessageTo(test, person.email));
    const wrong = String((Number(code) + 7) % 1_000_000).padStart(6, "0");
    for (const email of [person.email, uniqueEmail("ghost")]) {
      const response = await post("/v1/authorization/forgot-password/change-password", {
        email,
        code: wrong,
        password: "Another password",
      });
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({ code: ["The code is incorrect or has expired"] });
    }
    expect((await login(person.email, person.password)).statusCode).toBe(200);
  });

  it("maps invalid fields to their messages", async () => {
    const send = await post("/v1/authorization/forgot-password/send-code", {});
    expect(send.statusCode).toBe(400);
    expect(send.json()).toEqual({ email: ["Email is required"] });
    const change = await post("/v1/authorization/forgot-password/change-password", {
      email: "nope",
      code: "12",
      password: "short",
    });
    expect(change.statusCode).toBe(400);
    expect(change.json()).toEqual({
      email: ["Email must be a valid email address"],
      code: ["Code must be the 6 digits we sent you"],
      password: ["Password must be at least 8 characters"],
    });
  });
});

describe("POST /v1/authorization/change-password", () => {
  it("changes the password, keeps this session and ends the others", async () => {
    const person = await registerPerson(test);
    const otherDevice = (await login(person.email, person.password)).json();
    const response = await post(
      "/v1/authorization/change-password",
      { currentPassword: person.password, password: "My new password 7" },
      person.headers,
    );
    expect(response.statusCode).toBe(200);
    expect(
      (await test.request({ method: "GET", url: "/v1/users/profile", headers: person.headers })).statusCode,
    ).toBe(200);
    const stale = await test.request({
      method: "GET",
      url: "/v1/users/profile",
      headers: bearer(otherDevice.accessToken),
    });
    expect(stale.statusCode).toBe(401);
    expect(
      (await post("/v1/authorization/refresh", { refreshToken: otherDevice.refreshToken })).statusCode,
    ).toBe(401);
    expect((await login(person.email, "My new password 7")).statusCode).toBe(200);
  });

  it("answers 400 on currentPassword when it is wrong, and changes nothing", async () => {
    const person = await registerPerson(test);
    const response = await post(
      "/v1/authorization/change-password",
      { currentPassword: "not my password", password: "My new password 7" },
      person.headers,
    );
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ currentPassword: ["The current password is incorrect"] });
    expect((await login(person.email, person.password)).statusCode).toBe(200);
  });

  it("answers 400 for a new password that is too short and 401 without a token", async () => {
    const person = await registerPerson(test);
    const weak = await post(
      "/v1/authorization/change-password",
      { currentPassword: person.password, password: "short" },
      person.headers,
    );
    expect(weak.statusCode).toBe(400);
    expect(weak.json()).toEqual({ password: ["New password must be at least 8 characters"] });
    const anonymous = await post("/v1/authorization/change-password", {
      currentPassword: "x",
      password: "y".repeat(9),
    });
    expect(anonymous.statusCode).toBe(401);
  });
});
