import { expect, type Page, test } from "@playwright/test";
import {
  addCard,
  adminSession,
  plansOnOffer,
  renewalDeclined,
  subscribedThroughApi,
  surname,
} from "./plan-fixtures.ts";
import { DESKTOP, lookAtBothSizes } from "./shop-fixtures.ts";
import { dismissToasts, expectWizardStep, pageHeading, registeredPerson, signIn } from "./support.ts";

test.use({ viewport: DESKTOP });

const planCard = (page: Page, name: string) => page.getByRole("region", { name, exact: true });

test.beforeEach(async ({ request }) => plansOnOffer(request));

test("a new influencer finishes onboarding by choosing Creator Pro and paying with the test card", async ({
  page,
  request,
}) => {
  test.setTimeout(120_000);
  const influencer = await registeredPerson(request, "influencer", {
    firstName: "Odalys",
    lastName: surname(),
  });
  const headers = { authorization: `Bearer ${influencer.accessToken}` };
  const answers: Record<string, unknown> = {
    "influencer-brands": { workedWith: [], wantsToWorkWith: [] },
    "influencer-details": {
      headline: "Thrifted layers, city light",
      categories: ["streetwear"],
      contentTypes: ["outfits"],
      languages: ["en"],
    },
    "influencer-social-platform": {},
    "influencer-store-details": {
      storeName: `Odalys ${surname()}`,
      storeSlug: `odalys-${surname().toLowerCase()}`,
    },
  };
  for (const [step, body] of Object.entries(answers)) {
    const response = await request.put(`/v1/influencers/onboarding/${step}`, { headers, data: body });
    expect(response.status(), await response.text()).toBe(200);
  }
  await signIn(page, influencer);
  await page.goto("/Influencer/questionnaire");
  await expectWizardStep(page, "/Influencer/questionnaire/influencer-store", "Make it look like you", 5, 7);
  await page.getByRole("radio", { name: "Navy" }).click();
  await page.getByRole("radio", { name: "Editorial" }).click();
  await page.getByRole("button", { name: "Continue" }).click();

  await expectWizardStep(page, "/Influencer/questionnaire/select-package", "Choose your plan", 6, 7);
  await expect(planCard(page, "Creator")).toContainText("Affiliate commission (%): 5%");
  await expect(planCard(page, "Creator Pro")).toContainText("7-day free trial");
  await lookAtBothSizes(page, "subscriptions-select-package");
  await planCard(page, "Creator Pro").getByRole("button", { name: "Choose Creator Pro" }).click();

  await expect(page).toHaveURL(/\/Influencer\/questionnaire\/subscribe-plan\/[0-9a-f-]{36}\?interval=month$/);
  await expect(page.getByText("Step 7 of 7")).toBeVisible();
  await addCard(page, "4242424242424242");
  await dismissToasts(page);
  await expect(page.getByText(/Your 7-day free trial ends on/)).toBeVisible();
  await lookAtBothSizes(page, "subscriptions-subscribe-plan");
  await page.getByRole("button", { name: "Start free trial" }).click();

  await expect(page).toHaveURL(/\/Influencer\/questionnaire$/);
  await expect(pageHeading(page)).toHaveText("Your storefront is ready");
  await page.goto("/settings?section=subscription");
  await expect(page.getByText("Creator Pro").first()).toBeVisible();
  await expect(page.getByText("Free trial")).toBeVisible();
});

test("a customer compares plans, upgrades, cancels at the period's end and sees it on the confirmation and in Settings", async ({
  page,
  request,
}) => {
  test.setTimeout(120_000);
  await signIn(
    page,
    await registeredPerson(request, "customer", { firstName: "Marguerite", lastName: surname() }),
  );
  await page.goto("/pricing");
  await expect(pageHeading(page)).toHaveText("Pricing");
  await expect(planCard(page, "Free").getByRole("button", { name: "Your plan" })).toBeDisabled();
  await expect(planCard(page, "Closet Plus")).toContainText("$4.99/ month");
  await expect(planCard(page, "Closet Plus")).toContainText("or $49.90 / year (yearly saves 17%)");
  await expect(planCard(page, "Closet Unlimited")).toContainText("Closets: Unlimited");
  await lookAtBothSizes(page, "subscriptions-pricing");
  await page.getByText(/^Yearly/).click();
  await expect(planCard(page, "Closet Plus")).toContainText("$49.90/ year");
  await page.getByText("Monthly", { exact: true }).click();
  await planCard(page, "Closet Plus").getByRole("link", { name: "Start free trial" }).click();

  await expect(page).toHaveURL(/\/subscriptions\/closet-plus\?interval=month$/);
  await expect(pageHeading(page)).toHaveText("Subscribe to Closet Plus");
  await addCard(page, "4242424242424242");
  await dismissToasts(page);
  await lookAtBothSizes(page, "subscriptions-subscribe");
  await page.getByRole("button", { name: "Start free trial" }).click();

  await expect(page).toHaveURL(/\/subscription-confirmation\?subscription=[0-9a-f-]{36}$/);
  await expect(pageHeading(page)).toHaveText(/^You are on Closet Plus, free until /);
  await lookAtBothSizes(page, "subscriptions-confirmation");

  await page.goto("/pricing");
  await expect(planCard(page, "Closet Plus").getByText("Your plan")).toHaveCount(2);
  await planCard(page, "Closet Unlimited")
    .getByRole("button", { name: "Upgrade to Closet Unlimited" })
    .click();
  const upgrade = page.getByRole("dialog", { name: "Upgrade to Closet Unlimited" });
  await expect(upgrade.getByText("Due now")).toBeVisible();
  await lookAtBothSizes(page, "subscriptions-upgrade-preview");
  // Still in its trial: the trial carries on, on the new plan, and nothing is due yet.
  await expect(upgrade.getByText("Nothing is charged now.", { exact: false })).toBeVisible();
  await upgrade.getByRole("button", { name: "Upgrade now" }).click();
  await expect(pageHeading(page)).toHaveText(/^You are on Closet Unlimited, free until /);

  await page.getByRole("link", { name: "Your subscription in Settings" }).click();
  await expect(page).toHaveURL(/\/settings\?section=subscription$/);
  await expect(page.getByText("Closet Unlimited").first()).toBeVisible();
  await page.getByRole("button", { name: "Cancel at period end" }).click();
  await page
    .getByRole("dialog", { name: "Cancel Closet Unlimited?" })
    .getByRole("button", { name: "Cancel at period end" })
    .click();
  await expect(page.getByText(/^Cancelled: Closet Unlimited ends on/)).toBeVisible();
  await expect(page.getByRole("button", { name: "Resume subscription" })).toBeVisible();
  await dismissToasts(page);
  await lookAtBothSizes(page, "subscriptions-settings");

  await page.goto("/subscription-confirmation");
  await expect(pageHeading(page)).toHaveText(/^Closet Unlimited ends on /);
  await expect(page.getByText("Ends on", { exact: true })).toBeVisible();
});

test("a declined card shows the provider's message and subscribes to nothing", async ({ page, request }) => {
  await signIn(
    page,
    await registeredPerson(request, "customer", { firstName: "Thaddeus", lastName: surname() }),
  );
  await page.goto("/subscriptions/closet-unlimited?interval=year");
  await expect(page.getByText("Then $99.90 each year, until you cancel.")).toBeVisible();
  await addCard(page, "4000000000000002");
  await page.getByRole("button", { name: "Subscribe to Closet Unlimited" }).click();
  await expect(page.getByRole("alert").filter({ hasText: "You are not subscribed" })).toContainText(
    "Your card was declined.",
  );
  await page.goto("/pricing");
  await expect(planCard(page, "Free").getByRole("button", { name: "Your plan" })).toBeDisabled();
});

test("a card whose bank asks to confirm: failing the check subscribes to nothing, completing it subscribes", async ({
  page,
  request,
}) => {
  await signIn(
    page,
    await registeredPerson(request, "customer", { firstName: "Ottoline", lastName: surname() }),
  );
  await page.goto("/subscriptions/closet-unlimited?interval=year");
  await addCard(page, "4000002760003184");
  await dismissToasts(page);
  const subscribe = page.getByRole("button", { name: "Subscribe to Closet Unlimited" });
  const bank = page.getByRole("dialog", { name: "Confirm with your bank" });

  await subscribe.click();
  await bank.getByRole("button", { name: "Fail the check" }).click();
  await expect(page.getByRole("alert").filter({ hasText: "You are not subscribed" })).toContainText(
    "We are unable to authenticate your payment method.",
  );

  await subscribe.click();
  await expect(bank).toBeVisible();
  await lookAtBothSizes(page, "subscriptions-bank-check");
  await bank.getByRole("button", { name: "Complete the check" }).click();
  await expect(page).toHaveURL(/\/subscription-confirmation\?subscription=[0-9a-f-]{36}$/);
  await expect(pageHeading(page)).toHaveText("You are subscribed to Closet Unlimited");
});

test("a member moves their renewals to another card in Settings", async ({ page, request }) => {
  const member = await registeredPerson(request, "customer", { firstName: "Philippa", lastName: surname() });
  await subscribedThroughApi(request, member.accessToken, "closet-unlimited");
  await signIn(page, member);
  await page.goto("/settings?section=subscription");
  await expect(page.getByRole("heading", { name: "Payment card" })).toBeVisible();
  const use = page.getByRole("button", { name: "Use this card for renewals" });
  await expect(page.getByRole("radio", { name: /ending in 4242/ })).toBeChecked();
  await expect(use).toBeDisabled();

  await addCard(page, "4000002760003184");
  await dismissToasts(page);
  await lookAtBothSizes(page, "subscriptions-payment-card");
  await use.click();
  await expect(page.getByText("Renewals now go to this card.")).toBeVisible();
  await page.reload();
  await expect(page.getByRole("radio", { name: /ending in 3184/ })).toBeChecked();
  await expect(use).toBeDisabled();
});

test("a member whose renewal was declined pays it in Settings with another card", async ({
  page,
  request,
}) => {
  const member = await registeredPerson(request, "customer", { firstName: "Eulalie", lastName: surname() });
  const subscription = await subscribedThroughApi(request, member.accessToken, "closet-unlimited");
  await renewalDeclined(request, member.accessToken, subscription);
  await signIn(page, member);
  await page.goto("/settings?section=subscription");
  await expect(page.getByText("Payment due")).toBeVisible();
  await expect(
    page.getByRole("alert").filter({ hasText: "Your last payment did not go through" }),
  ).toContainText("Pay $9.99 now with a card below.");
  await expect(page.getByText("Period ends on")).toBeVisible();
  await expect(page.getByRole("radio", { name: /ending in 0002/ })).toBeChecked();
  await lookAtBothSizes(page, "subscriptions-past-due");

  const pay = page.getByRole("button", { name: "Pay now" });
  await pay.click();
  await expect(page.getByRole("alert").filter({ hasText: "Not paid" })).toContainText("declined");
  await page.getByRole("radio", { name: /ending in 4242/ }).check();
  await pay.click();
  await expect(page.getByText("Paid: your plan is active again.")).toBeVisible();
  await expect(page.getByText("Payment due")).toBeHidden();
  await expect(page.getByText("Renews on")).toBeVisible();
  await expect(pay).toBeHidden();
  await expect(page.getByRole("button", { name: "Use this card for renewals" })).toBeDisabled();
});

test("an admin edits a plan, sees the subscriptions with their figures and cancels one at its period's end", async ({
  page,
  request,
}) => {
  const member = await registeredPerson(request, "customer", {
    firstName: "Wilhelmina",
    lastName: surname(),
  });
  await subscribedThroughApi(request, member.accessToken, "closet-unlimited");
  await signIn(page, await adminSession(request));
  await page.goto("/admin/plans");
  await expect(pageHeading(page)).toHaveText("Plans");
  await expect(page.getByRole("table", { name: "Plans" })).toContainText("Closet Unlimited");
  await lookAtBothSizes(page, "subscriptions-admin-plans");
  await page.getByRole("button", { name: "Edit Closet Plus" }).click();
  const form = page.getByRole("form", { name: "Edit Closet Plus" });
  await expect(form.getByLabel("Monthly price")).toHaveValue("$4.99");
  await lookAtBothSizes(page, "subscriptions-admin-plan-form");
  await form.getByRole("button", { name: "Save plan" }).click();
  await expect(form).toBeHidden();

  await page.goto("/admin/subscriptions");
  await expect(pageHeading(page)).toHaveText("Subscriptions");
  await expect(page.getByRole("region", { name: "Active members and churn" })).toBeVisible();
  const row = page.getByRole("row").filter({ hasText: member.user.fullName });
  await expect(row).toContainText("$9.99 / month");
  await lookAtBothSizes(page, "subscriptions-admin-subscriptions");
  await row.getByRole("button", { name: `Cancel at period end: ${member.user.fullName}` }).click();
  await page.getByRole("dialog").getByRole("button", { name: "Cancel at period end" }).click();
  await expect(row).toContainText("Cancelled at period end");
  await page.getByLabel("Status").selectOption("expired");
  await expect(page.getByText("No subscription matches these filters.")).toBeVisible();
});

test("an admin's settings have no Subscription section", async ({ page, request }) => {
  await signIn(page, await adminSession(request));
  await page.goto("/settings?section=subscription");
  await expect(page.getByRole("tab", { name: "Profile", exact: true })).toBeVisible();
  await expect(page.getByRole("tab", { name: "Subscription" })).toHaveCount(0);
  await lookAtBothSizes(page, "subscriptions-admin-settings");
});
