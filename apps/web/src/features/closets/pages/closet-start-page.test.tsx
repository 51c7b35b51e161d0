import { screen, within } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { session } from "../../../lib/session.ts";
import { myCloset, pageOf } from "../../../testing/closets.ts";
import { json, renderWithApp, stubFetch } from "../../../testing/render.tsx";
import { me } from "../../../testing/users.ts";
import { ClosetStartPage } from "./closet-start-page.tsx";

const renderStart = () => renderWithApp(ClosetStartPage, { path: "/closet/start" });
const mineUrl = `GET /v1/user/${me.id}/closets`;

beforeEach(() => {
  session.save({ accessToken: "token-abcdefghij", refreshToken: "r", expiresIn: 900, user: me });
});

afterEach(() => {
  vi.unstubAllGlobals();
});

describe("ClosetStartPage", () => {
  it("explains the three steps and leads a newcomer to their first closet", async () => {
    stubFetch({ [mineUrl]: () => json(200, pageOf([])) });
    renderStart();
    expect((await screen.findByRole("heading", { level: 1 })).textContent).toBe(
      "Your wardrobe, always with you.",
    );
    const steps = within(screen.getByRole("list")).getAllByRole("listitem");
    expect(steps.map((step) => step.querySelector("p")?.textContent)).toEqual([
      "Create a closet",
      "Add items from photos",
      "Build outfits",
    ]);
    expect(await screen.findByRole("link", { name: "Not now" })).toBeTruthy();
    expect(screen.getByRole("link", { name: "Create your first closet" }).getAttribute("href")).toBe(
      "/closet/new",
    );
    expect(screen.queryByRole("heading", { name: "Your closets" })).toBeNull();
  });

  it("lists the closets one has, each with a shortcut to add items", async () => {
    stubFetch({ [mineUrl]: () => json(200, pageOf([{ ...myCloset, itemCount: 3 }])) });
    renderStart();
    const section = await screen.findByRole("region", { name: "Your closets" });
    expect(within(section).getByRole("link", { name: "Workwear" }).getAttribute("href")).toBe(
      `/wall/closets/${myCloset.id}`,
    );
    expect(within(section).getByText("3 items")).toBeTruthy();
    expect(within(section).getByRole("link", { name: "Add items to Workwear" }).getAttribute("href")).toBe(
      `/closet/new-item?closetId=${myCloset.id}`,
    );
    expect(screen.getByRole("link", { name: "Create another closet" })).toBeTruthy();
  });
});
