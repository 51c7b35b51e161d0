import { type Page, test } from "@playwright/test";
import {
  patientExpect as expect,
  expectAccessible,
  keepScreenshots,
  registeredPerson,
  signIn,
  uniqueTag,
  wallAs,
} from "./support.ts";

// The journey uploads photos and draws a collage through the real server.
test.describe.configure({ timeout: 120_000 });

const peopleToFollow = (page: Page) => page.getByRole("region", { name: "People to follow" });

test("a newcomer's wall is never empty: people to follow and suggested outfits, each saying why", async ({
  page,
  request,
}) => {
  const influencer = await registeredPerson(request, "influencer", {
    firstName: "Noor",
    lastName: uniqueTag(),
  });
  const wall = wallAs(request, influencer);
  const closet = await wall.closet({ name: "Gallery days" });
  const items = [];
  for (const colour of ["camel", "cream"] as const)
    items.push(await wall.item(closet.id, { colours: [colour] }));
  const caption = `Camel and cream ${uniqueTag()}`;
  await wall.outfit({ itemIds: items.map((item) => item.id), caption });

  await signIn(page, await registeredPerson(request, "customer"));
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto("/wall");

  const people = peopleToFollow(page);
  await expect(people.getByText(influencer.user.fullName)).toBeVisible();
  await expect(people.getByText(/Popular on CBM|Matches your style/).first()).toBeVisible();
  const suggestion = page.getByRole("article").filter({ hasText: caption });
  await expect(suggestion).toBeVisible();
  await expect(page.getByText(/Popular on CBM|Matches your style/).last()).toBeVisible();
  await expectAccessible(page);
  await keepScreenshots(page, "newcomer-wall");

  await people.getByRole("button", { name: `Follow ${influencer.user.fullName}` }).click();
  await expect(people.getByRole("button", { name: `Following ${influencer.user.fullName}` })).toBeVisible();
  // The first follow keeps the suggestions in place, and the outfit is now the feed's own.
  await expect(people).toBeVisible();
});
