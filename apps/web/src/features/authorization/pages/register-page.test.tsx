import { notifications } from "@mantine/notifications";
import { act, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { json, renderWithApp, stubFetch } from "../../../testing/render.tsx";
import { RegisterPage } from "./register-page.tsx";

const profile = {
  id: "7b0b4b0e-7a55-4a57-9a0e-1a2b3c4d5e6f",
  fullName: "Ada Stone",
  firstName: "Ada",
  lastName: "Stone",
  email: "ada@example.com",
  phone: null,
  phoneVerified: false,
  avatar: "/media/abc.png",
  sign: null,
  followerCount: 0,
  followingCount: 0,
  chatInvitation: true,
  roles: ["influencer"],
  subscription: null,
};
const auth = { accessToken: "access", refreshToken: "refresh", expiresIn: 900, user: profile };

const arrived = (path: string) => <p>Arrived at {path}</p>;
const renderRegister = () =>
  renderWithApp(RegisterPage, {
    path: "/register",
    routes: {
      "/login": arrived("/login"),
      "/register/two-factor-auth": arrived("/register/two-factor-auth"),
    },
  });

async function fillRequired(user: ReturnType<typeof userEvent.setup>) {
  await user.type(await screen.findByLabelText(/First name/), "Ada");
  await user.type(screen.getByLabelText(/Last name/), "Stone");
  await user.type(screen.getByLabelText(/^Email/), "ada@example.com");
  await user.type(screen.getByLabelText(/^Password/), "correct horse battery");
}

const errorOf = (input: HTMLElement) =>
  (input.getAttribute("aria-describedby") ?? "")
    .split(" ")
    .map((id) => document.getElementById(id)?.textContent ?? "")
    .join(" ");

beforeEach(() => {
  window.scrollTo = () => {};
  URL.createObjectURL = vi.fn(() => "blob:preview");
  URL.revokeObjectURL = vi.fn();
});

afterEach(() => {
  act(() => notifications.clean());
  vi.unstubAllGlobals();
});

describe("RegisterPage", () => {
  it("checks the fields with the server's rules before sending anything", async () => {
    const calls = stubFetch({});
    const user = userEvent.setup();
    renderRegister();
    await user.type(await screen.findByLabelText(/^Email/), "not-an-email");
    await user.type(screen.getByLabelText(/^Password/), "short");
    await user.type(screen.getByLabelText(/Mobile phone/), "4155550123");
    await user.click(screen.getByRole("button", { name: "Create account" }));

    expect(errorOf(screen.getByLabelText(/First name/))).toContain("First name is required");
    expect(errorOf(screen.getByLabelText(/^Email/))).toContain("Email must be a valid email address");
    expect(errorOf(screen.getByLabelText(/^Password/))).toContain("Password must be at least 8 characters");
    expect(errorOf(screen.getByLabelText(/Mobile phone/))).toContain("international format");
    expect(document.activeElement).toBe(screen.getByLabelText(/First name/));
    expect(calls).toHaveLength(0);
  });

  it("offers the three roles as radio cards, customer first and chosen", async () => {
    renderRegister();
    const group = await screen.findByRole("radiogroup");
    const radios = within(group).getAllByRole("radio");
    expect(radios.map((radio) => radio.getAttribute("aria-label"))).toEqual([
      "Customer",
      "Influencer",
      "Retailer",
    ]);
    expect(radios[0]?.getAttribute("aria-checked")).toBe("true");
  });

  it("puts the server's field messages beside the fields and shows the error toast", async () => {
    stubFetch({
      "POST /v1/authorization/register": () =>
        json(400, { email: ["An account with this email already exists"] }),
    });
    const user = userEvent.setup();
    renderRegister();
    await fillRequired(user);
    await user.click(screen.getByRole("button", { name: "Create account" }));

    await waitFor(() =>
      expect(screen.getAllByText("An account with this email already exists")).toHaveLength(2),
    );
    expect(errorOf(screen.getByLabelText(/^Email/))).toContain("An account with this email already exists");
    expect(screen.getByText("Something is not right")).toBeTruthy();
  });

  it("shows the avatar at once, registers, then uploads it and goes on to verify the phone", async () => {
    const calls = stubFetch({
      "POST /v1/authorization/register": () => json(200, auth),
      "POST /v1/uploads": () =>
        json(200, { uploadUrl: "/v1/uploads/put/abc?sig=1", location: "/media/abc.png" }),
      "PUT /v1/uploads/put/abc": () => new Response(null, { status: 204 }),
      "POST /v1/users/update-profile": () => json(200, { ...profile, avatar: "/media/def.webp" }),
    });
    const user = userEvent.setup();
    const router = renderRegister();
    await fillRequired(user);
    await user.click(screen.getByRole("radio", { name: "Influencer" }));
    await user.type(screen.getByLabelText(/^Sign/), "Vintage denim");

    const file = new File(["png"], "me.png", { type: "image/png" });
    await user.upload(screen.getByLabelText("Profile photo", { selector: "input" }), file);
    const preview = await screen.findByAltText("Preview of your profile photo");
    expect(preview.getAttribute("src")).toBe("blob:preview");
    expect(calls).toHaveLength(0);

    await user.click(screen.getByRole("button", { name: "Create account" }));
    await waitFor(() => expect(router.state.location.pathname).toBe("/register/two-factor-auth"));

    expect(calls.map((call) => call.key)).toEqual([
      "POST /v1/authorization/register",
      "POST /v1/uploads",
      "PUT /v1/uploads/put/abc",
      "POST /v1/users/update-profile",
    ]);
    const registration = calls[0]?.init.body as FormData;
    expect(Object.fromEntries(registration.entries())).toEqual({
      firstName: "Ada",
      lastName: "Stone",
      email: "ada@example.com",
      password: "correct horse battery",
      role: "influencer",
      sign: "Vintage denim",
    });
    expect(new Headers(calls[1]?.init.headers).get("authorization")).toBe("Bearer access");
    const changes = calls[3]?.init.body as FormData;
    expect(Object.fromEntries(changes.entries())).toEqual({ avatar: "/media/abc.png" });
    expect(localStorage.getItem("accessToken")).toBe("access");
  });

  it("refuses a picked file the upload would refuse", async () => {
    const user = userEvent.setup({ applyAccept: false });
    renderRegister();
    await user.upload(
      await screen.findByLabelText("Profile photo", { selector: "input" }),
      new File(["%PDF"], "cv.pdf", { type: "application/pdf" }),
    );
    expect(await screen.findByText("Only JPEG, PNG, WebP, GIF and AVIF images can be uploaded")).toBeTruthy();
    expect(screen.queryByAltText("Preview of your profile photo")).toBeNull();
  });

  it("links to the login page", async () => {
    renderRegister();
    expect((await screen.findByRole("link", { name: "Log in" })).getAttribute("href")).toBe("/login");
  });
});
