import { loadHelpArticles } from "@cbm/help/node";
import { expect, type Page, type Route, test } from "@playwright/test";
import { madeUpWord, productOf, storeOf } from "./shop-fixtures.ts";
import { expectAccessible, keepScreenshot, keepScreenshots, registeredPerson, signIn } from "./support.ts";

// The assistant service answers from another origin (ASSISTANT_URL). The widget's journeys answer the
// page's requests to it in the test, to hold a reply back or fail; the last journey asks the real service,
// which reads the shop through the API.
const ASSISTANT_CHAT = "**/Chatbot/chat";

const CORS = {
  "access-control-allow-origin": "*",
  "access-control-allow-methods": "POST, OPTIONS",
  "access-control-allow-headers": "content-type",
};

/** Answers the assistant's calls with `reply`, once `released` settles (the preflight at once). */
async function assistantAnswers(page: Page, reply: string, released: Promise<void> = Promise.resolve()) {
  const asked: string[] = [];
  await page.route(ASSISTANT_CHAT, async (route: Route) => {
    if (route.request().method() === "OPTIONS") return route.fulfill({ status: 204, headers: CORS });
    asked.push(route.request().postDataJSON().message);
    await released;
    return route.fulfill({ status: 200, headers: CORS, contentType: "application/json", json: { reply } });
  });
  return asked;
}

/** Marks the document, so a later check tells a navigation inside the app from a page load. */
const markDocument = (page: Page) => page.evaluate(() => Object.assign(window, { sameDocument: true }));
const sameDocument = (page: Page) => page.evaluate(() => "sameDocument" in window);

const heading = (page: Page) => page.getByRole("heading", { level: 1 });

/** The articles as written, so the journeys follow their titles as they change. */
const articles = new Map(loadHelpArticles().map((article) => [article.slug, article.title]));
const titleOf = (slug: string) => articles.get(slug) ?? `no article ${slug}`;

test.describe("the help pages", () => {
  test.use({ viewport: { width: 1280, height: 800 } });

  test("a visitor finds help in the footer, reads an article and follows its link to another", async ({
    page,
  }) => {
    await page.goto("/");
    await page.getByRole("contentinfo").getByRole("link", { name: "Help" }).click();
    await expect(page).toHaveURL(/\/help$/);
    await expect(heading(page)).toHaveText("How can we help?");
    await expect(page.getByRole("main").locator('a[href^="/help/"]')).toHaveCount(articles.size);
    await expectAccessible(page);
    await keepScreenshots(page, "help");

    await markDocument(page);
    await page.getByRole("region", { name: "Shopping and orders" }).locator('a[href="/help/buying"]').click();
    await expect(page).toHaveURL(/\/help\/buying$/);
    await expect(heading(page)).toHaveText(titleOf("buying"));
    await expect(page.getByRole("main").getByRole("strong").first()).toBeVisible();
    await expectAccessible(page);
    await keepScreenshots(page, "help-article");

    const another = page.getByRole("main").locator('p a[href^="/help/"], li a[href^="/help/"]').first();
    const slug = (await another.getAttribute("href"))?.replace("/help/", "") ?? "";
    await another.click();
    await expect(page).toHaveURL(new RegExp(`/help/${slug}$`));
    await expect(heading(page)).toHaveText(titleOf(slug));
    expect(await sameDocument(page)).toBe(true);
  });

  test("an unknown article is Page Not Found", async ({ page }) => {
    await page.goto("/help/no-such-article");
    await expect(heading(page)).toHaveText("Page Not Found");
  });

  test("a member finds Help in the side menu", async ({ page, request }) => {
    await signIn(page, await registeredPerson(request));
    await page.goto("/wall");
    await page.getByRole("navigation", { name: "Main menu" }).getByRole("link", { name: "Help" }).click();
    await expect(heading(page)).toHaveText("How can we help?");
    await expectAccessible(page);
    await keepScreenshot(page, "help-signed-in");
  });
});

test.describe("the assistant widget", () => {
  test.use({ viewport: { width: 1280, height: 800 } });

  test("a suggested question is sent, the assistant types, and the link in its reply opens the article in the app", async ({
    page,
    request,
  }) => {
    let release = () => {};
    const asked = await assistantAnswers(
      page,
      // As the service writes its answers: plain lines, naming its sources as app paths.
      "Returns and refunds: return a delivered order's lines from My orders.\n1. Open My Orders (/my-orders) and the order (/my-orders/<id>).\n2. Press Return.\nMore: /help/returns-and-refunds",
      new Promise<void>((resolve) => (release = resolve)),
    );
    await signIn(page, await registeredPerson(request));
    await page.goto("/wall");
    await page.getByRole("button", { name: "Open the CBM Assistant" }).click();
    const assistant = page.getByRole("dialog", { name: "CBM Assistant" });
    await expect(assistant.getByRole("button", { name: "Black boots under 100" })).toBeVisible();
    await expectAccessible(page);
    await keepScreenshot(page, "assistant-empty");

    await assistant.getByRole("button", { name: "How do I return an order?" }).click();
    await expect(assistant.getByRole("status", { name: "CBM Assistant is typing" })).toBeVisible();
    await keepScreenshot(page, "assistant-typing");
    release();
    await expect(assistant.getByRole("status")).toHaveCount(0);
    expect(asked).toEqual(["How do I return an order?"]);
    await expect(assistant.getByRole("link")).toHaveCount(2);
    const link = assistant.getByRole("link", { name: "/help/returns-and-refunds" });
    await expect(link).toHaveAttribute("href", "/help/returns-and-refunds");
    await keepScreenshot(page, "assistant-reply");

    await markDocument(page);
    await link.click();
    await expect(page).toHaveURL(/\/help\/returns-and-refunds$/);
    await expect(heading(page)).toHaveText(titleOf("returns-and-refunds"));
    await expect(assistant).toBeHidden();
    expect(await sameDocument(page)).toBe(true);
  });

  test("says 'Connection error. Please try again.' when the service cannot be reached", async ({ page }) => {
    await page.route(ASSISTANT_CHAT, (route) => route.abort("connectionrefused"));
    await page.goto("/help");
    await page.getByRole("button", { name: "Ask the CBM Assistant" }).click();
    const assistant = page.getByRole("dialog", { name: "CBM Assistant" });
    await assistant.getByLabel("Ask your question").fill("Who sells dresses?");
    await assistant.getByLabel("Ask your question").press("Enter");
    await expect(assistant.locator('[data-sender="bot"]')).toHaveText("Connection error. Please try again.");
  });
});

test.describe("the CBM Assistant service", () => {
  test.use({ viewport: { width: 1280, height: 800 } });

  test("answers how to return an order and who sells a piece of the shop, with links that lead there", async ({
    page,
    request,
  }) => {
    const word = madeUpWord();
    const title = `${word[0]?.toUpperCase()}${word.slice(1)} trench coat`;
    const { retailer, store } = await storeOf(request);
    const coat = await productOf(request, retailer, {
      title,
      category: "outerwear",
      subcategory: "coat",
      priceMinor: 18_900,
      colours: ["olive"],
      variants: [{ size: "M", colour: "olive", stock: 3 }],
    });
    await signIn(page, await registeredPerson(request));
    await page.goto("/wall");
    await page.getByRole("button", { name: "Open the CBM Assistant" }).click();
    const assistant = page.getByRole("dialog", { name: "CBM Assistant" });
    const replies = assistant.locator('[data-sender="bot"]');

    await assistant.getByRole("button", { name: "How do I return an order?" }).click();
    await expect(replies.last().getByRole("link", { name: "/help/returns-and-refunds" })).toBeVisible();

    const ask = async (question: string, count: number) => {
      await assistant.getByLabel("Ask your question").fill(question);
      await assistant.getByLabel("Ask your question").press("Enter");
      await expect(replies).toHaveCount(count);
    };
    await ask(`Who sells the ${word} trench coat?`, 2);
    await expect(replies.last()).toContainText(store.name);
    await expect(replies.last().locator(`a[href="/shop/${store.slug}/products"]`)).toBeVisible();

    await ask(`${word} coat under 200`, 3);
    await expect(replies.last()).toContainText(title);
    await expect(replies.last()).toContainText("€189.00");
    const productLink = replies.last().locator(`a[href="/shop/${store.slug}/products/${coat.id}"]`);
    await keepScreenshot(page, "assistant-service-reply");

    await productLink.click();
    await expect(page).toHaveURL(new RegExp(`/shop/${store.slug}/products/${coat.id}$`));
    await expect(heading(page)).toHaveText(title);
    await expect(assistant).toBeHidden();
  });
});
