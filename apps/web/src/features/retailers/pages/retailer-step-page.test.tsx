import type { AuthResponse, RetailerQuestionnaire } from "@cbm/contracts";
import { screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { session } from "../../../lib/session.ts";
import { type FetchCall, json, renderWithApp, stubFetch } from "../../../testing/render.tsx";
import { me } from "../../../testing/users.ts";
import { RetailerQuestionnairePage } from "./retailer-questionnaire-page.tsx";
import { RetailerStepPage } from "./retailer-step-page.tsx";

const signIn = (roles: AuthResponse["user"]["roles"]) =>
  session.save({
    accessToken: "token-abcdefghij",
    refreshToken: "r",
    expiresIn: 900,
    user: { ...me, roles },
  });

const empty: RetailerQuestionnaire = {
  answers: {},
  answeredSteps: [],
  skippedSteps: [],
  nextStep: "product-and-channels",
};

function renderStep(at: string, handlers: Record<string, (init: RequestInit) => Response> = {}) {
  const calls = stubFetch({ "GET /v1/retailers/questionnaire": () => json(200, empty), ...handlers });
  renderWithApp(RetailerStepPage, {
    path: "/retailers/questionnaire/$step",
    at,
    routes: { "/retailers/questionnaire/challenges-obstacles-goals": <p>The challenges step</p> },
  });
  return calls;
}

const bodyOf = (calls: FetchCall[], key: string) =>
  JSON.parse(String(calls.find((call) => call.key === key)?.init.body));

afterEach(() => vi.unstubAllGlobals());

// Steps with many fields: typing into them takes a while in jsdom.
const LONG = 30_000;

describe("the sales metrics step", () => {
  it(
    "asks for every answer, then saves the amount in cents with its currency",
    async () => {
      signIn(["retailer"]);
      const calls = renderStep("/retailers/questionnaire/sales-metrics", {
        "PUT /v1/retailers/questionnaire/sales-metrics": () => json(200, empty),
      });
      expect(await screen.findByRole("heading", { level: 1, name: "Your sales at a glance" })).toBeTruthy();
      expect(screen.getByText("Step 2 of 4")).toBeTruthy();
      await userEvent.click(screen.getByRole("button", { name: "Continue" }));
      expect(await screen.findByText("Choose a revenue range")).toBeTruthy();
      expect(screen.getByText("Average order value is required")).toBeTruthy();

      await userEvent.click(screen.getByRole("radio", { name: "25,000 to 100,000" }));
      await userEvent.type(screen.getByLabelText("Average order value"), "89.5");
      await userEvent.selectOptions(screen.getByLabelText("Currency"), "EUR");
      await userEvent.click(screen.getByRole("radio", { name: "50% to 75%" }));
      await userEvent.click(screen.getByRole("radio", { name: "We don't track it" }));
      await userEvent.click(screen.getByRole("button", { name: "Continue" }));

      expect(await screen.findByText("The challenges step")).toBeTruthy();
      expect(bodyOf(calls, "PUT /v1/retailers/questionnaire/sales-metrics")).toEqual({
        monthlyRevenue: "25k-100k",
        averageOrderValue: { amount: 8950, currency: "EUR" },
        onlineShare: "50-75",
        returnRate: "unknown",
      });
    },
    LONG,
  );

  it("shows other roles the refusal instead of the step", async () => {
    signIn(["influencer"]);
    const calls = renderStep("/retailers/questionnaire/sales-metrics");
    expect(await screen.findByRole("heading", { name: "You don't have access to this page" })).toBeTruthy();
    expect(calls).toEqual([]);
  });
});

describe("the retailer questionnaire hub", () => {
  it("shows the finish once every step is answered, with a way back to each answer", async () => {
    signIn(["retailer"]);
    stubFetch({
      "GET /v1/retailers/questionnaire": () => json(200, { ...empty, nextStep: null }),
    });
    renderWithApp(RetailerQuestionnairePage, { path: "/retailers/questionnaire" });
    expect(
      await screen.findByRole("heading", { level: 1, name: "Your business profile is ready" }),
    ).toBeTruthy();
    expect(screen.getByRole("link", { name: "Sales" }).getAttribute("href")).toBe(
      "/retailers/questionnaire/sales-metrics",
    );
  });
});
