import type { StyleProfile } from "@cbm/contracts";
import { screen } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { json, renderWithApp, stubFetch } from "../../../testing/render.tsx";
import { emptyProfile } from "../testing.ts";
import { QuestionnaireStartPage } from "./questionnaire-start-page.tsx";

function renderStart(profile: StyleProfile) {
  stubFetch({ "GET /v1/style-profile": () => json(200, profile) });
  renderWithApp(QuestionnaireStartPage, {
    path: "/questionnaire-start",
    routes: {
      "/questionnaire/$step": <p>A step</p>,
      "/questionnaire": <p>The summary</p>,
      "/wall": <p>The wall</p>,
    },
  });
}

const href = (name: string) => screen.getByRole("link", { name }).getAttribute("href");

afterEach(() => vi.unstubAllGlobals());

describe("QuestionnaireStartPage", () => {
  it("invites a newcomer to start at the first step, or to come back later", async () => {
    renderStart(emptyProfile);
    expect(
      await screen.findByRole("heading", { level: 1, name: "Tell us what you love to wear." }),
    ).toBeTruthy();
    expect(href("Start")).toBe("/questionnaire/body-type");
    expect(href("Not now")).toBe("/wall");
  });

  it("lets someone who stopped half-way continue where they left off", async () => {
    renderStart({
      ...emptyProfile,
      answeredSteps: ["body-type", "size-selection", "fav-colors"],
      skippedSteps: ["avoid-colors"],
      nextStep: "select-brand",
    });
    expect(await screen.findByText("You are 4 of 13 steps in. Your answers so far are saved.")).toBeTruthy();
    expect(href("Continue where you left off")).toBe("/questionnaire/select-brand");
    expect(href("Start from the beginning")).toBe("/questionnaire/body-type");
  });

  it("leads someone who finished to their profile", async () => {
    renderStart({ ...emptyProfile, nextStep: null, completedAt: "2026-03-01T10:00:00.000Z" });
    await screen.findByRole("link", { name: "See your style profile" });
    expect(href("See your style profile")).toBe("/questionnaire");
  });
});
