import type { AuthResponse } from "@cbm/contracts";
import { afterEach, describe, expect, it, vi } from "vitest";
import { api, refreshSession, whenSessionEnds } from "./api-client.ts";
import { ApiError } from "./api-error.ts";
import { expirationTime, isExpired, session } from "./session.ts";

const user = {
  id: "7b0b4b0e-7a55-4a57-9a0e-1a2b3c4d5e6f",
  fullName: "Ada Lovelace",
  firstName: "Ada",
  lastName: "Lovelace",
  email: "ada@example.com",
  phone: null,
  phoneVerified: false,
  avatar: null,
  sign: null,
  followerCount: 0,
  followingCount: 0,
  chatInvitation: true,
  roles: ["customer"],
  subscription: null,
} satisfies AuthResponse["user"];

const auth = (n: number, expiresIn = 900): AuthResponse => ({
  accessToken: `access-${n}`,
  refreshToken: `refresh-${n}`,
  expiresIn,
  user,
});

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { "content-type": "application/json" } });

afterEach(() => {
  vi.unstubAllGlobals();
  session.clear();
});

describe("session storage", () => {
  it("keeps exactly the spec's keys, with the expiry in epoch milliseconds", () => {
    session.save(auth(1), 1_000_000);
    expect(localStorage.getItem("accessToken")).toBe("access-1");
    expect(localStorage.getItem("refreshToken")).toBe("refresh-1");
    expect(localStorage.getItem("accessExpirationTime")).toBe(String(1_000_000 + 900_000));
    expect(JSON.parse(localStorage.getItem("user") ?? "null")).toEqual(user);
    expect(session.read()?.accessExpirationTime).toBe(1_900_000);
  });

  it("counts a token as expired a little before its time", () => {
    const expiresAt = expirationTime(900, 0);
    expect(isExpired({ accessExpirationTime: expiresAt }, expiresAt - 60_000)).toBe(false);
    expect(isExpired({ accessExpirationTime: expiresAt }, expiresAt - 5_000)).toBe(true);
    expect(isExpired({ accessExpirationTime: expiresAt }, expiresAt + 1)).toBe(true);
  });

  it("clears every key of local storage on sign out", () => {
    session.save(auth(1));
    localStorage.setItem("something-else", "x");
    session.clear();
    expect(localStorage.length).toBe(0);
    expect(session.read()).toBeNull();
  });
});

describe("api client", () => {
  it("sends the bearer token of a live session", async () => {
    session.save(auth(1));
    const fetcher = vi.fn(async () => json({ ok: true }));
    vi.stubGlobal("fetch", fetcher);
    await api("/v1/users/profile");
    const [, init] = fetcher.mock.calls[0] as unknown as [URL, RequestInit];
    expect((init.headers as Record<string, string>).authorization).toBe("Bearer access-1");
  });

  it("refreshes an expired token once, shared by every waiting call", async () => {
    session.save(auth(1, 0));
    const fetcher = vi.fn(async (url: URL, _init?: RequestInit) => {
      if (url.pathname === "/v1/authorization/refresh") {
        await new Promise((resolve) => setTimeout(resolve, 10));
        return json(auth(2));
      }
      return json({ ok: true });
    });
    vi.stubGlobal("fetch", fetcher);
    await Promise.all([api("/v1/a"), api("/v1/b"), api("/v1/c")]);
    const refreshes = fetcher.mock.calls.filter(([url]) => url.pathname === "/v1/authorization/refresh");
    expect(refreshes).toHaveLength(1);
    const bearers = fetcher.mock.calls
      .filter(([url]) => url.pathname !== "/v1/authorization/refresh")
      .map(([, init]) => ((init as RequestInit).headers as Record<string, string>).authorization);
    expect(bearers).toEqual(["Bearer access-2", "Bearer access-2", "Bearer access-2"]);
    expect(localStorage.getItem("refreshToken")).toBe("refresh-2");
  });

  it("ends the session when the refresh fails, and only logs it", async () => {
    session.save(auth(1, 0));
    const ended = vi.fn();
    whenSessionEnds(ended);
    const logged = vi.spyOn(console, "error").mockImplementation(() => {});
    vi.stubGlobal(
      "fetch",
      vi.fn(async () => json({ message: "Unauthenticated." }, 401)),
    );
    expect(await refreshSession()).toBeNull();
    expect(ended).toHaveBeenCalledOnce();
    expect(logged).toHaveBeenCalled();
    expect(session.read()).toBeNull();
  });

  it("throws ApiError with the parsed body for a failure", async () => {
    vi.stubGlobal(
      "fetch",
      vi.fn(async () => json({ email: ["Email is required"] }, 400)),
    );
    const failure = api("/v1/authorization/register", { method: "POST", body: { json: {} }, auth: false });
    await expect(failure).rejects.toBeInstanceOf(ApiError);
    await expect(failure).rejects.toMatchObject({ status: 400, body: { email: ["Email is required"] } });
  });
});
