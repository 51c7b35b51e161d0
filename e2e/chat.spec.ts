import type { AuthResponse } from "@cbm/contracts";
import { type Browser, expect, type Page, test } from "@playwright/test";
import {
  dismissToasts,
  expectAccessible,
  keepScreenshot,
  keepScreenshots,
  registeredPerson,
  signIn,
} from "./support.ts";

// Two people chat, each in a browser of their own: what one sends shows on the other's page without a
// reload (the realtime channel), in the thread and in the top bar's count.

const DESKTOP = { width: 1280, height: 800 };
/** A message a careless page would render as markup: it must show as text and never run. */
const XSS_TEXT = `<img src=x onerror=window.__x()>`;

async function browserOf(browser: Browser, person: AuthResponse) {
  const context = await browser.newContext({ viewport: DESKTOP });
  await context.addInitScript(() => {
    (window as unknown as { __x: () => void }).__x = () => {
      (window as unknown as { xssRan: boolean }).xssRan = true;
    };
  });
  const page = await context.newPage();
  await signIn(page, person);
  return { context, page };
}

const messagesLink = (page: Page) => page.getByRole("banner").getByRole("link", { name: /^Messages/ });
const thread = (page: Page) => page.getByRole("list", { name: "Messages" });

async function send(page: Page, text: string) {
  const box = page.getByRole("textbox", { name: "Message" });
  await box.fill(text);
  await box.press("Enter");
  await expect(box).toHaveValue("");
}

test("two people chat live: the messages and the count show without a reload", async ({
  browser,
  request,
}) => {
  const ava = await registeredPerson(request, "customer", { firstName: "Ava", lastName: "Stone" });
  const ben = await registeredPerson(request, "customer", { firstName: "Ben", lastName: "Cole" });
  // Ben follows Ava, so her message is a chat, not a request.
  const followed = await request.post(`/v1/user/${ava.user.id}/follow`, {
    headers: { authorization: `Bearer ${ben.accessToken}` },
  });
  expect(followed.status(), await followed.text()).toBe(200);

  const a = await browserOf(browser, ava);
  const b = await browserOf(browser, ben);
  await b.page.goto("/wall");
  await expect(messagesLink(b.page)).toHaveAccessibleName("Messages");
  await b.page.evaluate(() => Object.assign(window, { sameDocument: true }));

  // Ava opens Ben's profile and presses Message: the conversation with him, in the URL.
  await a.page.goto(`/users/profile/${ben.user.id}`);
  await a.page.getByRole("link", { name: "Message", exact: true }).click();
  await expect(a.page).toHaveURL(/\/chat\?c=[0-9a-f-]{36}$/);
  await expect(a.page.getByRole("heading", { name: "Ben Cole" })).toBeVisible();

  await send(a.page, "Hi Ben, is the camel coat still available?");
  // Shift+Enter breaks the line; Enter sends.
  const box = a.page.getByRole("textbox", { name: "Message" });
  await box.fill("Also:");
  await box.press("Shift+Enter");
  await box.pressSequentially("what size is it?");
  await expect(box).toHaveValue("Also:\nwhat size is it?");
  await box.press("Enter");
  await expect(box).toHaveValue("");
  await send(a.page, XSS_TEXT);
  await expect(thread(a.page).getByRole("listitem")).toHaveCount(3);
  // An empty message sends nothing.
  await box.fill("   ");
  await box.press("Enter");
  await expect(thread(a.page).getByRole("listitem")).toHaveCount(3);

  // Ben's open page counts them, pushed, not polled or reloaded.
  await expect(messagesLink(b.page)).toHaveAccessibleName("Messages, 3 unread", { timeout: 5_000 });
  expect(await b.page.evaluate(() => "sameDocument" in window)).toBe(true);

  await messagesLink(b.page).click();
  const conversations = b.page.getByRole("list", { name: "Your conversations" });
  await expect(conversations.getByRole("listitem")).toHaveCount(1);
  await expect(conversations.getByRole("link", { name: /Ava Stone/ })).toContainText(XSS_TEXT);
  await conversations.getByRole("link", { name: /Ava Stone/ }).click();
  await expect(thread(b.page).getByRole("listitem")).toHaveCount(3);
  await expect(thread(b.page)).toContainText("what size is it?");
  await expect(thread(b.page).getByText(XSS_TEXT, { exact: true })).toBeVisible();
  expect(await b.page.evaluate(() => "xssRan" in window)).toBe(false);
  // Read: the count is gone.
  await expect(messagesLink(b.page)).toHaveAccessibleName("Messages");

  // Ben replies; Ava's open thread shows it, with the gentle warning a request to pay outside CBM carries.
  await send(b.page, "Yes, size M. Pay me via PayPal and I will post it today.");
  await expect(thread(b.page).getByRole("listitem")).toHaveCount(4);
  const reply = thread(a.page).getByRole("listitem").last();
  await expect(reply).toContainText("Pay me via PayPal", { timeout: 5_000 });
  await expect(reply.getByRole("note")).toContainText("pay outside CBM");
  // Ben sent it: no warning on his side.
  await expect(thread(b.page).getByRole("note")).toHaveCount(0);

  await dismissToasts(a.page);
  await expectAccessible(a.page);
  await keepScreenshots(a.page, "chat-thread");

  // On a phone the list and the thread are two steps.
  await b.page.setViewportSize({ width: 390, height: 844 });
  await b.page.getByRole("link", { name: "Back to your conversations" }).click();
  await expect(b.page.getByRole("list", { name: "Your conversations" })).toBeVisible();
  await expect(thread(b.page)).toHaveCount(0);
  await expectAccessible(b.page);
  await keepScreenshot(b.page, "chat-list-390");

  await a.context.close();
  await b.context.close();
});

test("a request waits under Requests until it is accepted", async ({ browser, request }) => {
  const cleo = await registeredPerson(request, "customer", { firstName: "Cleo", lastName: "Park" });
  const dan = await registeredPerson(request, "customer", { firstName: "Dan", lastName: "Ruiz" });
  // Dan takes chats only from people he follows.
  const closed = await request.post("/v1/users/update-profile", {
    headers: { authorization: `Bearer ${dan.accessToken}` },
    multipart: { chatInvitation: "false" },
  });
  expect(closed.status(), await closed.text()).toBe(200);
  const headers = { authorization: `Bearer ${cleo.accessToken}` };
  const opened = await request.get(`/v1/user/${dan.user.id}/chat`, { headers });
  expect(opened.status(), await opened.text()).toBe(200);
  const { id } = (await opened.json()) as { id: string };
  const sent = await request.post(`/v1/conversation/${id}`, {
    headers,
    data: { message: "Love your closet!" },
  });
  expect(sent.status(), await sent.text()).toBe(201);
  const d = await browserOf(browser, dan);
  await d.page.goto("/chat");
  await d.page.getByText("Requests", { exact: true }).click();
  const requests = d.page.getByRole("list", { name: "Message requests" });
  await expect(requests.getByRole("listitem")).toHaveCount(1);
  await expect(requests).toContainText("Love your closet!");
  await requests.getByRole("button", { name: "Accept" }).click();
  await expect(d.page.getByText("No message requests")).toBeVisible();
  await d.page.getByText("Chats", { exact: true }).click();
  await expect(d.page.getByRole("list", { name: "Your conversations" })).toContainText("Cleo Park");
  await d.context.close();
});

test("each sees the other typing, and Seen under a message once it is read", async ({ browser, request }) => {
  const odalys = await registeredPerson(request, "customer", {
    firstName: "Odalys",
    lastName: "Quenneville",
  });
  const tobiah = await registeredPerson(request, "customer", {
    firstName: "Tobiah",
    lastName: "Vantongeren",
  });
  const opened = await request.get(`/v1/user/${tobiah.user.id}/chat`, {
    headers: { authorization: `Bearer ${odalys.accessToken}` },
  });
  expect(opened.status(), await opened.text()).toBe(200);
  const { id } = (await opened.json()) as { id: string };
  const o = await browserOf(browser, odalys);
  const t = await browserOf(browser, tobiah);
  await o.page.goto(`/chat?c=${id}`);
  await t.page.goto("/wall");

  await send(o.page, "Did the linen shirt arrive?");
  const mine = thread(o.page).getByRole("listitem").last();
  await expect(mine).not.toContainText("Seen");
  // Tobiah opens the conversation: reading it tells Odalys, whose open thread marks her message Seen.
  await t.page.goto(`/chat?c=${id}`);
  await expect(thread(t.page)).toContainText("Did the linen shirt arrive?");
  await expect(mine).toContainText("Seen", { timeout: 5_000 });

  // Tobiah writes: Odalys sees it while he does, and for a few seconds after.
  const typing = o.page.getByRole("status").filter({ hasText: "is typing" });
  await t.page.getByRole("textbox", { name: "Message" }).pressSequentially("It did, ", { delay: 50 });
  await expect(typing).toHaveText("Tobiah Vantongeren is typing…", { timeout: 5_000 });
  await expect(t.page.getByText("is typing")).toHaveCount(0);
  await keepScreenshots(o.page, "chat-typing");
  await expect(typing).toHaveCount(0, { timeout: 8_000 });

  // His message ends his typing at once, and Odalys's own is still Seen until she writes again.
  await t.page.getByRole("textbox", { name: "Message" }).pressSequentially("thank you!");
  await expect(typing).toHaveCount(1, { timeout: 5_000 });
  await t.page.getByRole("textbox", { name: "Message" }).press("Enter");
  await expect(thread(o.page).getByRole("listitem").last()).toContainText("It did, thank you!", {
    timeout: 5_000,
  });
  await expect(typing).toHaveCount(0);
  await send(o.page, "Wonderful");
  await expect(thread(o.page).getByRole("listitem").last()).toContainText("Seen", { timeout: 5_000 });
  await expect(thread(o.page).getByText(/Seen/)).toHaveCount(1);

  await o.context.close();
  await t.context.close();
});
