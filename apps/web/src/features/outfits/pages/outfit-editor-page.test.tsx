import type { ClosetItem, ClosetItemPage } from "@cbm/contracts";
import { notifications } from "@mantine/notifications";
import { act, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { session } from "../../../lib/session.ts";
import { outfitOf } from "../../../testing/outfits.ts";
import { type FetchHandler, json, renderWithApp, stubFetch } from "../../../testing/render.tsx";
import { me } from "../../../testing/users.ts";
import { closetItemOf, outfitItemOf } from "../test-data.ts";
import { OutfitEditorPage } from "./outfit-editor-page.tsx";

const itemsPage = (items: ClosetItem[]): ClosetItemPage => ({
  items,
  page: 0,
  size: 48,
  total: items.length,
});

const renderEditor = (at = "/wall/outfit/details") =>
  renderWithApp(OutfitEditorPage, {
    path: "/wall/outfit/details",
    at,
    routes: { "/wall/outfit/$id": <p>The outfit page</p>, "/closet/start": <p>Closet start</p> },
  });

const withCloset = (items: ClosetItem[], handlers: Record<string, FetchHandler> = {}) =>
  stubFetch({ "GET /v1/users/closet-items": () => json(200, itemsPage(items)), ...handlers });

const shirt = closetItemOf({ subcategory: "shirt", brand: { id: null, name: "Atelier Lin" } });
const jeans = closetItemOf({ category: "bottoms", subcategory: "jeans" });

beforeEach(() => {
  window.scrollTo = () => {};
  session.save({ accessToken: "token-abcdefghij", refreshToken: "r", expiresIn: 900, user: me });
});

afterEach(() => {
  act(() => notifications.clean());
  vi.unstubAllGlobals();
});

describe("OutfitEditorPage", { timeout: 15_000 }, () => {
  it("asks for a piece or a photo before anything is sent", async () => {
    const calls = withCloset([shirt, jeans]);
    const user = userEvent.setup();
    renderEditor();
    await screen.findByRole("button", { name: "Shirt by Atelier Lin" });

    await user.click(screen.getByRole("button", { name: "Share outfit" }));
    expect(await screen.findByText("Pick at least one item or add a photo of the look")).toBeTruthy();
    expect(calls.filter((call) => call.key === "POST /v1/outfits")).toHaveLength(0);
  });

  it("composes the picked pieces as a collage, shares the outfit and opens it", async () => {
    const saved = outfitOf({ isAuthor: true });
    const calls = withCloset([shirt, jeans], { "POST /v1/outfits": () => json(200, saved) });
    const user = userEvent.setup();
    const router = renderEditor();

    const pick = await screen.findByRole("button", { name: "Shirt by Atelier Lin" });
    expect(screen.getByRole("img", { name: "Empty collage" })).toBeTruthy();
    await user.click(pick);
    await user.click(screen.getByRole("button", { name: "Jeans" }));
    expect(pick.getAttribute("aria-pressed")).toBe("true");
    expect(screen.getByRole("img", { name: "Collage of 2 pieces" })).toBeTruthy();
    expect(screen.getByText("2 of 12 picked.")).toBeTruthy();

    await user.type(screen.getByLabelText("Caption"), "  Weekend in linen  ");
    await user.selectOptions(screen.getByLabelText("Occasion"), "vacation");
    await user.click(screen.getByRole("checkbox", { name: "Summer" }));
    await user.type(screen.getByPlaceholderText("linen, vintage"), "#Linen,");
    await user.click(screen.getByRole("radio", { name: "Followers" }));
    await user.click(screen.getByRole("button", { name: "Share outfit" }));

    await waitFor(() => expect(router.state.location.pathname).toBe(`/wall/outfit/${saved.id}`));
    const post = calls.find((call) => call.key === "POST /v1/outfits");
    expect(JSON.parse(String(post?.init.body))).toEqual({
      itemIds: [shirt.id, jeans.id],
      caption: "Weekend in linen",
      occasion: "vacation",
      seasons: ["summer"],
      tags: ["linen"],
      visibility: "followers",
    });
  });

  it("shows the server's field messages beside their fields", async () => {
    withCloset([shirt], {
      "POST /v1/outfits": () => json(400, { caption: ["Caption contains characters that are not allowed"] }),
    });
    const user = userEvent.setup();
    renderEditor();
    await user.click(await screen.findByRole("button", { name: "Shirt by Atelier Lin" }));
    await user.type(screen.getByLabelText("Caption"), "Hello");
    await user.click(screen.getByRole("button", { name: "Share outfit" }));

    const caption = screen.getByLabelText("Caption");
    await waitFor(() => expect(caption.getAttribute("aria-invalid")).toBe("true"));
    const message = document.getElementById(
      caption.getAttribute("aria-describedby")?.split(" ").at(-1) ?? "",
    );
    expect(message?.textContent).toBe("Caption contains characters that are not allowed");
  });

  it("shows the way to a first closet when there are no pieces yet", async () => {
    withCloset([]);
    renderEditor();
    expect(await screen.findByText("Your closet is empty")).toBeTruthy();
    expect(screen.getByRole("link", { name: "Start your closet" }).getAttribute("href")).toBe(
      "/closet/start",
    );
    // A photo of the look is still a way to share one.
    expect(screen.getByText("Photo of the look")).toBeTruthy();
  });

  it("edits one's own outfit: its pieces are picked, the kept photo goes back, and the change is a PUT", async () => {
    const item = outfitItemOf({ id: shirt.id, subcategory: "shirt", brand: shirt.brand });
    const outfit = outfitOf({ isAuthor: true, hasPhoto: true, items: [item], caption: "Old words" });
    const calls = withCloset([shirt, jeans], {
      [`GET /v1/outfits/${outfit.id}`]: () => json(200, outfit),
      [`PUT /v1/outfits/${outfit.id}`]: () => json(200, outfit),
    });
    const user = userEvent.setup();
    const router = renderEditor(`/wall/outfit/details?edit=${outfit.id}`);

    expect(await screen.findByRole("heading", { level: 1, name: "Rework the look" })).toBeTruthy();
    expect(
      (await screen.findByRole("button", { name: "Shirt by Atelier Lin" })).getAttribute("aria-pressed"),
    ).toBe("true");
    const caption = screen.getByLabelText("Caption");
    await user.clear(caption);
    await user.type(caption, "New words");
    await user.click(screen.getByRole("button", { name: "Save outfit" }));

    await waitFor(() => expect(router.state.location.pathname).toBe(`/wall/outfit/${outfit.id}`));
    const put = calls.find((call) => call.key === `PUT /v1/outfits/${outfit.id}`);
    expect(JSON.parse(String(put?.init.body))).toMatchObject({
      itemIds: [shirt.id],
      photo: outfit.image.url,
      caption: "New words",
    });
  });

  it("does not offer to edit someone else's outfit", async () => {
    const outfit = outfitOf({ isAuthor: false });
    withCloset([], { [`GET /v1/outfits/${outfit.id}`]: () => json(200, outfit) });
    renderEditor(`/wall/outfit/details?edit=${outfit.id}`);
    expect(
      await screen.findByRole("heading", { level: 1, name: "This outfit isn't available" }),
    ).toBeTruthy();
    expect(within(document.body).queryByRole("button", { name: "Save outfit" })).toBeNull();
  });
});
