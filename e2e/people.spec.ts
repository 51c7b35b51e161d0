import { REPORT_THANKS } from "@cbm/contracts";
import { type APIRequestContext, expect, type Page, test } from "@playwright/test";
import { expectAccessible, keepScreenshot, registeredPerson, signIn } from "./support.ts";

const PHONE = { width: 390, height: 844 };
const DESKTOP = { width: 1280, height: 900 };

/** A call of the API as someone, for the steps a journey does not walk through in the browser. */
async function actAs(request: APIRequestContext, token: string, path: string) {
  const response = await request.post(path, { headers: { authorization: `Bearer ${token}` } });
  expect(response.status(), await response.text()).toBe(200);
}

async function searchFor(page: Page, keyword: string) {
  await page.getByLabel("Search people").fill(keyword);
  await expect(page).toHaveURL(new RegExp(`keyword=${encodeURIComponent(keyword)}`));
}

const sidebarCount = (page: Page, label: "Following" | "Followers", count: number) =>
  page.getByRole("button", { name: new RegExp(`^${count}\\s*${label}$`) });

test("finds a person despite a typo, follows them, and visits them from the Following list", async ({
  page,
  request,
}) => {
  await page.setViewportSize(DESKTOP);
  const star = await registeredPerson(request, "influencer", {
    firstName: "Marisol",
    lastName: "Quintanilla",
    sign: "Tailoring with a wink",
  });
  await signIn(page, await registeredPerson(request, "customer"));

  // The spec's path is capitalised, the menu's is not: both lead to the same page.
  await page.goto("/Users/list");
  await expect(page.getByRole("heading", { level: 1, name: "Find your people" })).toBeVisible();
  await page.goto("/wall");
  await page.getByRole("navigation", { name: "Main menu" }).getByRole("link", { name: "Find Users" }).click();
  await expect(page).toHaveURL(/\/users\/list$/);

  await searchFor(page, "Quintanila");
  const card = page.getByRole("listitem").filter({ hasText: "Marisol Quintanilla" });
  await expect(card).toBeVisible();
  await expect(card.getByText("Tailoring with a wink")).toBeVisible();
  await expect(card.getByText("0 followers")).toBeVisible();

  await card.getByRole("button", { name: "Follow Marisol Quintanilla" }).click();
  await expect(card.getByRole("button", { name: "Following Marisol Quintanilla" })).toBeVisible();
  await expect(card.getByText("1 follower", { exact: true })).toBeVisible();
  await expect(sidebarCount(page, "Following", 1)).toBeVisible();
  await expectAccessible(page);
  await keepScreenshot(page, "people-list-1280");

  await sidebarCount(page, "Following", 1).click();
  const following = page.getByRole("dialog", { name: "Following" });
  await expect(following.getByText("Marisol Quintanilla")).toBeVisible();
  await expectAccessible(page);
  await keepScreenshot(page, "people-following-modal-1280");
  await following.getByRole("link", { name: "View Marisol Quintanilla" }).click();
  await expect(page).toHaveURL(new RegExp(`/users/profile/${star.user.id}$`));
  await expect(following).toBeHidden();

  await expect(page.getByRole("heading", { level: 1, name: "Marisol Quintanilla" })).toBeVisible();
  await expect(page.getByRole("button", { name: "Following Marisol Quintanilla" })).toBeVisible();
  await expect(page.getByText("Marisol's closets will appear here", { exact: false })).toBeVisible();
  await expectAccessible(page);
  await keepScreenshot(page, "people-profile-1280");

  await page.setViewportSize(PHONE);
  await expect(page.getByRole("heading", { level: 1, name: "Marisol Quintanilla" })).toBeVisible();
  await keepScreenshot(page, "people-profile-390");
  await page.goto("/users/list?role=influencer");
  await expect(page.getByRole("list", { name: "People" })).toBeVisible();
  // On a phone the search stays and the other filters wait behind a button that counts them.
  await expect(page.getByLabel("Role")).toBeHidden();
  await keepScreenshot(page, "people-list-390");
  const filters = page.getByRole("button", { name: "Filters (1)" });
  await expect(filters).toHaveAttribute("aria-expanded", "false");
  await filters.click();
  await expect(page.getByLabel("Role")).toHaveValue("influencer");
  await page.getByLabel("Role").selectOption({ label: "Everyone" });
  await expect(page).toHaveURL(/\/users\/list$/);
  await expect(page.getByRole("button", { name: "Filters", exact: true })).toHaveAttribute(
    "aria-expanded",
    "true",
  );
  await expectAccessible(page);
  await keepScreenshot(page, "people-filters-open-390");
});

test("blocking hides each from the other and removes the follows; unblocking brings back only visibility", async ({
  page,
  request,
}) => {
  await page.setViewportSize(DESKTOP);
  const blocker = await registeredPerson(request, "customer", { firstName: "Oksana", lastName: "Lindqvist" });
  const blocked = await registeredPerson(request, "retailer", {
    firstName: "Thaddeus",
    lastName: "Brightwater",
  });
  await actAs(request, blocker.accessToken, `/v1/user/${blocked.user.id}/follow`);
  await actAs(request, blocked.accessToken, `/v1/user/${blocker.user.id}/follow`);

  await signIn(page, blocker);
  await page.goto(`/Users/profile/${blocked.user.id}`);
  await expect(page.getByRole("heading", { level: 1, name: "Thaddeus Brightwater" })).toBeVisible();
  await expect(page.getByText("Follows you")).toBeVisible();
  await page.getByRole("button", { name: "More actions for Thaddeus Brightwater" }).click();
  await page.getByRole("menuitem", { name: "Block Thaddeus" }).click();
  const confirm = page.getByRole("dialog", { name: "Block Thaddeus Brightwater?" });
  await expect(confirm.getByText("Thaddeus will not be told that you blocked them.")).toBeVisible();
  await expectAccessible(page);
  await keepScreenshot(page, "people-block-dialog-1280");
  await confirm.getByRole("button", { name: "Block" }).click();

  await expect(page).toHaveURL(/\/users\/list$/);
  await expect(page.getByText("You blocked Thaddeus Brightwater. They will not be told.")).toBeVisible();
  await expect(sidebarCount(page, "Following", 0)).toBeVisible();
  await expect(sidebarCount(page, "Followers", 0)).toBeVisible();
  await searchFor(page, "Brightwater");
  await expect(page.getByText("No one matches your search")).toBeVisible();
  await keepScreenshot(page, "people-list-empty-1280");

  // The other side: the follower is gone, and the profile is not available to them either.
  await signIn(page, blocked);
  await page.goto("/wall");
  await sidebarCount(page, "Followers", 0).click();
  await expect(
    page.getByRole("dialog", { name: "Followers" }).getByText("You have no followers."),
  ).toBeVisible();
  await page.keyboard.press("Escape");
  await page.goto(`/users/profile/${blocker.user.id}`);
  await expect(page.getByRole("heading", { level: 1, name: "This profile isn't available" })).toBeVisible();
  await expectAccessible(page);
  await keepScreenshot(page, "people-profile-unavailable-1280");

  // Unblocking (Settings' work) brings the person back into search, without the follow.
  await actAs(request, blocker.accessToken, `/v1/user/${blocked.user.id}/unblock`);
  await signIn(page, blocker);
  await page.goto("/users/list?keyword=Brightwater");
  await expect(page.getByRole("button", { name: "Follow Thaddeus Brightwater" })).toBeVisible();
});

test("reports a person from their profile, with a reason and details", async ({ page, request }) => {
  await page.setViewportSize(PHONE);
  const reported = await registeredPerson(request, "influencer", { firstName: "Cosima", lastName: "Valdés" });
  await signIn(page, await registeredPerson(request, "customer"));
  await page.goto(`/users/profile/${reported.user.id}`);
  await page.getByRole("button", { name: "More actions for Cosima Valdés" }).click();
  await page.getByRole("menuitem", { name: "Report Cosima" }).click();

  const dialog = page.getByRole("dialog", { name: "Report Cosima Valdés" });
  await dialog.getByRole("button", { name: "Send report" }).click();
  await expect(dialog.getByText("Choose a reason from the list")).toBeVisible();
  await dialog.getByLabel("Pretending to be someone else").check();
  await dialog.getByLabel("Anything else we should know?").fill("Uses the photos of a designer I know.");
  await expectAccessible(page);
  await keepScreenshot(page, "people-report-dialog-390");
  await dialog.getByRole("button", { name: "Send report" }).click();

  await expect(dialog).toBeHidden();
  await expect(page.getByText(REPORT_THANKS)).toBeVisible();
});
