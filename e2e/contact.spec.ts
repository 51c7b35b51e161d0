import { CONTACT_THANKS } from "@cbm/contracts";
import { expect, test } from "@playwright/test";
import { keepScreenshot, registeredPerson, signIn, uniqueEmail } from "./support.ts";

test("a visitor writes to CBM through the contact form and is thanked", async ({ page }) => {
  await page.goto("/");
  await page.getByRole("contentinfo").getByRole("link", { name: "Contact" }).click();
  await expect(page).toHaveURL(/\/contact$/);
  await expect(
    page.getByRole("heading", { level: 1, name: "We would love to hear from you." }),
  ).toBeVisible();

  const form = page.getByRole("form", { name: "Contact form" });
  await expect(form.getByLabel("Name")).toHaveValue("");
  await expect(form.getByLabel("Email")).toHaveValue("");
  await form.getByLabel("Name").fill("Grace Visitor");
  await form.getByLabel("Email").fill(uniqueEmail("visitor"));
  await form.getByLabel("Subject").fill("Where is my parcel?");
  await form.getByLabel("Message").fill("Hello CBM,\nmy order has not arrived yet.\n\nThanks, Grace");
  await expect(form.getByText("55 / 5,000 characters")).toBeVisible();
  await form.getByRole("button", { name: "Send message" }).click();

  const thanks = page.getByRole("heading", { level: 2, name: "Thank you" });
  await expect(thanks).toBeVisible();
  await expect(thanks).toBeFocused();
  await expect(page.getByText(CONTACT_THANKS).first()).toBeVisible();
  await keepScreenshot(page, "contact-sent");

  // Another message starts from an empty form.
  await page.getByRole("button", { name: "Write another message" }).click();
  await expect(form.getByLabel("Subject")).toHaveValue("");
  await expect(form.getByLabel("Message")).toHaveValue("");
});

test("a visitor's empty message is caught beside the fields without sending", async ({ page }) => {
  let sent = 0;
  page.on("request", (request) => {
    if (request.url().includes("/v1/contact")) sent++;
  });
  await page.goto("/contact");
  const form = page.getByRole("form", { name: "Contact form" });
  await form.getByLabel("Name").fill("Grace Visitor");
  await form.getByRole("button", { name: "Send message" }).click();
  await expect(form.getByText("Subject is required")).toBeVisible();
  await expect(form.getByText("Message is required")).toBeVisible();
  await expect(page.getByRole("heading", { name: "Thank you" })).toHaveCount(0);
  expect(sent).toBe(0);
});

test("a signed-in member finds name and email filled in and sends a message", async ({ page, request }) => {
  const member = await registeredPerson(request, "retailer", { firstName: "Rei", lastName: "Kawakubo" });
  await signIn(page, member);
  await page.goto("/wall");
  await page.getByRole("navigation", { name: "Main menu" }).getByRole("link", { name: "Contact" }).click();
  await expect(page).toHaveURL(/\/contact$/);

  const form = page.getByRole("form", { name: "Contact form" });
  await expect(form.getByLabel("Name")).toHaveValue("Rei Kawakubo");
  await expect(form.getByLabel("Email")).toHaveValue(member.user.email);
  await form.getByLabel("Subject").fill("Retailer partnership");
  await form.getByLabel("Message").fill("We would like to bring our spring collection to CBM.");
  await form.getByRole("button", { name: "Send message" }).click();

  await expect(page.getByRole("heading", { level: 2, name: "Thank you" })).toBeVisible();
  await expect(page.getByText("Done").first()).toBeVisible();
  // Members stay in the signed-in frame.
  await expect(page.getByRole("navigation", { name: "Main menu" })).toBeVisible();
  await keepScreenshot(page, "contact-member-sent");
});
