import { expect, type Page, test } from "@playwright/test";
import { DESKTOP, lookAtBothSizes, madeUpWord, productOf, storeOf } from "./shop-fixtures.ts";
import { dismissToasts, garmentFile, pageHeading, registeredPerson, signIn } from "./support.ts";

test.use({ viewport: DESKTOP });

const mainMenu = (page: Page) => page.getByRole("navigation", { name: "Main menu" });

test("a retailer hosts an event with a cover and two products and invites a follower, who accepts and reacts", async ({
  page,
  request,
}) => {
  // Two people's whole walk, each page looked at twice with axe: longer than one journey's default.
  test.setTimeout(180_000);
  const word = madeUpWord();
  const Word = word[0]?.toUpperCase() + word.slice(1);
  const { retailer } = await storeOf(request);
  const coat = await productOf(request, retailer, {
    title: `${Word} wool coat`,
    category: "outerwear",
    subcategory: "coat",
    priceMinor: 24000,
    colours: ["camel"],
    variants: [{ size: "M", colour: "camel", stock: 3 }],
  });
  const scarf = await productOf(request, retailer, {
    title: `${Word} silk scarf`,
    category: "accessories",
    subcategory: "scarf",
    priceMinor: 6500,
    colours: ["burgundy"],
    variants: [{ size: "One size", colour: "burgundy", stock: 5 }],
  });
  const guest = await registeredPerson(request, "customer", { firstName: "Clea", lastName: Word });
  const followed = await request.post(`/v1/user/${retailer.user.id}/follow`, {
    headers: { authorization: `Bearer ${guest.accessToken}` },
  });
  expect(followed.status(), await followed.text()).toBe(200);

  // The host: My Events, empty, then a new event with a cover.
  await signIn(page, retailer);
  await page.goto("/wall");
  await mainMenu(page).getByRole("link", { name: "My Events" }).click();
  await expect(pageHeading(page)).toHaveText("My Events");
  await expect(page.getByText("No events yet")).toBeVisible();
  await lookAtBothSizes(page, "events-empty");

  await page.getByRole("button", { name: "Create event" }).click();
  const form = page.getByRole("form", { name: "New event" });
  await form.getByRole("textbox", { name: "Title" }).fill(`${Word} winter trunk show`);
  await form.getByLabel("Cover image").setInputFiles(garmentFile("camel", "cover.png"));
  await expect(form.getByRole("button", { name: "Change cover" })).toBeVisible();
  await form.getByText("In person").click();
  await form.getByRole("textbox", { name: "Place" }).fill("12 Rue Cler, Paris");
  await form.getByRole("textbox", { name: "Capacity" }).fill("40");
  await form.getByRole("textbox", { name: "Description" }).fill("Coats and knits of the season, with tea.");
  await expect(page.getByRole("img", { name: "The event's cover" })).toBeVisible();
  await page.screenshot({ path: "test-results/screens/event-form-1280.png" });
  await form.getByRole("button", { name: "Create event" }).click();

  await expect(pageHeading(page)).toHaveText(`${Word} winter trunk show`);
  await expect(page).toHaveURL(/\/events\/[a-z0-9-]+$/);
  await expect(page.getByText("12 Rue Cler, Paris")).toBeVisible();

  // Two products on the shelf.
  await page.getByRole("button", { name: "Add products" }).click();
  const picker = page.getByRole("dialog", { name: "Add products" });
  await picker.getByRole("searchbox", { name: "Search your products" }).fill(word);
  await picker.getByLabel(coat.title).check();
  await picker.getByLabel(scarf.title).check();
  await page.screenshot({ path: "test-results/screens/event-products-picker-1280.png" });
  await picker.getByRole("button", { name: "Add 2 products" }).click();
  await expect(picker).toBeHidden();
  await expect(page.getByRole("button", { name: `Add to cart: ${coat.title}` })).toBeVisible();
  await expect(page.getByRole("button", { name: `Add to cart: ${scarf.title}` })).toBeVisible();

  // The follower invited from the first list the picker shows.
  await page.getByRole("button", { name: "Invite", exact: true }).click();
  const invite = page.getByRole("dialog", { name: "Invite people" });
  await invite.getByLabel(`Clea ${Word}`).check();
  await page.screenshot({ path: "test-results/screens/event-invite-picker-1280.png" });
  await invite.getByRole("button", { name: "Invite", exact: true }).click();
  await expect(invite).toBeHidden();
  await expect(page.getByText("1 person invited")).toBeVisible();
  await dismissToasts(page, { raised: true });
  await lookAtBothSizes(page, "event-host");

  await mainMenu(page).getByRole("link", { name: "My Events" }).click();
  const upcoming = page.getByRole("region", { name: "Upcoming" });
  await expect(upcoming.getByRole("link", { name: `${Word} winter trunk show` })).toBeVisible();
  await lookAtBothSizes(page, "my-events");

  // The guest: the dot, the invitation accepted, the event reacted to and shopped.
  await signIn(page, guest);
  await page.goto("/wall");
  const invitations = mainMenu(page).getByRole("link", { name: /Event Invitations/ });
  await expect(invitations.getByRole("img", { name: "Unread event invitations" })).toBeVisible();
  await invitations.click();
  await expect(pageHeading(page)).toHaveText("Event Invitations");
  const waiting = page.getByRole("region", { name: "Waiting for your answer" });
  await expect(waiting.getByText(`From Odile Marchand`)).toBeVisible();
  await lookAtBothSizes(page, "event-invitations");

  const answer = waiting.getByRole("group", { name: `Your answer to ${Word} winter trunk show` });
  await answer.getByRole("button", { name: "Accept" }).click();
  await expect(page.getByText("No invitations waiting")).toBeVisible();
  await expect(invitations.getByRole("img", { name: "Unread event invitations" })).toBeHidden();
  const past = page.getByRole("region", { name: "Past invitations" });
  await expect(past.getByText("You accepted")).toBeVisible();

  await past.getByRole("link", { name: `${Word} winter trunk show` }).click();
  await expect(pageHeading(page)).toHaveText(`${Word} winter trunk show`);
  const reactions = page.getByRole("group", { name: "Your reactions" });
  await reactions.getByRole("button", { name: /^Going/ }).click();
  await expect(reactions.getByRole("button", { name: "Going · 1" })).toHaveAttribute("aria-pressed", "true");
  await reactions.getByRole("button", { name: /^Like/ }).click();
  await expect(reactions.getByRole("button", { name: "Like · 1" })).toHaveAttribute("aria-pressed", "true");
  await expect(page.getByText("1 person is going")).toBeVisible();
  await expect(page.getByRole("group", { name: "Host tools" })).toHaveCount(0);

  const download = page.waitForEvent("download");
  await page.getByRole("button", { name: "Add to calendar" }).click();
  expect((await download).suggestedFilename()).toMatch(/\.ics$/);

  await page.getByRole("button", { name: `Add to cart: ${scarf.title}` }).click();
  const buy = page.getByRole("dialog", { name: scarf.title });
  await buy.getByRole("button", { name: "Add to cart" }).click();
  await expect(buy.getByText("Added to your cart.")).toBeVisible();
  await page.screenshot({ path: "test-results/screens/event-buy-1280.png" });
  await buy.getByRole("button", { name: "Close" }).click();
  await lookAtBothSizes(page, "event-guest");

  // The cart line remembers the event it was bought from.
  const headers = { authorization: `Bearer ${guest.accessToken}` };
  const slug = new URL(page.url()).pathname.split("/").at(-1);
  const event = await (await request.get(`/v1/event/${slug}`, { headers })).json();
  const cart = await (await request.get("/v1/cart", { headers })).json();
  expect(cart.stores.flatMap((store: { lines: { eventId: string | null }[] }) => store.lines)).toEqual([
    expect.objectContaining({ eventId: event.id }),
  ]);
});

test("a host changes an event, cancels it, and deletes it from My Events", async ({ page, request }) => {
  test.setTimeout(120_000);
  const host = await registeredPerson(request, "influencer", { firstName: "Noor", lastName: "Haddad" });
  const startsAt = new Date(Date.now() + 3 * 86_400_000);
  const created = await request.post("/v1/events", {
    headers: { authorization: `Bearer ${host.accessToken}` },
    data: {
      title: "Capsule styling hour",
      startsAt: startsAt.toISOString(),
      endsAt: new Date(startsAt.getTime() + 3_600_000).toISOString(),
      format: "online",
    },
  });
  expect(created.status(), await created.text()).toBe(201);
  const { slug } = await created.json();

  await signIn(page, host);
  await page.goto(`/events/${slug}`);
  await expect(pageHeading(page)).toHaveText("Capsule styling hour");

  await page.getByRole("button", { name: "Edit" }).click();
  const form = page.getByRole("form", { name: "Edit event" });
  await expect(form.getByRole("img", { name: "CBM's default cover" })).toBeVisible();
  await form.getByRole("textbox", { name: "Title" }).fill("Capsule styling hour, live");
  await form.getByRole("textbox", { name: "Stream URL" }).fill("not a web address");
  await form.getByRole("button", { name: "Save changes" }).click();
  await expect(
    form.getByText("Stream URL must be a web address (http or https) or a path on CBM"),
  ).toBeVisible();
  await form.getByRole("textbox", { name: "Stream URL" }).fill("https://stream.example.test/capsule.m3u8");
  await form.getByRole("button", { name: "Save changes" }).click();
  await expect(form).toBeHidden();
  await expect(pageHeading(page)).toHaveText("Capsule styling hour, live");

  await page.getByRole("button", { name: "Cancel event" }).click();
  await page.getByRole("dialog").getByRole("button", { name: "Cancel event" }).click();
  await expect(page.getByText("Cancelled", { exact: true })).toBeVisible();
  await expect(page.getByRole("button", { name: "Edit" })).toHaveCount(0);
  await dismissToasts(page, { raised: true });
  await lookAtBothSizes(page, "event-cancelled");

  await mainMenu(page).getByRole("link", { name: "My Events" }).click();
  const cancelled = page.getByRole("region", { name: "Cancelled" });
  await cancelled.getByRole("button", { name: "Delete event Capsule styling hour, live" }).click();
  await page.getByRole("dialog").getByRole("button", { name: "Delete event" }).click();
  await expect(page.getByText("No events yet")).toBeVisible();
});
