import type { AuthResponse, Cart, Event, OrderPage } from "@cbm/contracts";
import { type Browser, expect, type Page, test } from "@playwright/test";
import { DESKTOP, lookAtBothSizes, madeUpWord, productOf, storeOf } from "./shop-fixtures.ts";
import { dismissToasts, pageHeading, patientExpect, registeredPerson, signIn } from "./support.ts";

// A retailer goes live; a customer, in a browser of their own, watches the stream, comments (the host sees
// it without a reload) and buys the product the host pinned, through checkout.

/** A card's expiry three years on, as the card form takes it. */
const FUTURE = `05${(new Date().getFullYear() + 3) % 100}`;

async function browserOf(browser: Browser, person: AuthResponse) {
  // The live badge beats for ever where motion is welcome; axe waits for a page whose animations have ended.
  const context = await browser.newContext({ viewport: DESKTOP, reducedMotion: "reduce" });
  const page = await context.newPage();
  await signIn(page, person);
  return { context, page };
}

/** The retailer's online event, streaming the app's own demo video, with a product on its shelf. */
async function eventWithShelf(request: Parameters<typeof storeOf>[0], baseURL: string) {
  const { retailer } = await storeOf(request);
  const Word = madeUpWord().replace(/^./, (first) => first.toUpperCase());
  const coat = await productOf(request, retailer, {
    title: `${Word} wool coat`,
    category: "outerwear",
    subcategory: "coat",
    priceMinor: 18900,
    colours: ["camel"],
    variants: [{ size: "M", colour: "camel", stock: 5 }],
  });
  const headers = { authorization: `Bearer ${retailer.accessToken}` };
  const created = await request.post("/v1/events", {
    headers,
    data: {
      title: `${Word} winter live`,
      description: "The new coats, live.",
      startsAt: new Date(Date.now() + 5 * 60_000).toISOString(),
      endsAt: new Date(Date.now() + 3 * 3_600_000).toISOString(),
      format: "online",
      streamUrl: `${baseURL}/demo-live/stream.m3u8`,
    },
  });
  expect(created.status(), await created.text()).toBe(201);
  const event = (await created.json()) as Event;
  const shelf = await request.post(`/v1/event/${event.id}/add-products`, {
    headers,
    data: { productIds: [coat.id] },
  });
  expect(shelf.status(), await shelf.text()).toBe(200);
  return { retailer, event, coat };
}

/** A customer with a delivery address, ready to check out. */
async function shopper(request: Parameters<typeof storeOf>[0]) {
  const customer = await registeredPerson(request, "customer", { firstName: "Nora", lastName: "Blake" });
  const address = await request.post("/v1/users/addresses", {
    headers: { authorization: `Bearer ${customer.accessToken}` },
    data: {
      fullName: "Nora Blake",
      line1: "12 Rue de Rivoli",
      city: "Paris",
      postalCode: "75001",
      country: "FR",
    },
  });
  expect(address.status(), await address.text()).toBe(200);
  return customer;
}

const comments = (page: Page) => page.getByRole("log", { name: "Comments" });

/** A retailer's event with a coat on its shelf and a customer ready to buy; the retailer, in a browser of
 * their own, opens its room and goes live. */
async function hostGoesLive(browser: Browser, request: Parameters<typeof storeOf>[0], baseURL: string) {
  const { retailer, event, coat } = await eventWithShelf(request, baseURL);
  const customer = await shopper(request);
  const host = await browserOf(browser, retailer);
  await host.page.goto(`/events/live-event?event=${event.id}`);
  await expect(pageHeading(host.page)).toHaveText(event.title);
  await expect(host.page.getByText("The live has not started")).toBeVisible();
  await host.page.getByRole("button", { name: "Go live" }).click();
  await expect(host.page.getByRole("button", { name: "End the live" })).toBeVisible();
  return { event, coat, customer, host };
}

async function payWithTestCard(page: Page) {
  await page.getByRole("region", { name: "Payment" }).getByRole("button", { name: "Add a card" }).click();
  const dialog = page.getByRole("dialog", { name: "Add a card" });
  await dialog.getByRole("textbox", { name: "Card number" }).pressSequentially("4242424242424242");
  await dialog.getByRole("textbox", { name: "Expiration date" }).pressSequentially(FUTURE);
  await dialog.getByRole("textbox", { name: "Security code" }).fill("123");
  await dialog.getByRole("button", { name: "Save card" }).click();
  await expect(dialog).toBeHidden();
  await page.getByRole("button", { name: "Place order" }).click();
  await expect(page).toHaveURL(/\/my-orders$/);
}

test("a retailer goes live; a customer watches, comments live and buys the pinned product", async ({
  browser,
  request,
  baseURL,
}) => {
  test.setTimeout(180_000);
  const { event, coat, customer, host } = await hostGoesLive(browser, request, baseURL ?? "");
  await host.page.getByRole("button", { name: `Pin ${coat.title}` }).click();
  await expect(host.page.getByRole("region", { name: "Pinned product" })).toContainText(coat.title);

  const viewer = await browserOf(browser, customer);
  await viewer.page.goto("/events/live-event");
  await expect(pageHeading(viewer.page)).toHaveText("Live Events");
  const live = viewer.page.getByRole("region", { name: "Live now" });
  await live.getByRole("link", { name: `${event.title}, live now` }).click();
  await expect(pageHeading(viewer.page)).toHaveText(event.title);
  // The stream really plays: its clock moves.
  await patientExpect
    .poll(() =>
      viewer.page
        .getByLabel(`Live video: ${event.title}`)
        .evaluate((video: HTMLVideoElement) => video.currentTime),
    )
    .toBeGreaterThan(0.5);
  // The host and the customer.
  await expect(host.page.getByText("2 watching")).toBeVisible();

  const box = viewer.page.getByRole("textbox", { name: "Write a comment" });
  await box.fill("Is the coat warm enough for Oslo?");
  await box.press("Enter");
  await expect(box).toHaveValue("");
  await expect(comments(host.page)).toContainText("Nora Blake Is the coat warm enough for Oslo?");
  await viewer.page.getByRole("button", { name: /^Heart/ }).click();
  await expect(host.page.getByRole("button", { name: "Heart, 1 so far" })).toBeVisible();

  await dismissToasts(viewer.page);
  await lookAtBothSizes(viewer.page, "live-room-viewer");
  await lookAtBothSizes(host.page, "live-room-host");

  const pinned = viewer.page.getByRole("region", { name: "Pinned product" });
  await pinned.getByRole("button", { name: `Add to cart: ${coat.title}` }).click();
  const dialog = viewer.page.getByRole("dialog", { name: coat.title });
  await dialog.getByRole("button", { name: "Add to cart" }).click();
  await dialog.getByRole("link", { name: "View cart" }).click();
  await viewer.page.getByRole("link", { name: "Go to checkout" }).click();
  await expect(pageHeading(viewer.page)).toHaveText("Checkout");
  await payWithTestCard(viewer.page);

  const orders = await request.get("/v1/orders", {
    headers: { authorization: `Bearer ${customer.accessToken}` },
  });
  const bought = (await orders.json()) as OrderPage;
  expect(bought.items.map((order) => [order.status, order.itemCount])).toEqual([["paid", 1]]);
  await host.context.close();
  await viewer.context.close();
});

test("a host runs a flash deal and moderates the chat; the viewer buys at the deal's price and shops the replay", async ({
  browser,
  request,
  baseURL,
}) => {
  test.setTimeout(180_000);
  const { event, coat, customer, host } = await hostGoesLive(browser, request, baseURL ?? "");

  const viewer = await browserOf(browser, customer);
  await viewer.page.goto(`/events/live-event?event=${event.id}`);
  await expect(pageHeading(viewer.page)).toHaveText(event.title);

  // The host offers two coats at a fifth off (the form's first offer), opening after its countdown.
  await host.page.getByRole("button", { name: `Flash deal on ${coat.title}` }).click();
  const form = host.page.getByRole("dialog", { name: `Flash deal: ${coat.title}` });
  await form.getByRole("textbox", { name: "Units" }).fill("2");
  await form.getByRole("button", { name: "Start the deal" }).click();
  await expect(form).toBeHidden();
  await expect(host.page.getByRole("button", { name: "End the deal now" })).toBeVisible();

  // The viewer sees it arrive without a reload, counting down, and can buy once it opens.
  const deal = viewer.page.getByRole("region", { name: "Flash deal" });
  await expect(deal.getByRole("timer")).toHaveAccessibleName(/^Starts in/);
  await expect(deal).toContainText("2 of 2 left");
  const buy = deal.getByRole("button", { name: /^Buy at/ });
  await expect(buy).toBeDisabled();
  await patientExpect(buy).toBeEnabled();
  await expect(deal.getByRole("timer")).toHaveAccessibleName(/^Ends in/);
  await buy.click();
  const choice = viewer.page.getByRole("dialog", { name: `Flash deal: ${coat.title}` });
  await choice.getByRole("button", { name: /^Buy now at/ }).click();
  await expect(viewer.page).toHaveURL(/\/checkout$/);
  // The units were reserved at once: the host's banner counts one fewer, and the cart holds the deal's price.
  await expect(host.page.getByRole("region", { name: "Flash deal" })).toContainText("1 of 2 left");
  const cart = await request.get("/v1/cart", {
    headers: { authorization: `Bearer ${customer.accessToken}` },
  });
  const lines = ((await cart.json()) as Cart).stores.flatMap((store) => store.lines);
  expect(
    lines.map((line) => [line.productId, line.quantity, line.heldQuantity, line.unitPriceMinor]),
  ).toEqual([[coat.id, 1, 1, Math.round(coat.priceMinor * 0.8)]]);
  // The cart says the unit is held at the deal's price, with no quantity to change.
  await viewer.page.goto("/cart");
  await expect(viewer.page.getByText("1 held for you at the live deal's price")).toBeVisible();
  await expect(viewer.page.getByRole("button", { name: `One more ${coat.title}` })).toHaveCount(0);
  await lookAtBothSizes(viewer.page, "cart-held-at-deal");
  await viewer.page.goto("/checkout");
  await payWithTestCard(viewer.page);

  // Moderation: the host removes one comment, then mutes its author, who is told and can no longer comment.
  await viewer.page.goto(`/events/live-event?event=${event.id}`);
  const box = viewer.page.getByRole("textbox", { name: "Write a comment" });
  await box.fill("Buy my coats cheaper elsewhere!");
  await box.press("Enter");
  await expect(comments(host.page)).toContainText("Buy my coats cheaper elsewhere!");
  await host.page.getByRole("button", { name: "Moderate Nora Blake's comment" }).click();
  await host.page.getByRole("menuitem", { name: "Remove comment" }).click();
  await expect(viewer.page.getByText("Buy my coats cheaper elsewhere!")).toBeHidden();
  await box.fill("Really, cheaper elsewhere.");
  await box.press("Enter");
  await expect(comments(host.page)).toContainText("Really, cheaper elsewhere.");
  await host.page.getByRole("button", { name: "Moderate Nora Blake's comment" }).click();
  await host.page.getByRole("menuitem", { name: "Mute Nora Blake" }).click();
  await expect(viewer.page.getByText("The host has muted you in this live")).toBeVisible();
  await expect(box).toBeHidden();

  // The host ends the live: the viewer's room turns into the replay, whose shelf still sells.
  await host.page.getByRole("button", { name: "End the live" }).click();
  await host.page
    .getByRole("dialog", { name: "End the live?" })
    .getByRole("button", { name: "End the live" })
    .click();
  await expect(host.page.getByRole("button", { name: "Resume the live" })).toBeVisible();
  await expect(viewer.page.getByRole("heading", { name: "Shop the replay" })).toBeVisible();
  await expect(viewer.page.getByRole("button", { name: `Add to cart: ${coat.title}` }).first()).toBeEnabled();
  await lookAtBothSizes(viewer.page, "live-replay");
  await host.context.close();
  await viewer.context.close();
});
