import type { Profile, UserListPage } from "@cbm/contracts";
import { notifications } from "@mantine/notifications";
import { act, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { session } from "../../lib/session.ts";
import { type FetchHandler, json, renderWithApp, stubFetch } from "../../testing/render.tsx";
import { ana, me } from "../../testing/users.ts";
import { SettingsPage } from "./settings-page.tsx";

afterEach(() => {
  vi.unstubAllGlobals();
  act(() => notifications.clean());
});

const signedIn = (profile: Profile = me) =>
  session.save({ accessToken: "token-abcdefghij", refreshToken: "refresh", expiresIn: 900, user: profile });

function open(at: string, handlers: Record<string, FetchHandler>, profile: Profile = me) {
  signedIn(profile);
  const calls = stubFetch({ "GET /v1/users/profile": () => json(200, profile), ...handlers });
  const router = renderWithApp(SettingsPage, {
    path: "/settings",
    at,
    routes: { "/": <p>The home page</p> },
  });
  return { calls, router };
}

const formOf = (init: RequestInit) => Object.fromEntries((init.body as FormData).entries());
const jsonOf = (init: RequestInit) => JSON.parse(String(init.body));

describe("SettingsPage", () => {
  it("opens a section from the menu and keeps it in the address", async () => {
    const { router } = open("/settings", {
      "GET /v1/users/socials": () => json(200, { accounts: [] }),
    });
    expect(await screen.findByRole("heading", { level: 2, name: "Profile" })).toBeTruthy();
    await userEvent.click(screen.getByRole("tab", { name: "Social accounts" }));
    expect(await screen.findByText(/No accounts yet/)).toBeTruthy();
    expect(router.state.location.search).toEqual({ section: "socials" });
  });

  it("offers a subscription to members, not to an admin, who has no plan", async () => {
    open("/settings?section=subscription", {}, { ...me, roles: ["admin"] });
    expect(await screen.findByRole("heading", { level: 2, name: "Profile" })).toBeTruthy();
    expect(screen.queryByRole("tab", { name: "Subscription" })).toBeNull();
    expect(screen.getByRole("tab", { name: "Payment methods" })).toBeTruthy();
  });

  it("saves the names, sign and chat setting, and shows a name the server refused beside it", async () => {
    let answer = () => json(400, { lastName: ["Last name contains characters that are not allowed"] });
    const { calls } = open("/settings", {
      "POST /v1/users/update-profile": () => answer(),
    });
    const firstName = await screen.findByLabelText(/First name/);
    await userEvent.clear(firstName);
    await userEvent.click(screen.getByRole("button", { name: "Save profile" }));
    expect(await screen.findByText("First name is required")).toBeTruthy();
    expect(calls.some((call) => call.key === "POST /v1/users/update-profile")).toBe(false);

    await userEvent.type(firstName, "Ines");
    await userEvent.type(screen.getByLabelText("Sign"), "Parisian ease");
    await userEvent.click(screen.getByRole("switch", { name: /Accept chat invitations/ }));
    await userEvent.click(screen.getByRole("button", { name: "Save profile" }));
    const form = screen.getByRole("form", { name: "Profile" });
    expect(await within(form).findByText("Last name contains characters that are not allowed")).toBeTruthy();

    answer = () => json(200, { ...me, firstName: "Ines", fullName: "Ines Apfel", sign: "Parisian ease" });
    await userEvent.click(screen.getByRole("button", { name: "Save profile" }));
    expect(await screen.findByText("Your profile is saved.")).toBeTruthy();
    const saved = calls.filter((call) => call.key === "POST /v1/users/update-profile").at(-1);
    expect(formOf(saved?.init ?? {})).toEqual({
      firstName: "Ines",
      lastName: "Apfel",
      sign: "Parisian ease",
      chatInvitation: "false",
    });
    expect(session.read()?.user?.fullName).toBe("Ines Apfel");
  });

  it("saves a new phone number, then verifies it with the texted code", async () => {
    let profile: Profile = { ...me, phone: null, phoneVerified: false };
    const { calls } = open("/settings?section=phone", {
      "GET /v1/users/profile": () => json(200, profile),
      "POST /v1/users/update-profile": () => {
        profile = { ...profile, phone: "+14155550123", phoneVerified: false };
        return json(200, profile);
      },
      "POST /v1/authorization/mobile/send-code": () =>
        json(200, { message: "We sent a 6-digit code to your phone." }),
      "POST /v1/authorization/mobile/verify-code": () => {
        profile = { ...profile, phoneVerified: true };
        return json(200, { message: "Your phone number is verified." });
      },
    });
    const phone = await screen.findByLabelText(/Mobile phone/);
    await userEvent.type(phone, "0612");
    await userEvent.click(screen.getByRole("button", { name: "Save number" }));
    expect(await screen.findByText(/must be in international format/)).toBeTruthy();

    await userEvent.clear(phone);
    await userEvent.type(phone, "+14155550123");
    await userEvent.click(screen.getByRole("button", { name: "Save number" }));
    expect(await screen.findByText("Not verified")).toBeTruthy();
    await userEvent.click(screen.getByRole("button", { name: "Send code" }));
    await screen.findByRole("status");
    const cells = screen.getAllByLabelText("Verification code");
    await userEvent.type(cells[0] as HTMLElement, "123456");
    await userEvent.click(screen.getByRole("button", { name: "Verify phone" }));
    expect(await screen.findByText("Verified")).toBeTruthy();
    const verified = calls.find((call) => call.key === "POST /v1/authorization/mobile/verify-code");
    expect(jsonOf(verified?.init ?? {})).toEqual({ code: "123456" });
  });

  it("checks the repeated password, then shows the server's answer on the current one", async () => {
    const { calls } = open("/settings?section=password", {
      "POST /v1/authorization/change-password": () =>
        json(400, { currentPassword: ["The current password is incorrect"] }),
    });
    await userEvent.type(await screen.findByLabelText(/Current password/), "old password");
    await userEvent.type(screen.getByLabelText(/^New password/), "Catwalk ready 2027");
    await userEvent.type(screen.getByLabelText(/Repeat the new password/), "Catwalk ready 2028");
    await userEvent.click(screen.getByRole("button", { name: "Change password" }));
    expect(await screen.findByText("The passwords do not match")).toBeTruthy();
    expect(calls.some((call) => call.key === "POST /v1/authorization/change-password")).toBe(false);

    await userEvent.clear(screen.getByLabelText(/Repeat the new password/));
    await userEvent.type(screen.getByLabelText(/Repeat the new password/), "Catwalk ready 2027");
    await userEvent.click(screen.getByRole("button", { name: "Change password" }));
    const form = screen.getByRole("form", { name: "Change password" });
    expect(await within(form).findByText("The current password is incorrect")).toBeTruthy();
    const sent = calls.find((call) => call.key === "POST /v1/authorization/change-password");
    expect(jsonOf(sent?.init ?? {})).toEqual({
      currentPassword: "old password",
      password: "Catwalk ready 2027",
    });
  });

  it("lists the blocked people, searches them and unblocks one", async () => {
    let blocked: UserListPage = { items: [ana], page: 0, size: 20, total: 1 };
    const { calls } = open("/settings?section=blocked", {
      "GET /v1/users/blocked": (_init, url) =>
        json(200, url.searchParams.get("keyword") === "zz" ? { ...blocked, items: [], total: 0 } : blocked),
      [`POST /v1/user/${ana.id}/unblock`]: () => {
        blocked = { ...blocked, items: [], total: 0 };
        return json(200, { blocked: false });
      },
    });
    const list = await screen.findByRole("list", { name: "Blocked users" });
    expect(within(list).getByText("Ana Lee")).toBeTruthy();

    await userEvent.type(screen.getByLabelText("Search blocked users"), "zz");
    expect(await screen.findByText("No one you blocked matches “zz”.")).toBeTruthy();
    await userEvent.clear(screen.getByLabelText("Search blocked users"));

    await userEvent.click(await screen.findByRole("button", { name: "Unblock Ana Lee" }));
    expect(await screen.findByText("You unblocked Ana Lee.")).toBeTruthy();
    expect(await screen.findByText(/You have not blocked anyone/)).toBeTruthy();
    expect(calls.some((call) => call.key === `POST /v1/user/${ana.id}/unblock`)).toBe(true);
  });

  it("deletes the account after the password is confirmed, then leaves for / signed out", async () => {
    let answer = () => json(400, { password: ["The password is incorrect"] });
    const { router } = open("/settings?section=delete", {
      "POST /v1/users/delete-account": () => answer(),
    });
    await userEvent.click(await screen.findByRole("button", { name: "Delete my account" }));
    const dialog = await screen.findByRole("dialog", { name: "Delete your account?" });
    await userEvent.click(within(dialog).getByRole("button", { name: "Delete my account" }));
    expect(await within(dialog).findByText("Password is required")).toBeTruthy();

    await userEvent.type(within(dialog).getByLabelText(/Password/), "wrong");
    await userEvent.click(within(dialog).getByRole("button", { name: "Delete my account" }));
    expect(await within(dialog).findByText("The password is incorrect")).toBeTruthy();
    expect(session.read()).not.toBeNull();

    answer = () => json(200, { message: "Your account is deleted." });
    await userEvent.click(within(dialog).getByRole("button", { name: "Delete my account" }));
    await waitFor(() => expect(router.state.location.pathname).toBe("/"));
    expect(session.read()).toBeNull();
    expect(await screen.findByText("Your account is deleted.")).toBeTruthy();
  });
});
