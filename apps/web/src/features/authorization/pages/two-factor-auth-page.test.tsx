import { notifications } from "@mantine/notifications";
import { act, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { json, renderWithApp, stubFetch } from "../../../testing/render.tsx";
import { TwoFactorAuthPage } from "./two-factor-auth-page.tsx";

const PHONE = "+14155550123";
const profileWith = (changes: Record<string, unknown> = {}) => ({
  id: "7b0b4b0e-7a55-4a57-9a0e-1a2b3c4d5e6f",
  fullName: "Ada Stone",
  firstName: "Ada",
  lastName: "Stone",
  email: "ada@example.com",
  phone: PHONE,
  phoneVerified: false,
  avatar: null,
  sign: null,
  followerCount: 0,
  followingCount: 0,
  chatInvitation: true,
  roles: ["customer"],
  subscription: null,
  ...changes,
});

const renderPage = () =>
  renderWithApp(TwoFactorAuthPage, {
    path: "/register/two-factor-auth",
    routes: { "/wall": <p>The wall</p> },
  });

const codeCells = () => screen.getAllByLabelText("Verification code", { selector: "input" });

async function enterCode(user: ReturnType<typeof userEvent.setup>, code: string) {
  const [first] = codeCells();
  if (!first) throw new Error("no code input");
  await user.click(first);
  await user.paste(code);
}

beforeEach(() => {
  window.scrollTo = () => {};
});

afterEach(() => {
  act(() => notifications.clean());
  vi.unstubAllGlobals();
});

describe("TwoFactorAuthPage", () => {
  it("asks for a phone first when the profile has none, and saves it", async () => {
    const calls = stubFetch({
      "GET /v1/users/profile": () => json(200, profileWith({ phone: null })),
      "POST /v1/users/update-profile": () => json(200, profileWith()),
    });
    const user = userEvent.setup();
    renderPage();
    const phone = await screen.findByLabelText(/Mobile phone/);
    await user.type(phone, "4155550123");
    await user.click(screen.getByRole("button", { name: "Save phone number" }));
    expect(await screen.findByText(/international format, like \+14155550123$/)).toBeTruthy();

    await user.clear(phone);
    await user.type(phone, PHONE);
    await user.click(screen.getByRole("button", { name: "Save phone number" }));
    expect(await screen.findByRole("button", { name: "Send code" })).toBeTruthy();
    const saved = calls.find((call) => call.key === "POST /v1/users/update-profile")?.init.body as FormData;
    expect(Object.fromEntries(saved.entries())).toEqual({ phone: PHONE });
  });

  it("sends the code, counts down before a resend and points to the dev outbox", async () => {
    const calls = stubFetch({
      "GET /v1/users/profile": () => json(200, profileWith()),
      "POST /v1/authorization/mobile/send-code": () =>
        json(200, { message: "We sent a 6-digit code to your phone." }),
      "GET /v1/dev/outbox": () => json(200, { items: [] }),
    });
    const user = userEvent.setup();
    renderPage();
    expect(await screen.findByText(PHONE)).toBeTruthy();
    await user.click(screen.getByRole("button", { name: "Send code" }));

    expect(await screen.findByText("We sent a 6-digit code to your phone.")).toBeTruthy();
    expect(codeCells()).toHaveLength(6);
    const resend = screen.getByRole("button", { name: /^Resend code in 0:(30|29)$/ });
    expect(resend.hasAttribute("disabled")).toBe(true);

    const note = await screen.findByText(/Development: the code we sent is in the dev outbox/);
    const link = note.querySelector("a");
    expect(link?.getAttribute("href")).toBe(`/v1/dev/outbox?to=${encodeURIComponent(PHONE)}`);
    expect(link?.getAttribute("target")).toBe("_blank");
    const check = calls.find((call) => call.key === "GET /v1/dev/outbox");
    expect(check?.url.searchParams.get("to")).toBe(PHONE);
    expect(check?.init.headers).not.toHaveProperty("authorization");
    // The code is never filled in for the user.
    expect(codeCells().every((cell) => (cell as HTMLInputElement).value === "")).toBe(true);
  });

  it("shows no outbox note when the server has none (production)", async () => {
    stubFetch({
      "GET /v1/users/profile": () => json(200, profileWith()),
      "POST /v1/authorization/mobile/send-code": () =>
        json(200, { message: "We sent a 6-digit code to your phone." }),
    });
    const user = userEvent.setup();
    renderPage();
    await user.click(await screen.findByRole("button", { name: "Send code" }));
    await screen.findByText("We sent a 6-digit code to your phone.");
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(screen.queryByText(/dev outbox/)).toBeNull();
  });

  it("shows a wrong code's message under the input and as a toast", async () => {
    stubFetch({
      "GET /v1/users/profile": () => json(200, profileWith()),
      "POST /v1/authorization/mobile/send-code": () =>
        json(200, { message: "We sent a 6-digit code to your phone." }),
      "POST /v1/authorization/mobile/verify-code": () =>
        json(400, { code: ["The code is incorrect or has expired"] }),
    });
    const user = userEvent.setup();
    renderPage();
    await user.click(await screen.findByRole("button", { name: "Send code" }));
    await screen.findByText("We sent a 6-digit code to your phone.");

    await user.click(screen.getByRole("button", { name: "Verify phone" }));
    expect(await screen.findByText("Code must be the 6 digits we sent you")).toBeTruthy();

    await enterCode(user, "000000");
    await user.click(screen.getByRole("button", { name: "Verify phone" }));
    await waitFor(() => expect(screen.getAllByText("The code is incorrect or has expired")).toHaveLength(2));
    const cell = codeCells()[0];
    expect(cell?.getAttribute("aria-invalid")).toBe("true");
    const describedBy = cell?.getAttribute("aria-describedby") ?? "";
    expect(document.getElementById(describedBy.split(" ")[0] ?? "")?.textContent).toBe(
      "The code is incorrect or has expired",
    );
  });

  it("verifies the code, says so and goes to the wall", async () => {
    const calls = stubFetch({
      "GET /v1/users/profile": () => json(200, profileWith()),
      "POST /v1/authorization/mobile/send-code": () =>
        json(200, { message: "We sent a 6-digit code to your phone." }),
      "POST /v1/authorization/mobile/verify-code": () =>
        json(200, { message: "Your phone number is verified." }),
    });
    const user = userEvent.setup();
    const router = renderPage();
    await user.click(await screen.findByRole("button", { name: "Send code" }));
    await screen.findByText("We sent a 6-digit code to your phone.");
    await enterCode(user, "123456");
    await user.keyboard("{Enter}");

    await waitFor(() => expect(router.state.location.pathname).toBe("/wall"));
    expect(await screen.findByText("Your phone number is verified.")).toBeTruthy();
    const verify = calls.find((call) => call.key === "POST /v1/authorization/mobile/verify-code");
    expect(JSON.parse(String(verify?.init.body))).toEqual({ code: "123456" });
  });

  it("lets the user skip to the wall", async () => {
    stubFetch({ "GET /v1/users/profile": () => json(200, profileWith()) });
    renderPage();
    expect((await screen.findByRole("link", { name: "Skip for now" })).getAttribute("href")).toBe("/wall");
  });

  it.each([
    ["customer", "/questionnaire-start"],
    ["influencer", "/Influencer/questionnaire"],
    ["retailer", "/retailers/questionnaire"],
  ])("leads a newly registered %s on to their onboarding", async (role, path) => {
    stubFetch({ "GET /v1/users/profile": () => json(200, profileWith({ roles: [role] })) });
    renderWithApp(TwoFactorAuthPage, {
      path: "/register/two-factor-auth",
      at: "/register/two-factor-auth?welcome=true",
    });
    await waitFor(async () =>
      expect((await screen.findByRole("link", { name: "Skip for now" })).getAttribute("href")).toBe(path),
    );
  });
});
