import type { AuthResponse } from "@cbm/contracts";
import { type Browser, expect, type Page, test } from "@playwright/test";
import { productOf, storeOf } from "./shop-fixtures.ts";
import {
  dismissToasts,
  expectAccessible,
  garmentFile,
  garmentPhoto,
  keepScreenshot,
  keepScreenshots,
  registeredPerson,
  signIn,
  uploadedImage,
  wallAs,
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

test("a product shared from its page, an outfit and a photo show as cards in the thread", async ({
  browser,
  request,
}) => {
  const wren = await registeredPerson(request, "customer", { firstName: "Wren", lastName: "Castellanos" });
  const idris = await registeredPerson(request, "customer", { firstName: "Idris", lastName: "Halvorsen" });
  const asWren = { authorization: `Bearer ${wren.accessToken}` };
  const followed = await request.post(`/v1/user/${wren.user.id}/follow`, {
    headers: { authorization: `Bearer ${idris.accessToken}` },
  });
  expect(followed.status(), await followed.text()).toBe(200);
  const { id } = (await (
    await request.get(`/v1/user/${idris.user.id}/chat`, { headers: asWren })
  ).json()) as {
    id: string;
  };
  const { retailer, store } = await storeOf(request);
  const product = await productOf(request, retailer, {
    title: "Sand linen overshirt",
    category: "tops",
    subcategory: "shirt",
    priceMinor: 8900,
    colours: ["beige"],
    variants: [{ size: "M", colour: "beige", stock: 3 }],
  });
  const outfit = await wallAs(request, wren).outfit({
    photo: await uploadedImage(request, wren, garmentPhoto("olive")),
    caption: "Linen for the weekend",
  });
  const shared = await request.post(`/v1/conversation/${id}`, {
    headers: asWren,
    data: { message: "And the whole look", outfitId: outfit.id },
  });
  expect(shared.status(), await shared.text()).toBe(201);

  const w = await browserOf(browser, wren);
  await w.page.goto(`/shop/${store.slug}/products/${product.id}`);
  await w.page.getByRole("button", { name: "Share in chat" }).click();
  const dialog = w.page.getByRole("dialog", { name: "Share in chat" });
  await expect(dialog.getByRole("button", { name: "Idris Halvorsen" })).toBeVisible();
  await expectAccessible(w.page);
  await keepScreenshots(w.page, "chat-share-product");
  await dialog.getByRole("button", { name: "Idris Halvorsen" }).click();
  await expect(w.page.getByText("Shared with Idris Halvorsen.")).toBeVisible();

  await w.page.goto(`/chat?c=${id}`);
  await w.page.getByLabel("Photo to send").setInputFiles(garmentFile("burgundy", "boots.png"));
  await expect(w.page.getByText("Add a few words and send it.")).toBeVisible({ timeout: 10_000 });
  await send(w.page, "My new boots");
  await expect(thread(w.page).getByRole("listitem")).toHaveCount(3);

  const i = await browserOf(browser, idris);
  await i.page.goto(`/chat?c=${id}`);
  const messages = thread(i.page);
  await expect(messages.getByRole("link", { name: "Outfit Linen for the weekend" })).toBeVisible();
  await expect(messages.getByRole("link", { name: /^Product Sand linen overshirt/ })).toContainText("89");
  const photo = messages.getByRole("img", { name: "Photo from Wren Castellanos" });
  await expect(photo).toBeVisible();
  await expect.poll(() => photo.evaluate((image: HTMLImageElement) => image.naturalWidth)).toBeGreaterThan(0);

  // Idris writes back; Wren's thread shows it as she looks at what she sent.
  await i.page.getByRole("textbox", { name: "Message" }).pressSequentially("Love the", { delay: 50 });
  await expect(w.page.getByRole("status").filter({ hasText: "is typing" })).toBeVisible({ timeout: 5_000 });
  await dismissToasts(w.page);
  await keepScreenshots(w.page, "chat-cards");
  await expectAccessible(w.page);

  await messages.getByRole("link", { name: "Outfit Linen for the weekend" }).scrollIntoViewIfNeeded();
  await keepScreenshot(i.page, "chat-cards-received-1280");
  await messages.getByRole("link", { name: /^Product Sand linen overshirt/ }).click();
  await expect(i.page).toHaveURL(new RegExp(`/products/${product.id}$`));
  await expect(i.page.getByRole("heading", { level: 1, name: "Sand linen overshirt" })).toBeVisible();
  await w.context.close();
  await i.context.close();
});

test("scrolling to the top of a long thread brings older messages, keeping the place", async ({
  browser,
  request,
}) => {
  const leocadia = await registeredPerson(request, "customer", {
    firstName: "Leocadia",
    lastName: "Pemberton",
  });
  const ruairi = await registeredPerson(request, "customer", {
    firstName: "Ruairi",
    lastName: "Fitzwilliam",
  });
  const headers = { authorization: `Bearer ${leocadia.accessToken}` };
  const { id } = (await (await request.get(`/v1/user/${ruairi.user.id}/chat`, { headers })).json()) as {
    id: string;
  };
  for (let n = 1; n <= 60; n++) {
    const sent = await request.post(`/v1/conversation/${id}`, { headers, data: { message: `Note ${n}` } });
    expect(sent.status()).toBe(201);
  }
  const r = await browserOf(browser, ruairi);
  await r.page.goto(`/chat?c=${id}`);
  const messages = thread(r.page).getByRole("listitem");
  await expect(messages).toHaveCount(50);
  await expect(messages.last()).toBeInViewport();
  await expect(messages.first()).toContainText("Note 11");

  await messages.first().scrollIntoViewIfNeeded();
  await expect(messages).toHaveCount(60);
  await expect(messages.first()).toContainText("Note 1");
  // The message that was at the top is still in view: the older ones came above it.
  await expect(thread(r.page).getByText("Note 11", { exact: true })).toBeInViewport();
  await expect(r.page.getByRole("button", { name: "Load older messages" })).toHaveCount(0);
  await r.context.close();
});
