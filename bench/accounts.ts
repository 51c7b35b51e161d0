// Signing in to a CBM the bench started: one registered user, and as many sessions as needed.
import { randomBytes } from "node:crypto";

interface Auth {
  accessToken: string;
  refreshToken: string;
}

async function postJson(url: string, body: unknown): Promise<Auth> {
  const response = await fetch(url, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify(body),
  });
  if (!response.ok) throw new Error(`POST ${url}: ${response.status} ${await response.text()}`);
  return (await response.json()) as Auth;
}

export interface Account {
  userId: string;
  email: string;
  password: string;
  /** From registering: authenticates the load's requests. */
  accessToken: string;
}

/** Registers a new user ("Bench Mark") and checks its access token loads its profile. */
export async function register(base: string): Promise<Account> {
  const email = `bench-${randomBytes(6).toString("hex")}@example.com`;
  const password = `Bench-${randomBytes(12).toString("base64url")}`;
  const { accessToken } = await postJson(`${base}/v1/authorization/register`, {
    firstName: "Bench",
    lastName: "Mark",
    email,
    password,
  });
  const response = await fetch(`${base}/v1/users/profile`, {
    headers: { authorization: `Bearer ${accessToken}` },
  });
  if (!response.ok)
    throw new Error(`GET /v1/users/profile before load: ${response.status} ${await response.text()}`);
  const { id } = (await response.json()) as { id: string };
  return { userId: id, email, password, accessToken };
}

/** `count` fresh sessions of the account (logins, five at a time); answers their refresh tokens. */
export async function refreshTokens(base: string, account: Account, count: number): Promise<string[]> {
  const tokens: string[] = [];
  while (tokens.length < count) {
    const batch = Math.min(5, count - tokens.length);
    const sessions = await Promise.all(
      Array.from({ length: batch }, () =>
        postJson(`${base}/v1/authorization/login`, { username: account.email, password: account.password }),
      ),
    );
    tokens.push(...sessions.map((session) => session.refreshToken));
  }
  return tokens;
}
