import { screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { session } from "../../../lib/session.ts";
import { json, renderWithApp, stubFetch } from "../../../testing/render.tsx";
import { me } from "../../../testing/users.ts";
import { LoginPage } from "./login-page.tsx";

const auth = (roles: typeof me.roles) => ({
  accessToken: "token-abcdefghij",
  refreshToken: "r",
  expiresIn: 900,
  user: { ...me, roles },
});

const renderPage = (at = "/login") =>
  renderWithApp(LoginPage, {
    path: "/login",
    at,
    routes: {
      "/wall": <p>The wall</p>,
      "/admin/dashboard": <p>The dashboard</p>,
      "/my-orders": <p>My orders</p>,
    },
  });

async function logIn(email: string, password: string) {
  const user = userEvent.setup();
  const field = await screen.findByLabelText(/^Email/);
  await user.clear(field);
  if (email) await user.type(field, email);
  if (password) await user.type(screen.getByLabelText(/^Password/), password);
  await user.click(screen.getByRole("button", { name: "Log in" }));
}

beforeEach(() => {
  window.scrollTo = () => {};
  vi.spyOn(console, "error").mockImplementation(() => {});
});

afterEach(() => {
  session.clear();
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
});

describe("LoginPage", () => {
  it("names what is missing beside each field, without asking the server", async () => {
    const calls = stubFetch({});
    renderPage();
    await logIn("", "");
    expect(await screen.findByText("Email is required")).toBeTruthy();
    expect(screen.getByText("Password is required")).toBeTruthy();
    await logIn("not-an-email", "");
    expect(await screen.findByText("Email must be a valid email address")).toBeTruthy();
    expect(calls).toEqual([]);
  });

  it("says why the server refused, and keeps the person on the page", async () => {
    stubFetch({ "POST /v1/authorization/login": () => json(401, { message: "Wrong email or password." }) });
    renderPage();
    await logIn("iris@example.com", "not the password");
    expect((await screen.findByRole("alert")).textContent).toBe("Wrong email or password.");
    expect(session.read()).toBeNull();
  });

  it("keeps the session and goes to the wall, or to the page asked for", async () => {
    stubFetch({ "POST /v1/authorization/login": () => json(200, auth(["customer"])) });
    renderPage();
    await logIn("iris@example.com", "Runway ready 2026");
    expect(await screen.findByText("The wall")).toBeTruthy();
    expect(session.read()?.accessToken).toBe("token-abcdefghij");
  });

  it("takes an admin to the dashboard, and anyone to a safe page they asked for", async () => {
    stubFetch({ "POST /v1/authorization/login": () => json(200, auth(["admin"])) });
    renderPage();
    await logIn("admin@example.com", "Runway ready 2026");
    expect(await screen.findByText("The dashboard")).toBeTruthy();
    session.clear();
    renderPage("/login?redirect=%2Fmy-orders");
    await logIn("iris@example.com", "Runway ready 2026");
    await waitFor(() => expect(screen.getByText("My orders")).toBeTruthy());
  });
});
