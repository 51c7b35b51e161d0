import { type AuthResponse, type Colour, type OutfitBody, REPORT_THANKS } from "@cbm/contracts";
import { type APIRequestContext, type Browser, type Locator, type Page, test } from "@playwright/test";
import {
  dismissToasts,
  patientExpect as expect,
  expectAccessible,
  keepScreenshots,
  pageHeading,
  registeredPerson,
  signIn,
  uniqueTag,
  wallAs,
} from "./support.ts";

// The wall's journeys upload photos and draw collages through the real server: more than the default 30 s
// when the machine is busy.
test.describe.configure({ timeout: 120_000 });

test.beforeEach(async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 800 });
});

/** An outfit of `colours.length` pieces from a closet of the author's, made through the API. */
async function outfitOf(
  request: APIRequestContext,
  author: AuthResponse,
  body: Partial<OutfitBody> & { colours?: Colour[] } = {},
) {
  const { colours = ["camel", "cream", "black"], ...outfit } = body;
  const wall = wallAs(request, author);
  const closet = await wall.closet({ name: "Everyday" });
  const items = [];
  for (const colour of colours) items.push(await wall.item(closet.id, { colours: [colour] }));
  return wall.outfit({ itemIds: items.map((item) => item.id), ...outfit });
}

/** Someone with an outfit captioned `caption` (unique per journey, to find it among everyone's). */
async function authorWithOutfit(request: APIRequestContext, caption: string) {
  const author = await registeredPerson(request, "influencer", { firstName: "Noor", lastName: "Haddad" });
  const outfit = await outfitOf(request, author, { caption });
  return { author, outfit };
}

/** A second signed-in browser, for the other person of a journey. */
async function pageOf(browser: Browser, person: AuthResponse) {
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
  const page = await context.newPage();
  await signIn(page, person);
  return page;
}

const captioned = (within: Page | Locator, caption: string) =>
  within.getByRole("article").filter({ hasText: caption });
/** One of the chips above the wall: Following, Explore or an occasion. */
const wallChip = (page: Page, name: string) =>
  page.getByRole("radiogroup", { name: "Show on the wall" }).getByText(name, { exact: true });
const reaction = (within: Page | Locator, name: "Like" | "Save") =>
  within.getByRole("button", { name: new RegExp(`^${name}, `) });

test("a follower finds the outfit in Following, likes it and comments; the author sees the counts and replies", async ({
  page,
  request,
  browser,
}) => {
  const caption = `Camel on camel for a gallery morning ${uniqueTag()}`;
  const { author, outfit } = await authorWithOutfit(request, caption);
  const follower = await registeredPerson(request, "customer", { firstName: "Pia", lastName: "Moretti" });
  await signIn(page, follower);

  await page.goto(`/users/profile/${author.user.id}`);
  await page.getByRole("button", { name: "Follow Noor Haddad" }).click();
  await expect(page.getByRole("button", { name: "Following Noor Haddad" })).toBeVisible();

  await page.goto("/wall");
  const card = captioned(page.getByRole("list", { name: "Following" }), caption);
  await expect(card).toBeVisible();
  await expectAccessible(page);
  await keepScreenshots(page, "wall-following");
  await card.getByRole("link", { name: `Outfit by Noor Haddad: ${caption}` }).click();

  await expect(page).toHaveURL(new RegExp(`/wall/outfit/${outfit.id}$`));
  await expect(pageHeading(page)).toHaveText("A look by Noor Haddad");
  await reaction(page, "Like").click();
  await expect(reaction(page, "Like")).toHaveAttribute("aria-pressed", "true");
  await expect(reaction(page, "Like")).toHaveText("1");
  await page
    .getByRole("textbox", { name: "Add a comment" })
    .fill("The coat and the loafers are perfect together.");
  await page.getByRole("button", { name: "Post comment" }).click();
  await expect(page.getByRole("article", { name: "Comment by Pia Moretti" })).toContainText(
    "The coat and the loafers are perfect together.",
  );
  await expect(page.getByRole("heading", { name: "1 comment" })).toBeVisible();
  await expectAccessible(page);
  await keepScreenshots(page, "outfit-page-follower");

  const authorPage = await pageOf(browser, author);
  await authorPage.goto(`/wall/outfit/${outfit.id}`);
  await expect(reaction(authorPage, "Like")).toHaveAccessibleName("Like, 1 like");
  await expect(authorPage.getByRole("link", { name: "1 comment" })).toBeVisible();
  await expect(authorPage.getByRole("heading", { name: "1 comment" })).toBeVisible();
  const comment = authorPage.getByRole("article", { name: "Comment by Pia Moretti" });
  await expect(comment).toContainText("The coat and the loafers are perfect together.");

  await comment.getByRole("button", { name: "Reply" }).click();
  const replyForm = authorPage.getByRole("form", { name: "Reply to Pia Moretti" });
  await replyForm.getByRole("textbox").fill("Thank you! The loafers were my grandmother's.");
  await replyForm.getByRole("button", { name: "Reply" }).click();
  const reply = authorPage.getByRole("article", { name: "Comment by Noor Haddad" });
  await expect(reply).toContainText("The loafers were my grandmother's.");
  // Replies are one level deep: replying to the reply answers in the same thread.
  await reply.getByRole("button", { name: "Reply" }).click();
  await expect(authorPage.getByRole("form", { name: "Reply to Pia Moretti" })).toBeVisible();
  await authorPage.getByRole("button", { name: "Cancel" }).click();
  await dismissToasts(authorPage);
  await expectAccessible(authorPage);
  await keepScreenshots(authorPage, "outfit-page-replies");

  await page.reload();
  await page.getByRole("button", { name: "View 1 reply" }).click();
  await expect(page.getByRole("article", { name: "Comment by Noor Haddad" })).toBeVisible();
});

test("saves an outfit and finds it on the Saved tab of one's profile", async ({ page, request }) => {
  const caption = `Linen for the long lunch ${uniqueTag()}`;
  const { outfit } = await authorWithOutfit(request, caption);
  const saver = await registeredPerson(request, "customer", { firstName: "Ada", lastName: "Okafor" });
  await signIn(page, saver);

  await page.goto(`/users/profile/${saver.user.id}`);
  await page.getByRole("tab", { name: "Saved" }).click();
  await expect(page.getByText("Nothing saved yet")).toBeVisible();

  await page.goto(`/wall/outfit/${outfit.id}`);
  await reaction(page, "Save").click();
  await expect(reaction(page, "Save")).toHaveAttribute("aria-pressed", "true");
  await expect(reaction(page, "Save")).toHaveAccessibleName("Save, 1 save");

  await page.goto(`/users/profile/${saver.user.id}`);
  await page.getByRole("tab", { name: "Saved" }).click();
  const saved = captioned(page.getByRole("list", { name: "Outfits" }), caption);
  await expect(saved).toBeVisible();
  await expect(reaction(saved, "Save")).toHaveAttribute("aria-pressed", "true");
  await expectAccessible(page);
  await keepScreenshots(page, "profile-saved");
});

test("once the author blocks someone, the outfit is not available to them and leaves their feeds", async ({
  page,
  request,
  browser,
}) => {
  const caption = `Rain-proof city layers ${uniqueTag()}`;
  const { author, outfit } = await authorWithOutfit(request, caption);
  const blocked = await registeredPerson(request, "customer", { firstName: "Tomasz", lastName: "Wójcik" });
  await wallAs(request, blocked).post(`/v1/user/${author.user.id}/follow`);

  await signIn(page, blocked);
  await page.goto("/wall");
  await expect(captioned(page, caption)).toBeVisible();
  await wallChip(page, "Explore").click();
  await expect(page).toHaveURL(/\?tab=explore$/);
  await expect(captioned(page.getByRole("list", { name: "Explore" }), caption)).toBeVisible();
  await expectAccessible(page);
  await keepScreenshots(page, "wall-explore");

  const authorPage = await pageOf(browser, author);
  await authorPage.goto(`/users/profile/${blocked.user.id}`);
  await authorPage.getByRole("button", { name: "More actions for Tomasz Wójcik" }).click();
  await authorPage.getByRole("menuitem", { name: "Block Tomasz" }).click();
  await authorPage
    .getByRole("dialog", { name: "Block Tomasz Wójcik?" })
    .getByRole("button", { name: "Block" })
    .click();
  await expect(authorPage.getByText("You blocked Tomasz Wójcik. They will not be told.")).toBeVisible();

  await page.goto(`/wall/outfit/${outfit.id}`);
  await expect(pageHeading(page)).toHaveText("This outfit isn't available");
  await expectAccessible(page);
  await keepScreenshots(page, "outfit-unavailable");

  // Following nobody now, they are offered others' outfits (a newcomer's wall), never the blocker's.
  await page.goto("/wall");
  const following = page
    .getByRole("list", { name: "Following" })
    .or(page.getByText("Your wall is waiting for your people"));
  await expect(following.first()).toBeVisible();
  await expect(captioned(page, caption)).toHaveCount(0);
  await keepScreenshots(page, "wall-following-after-block");
  await page.goto("/wall?tab=explore");
  const explore = page.getByRole("list", { name: "Explore" }).or(page.getByText("No outfits to explore yet"));
  await expect(explore).toBeVisible();
  await expect(captioned(page, caption)).toHaveCount(0);
});

test("the wall's chips narrow Explore to an occasion, in two columns on a phone", async ({
  page,
  request,
}) => {
  const caption = `Mud and glitter ${uniqueTag()}`;
  const author = await registeredPerson(request, "influencer");
  const look = (colour: Colour, body: Partial<OutfitBody>) =>
    outfitOf(request, author, { colours: [colour], ...body });
  await look("olive", { caption: `Field day ${uniqueTag()}`, occasion: "festival" });
  await look("yellow", { caption, occasion: "festival" });
  const work = await look("navy", { caption: `Desk to dinner ${uniqueTag()}`, occasion: "work" });

  await signIn(page, await registeredPerson(request, "customer"));
  await page.goto("/wall");
  await wallChip(page, "Festival").click();
  await expect(page).toHaveURL(/\?occasion=festival$/);
  const festival = page.getByRole("list", { name: "Festival outfits" });
  await expect(captioned(festival, caption)).toBeVisible();
  await expect(captioned(festival, work.caption ?? "")).toHaveCount(0);
  await expect(page.getByRole("radio", { name: "Festival" })).toBeChecked();
  await expectAccessible(page);
  await keepScreenshots(page, "wall-festival");

  await page.setViewportSize({ width: 390, height: 844 });
  const cards = festival.getByRole("article");
  const [first, second] = [await cards.nth(0).boundingBox(), await cards.nth(1).boundingBox()];
  expect(first && second && Math.round(first.y) === Math.round(second.y) && second.x > first.x).toBe(true);
  await wallChip(page, "Following").click();
  await expect(page).toHaveURL(/\/wall$/);
});

test("reports an outfit with a reason and is thanked", async ({ page, request }) => {
  const { outfit } = await authorWithOutfit(request, `Sequins on a Tuesday ${uniqueTag()}`);
  await signIn(page, await registeredPerson(request));
  await page.goto(`/wall/outfit/${outfit.id}`);
  await page.getByRole("button", { name: "More actions for this outfit" }).click();
  await page.getByRole("menuitem", { name: "Report outfit" }).click();

  const dialog = page.getByRole("dialog", { name: "Report this outfit" });
  await dialog.getByRole("button", { name: "Send report" }).click();
  await expect(dialog.getByText("Choose a reason from the list")).toBeVisible();
  await dialog.getByRole("radio").first().check();
  await dialog.getByLabel("Anything else we should know?").fill("The photo is taken from a magazine.");
  await expectAccessible(page);
  await keepScreenshots(page, "outfit-report-dialog");
  await dialog.getByRole("button", { name: "Send report" }).click();

  await expect(dialog).toBeHidden();
  await expect(page.getByText(REPORT_THANKS)).toBeVisible();
});

test("narrows the public outfits by occasion, season, colour and tag, and keeps the filters in the URL", async ({
  page,
  request,
}) => {
  const tag = uniqueTag();
  const author = await registeredPerson(request, "influencer", { firstName: "Lena", lastName: "Sato" });
  await outfitOf(request, author, {
    caption: "Red for the party",
    occasion: "party",
    seasons: ["winter"],
    tags: [tag],
    colours: ["red", "black"],
  });
  await outfitOf(request, author, {
    caption: "Navy for the office",
    occasion: "work",
    seasons: ["summer"],
    tags: [tag],
    colours: ["navy", "white"],
  });
  await signIn(page, await registeredPerson(request));
  const outfits = page.getByRole("list", { name: "Outfits" }).getByRole("article");

  await page.goto("/wall");
  await page.getByRole("link", { name: "every outfit" }).click();
  await expect(pageHeading(page)).toHaveText("Looks to love");
  await page.getByRole("searchbox", { name: "Tag" }).fill(`#${tag}`);
  await expect(page).toHaveURL(new RegExp(`tag=${tag}`));
  await expect(outfits).toHaveCount(2);
  await expectAccessible(page);
  await keepScreenshots(page, "outfits-tag");

  await page.getByLabel("Occasion").selectOption({ label: "Party" });
  await expect(page).toHaveURL(/occasion=party/);
  await expect(outfits).toHaveCount(1);
  await expect(outfits).toContainText("Red for the party");

  await page.getByLabel("Season").selectOption({ label: "Summer" });
  await expect(page.getByText("No outfit matches these filters")).toBeVisible();
  await page.getByLabel("Occasion").selectOption({ label: "Any occasion" });
  await expect(outfits).toHaveCount(1);
  await expect(outfits).toContainText("Navy for the office");

  await page.getByLabel("Season").selectOption({ label: "Any season" });
  await page.getByRole("combobox", { name: "Colour" }).click();
  await page.getByRole("option", { name: "Red" }).click();
  await expect(page).toHaveURL(/colour=red/);
  await expect(outfits).toHaveCount(1);
  await expect(outfits).toContainText("Red for the party");

  await page.reload();
  await expect(page.getByRole("combobox", { name: "Colour" })).toHaveValue("Red");
  await expect(page.getByRole("searchbox", { name: "Tag" })).toHaveValue(tag);
  await expect(outfits).toHaveCount(1);
  await keepScreenshots(page, "outfits-filtered");
  await page.getByRole("button", { name: "Clear filters" }).click();
  await expect(page).toHaveURL(/\/wall\/outfits$/);
});
