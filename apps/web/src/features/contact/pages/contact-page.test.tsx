import type { AuthResponse } from "@cbm/contracts";
import { screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { session } from "../../../lib/session.ts";
import { json, renderWithProviders } from "../../../testing/render.tsx";
import { ContactPage } from "./contact-page.tsx";

const user: AuthResponse["user"] = {
  id: "7b0b4b0e-7a55-4a57-9a0e-1a2b3c4d5e6f",
  fullName: "Grace Hopper",
  firstName: "Grace",
  lastName: "Hopper",
  email: "grace@example.com",
  phone: null,
  phoneVerified: false,
  avatar: null,
  sign: null,
  followerCount: 0,
  followingCount: 0,
  chatInvitation: true,
  roles: ["customer"],
  subscription: null,
};

const THANKS = "Thanks! We received your message and will answer by email.";

function answer(status: number, body: unknown) {
  const fetch = vi.fn(async (_url: URL, _init?: RequestInit) => json(status, body));
  vi.stubGlobal("fetch", fetch);
  return fetch;
}

const renderPage = () => renderWithProviders(<ContactPage />);

afterEach(() => {
  vi.unstubAllGlobals();
});

describe("ContactPage", () => {
  it("fills in a member's name and email and checks the fields before sending", async () => {
    session.save({ accessToken: "token-abcdefghij", refreshToken: "r", expiresIn: 900, user });
    const fetch = answer(200, { message: THANKS });
    renderPage();
    expect(screen.getByLabelText(/Name/)).toHaveProperty("value", "Grace Hopper");
    expect(screen.getByLabelText(/Email/)).toHaveProperty("value", "grace@example.com");

    await userEvent.click(screen.getByRole("button", { name: "Send message" }));
    expect(await screen.findByText("Subject is required")).toBeTruthy();
    expect(screen.getByText("Message is required")).toBeTruthy();
    expect(fetch).not.toHaveBeenCalled();
  });

  it("sends the message, thanks the person and starts a new message from scratch", async () => {
    session.save({ accessToken: "token-abcdefghij", refreshToken: "r", expiresIn: 900, user });
    const fetch = answer(200, { message: THANKS });
    renderPage();
    await userEvent.type(screen.getByLabelText(/Subject/), "Where is my parcel?");
    await userEvent.type(screen.getByLabelText(/Message/), "Order 42");
    expect(screen.getByText("8 / 5,000 characters")).toBeTruthy();
    await userEvent.click(screen.getByRole("button", { name: "Send message" }));

    expect(await screen.findByRole("heading", { name: "Thank you" })).toBeTruthy();
    expect(screen.getAllByText(THANKS).length).toBeGreaterThan(0);
    const [url, init] = fetch.mock.calls[0] ?? [];
    expect(String(url)).toMatch(/\/v1\/contact$/);
    expect(JSON.parse(String(init?.body))).toEqual({
      name: "Grace Hopper",
      email: "grace@example.com",
      subject: "Where is my parcel?",
      message: "Order 42",
    });
    expect((init?.headers as Record<string, string> | undefined)?.authorization).toBe(
      "Bearer token-abcdefghij",
    );

    await userEvent.click(screen.getByRole("button", { name: "Write another message" }));
    expect(screen.getByLabelText(/Subject/)).toHaveProperty("value", "");
    expect(screen.getByLabelText(/Name/)).toHaveProperty("value", "Grace Hopper");
  });

  it("shows the server's field messages beside the fields, and a toast", async () => {
    answer(400, { email: ["This address cannot receive mail"] });
    renderPage();
    expect(screen.getByLabelText(/Name/)).toHaveProperty("value", "");
    await userEvent.type(screen.getByLabelText(/Name/), "Ada");
    await userEvent.type(screen.getByLabelText(/Email/), "ada@example.com");
    await userEvent.type(screen.getByLabelText(/Subject/), "Press");
    await userEvent.type(screen.getByLabelText(/Message/), "Hello");
    await userEvent.click(screen.getByRole("button", { name: "Send message" }));
    await waitFor(() => expect(screen.getAllByText("This address cannot receive mail")).toHaveLength(2));
    expect(screen.getByLabelText(/Email/).getAttribute("aria-invalid")).toBe("true");
    expect(screen.queryByRole("heading", { name: "Thank you" })).toBeNull();
  });
});
