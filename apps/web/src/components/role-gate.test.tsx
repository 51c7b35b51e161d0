import type { AuthResponse } from "@cbm/contracts";
import { screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import type { RoleRule } from "../lib/guard.ts";
import { session } from "../lib/session.ts";
import { renderWithApp } from "../testing/render.tsx";
import { RoleGate } from "./role-gate.tsx";

function renderGated(rule: RoleRule, roles: AuthResponse["user"]["roles"]) {
  session.save({
    accessToken: "a",
    refreshToken: "r",
    expiresIn: 900,
    user: {
      id: "7b0b4b0e-7a55-4a57-9a0e-1a2b3c4d5e6f",
      fullName: "A B",
      firstName: "A",
      lastName: "B",
      email: "a@example.com",
      phone: null,
      phoneVerified: false,
      avatar: null,
      sign: null,
      followerCount: 0,
      followingCount: 0,
      chatInvitation: true,
      roles,
      subscription: null,
    },
  });
  renderWithApp(() => (
    <RoleGate rule={rule}>
      <p>The protected page</p>
    </RoleGate>
  ));
}

describe("RoleGate", () => {
  it("shows the page to a user with the role", async () => {
    renderGated("retailer", ["retailer"]);
    expect(await screen.findByText("The protected page")).toBeTruthy();
  });

  it("shows a clear refusal, not the page, to a user without it", async () => {
    renderGated("admin", ["customer"]);
    expect(await screen.findByRole("heading", { name: "You don't have access to this page" })).toBeTruthy();
    expect(screen.queryByText("The protected page")).toBeNull();
  });
});
