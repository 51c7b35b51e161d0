import { randomUUID } from "node:crypto";
import AxeBuilder from "@axe-core/playwright";
import type { AuthResponse, OutboxMessage, Role } from "@cbm/contracts";
import { type APIRequestContext, expect, type Page } from "@playwright/test";

export const PASSWORD = "Runway ready 2026";

export const uniqueEmail = (label: string) => `${label}-${randomUUID().slice(0, 8)}@example.test`;

let phoneSerial = Math.floor(Math.random() * 1_000_000);
export const uniquePhone = () => `+1415${String(phoneSerial++ % 10_000_000).padStart(7, "0")}`;

/** Someone registered through the API (for journeys that start signed in). */
export async function registeredPerson(
  request: APIRequestContext,
  role: Exclude<Role, "admin"> = "customer",
  fields: Record<string, string> = {},
): Promise<AuthResponse & { password: string }> {
  const response = await request.post("/v1/authorization/register", {
    multipart: {
      firstName: "Iris",
      lastName: "Apfel",
      email: uniqueEmail(role),
      password: PASSWORD,
      role,
      ...fields,
    },
  });
  expect(response.status(), await response.text()).toBe(200);
  return { ...(await response.json()), password: PASSWORD };
}

/** Puts a session in local storage under the spec's keys, as the app does after login. */
export async function signIn(page: Page, auth: AuthResponse) {
  await page.goto("/privacy-policy");
  await page.evaluate((stored) => {
    localStorage.setItem("accessToken", stored.accessToken);
    localStorage.setItem("refreshToken", stored.refreshToken);
    localStorage.setItem("accessExpirationTime", String(Date.now() + stored.expiresIn * 1000));
    localStorage.setItem("user", JSON.stringify(stored.user));
  }, auth);
}

/** The 6-digit code the dev outbox holds for an address or number. */
export async function codeSentTo(request: APIRequestContext, to: string): Promise<string> {
  let code: string | undefined;
  await expect
    .poll(async () => {
      const response = await request.get(`/v1/dev/outbox?to=${encodeURIComponent(to)}`);
      const { items } = (await response.json()) as { items: OutboxMessage[] };
      code = items[0]?.text.match(/\b(\d{6})\b/)?.[1];
      return code;
    })
    .toBeTruthy();
  return code as string;
}

/** axe-core on the page as it is now: no serious or critical violation. */
export async function expectAccessible(page: Page) {
  const results = await new AxeBuilder({ page }).analyze();
  const severe = results.violations.filter((violation) =>
    ["serious", "critical"].includes(violation.impact ?? ""),
  );
  expect(
    severe.map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.target).join(", ")}`),
  ).toEqual([]);
}

/** Keeps a full-page screenshot of a main page as a test artifact. */
export async function keepScreenshot(page: Page, name: string) {
  await page.screenshot({ path: `test-results/screens/${name}.png`, fullPage: true });
}
