import { screen } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { outfitOf } from "../../../testing/outfits.ts";
import { json, renderWithApp, stubFetch } from "../../../testing/render.tsx";
import { ana } from "../../../testing/users.ts";
import { ProfileOutfits, SavedOutfits } from "./profile-outfits.tsx";

afterEach(() => vi.unstubAllGlobals());

describe("the outfit tabs of a profile", () => {
  it("lists a person's outfits", async () => {
    stubFetch({
      [`GET /v1/user/${ana.id}/outfits`]: () =>
        json(200, { items: [outfitOf({ caption: "Denim days" })], nextCursor: null }),
    });
    renderWithApp(() => <ProfileOutfits userId={ana.id} own={false} firstName="Ana" />);
    expect(await screen.findByText("Denim days")).toBeTruthy();
  });

  it("invites one to create a first outfit on one's own profile", async () => {
    stubFetch({ [`GET /v1/user/${ana.id}/outfits`]: () => json(200, { items: [], nextCursor: null }) });
    renderWithApp(() => <ProfileOutfits userId={ana.id} own firstName="Ana" />);
    expect(await screen.findByText("No outfits yet")).toBeTruthy();
    expect(screen.getByRole("link", { name: "Create outfit" }).getAttribute("href")).toBe(
      "/wall/outfit/details",
    );
  });

  it("lists the saved outfits, or says how to save one", async () => {
    stubFetch({ "GET /v1/users/saved-outfits": () => json(200, { items: [], nextCursor: null }) });
    renderWithApp(SavedOutfits);
    expect(await screen.findByText("Nothing saved yet")).toBeTruthy();
    expect(screen.getByRole("link", { name: "Explore outfits" }).getAttribute("href")).toBe(
      "/wall?tab=explore",
    );
  });
});
