import { notifications } from "@mantine/notifications";
import { act, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { json, renderWithApp, stubFetch } from "../../../testing/render.tsx";
import { ForgotPasswordPage } from "./forgot-password-page.tsx";

const SENT = "If an account exists for this email, we sent it a code.";
const sendCode = () => json(200, { message: SENT });

const renderPage = () =>
  renderWithApp(ForgotPasswordPage, {
    path: "/forgot-password",
    routes: { "/login": <p>The login page</p> },
  });

async function askForCode(user: ReturnType<typeof userEvent.setup>, email = "Ada@Example.com") {
  await user.type(await screen.findByLabelText(/^Email/), email);
  await user.click(screen.getByRole("button", { name: "Send code" }));
  await screen.findByText(SENT);
}

async function enterCode(user: ReturnType<typeof userEvent.setup>, code: string) {
  const [first] = screen.getAllByLabelText("Verification code", { selector: "input" });
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

describe("ForgotPasswordPage", () => {
  it("checks the email with the server's rule, then shows the server's answer", async () => {
    const calls = stubFetch({
      "POST /v1/authorization/forgot-password/send-code": sendCode,
      "GET /v1/dev/outbox": () => json(200, { items: [] }),
    });
    const user = userEvent.setup();
    renderPage();
    await user.type(await screen.findByLabelText(/^Email/), "ada@");
    await user.click(screen.getByRole("button", { name: "Send code" }));
    expect(await screen.findByText("Email must be a valid email address")).toBeTruthy();
    expect(calls).toHaveLength(0);

    await user.clear(screen.getByLabelText(/^Email/));
    await askForCode(user);
    expect(JSON.parse(String(calls[0]?.init.body))).toEqual({ email: "ada@example.com" });
    expect(screen.getByText("ada@example.com")).toBeTruthy();
    expect(screen.getByRole("button", { name: /^Resend code in 0:(30|29)$/ }).hasAttribute("disabled")).toBe(
      true,
    );

    const note = await screen.findByText(/Development: the code we sent is in the dev outbox/);
    expect(note.querySelector("a")?.getAttribute("href")).toBe("/v1/dev/outbox?to=ada%40example.com");
  });

  it("asks for matching passwords and a 6-digit code before sending", async () => {
    const calls = stubFetch({ "POST /v1/authorization/forgot-password/send-code": sendCode });
    const user = userEvent.setup();
    renderPage();
    await askForCode(user);
    await user.type(screen.getByLabelText(/^New password/), "a brand new secret");
    await user.type(screen.getByLabelText(/^Confirm new password/), "a different secret");
    await user.click(screen.getByRole("button", { name: "Change password" }));

    expect(await screen.findByText("Code must be the 6 digits we sent you")).toBeTruthy();
    expect(screen.getByText("The passwords do not match")).toBeTruthy();
    expect(calls.filter((call) => call.key.includes("change-password"))).toHaveLength(0);
  });

  it("shows a wrong code under the input and as a toast", async () => {
    stubFetch({
      "POST /v1/authorization/forgot-password/send-code": sendCode,
      "POST /v1/authorization/forgot-password/change-password": () =>
        json(400, { code: ["The code is incorrect or has expired"] }),
    });
    const user = userEvent.setup();
    renderPage();
    await askForCode(user);
    await enterCode(user, "999999");
    await user.type(screen.getByLabelText(/^New password/), "a brand new secret");
    await user.type(screen.getByLabelText(/^Confirm new password/), "a brand new secret");
    await user.click(screen.getByRole("button", { name: "Change password" }));

    await waitFor(() => expect(screen.getAllByText("The code is incorrect or has expired")).toHaveLength(2));
  });

  it("changes the password, says so and goes to the login page", async () => {
    const calls = stubFetch({
      "POST /v1/authorization/forgot-password/send-code": sendCode,
      "POST /v1/authorization/forgot-password/change-password": () =>
        json(200, { message: "Your password is changed. Sign in with the new one." }),
    });
    const user = userEvent.setup();
    const router = renderPage();
    await askForCode(user);
    await enterCode(user, "123456");
    await user.type(screen.getByLabelText(/^New password/), "a brand new secret");
    await user.type(screen.getByLabelText(/^Confirm new password/), "a brand new secret");
    await user.click(screen.getByRole("button", { name: "Change password" }));

    await waitFor(() => expect(router.state.location.pathname).toBe("/login"));
    expect(await screen.findByText("Your password is changed. Sign in with the new one.")).toBeTruthy();
    const change = calls.find((call) => call.key.endsWith("change-password"));
    expect(JSON.parse(String(change?.init.body))).toEqual({
      email: "ada@example.com",
      code: "123456",
      password: "a brand new secret",
    });
  });

  it("goes back to the email step with the email kept, and links back to login", async () => {
    stubFetch({ "POST /v1/authorization/forgot-password/send-code": sendCode });
    const user = userEvent.setup();
    renderPage();
    expect((await screen.findByRole("link", { name: /Back to log in/ })).getAttribute("href")).toBe("/login");
    await askForCode(user);
    await user.click(screen.getByRole("button", { name: "Use a different email" }));
    expect((screen.getByLabelText(/^Email/) as HTMLInputElement).value).toBe("ada@example.com");
  });
});
