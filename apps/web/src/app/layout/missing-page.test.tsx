import { screen } from "@testing-library/react";
import { afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { session } from "../../lib/session.ts";
import { json, renderWithApp, stubFetch } from "../../testing/render.tsx";
import { me } from "../../testing/users.ts";
import { MissingPage } from "./missing-page.tsx";

function signedIn(user = me) {
  session.save({ accessToken: "token-abcdefghij", refreshToken: "r", expiresIn: 900, user });
  stubFetch({ "GET /v1/users/profile": () => json(200, user) });
}

const renderAt = (path: string) => renderWithApp(MissingPage, { path: "$", at: path });

// The signed-in frame's code comes lazily; loaded once here, so no test waits on the import.
beforeAll(() => import("./authenticated-layout.tsx"));
afterEach(() => vi.unstubAllGlobals());

describe("MissingPage", () => {
  it("says a part of CBM the menu names is not open yet, inside the signed-in frame", async () => {
    signedIn();
    renderAt("/events/live-event");
    expect(await screen.findByRole("heading", { level: 1, name: "Live Events" })).toBeTruthy();
    expect(screen.getByText(/not open yet/)).toBeTruthy();
    expect(screen.getByRole("navigation", { name: "Main menu" })).toBeTruthy();
    expect(screen.getByRole("link", { name: "Back to the wall" }).getAttribute("href")).toBe("/wall");
  });

  it("leads an admin back to the dashboard", async () => {
    signedIn({ ...me, roles: ["admin"] });
    renderAt("/admin/stores");
    expect(await screen.findByRole("heading", { level: 1, name: "Stores" })).toBeTruthy();
    const home = screen.getByRole("link", { name: "Back to the dashboard" });
    expect(home.getAttribute("href")).toBe("/admin/dashboard");
  });

  it("shows Page Not Found inside the signed-in frame for a path nobody planned", async () => {
    signedIn();
    renderAt("/no-such-page");
    expect(await screen.findByRole("heading", { level: 1, name: "Page Not Found" })).toBeTruthy();
    expect(screen.getByRole("navigation", { name: "Main menu" })).toBeTruthy();
  });

  it("frames it like the public pages for a visitor, with the way home", async () => {
    renderAt("/no-such-page");
    expect(await screen.findByRole("heading", { level: 1, name: "Page Not Found" })).toBeTruthy();
    expect(screen.getByRole("link", { name: "Join CBM" })).toBeTruthy();
    expect(screen.getByRole("link", { name: "Back to CBM" }).getAttribute("href")).toBe("/");
  });
});
