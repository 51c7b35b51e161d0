import type { AuthResponse, InfluencerOnboarding } from "@cbm/contracts";
import { screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { session } from "../../../lib/session.ts";
import { type FetchCall, json, renderWithApp, stubFetch } from "../../../testing/render.tsx";
import { InfluencerQuestionnairePage } from "./influencer-questionnaire-page.tsx";
import { InfluencerStepPage } from "./influencer-step-page.tsx";

const user = (roles: AuthResponse["user"]["roles"]): AuthResponse["user"] => ({
  id: "7b0b4b0e-7a55-4a57-9a0e-1a2b3c4d5e6f",
  fullName: "Sofia Rossi",
  firstName: "Sofia",
  lastName: "Rossi",
  email: "sofia@example.com",
  phone: null,
  phoneVerified: false,
  avatar: null,
  sign: null,
  followerCount: 0,
  followingCount: 0,
  chatInvitation: true,
  roles,
  subscription: null,
});

const signIn = (roles: AuthResponse["user"]["roles"] = ["influencer"]) =>
  session.save({ accessToken: "token-abcdefghij", refreshToken: "r", expiresIn: 900, user: user(roles) });

const empty: InfluencerOnboarding = {
  answers: {
    workedWith: [],
    wantsToWorkWith: [],
    headline: null,
    bio: null,
    categories: [],
    contentTypes: [],
    location: null,
    languages: [],
    storeName: null,
    storeSlug: null,
    storeTagline: null,
    storeDescription: null,
    storeBanner: null,
    storeAccentColour: null,
    storeLayout: null,
    published: false,
  },
  answeredSteps: [],
  skippedSteps: [],
  nextStep: "influencer-brands",
};

const STUBS = {
  "/Influencer/questionnaire": <p>The onboarding hub</p>,
  "/Influencer/questionnaire/influencer-social-platform": <p>The social step</p>,
  "/Influencer/questionnaire/influencer-store": <p>The store step</p>,
  "/Influencer/questionnaire/influencer-brands": <p>The brands step</p>,
  "/Influencer/questionnaire/select-package": <p>The plan step</p>,
};

function renderStep(at: string, handlers: Record<string, (init: RequestInit) => Response> = {}) {
  const calls = stubFetch({ "GET /v1/influencers/onboarding": () => json(200, empty), ...handlers });
  const routes = Object.fromEntries(Object.entries(STUBS).filter(([path]) => path !== at));
  renderWithApp(InfluencerStepPage, { path: "/Influencer/questionnaire/$step", at, routes });
  return calls;
}

const bodyOf = (calls: FetchCall[], key: string) =>
  JSON.parse(String(calls.find((call) => call.key === key)?.init.body));

beforeEach(() => signIn());
afterEach(() => vi.unstubAllGlobals());

// Steps with many fields: typing into them takes a while in jsdom.
const LONG = 30_000;

describe("the influencer details step", () => {
  it(
    "checks the fields before saving, then saves the answer without blank fields and goes on",
    async () => {
      const calls = renderStep("/Influencer/questionnaire/influencer-details", {
        "PUT /v1/influencers/onboarding/influencer-details": () => json(200, empty),
      });
      expect(await screen.findByRole("heading", { level: 1, name: "Tell people about you" })).toBeTruthy();
      expect(screen.getByText("Step 2 of 7")).toBeTruthy();

      await userEvent.click(screen.getByRole("button", { name: "Continue" }));
      expect(await screen.findByText("Headline is required")).toBeTruthy();
      expect(screen.getByText("Choose at least one style")).toBeTruthy();
      expect(calls.some((call) => call.key.startsWith("PUT"))).toBe(false);

      await userEvent.type(screen.getByLabelText(/Headline/), "Vintage hunter");
      await userEvent.click(screen.getByRole("checkbox", { name: "Vintage" }));
      await userEvent.click(screen.getByRole("checkbox", { name: "Outfit of the day" }));
      await userEvent.click(screen.getByRole("checkbox", { name: "Italian" }));
      await userEvent.click(screen.getByRole("button", { name: "Continue" }));

      expect(await screen.findByText("The social step")).toBeTruthy();
      expect(bodyOf(calls, "PUT /v1/influencers/onboarding/influencer-details")).toEqual({
        headline: "Vintage hunter",
        categories: ["vintage"],
        contentTypes: ["outfits"],
        languages: ["it"],
      });
    },
    LONG,
  );
});

describe("the store details step", () => {
  it(
    "suggests the address from the name until one is typed, and shows a taken address beside its field",
    async () => {
      const calls = renderStep("/Influencer/questionnaire/influencer-store-details", {
        "PUT /v1/influencers/onboarding/influencer-store-details": () =>
          json(400, { storeSlug: ["This store address is taken. Try “sofias-closet-2”."] }),
      });
      const name = await screen.findByLabelText(/Store name/);
      await userEvent.type(name, "Sofia's Closet");
      const address = screen.getByLabelText(/Store address/);
      expect(address).toHaveProperty("value", "sofias-closet");

      await userEvent.click(screen.getByRole("button", { name: "Continue" }));
      await waitFor(() =>
        expect(
          screen.getAllByText("This store address is taken. Try “sofias-closet-2”.").length,
        ).toBeGreaterThan(0),
      );
      expect(address.getAttribute("aria-invalid")).toBe("true");
      expect(bodyOf(calls, "PUT /v1/influencers/onboarding/influencer-store-details")).toEqual({
        storeName: "Sofia's Closet",
        storeSlug: "sofias-closet",
      });

      // A typed address is kept when the name changes.
      await userEvent.clear(address);
      await userEvent.type(address, "Sofia-Picks");
      expect(address).toHaveProperty("value", "sofia-picks");
      await userEvent.type(name, " Milano");
      expect(address).toHaveProperty("value", "sofia-picks");
    },
    LONG,
  );
});

describe("the storefront step", () => {
  it(
    "publishes by default, previews the choices and goes on to choosing a plan",
    async () => {
      const calls = renderStep("/Influencer/questionnaire/influencer-store", {
        "PUT /v1/influencers/onboarding/influencer-store": () => json(200, empty),
      });
      expect(await screen.findByRole("heading", { level: 1, name: "Make it look like you" })).toBeTruthy();
      expect(screen.getByRole("switch", { name: /Publish my storefront/ })).toHaveProperty("checked", true);
      await userEvent.click(screen.getByRole("radio", { name: "Navy" }));
      await userEvent.click(screen.getByRole("radio", { name: "Editorial" }));
      expect(screen.getByText("Editorial layout")).toBeTruthy();
      expect(screen.getByText("Step 5 of 7")).toBeTruthy();
      await userEvent.click(screen.getByRole("button", { name: "Continue" }));
      expect(await screen.findByText("The plan step")).toBeTruthy();
      expect(bodyOf(calls, "PUT /v1/influencers/onboarding/influencer-store")).toEqual({
        storeBanner: null,
        storeAccentColour: "navy",
        storeLayout: "editorial",
        published: true,
      });
    },
    LONG,
  );

  it(
    "shows the way to the plans when the member's plan does not include a storefront",
    async () => {
      const message =
        "Your Creator Lite plan does not include a public storefront. Upgrade to Creator to have one.";
      renderStep("/Influencer/questionnaire/influencer-store", {
        "PUT /v1/influencers/onboarding/influencer-store": () => json(403, { message }),
      });
      await userEvent.click(await screen.findByRole("button", { name: "Continue" }));
      expect(await screen.findByText("Your plan has no storefront")).toBeTruthy();
      expect(screen.getAllByText(message).length).toBeGreaterThan(0);
      expect(screen.getByRole("link", { name: "See plans" }).getAttribute("href")).toBe("/pricing");
      expect(screen.getByRole("heading", { level: 1, name: "Make it look like you" })).toBeTruthy();
    },
    LONG,
  );
});

describe("the onboarding pages", () => {
  it("show other roles the refusal instead of the step, without asking the server", async () => {
    signIn(["customer"]);
    const calls = renderStep("/Influencer/questionnaire/influencer-details");
    expect(await screen.findByRole("heading", { name: "You don't have access to this page" })).toBeTruthy();
    expect(calls).toEqual([]);
  });

  it("answer an unknown step with the not-found page", async () => {
    renderStep("/Influencer/questionnaire/nowhere");
    expect(await screen.findByRole("heading", { name: "Page Not Found" })).toBeTruthy();
  });

  it("resume at the next step from the hub, and show the ready storefront once all are answered", async () => {
    stubFetch({ "GET /v1/influencers/onboarding": () => json(200, empty) });
    const { "/Influencer/questionnaire": _, ...steps } = STUBS;
    renderWithApp(InfluencerQuestionnairePage, { path: "/Influencer/questionnaire", routes: steps });
    expect(await screen.findByText("The brands step")).toBeTruthy();
    vi.unstubAllGlobals();

    const done: InfluencerOnboarding = {
      answers: { ...empty.answers, storeName: "Sofia's Closet", storeSlug: "sofias-closet", published: true },
      answeredSteps: ["influencer-brands"],
      skippedSteps: [],
      nextStep: null,
    };
    stubFetch({ "GET /v1/influencers/onboarding": () => json(200, done) });
    renderWithApp(InfluencerQuestionnairePage, { path: "/Influencer/questionnaire" });
    expect(await screen.findByRole("heading", { level: 1, name: "Your storefront is ready" })).toBeTruthy();
    expect(screen.getByRole("link", { name: "View your profile" }).getAttribute("href")).toBe(
      "/users/profile/7b0b4b0e-7a55-4a57-9a0e-1a2b3c4d5e6f",
    );
    expect(screen.getByRole("link", { name: "Go to your wall" }).getAttribute("href")).toBe("/wall");
    expect(screen.queryByText(/package|plan/i)).toBeNull();
  });
});
