import type { AuthResponse } from "@cbm/contracts";
import { type APIRequestContext, type APIResponse, expect, type Page, test } from "@playwright/test";
import { registeredPerson, signIn } from "./support.ts";
import { XSS_MESSAGES, XSS_NAMES } from "./xss-corpus.ts";

// The stored-XSS corpus as messages and as names: the chat, the requests, the bell and the notifications
// page show every payload as text, and none ever runs (no canary, no dialog).

const bearer = (person: AuthResponse) => ({ authorization: `Bearer ${person.accessToken}` });

async function ok(response: Promise<APIResponse>, status = 200) {
  const answered = await response;
  expect(answered.status(), await answered.text()).toBe(status);
  return answered.json();
}

/** `sender` writes each of `messages` to `recipient`; answers the conversation's id. */
async function wrote(
  request: APIRequestContext,
  sender: AuthResponse,
  recipient: AuthResponse,
  messages: string[],
) {
  const { id } = (await ok(
    request.get(`/v1/user/${recipient.user.id}/chat`, { headers: bearer(sender) }),
  )) as {
    id: string;
  };
  for (const message of messages) {
    await ok(request.post(`/v1/conversation/${id}`, { headers: bearer(sender), data: { message } }), 201);
  }
  return id;
}

/** What the payloads would make if they were taken as markup: handlers, frames, scripts, script links. */
const MADE_FROM_MARKUP =
  "[onerror], [onload], [ontoggle], [onfocus], [onbegin], [onstart], iframe, object, embed, script, a[href^='javascript' i]";

/**
 * Nothing the page showed ran, nor was even made: the canary was never called, no dialog opened, and no
 * element a payload describes is in the page's main area (the security headers' CSP would stop inline
 * handlers anyway; this checks the page did not lean on it).
 */
async function expectNothingRan(page: Page, dialogs: string[]) {
  expect(await page.evaluate(() => "xssRan" in window)).toBe(false);
  expect(dialogs).toEqual([]);
  await expect(page.locator("main").locator(MADE_FROM_MARKUP)).toHaveCount(0);
}

test("the XSS corpus in messages and names shows as text and never runs", async ({ page, request }) => {
  test.setTimeout(120_000);
  const reader = await registeredPerson(request, "customer", {
    firstName: "Marguerite",
    lastName: "Okonkwo",
  });
  const writer = await registeredPerson(request, "customer", { firstName: "Benedikt", lastName: "Sarrazin" });
  // The reader follows the writer (his messages are a chat) and takes chats only from people she follows,
  // so the strangers with markup for names send requests, each with a notification naming them.
  await ok(request.post(`/v1/user/${writer.user.id}/follow`, { headers: bearer(reader) }));
  await ok(
    request.post("/v1/users/update-profile", {
      headers: bearer(reader),
      multipart: { chatInvitation: "false" },
    }),
  );
  const chatId = await wrote(request, writer, reader, XSS_MESSAGES);
  for (const [n, name] of XSS_NAMES.entries()) {
    const stranger = await registeredPerson(request, "customer", {
      firstName: name,
      lastName: `Kowalczyk${n}`,
    });
    await wrote(request, stranger, reader, [`Hello from ${name}`]);
  }

  const dialogs: string[] = [];
  page.on("dialog", (dialog) => {
    dialogs.push(dialog.message());
    void dialog.dismiss();
  });
  await page.addInitScript(() => {
    (window as unknown as { __x: () => void }).__x = () => {
      (window as unknown as { xssRan: boolean }).xssRan = true;
    };
  });
  await signIn(page, reader);

  await page.goto(`/chat?c=${chatId}`);
  const thread = page.getByRole("list", { name: "Messages" });
  await expect(thread.getByRole("listitem")).toHaveCount(XSS_MESSAGES.length);
  for (const message of XSS_MESSAGES) await expect(thread.getByText(message, { exact: true })).toBeVisible();
  await expect(page.getByRole("list", { name: "Your conversations" })).toContainText(
    XSS_MESSAGES.at(-1) as string,
  );
  await expectNothingRan(page, dialogs);

  await page.getByText("Requests", { exact: true }).click();
  const requests = page.getByRole("list", { name: "Message requests" });
  await expect(requests.getByRole("listitem")).toHaveCount(XSS_NAMES.length);
  for (const [n, name] of XSS_NAMES.entries()) {
    await expect(requests.getByText(`${name} Kowalczyk${n}`, { exact: true })).toBeVisible();
    await expect(requests.getByText(`Hello from ${name}`, { exact: true })).toBeVisible();
  }
  await requests.getByRole("link").first().click();
  await expect(page.getByRole("heading", { level: 2, name: /Kowalczyk/ })).toBeVisible();
  await expectNothingRan(page, dialogs);

  await page
    .getByRole("banner")
    .getByRole("button", { name: /^Notifications/ })
    .click();
  const latest = page.getByRole("list", { name: "Latest notifications" });
  await expect(latest.getByRole("listitem")).toHaveCount(XSS_NAMES.length);
  for (const [n, name] of XSS_NAMES.entries()) {
    await expect(latest.getByText(`${name} Kowalczyk${n}`)).toBeVisible();
  }
  await page.keyboard.press("Escape");
  await page.goto("/notifications");
  const all = page.getByRole("list", { name: "Your notifications" });
  await expect(all.getByRole("listitem")).toHaveCount(XSS_NAMES.length);
  for (const [n, name] of XSS_NAMES.entries()) {
    await expect(all.getByText(`${name} Kowalczyk${n} sent you a message request.`)).toBeVisible();
  }
  await expectNothingRan(page, dialogs);

  // The control: a payload put into the page as markup is found, and CSP keeps even it from running.
  await page.evaluate(
    (markup) => document.querySelector("main")?.insertAdjacentHTML("beforeend", markup),
    XSS_NAMES[0] as string,
  );
  await expect(page.locator("main").locator(MADE_FROM_MARKUP)).toHaveCount(1);
  expect(await page.evaluate(() => "xssRan" in window)).toBe(false);
});
