import type { OutfitDetails } from "@cbm/contracts";
import { notifications } from "@mantine/notifications";
import { act, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { session } from "../../../lib/session.ts";
import { outfitOf } from "../../../testing/outfits.ts";
import { productDetailsOf } from "../../../testing/products.ts";
import { type FetchHandler, json, renderWithApp, stubFetch } from "../../../testing/render.tsx";
import { me } from "../../../testing/users.ts";
import { commentOf, commentPage, nextId, outfitItemOf } from "../test-data.ts";
import { OutfitPage } from "./outfit-page.tsx";

const renderOutfit = (outfit: OutfitDetails) =>
  renderWithApp(OutfitPage, {
    path: "/wall/outfit/$id",
    at: `/wall/outfit/${outfit.id}`,
    routes: { "/users/profile/$id": <p>A profile</p>, "/cart": <p>The cart</p> },
  });

const showing = (outfit: OutfitDetails, handlers: Record<string, FetchHandler> = {}) =>
  stubFetch({
    [`GET /v1/outfits/${outfit.id}`]: () => json(200, outfit),
    [`GET /v1/outfits/${outfit.id}/comments`]: () => json(200, commentPage([])),
    [`GET /v1/outfits/${outfit.id}/products`]: () => json(200, { items: [] }),
    ...handlers,
  });

beforeEach(() => {
  window.scrollTo = () => {};
  session.save({ accessToken: "token-abcdefghij", refreshToken: "r", expiresIn: 900, user: me });
});

afterEach(() => {
  act(() => notifications.clean());
  vi.unstubAllGlobals();
});

describe("OutfitPage", () => {
  it("shows the look, its author to follow, its labels and each piece with its closet", async () => {
    const closetId = nextId();
    const outfit = outfitOf({
      items: [
        outfitItemOf({
          subcategory: "shirt",
          brand: { id: null, name: "Atelier Lin" },
          closet: { id: closetId, name: "Summer capsule" },
        }),
        outfitItemOf({
          category: "shoes",
          subcategory: "sandals",
          brand: null,
          colours: ["camel", "black"],
          closet: null,
        }),
      ],
    });
    showing(outfit);
    renderOutfit(outfit);

    expect(await screen.findByRole("heading", { level: 1, name: "A look by Ana Lee" })).toBeTruthy();
    expect(screen.getByRole("img", { name: "Outfit by Ana Lee: Linen for a slow Sunday" })).toBeTruthy();
    expect(screen.getByRole("button", { name: "Follow Ana Lee" })).toBeTruthy();
    expect(screen.getByRole("link", { name: "#linen" }).getAttribute("href")).toBe("/wall/outfits?tag=linen");
    const pieces = within(screen.getByRole("list", { name: "Pieces" })).getAllByRole("listitem");
    expect(pieces.map((piece) => piece.textContent)).toEqual([
      "ShirtAtelier LinCreamFrom Summer capsule",
      "SandalsCamel, Black",
    ]);
    expect(
      within(pieces[0] as HTMLElement)
        .getByRole("link", { name: "Summer capsule" })
        .getAttribute("href"),
    ).toBe(`/wall/closets/${closetId}`);
  });

  it("follows the author and says so in place", async () => {
    const outfit = outfitOf();
    showing(outfit, {
      [`POST /v1/user/${outfit.author.id}/follow`]: () => json(200, { following: true, followerCount: 5 }),
    });
    const user = userEvent.setup();
    renderOutfit(outfit);
    await user.click(await screen.findByRole("button", { name: "Follow Ana Lee" }));
    expect(await screen.findByRole("button", { name: "Following Ana Lee" })).toBeTruthy();
  });

  it("expands the replies of a comment and posts a reply into its thread", async () => {
    const outfit = outfitOf();
    const comment = commentOf(outfit.id, { text: "Where is the shirt from?", replyCount: 2 });
    const replies = [
      commentOf(outfit.id, { parentId: comment.id, text: "Atelier Lin!" }),
      commentOf(outfit.id, { parentId: comment.id, text: "Thank you" }),
    ];
    const calls = showing(outfit, {
      [`GET /v1/outfits/${outfit.id}/comments`]: (_init, url) =>
        json(200, commentPage(url.searchParams.get("parentId") === comment.id ? replies : [comment])),
      [`POST /v1/outfits/${outfit.id}/comments`]: () =>
        json(200, commentOf(outfit.id, { parentId: comment.id, text: "So good" })),
    });
    const user = userEvent.setup();
    renderOutfit(outfit);

    expect(await screen.findByText("Where is the shirt from?")).toBeTruthy();
    expect(screen.queryByText("Atelier Lin!")).toBeNull();
    await user.click(screen.getByRole("button", { name: "View 2 replies" }));
    expect(await screen.findByText("Atelier Lin!")).toBeTruthy();
    expect(screen.getByText("Thank you")).toBeTruthy();

    // Replying to a reply answers in the same thread, one level deep.
    const reply = screen.getByText("Atelier Lin!").closest("article") as HTMLElement;
    await user.click(within(reply).getByRole("button", { name: "Reply" }));
    const box = screen.getByRole("form", { name: "Reply to Ana Lee" });
    await user.type(within(box).getByRole("textbox"), "So good");
    await user.click(within(box).getByRole("button", { name: "Reply" }));
    await waitFor(() => expect(calls.some((call) => call.key.startsWith("POST"))).toBe(true));
    const posted = calls.find((call) => call.key === `POST /v1/outfits/${outfit.id}/comments`);
    expect(JSON.parse(String(posted?.init.body))).toEqual({ text: "So good", parentId: comment.id });
  });

  it("offers Delete only on the comments the viewer may delete, and asks first", async () => {
    const outfit = outfitOf();
    const mine = commentOf(outfit.id, {
      author: { id: me.id, fullName: me.fullName, avatar: null },
      text: "My own comment",
      canDelete: true,
    });
    const theirs = commentOf(outfit.id, { text: "Someone else's comment", canDelete: false });
    const calls = showing(outfit, {
      [`GET /v1/outfits/${outfit.id}/comments`]: () => json(200, commentPage([mine, theirs])),
      [`DELETE /v1/comments/${mine.id}`]: () => json(200, { message: "The comment was deleted." }),
    });
    const user = userEvent.setup();
    renderOutfit(outfit);

    const own = await screen.findByRole("article", { name: "Comment by Iris Apfel" });
    const other = screen.getByRole("article", { name: "Comment by Ana Lee" });
    expect(within(other).queryByRole("button", { name: "Delete" })).toBeNull();
    expect(within(other).getByRole("button", { name: "Report" })).toBeTruthy();
    expect(within(own).queryByRole("button", { name: "Report" })).toBeNull();

    await user.click(within(own).getByRole("button", { name: "Delete" }));
    const dialog = await screen.findByRole("dialog", { name: "Delete this comment?" });
    await user.click(within(dialog).getByRole("button", { name: "Delete comment" }));
    expect(await screen.findByText("The comment was deleted.")).toBeTruthy();
    expect(calls.map((call) => call.key)).toContain(`DELETE /v1/comments/${mine.id}`);
  });

  it("lets the outfit's author delete any comment on it", async () => {
    const outfit = outfitOf({ isAuthor: true });
    showing(outfit, {
      [`GET /v1/outfits/${outfit.id}/comments`]: () =>
        json(200, commentPage([commentOf(outfit.id, { text: "Spam spam", canDelete: true })])),
    });
    renderOutfit(outfit);
    const comment = await screen.findByRole("article", { name: "Comment by Ana Lee" });
    expect(within(comment).getByRole("button", { name: "Delete" })).toBeTruthy();
  });

  it("gives the author Edit and Delete, and everyone else Report", async () => {
    const own = outfitOf({ isAuthor: true });
    showing(own);
    const user = userEvent.setup();
    renderOutfit(own);
    await user.click(await screen.findByRole("button", { name: "More actions for this outfit" }));
    // The menu is positioned against a box jsdom does not lay out, which hides it from role queries.
    const item = (name: string) => screen.queryByRole("menuitem", { name, hidden: true });
    const edit = await screen.findByRole("menuitem", { name: "Edit outfit", hidden: true });
    expect(edit.getAttribute("href")).toBe(`/wall/outfit/details?edit=${own.id}`);
    expect(item("Delete outfit")).toBeTruthy();
    expect(item("Report outfit")).toBeNull();
    expect(screen.queryByRole("button", { name: /Follow/ })).toBeNull();
  });

  it("reports someone else's outfit", async () => {
    const outfit = outfitOf();
    showing(outfit);
    const user = userEvent.setup();
    renderOutfit(outfit);
    await user.click(await screen.findByRole("button", { name: "More actions for this outfit" }));
    await user.click(await screen.findByRole("menuitem", { name: "Report outfit", hidden: true }));
    expect(await screen.findByRole("dialog", { name: "Report this outfit" })).toBeTruthy();
  });

  it("says the outfit isn't available when the server does not show it", async () => {
    const outfit = outfitOf();
    stubFetch({
      [`GET /v1/outfits/${outfit.id}`]: () => json(404, { message: "We could not find this outfit." }),
    });
    renderOutfit(outfit);
    expect(
      await screen.findByRole("heading", { level: 1, name: "This outfit isn't available" }),
    ).toBeTruthy();
  });

  it("offers the shop's products of the look, each with its sizes, and adds one to the cart from the look", async () => {
    const trousers = productDetailsOf({ title: "Linen trousers" });
    const scarf = productDetailsOf({
      title: "Silk scarf",
      compareAtMinor: null,
      priceMinor: 3500,
      variants: [{ id: nextId(), size: "One size", colour: "pink", available: false }],
    });
    const outfit = outfitOf({
      items: [
        outfitItemOf({ subcategory: "trousers", productId: trousers.id }),
        outfitItemOf({ subcategory: "scarf", productId: scarf.id }),
        outfitItemOf({ subcategory: "sandals" }),
      ],
    });
    const calls = showing(outfit, {
      [`GET /v1/outfits/${outfit.id}/products`]: () => json(200, { items: [trousers, scarf] }),
      "POST /v1/cart": () => json(201, {}),
    });
    const user = userEvent.setup();
    renderOutfit(outfit);

    const section = await screen.findByRole("region", { name: "Shop this look" });
    const trousersCard = within(section).getByRole("article", { name: "Linen trousers" });
    expect(within(trousersCard).getByText("Atelier Iris")).toBeTruthy();
    expect(within(trousersCard).getByText("$90.00")).toBeTruthy();
    expect(within(trousersCard).getByRole("link", { name: "Linen trousers" }).getAttribute("href")).toBe(
      `/shop/atelier-iris/products/${trousers.id}`,
    );
    const scarfCard = within(section).getByRole("article", { name: "Silk scarf" });
    expect(within(scarfCard).getByText("Sold out")).toBeTruthy();
    expect(within(scarfCard).getByText("Every size is sold out.")).toBeTruthy();
    expect(
      (within(scarfCard).getByRole("button", { name: "Add to cart" }) as HTMLButtonElement).disabled,
    ).toBe(true);

    await user.click(within(trousersCard).getByRole("radio", { name: "L" }));
    await user.click(within(trousersCard).getByRole("button", { name: "Add to cart" }));
    expect(await within(trousersCard).findByText(/Added to your cart/)).toBeTruthy();
    const added = calls.find((call) => call.key === "POST /v1/cart");
    expect(JSON.parse(String(added?.init.body))).toEqual({
      variantId: trousers.variants[2]?.id,
      quantity: 1,
      outfitId: outfit.id,
    });

    const pieces = within(screen.getByRole("list", { name: "Pieces" })).getAllByRole("listitem");
    expect(
      pieces.map((piece) => within(piece).queryByRole("link", { name: "In the shop" })?.getAttribute("href")),
    ).toEqual([
      `/shop/atelier-iris/products/${trousers.id}`,
      `/shop/atelier-iris/products/${scarf.id}`,
      undefined,
    ]);
  });

  it("has no Shop this look when none of the pieces is sold in the shop", async () => {
    const outfit = outfitOf({ items: [outfitItemOf()] });
    const calls = showing(outfit);
    renderOutfit(outfit);
    expect(await screen.findByRole("heading", { level: 1, name: "A look by Ana Lee" })).toBeTruthy();
    await waitFor(() =>
      expect(calls.map((call) => call.key)).toContain(`GET /v1/outfits/${outfit.id}/products`),
    );
    expect(screen.queryByRole("region", { name: "Shop this look" })).toBeNull();
    expect(screen.queryByRole("link", { name: "In the shop" })).toBeNull();
  });
});
