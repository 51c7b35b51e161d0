import type { AuthResponse } from "@cbm/contracts";
import { sql } from "drizzle-orm";
import { SignJWT } from "jose";
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import {
  bearer,
  multipart,
  PASSWORD,
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

const register = (fields: Record<string, string>, remoteAddress = "10.1.0.1") =>
  test.request({ method: "POST", url: "/v1/authorization/register", ...multipart(fields), remoteAddress });

const login = (username: string, password: string, app = test, remoteAddress = "10.2.0.1") =>
  app.request({
    method: "POST",
    url: "/v1/authorization/login",
    headers: { "content-type": "application/x-www-form-urlencoded" },
    payload: new URLSearchParams({ username, password }).toString(),
    remoteAddress,
  });

const refresh = (refreshToken: string) =>
  test.request({ method: "POST", url: "/v1/authorization/refresh", payload: { refreshToken } });

const profile = (accessToken: string) =>
  test.request({ method: "GET", url: "/v1/users/profile", headers: bearer(accessToken) });

const unauthenticated = { message: "Unauthenticated." };

describe("POST /v1/authorization/register", () => {
  it("creates a customer by default, signs them in and answers the auth response", async () => {
    const email = uniqueEmail();
    const response = await register({ firstName: "Grace", lastName: "Hopper", email, password: PASSWORD });
    expect(response.statusCode).toBe(200);
    const body = response.json<AuthResponse>();
    expect(body.expiresIn).toBe(900);
    expect(body.accessToken.split(".")).toHaveLength(3);
    expect(body.refreshToken).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(body.user).toMatchObject({
      fullName: "Grace Hopper",
      email,
      roles: ["customer"],
      followerCount: 0,
      followingCount: 0,
      chatInvitation: true,
      phoneVerified: false,
      subscription: null,
    });
    expect((await profile(body.accessToken)).json().id).toBe(body.user.id);
  });

  it.each(["influencer", "retailer"])("lets a person register as %s, with phone and sign", async (role) => {
    const response = await register({
      firstName: "Coco",
      lastName: "Chanel",
      email: uniqueEmail(role),
      password: PASSWORD,
      role,
      phone: "+33612345678",
      sign: "Simplicity is the keynote of all true elegance",
    });
    expect(response.statusCode).toBe(200);
    expect(response.json().user).toMatchObject({
      roles: [role],
      phone: "+33612345678",
      sign: expect.any(String),
    });
  });

  it("stores an argon2id hash with OWASP parameters, never the password", async () => {
    const person = await registerPerson(test);
    const { rows } = (await test.deps.database.db.execute(
      sql`select password_hash from users where id = ${person.auth.user.id}`,
    )) as { rows: { password_hash: string }[] };
    const hash = rows[0]?.password_hash ?? "";
    expect(hash).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
    expect(hash).not.toContain(PASSWORD);
  });

  it("never lets a person make themselves admin", async () => {
    const email = uniqueEmail();
    const response = await register({
      firstName: "Eve",
      lastName: "Il",
      email,
      password: PASSWORD,
      role: "admin",
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ role: ["Role must be customer, influencer or retailer"] });
    expect((await login(email, PASSWORD)).statusCode).toBe(401);
  });

  it("answers 400 on email when the email is taken, whatever its case", async () => {
    const person = await registerPerson(test);
    const response = await register({
      firstName: "Ada",
      lastName: "Again",
      email: person.email.toUpperCase(),
      password: PASSWORD,
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ email: ["This email is already registered"] });
  });

  it("maps every invalid field to its messages", async () => {
    const response = await register({ email: "not-an-email", password: "short", phone: "0612", role: "" });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      firstName: ["First name is required"],
      lastName: ["Last name is required"],
      email: ["Email must be a valid email address"],
      password: ["Password must be at least 8 characters"],
      phone: ["Phone must be in international format, like +14155550123"],
    });
  });

  it("refuses an avatar that is not an uploaded image's location", async () => {
    const response = await register({
      firstName: "Ada",
      lastName: "L",
      email: uniqueEmail(),
      password: PASSWORD,
      avatar: "https://evil.example/x.png",
    });
    expect(response.statusCode).toBe(400);
    expect(Object.keys(response.json())).toEqual(["avatar"]);
  });

  it("refuses file parts: images are uploaded first and sent by location", async () => {
    const boundary = "----cbmfile";
    const payload = [
      `--${boundary}\r\nContent-Disposition: form-data; name="firstName"\r\n\r\nAda\r\n`,
      `--${boundary}\r\nContent-Disposition: form-data; name="avatar"; filename="a.png"\r\nContent-Type: image/png\r\n\r\nPNGDATA\r\n`,
      `--${boundary}--\r\n`,
    ].join("");
    const response = await test.request({
      method: "POST",
      url: "/v1/authorization/register",
      headers: { "content-type": `multipart/form-data; boundary=${boundary}` },
      payload,
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ body: [expect.stringContaining("upload images first")] });
  });

  it("limits registrations per IP with a 429 and Retry-After", async () => {
    const limited = await startTestApp({ RATE_LIMIT_REGISTER_IP: 2 });
    try {
      const attempt = () =>
        limited.request({
          method: "POST",
          url: "/v1/authorization/register",
          ...multipart({ firstName: "A", lastName: "B", email: uniqueEmail(), password: PASSWORD }),
          remoteAddress: "10.3.0.1",
        });
      expect((await attempt()).statusCode).toBe(200);
      expect((await attempt()).statusCode).toBe(200);
      const refused = await attempt();
      expect(refused.statusCode).toBe(429);
      expect(refused.json().message).toMatch(/Too many attempts/);
      expect(Number(refused.headers["retry-after"])).toBeGreaterThan(0);
    } finally {
      await limited.close();
    }
  });
});

describe("POST /v1/authorization/login", () => {
  it("signs in with the email as username, in any case", async () => {
    const person = await registerPerson(test);
    const response = await login(person.email.toUpperCase(), person.password);
    expect(response.statusCode).toBe(200);
    const body = response.json<AuthResponse>();
    expect(body.user.email).toBe(person.email);
    expect((await profile(body.accessToken)).statusCode).toBe(200);
  });

  it("answers the same 401 for a wrong password and an unknown email", async () => {
    const person = await registerPerson(test);
    const wrongPassword = await login(person.email, "Wrong password 1");
    const unknown = await login(uniqueEmail("nobody"), "Wrong password 1");
    expect(wrongPassword.statusCode).toBe(401);
    expect(unknown.statusCode).toBe(401);
    expect(wrongPassword.json()).toEqual({ message: "The email or password is incorrect." });
    expect(unknown.json()).toEqual(wrongPassword.json());
  });

  it("answers 400 with field messages for a missing username and password", async () => {
    const response = await test.request({
      method: "POST",
      url: "/v1/authorization/login",
      headers: { "content-type": "application/x-www-form-urlencoded" },
      payload: "",
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ username: ["Email is required"], password: ["Password is required"] });
  });

  it("locks an account after too many failures, for every IP, without locking others", async () => {
    const limited = await startTestApp({ RATE_LIMIT_LOGIN_ACCOUNT: 3, RATE_LIMIT_LOGIN_IP: 100 });
    try {
      const victim = await registerPerson(limited);
      const other = await registerPerson(limited);
      for (let attempt = 0; attempt < 3; attempt++) {
        expect((await login(victim.email, "Wrong password!", limited, `10.4.0.${attempt}`)).statusCode).toBe(
          401,
        );
      }
      const locked = await login(victim.email, victim.password, limited, "10.4.1.1");
      expect(locked.statusCode).toBe(429);
      expect(locked.headers["retry-after"]).toBeDefined();
      expect((await login(other.email, other.password, limited, "10.4.1.1")).statusCode).toBe(200);
    } finally {
      await limited.close();
    }
  });

  it("limits failures per IP, keyed on the socket address, not X-Forwarded-For", async () => {
    const limited = await startTestApp({ RATE_LIMIT_LOGIN_IP: 3, RATE_LIMIT_LOGIN_ACCOUNT: 100 });
    try {
      const person = await registerPerson(limited);
      for (let attempt = 0; attempt < 3; attempt++) {
        const response = await limited.request({
          method: "POST",
          url: "/v1/authorization/login",
          payload: { username: uniqueEmail(), password: "Wrong password!" },
          headers: { "x-forwarded-for": `203.0.113.${attempt}` },
          remoteAddress: "10.5.0.1",
        });
        expect(response.statusCode).toBe(401);
      }
      expect((await login(person.email, person.password, limited, "10.5.0.1")).statusCode).toBe(429);
      expect((await login(person.email, person.password, limited, "10.5.0.2")).statusCode).toBe(200);
    } finally {
      await limited.close();
    }
  });
});

describe("POST /v1/authorization/refresh", () => {
  it("rotates: a new pair, and the new refresh token works", async () => {
    const person = await registerPerson(test);
    const first = await refresh(person.auth.refreshToken);
    expect(first.statusCode).toBe(200);
    const rotated = first.json<AuthResponse>();
    expect(rotated.refreshToken).not.toBe(person.auth.refreshToken);
    expect(rotated.user.id).toBe(person.auth.user.id);
    expect((await profile(rotated.accessToken)).statusCode).toBe(200);
    expect((await refresh(rotated.refreshToken)).statusCode).toBe(200);
  });

  it("gives two tabs refreshing at once the same successor, without logging out", async () => {
    const person = await registerPerson(test);
    const [a, b] = await Promise.all([refresh(person.auth.refreshToken), refresh(person.auth.refreshToken)]);
    expect(a?.statusCode).toBe(200);
    expect(b?.statusCode).toBe(200);
    expect(a?.json().refreshToken).toBe(b?.json().refreshToken);
    expect((await refresh(a?.json().refreshToken)).statusCode).toBe(200);
  });

  it("revokes the whole session when a rotated token comes back after the grace", async () => {
    const person = await registerPerson(test);
    const successor = (await refresh(person.auth.refreshToken)).json<AuthResponse>();
    expect((await profile(successor.accessToken)).statusCode).toBe(200);
    // Within the time an instance trusts its look at a session: only the revocation can end it.
    vi.useFakeTimers({ toFake: ["Date"], now: Date.now() + 11_000 });
    const replay = await refresh(person.auth.refreshToken);
    expect(replay.statusCode).toBe(401);
    expect(replay.json()).toEqual(unauthenticated);
    expect((await refresh(successor.refreshToken)).statusCode).toBe(401);
    expect((await profile(successor.accessToken)).statusCode).toBe(401);
  });

  it("answers 401 for an unknown token and 400 for a missing one", async () => {
    expect((await refresh("x".repeat(43))).json()).toEqual(unauthenticated);
    const missing = await test.request({ method: "POST", url: "/v1/authorization/refresh", payload: {} });
    expect(missing.statusCode).toBe(400);
    expect(missing.json()).toEqual({ refreshToken: ["Refresh token is required"] });
  });
});

describe("POST /v1/authorization/logout", () => {
  it("ends the session: its refresh and access tokens stop working at once", async () => {
    const person = await registerPerson(test);
    const other = await login(person.email, person.password);
    expect((await profile(person.auth.accessToken)).statusCode).toBe(200);
    const response = await test.request({
      method: "POST",
      url: "/v1/authorization/logout",
      payload: { refreshToken: person.auth.refreshToken },
    });
    expect(response.statusCode).toBe(200);
    expect((await refresh(person.auth.refreshToken)).statusCode).toBe(401);
    expect((await profile(person.auth.accessToken)).statusCode).toBe(401);
    expect((await profile(other.json().accessToken)).statusCode).toBe(200);
  });

  it("answers 401 for an unknown refresh token and 400 without one", async () => {
    const unknown = await test.request({
      method: "POST",
      url: "/v1/authorization/logout",
      payload: { refreshToken: "y".repeat(43) },
    });
    expect(unknown.statusCode).toBe(401);
    const missing = await test.request({ method: "POST", url: "/v1/authorization/logout", payload: {} });
    expect(missing.statusCode).toBe(400);
  });
});

describe("bearer tokens", () => {
  const forge = (key: Uint8Array, claims: Record<string, unknown> = {}) =>
    new SignJWT({ sid: "00000000-0000-4000-8000-000000000000", roles: ["admin"], typ: "access", ...claims })
      .setProtectedHeader({ alg: "HS256", typ: "JWT" })
      .setSubject("00000000-0000-4000-8000-000000000000")
      .setIssuer("cbm")
      .setAudience("cbm-api")
      .setIssuedAt()
      .setExpirationTime("15m")
      .sign(key);

  it("answers the same 401 for a missing, malformed, forged, unsigned, expired or refresh token", async () => {
    const person = await registerPerson(test);
    const [header, payload] = person.auth.accessToken.split(".");
    const unsigned = `${Buffer.from('{"alg":"none","typ":"JWT"}').toString("base64url")}.${payload}.`;
    const tampered = `${header}.${Buffer.from(JSON.stringify({ sub: person.auth.user.id, roles: ["admin"] })).toString("base64url")}.${person.auth.accessToken.split(".")[2]}`;
    const headers = [
      {},
      { authorization: "Bearer" },
      { authorization: "Basic dXNlcjpwYXNz" },
      { authorization: "Bearer not-a-token-at-all" },
      bearer(await forge(new TextEncoder().encode("a different secret of enough length!!"))),
      bearer(unsigned),
      bearer(tampered),
      bearer(person.auth.refreshToken),
    ];
    for (const header of headers) {
      const response = await test.request({ method: "GET", url: "/v1/users/profile", headers: header });
      expect(response.statusCode).toBe(401);
      expect(response.json()).toEqual(unauthenticated);
    }
    // A token the instance has verified (and keeps) still expires on time.
    expect((await profile(person.auth.accessToken)).statusCode).toBe(200);
    vi.useFakeTimers({ toFake: ["Date"], now: Date.now() + 16 * 60_000 });
    expect((await profile(person.auth.accessToken)).statusCode).toBe(401);
  });
});
