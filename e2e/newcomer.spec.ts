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

test("on a phone the wall's first picture is in the first screen, under a phone note that can be dismissed", async ({
  page,
  request,
}) => {
  const author = await registeredPerson(request, "influencer");
  const wall = wallAs(request, author);
  const closet = await wall.closet({ name: "Weekend" });
  const item = await wall.item(closet.id, { colours: ["navy"] });
  await wall.outfit({ itemIds: [item.id], caption: `Navy weekend ${uniqueTag()}` });

  await signIn(page, await registeredPerson(request, "customer"));
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto("/wall");
  await page.getByRole("button", { name: "Dismiss" }).click();
  await expect(page.getByText("Verify your phone")).toBeHidden();

  const firstPicture = page.getByRole("article").first().locator("img").first();
  await expect(firstPicture).toBeVisible();
  const top = (await firstPicture.boundingBox())?.y ?? Number.POSITIVE_INFINITY;
  console.log(`first picture's top at 390x844: ${Math.round(top)} px`);
  expect(top).toBeLessThanOrEqual(320);
  await expectAccessible(page);

  await page.reload();
  await expect(page.getByRole("article").first()).toBeVisible();
  await expect(page.getByText("Verify your phone")).toBeHidden();
});
