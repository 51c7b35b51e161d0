import { notifications } from "@mantine/notifications";
import { act, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { json, renderWithProviders, stubFetch } from "../../../testing/render.tsx";
import { SocialAccountsForm } from "./social-accounts-form.tsx";

afterEach(() => {
  vi.unstubAllGlobals();
  act(() => notifications.clean());
});

const bodyOf = (init: RequestInit) => JSON.parse(String(init.body));

describe("SocialAccountsForm", () => {
  it("shows the empty state, adds rows and saves the list with the server's normalised handles", async () => {
    const onSaved = vi.fn();
    const calls = stubFetch({
      "GET /v1/users/socials": () => json(200, { accounts: [] }),
      "PUT /v1/users/socials": () =>
        json(200, { accounts: [{ platform: "instagram", handle: "ada.style", followers: 1200 }] }),
    });
    renderWithProviders(<SocialAccountsForm askFollowers onSaved={onSaved} submitLabel="Continue" />);
    expect(await screen.findByText(/No accounts yet/)).toBeTruthy();

    await userEvent.click(screen.getByRole("button", { name: "Add an account" }));
    const row = screen.getByRole("group", { name: "Instagram account" });
    await userEvent.type(within(row).getByLabelText(/Handle or link/), "@ada.style");
    await userEvent.type(within(row).getByLabelText("Followers"), "1200");
    await userEvent.click(screen.getByRole("button", { name: "Continue" }));

    await waitFor(() => expect(onSaved).toHaveBeenCalled());
    const put = calls.find((call) => call.key === "PUT /v1/users/socials");
    expect(bodyOf(put?.init ?? {})).toEqual({
      accounts: [{ platform: "instagram", handle: "@ada.style", followers: 1200 }],
    });
    expect(within(row).getByLabelText(/Handle or link/)).toHaveProperty("value", "ada.style");
    expect(await screen.findByText("Your social accounts are saved.")).toBeTruthy();
  });

  it("offers each platform once, removes rows and keeps the followers it does not ask about", async () => {
    const calls = stubFetch({
      "GET /v1/users/socials": () =>
        json(200, {
          accounts: [
            { platform: "instagram", handle: "ada", followers: 10 },
            { platform: "tiktok", handle: "ada_t", followers: null },
          ],
        }),
      "PUT /v1/users/socials": () => json(200, { accounts: [] }),
    });
    renderWithProviders(<SocialAccountsForm />);
    await screen.findByRole("group", { name: "Instagram account" });
    expect(screen.queryByLabelText("Followers")).toBeNull();

    await userEvent.click(screen.getByRole("button", { name: "Add an account" }));
    expect(screen.getByRole("group", { name: "YouTube account" })).toBeTruthy();
    await userEvent.click(screen.getByRole("button", { name: "Remove YouTube" }));
    await userEvent.click(screen.getByRole("button", { name: "Remove TikTok" }));
    await userEvent.click(screen.getByRole("button", { name: "Save social accounts" }));

    await waitFor(() => expect(calls.some((call) => call.key === "PUT /v1/users/socials")).toBe(true));
    const put = calls.find((call) => call.key === "PUT /v1/users/socials");
    expect(bodyOf(put?.init ?? {})).toEqual({
      accounts: [{ platform: "instagram", handle: "ada", followers: 10 }],
    });
  });

  it("shows the server's messages beside the fields of the row they belong to", async () => {
    stubFetch({
      "GET /v1/users/socials": () =>
        json(200, { accounts: [{ platform: "x", handle: "", followers: null }] }),
      "PUT /v1/users/socials": () => json(400, { "accounts.0.handle": ["This link does not lead to X"] }),
    });
    renderWithProviders(<SocialAccountsForm />);
    const row = await screen.findByRole("group", { name: "X account" });
    await userEvent.type(within(row).getByLabelText(/Handle or link/), "facebook.com/ada");
    await userEvent.click(screen.getByRole("button", { name: "Save social accounts" }));
    expect(await within(row).findByText("This link does not lead to X")).toBeTruthy();
  });

  it("explains a failed load and tries again", async () => {
    let fail = true;
    stubFetch({
      "GET /v1/users/socials": () =>
        fail ? json(503, { message: "This service is busy" }) : json(200, { accounts: [] }),
    });
    renderWithProviders(<SocialAccountsForm />);
    expect(await screen.findByText("We could not load your social accounts")).toBeTruthy();
    fail = false;
    await userEvent.click(screen.getByRole("button", { name: "Try again" }));
    expect(await screen.findByText(/No accounts yet/)).toBeTruthy();
  });
});
