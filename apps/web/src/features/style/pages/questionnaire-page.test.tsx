import { STYLE_STEPS, type StyleProfile } from "@cbm/contracts";
import { screen, within } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { json, renderWithApp, stubFetch } from "../../../testing/render.tsx";
import { emptyProfile } from "../testing.ts";
import { QuestionnairePage } from "./questionnaire-page.tsx";

function renderHub(profile: StyleProfile) {
  stubFetch({ "GET /v1/style-profile": () => json(200, profile) });
  renderWithApp(QuestionnairePage, {
    path: "/questionnaire",
    routes: { "/questionnaire/$step": <p>A step page</p>, "/wall": <p>The wall</p> },
  });
}

const finished: StyleProfile = {
  answers: {
    ...emptyProfile.answers,
    bodyType: "hourglass",
    sizes: { tops: { system: "INT", size: "M" }, shoes: { system: "EU", size: "39" } },
    favouriteColours: ["navy", "camel"],
    brands: [{ id: "0b6c1f0e-4d7e-4e59-9d0f-3a1b2c3d4e5f", name: "Atelier Moreau" }],
    fashionGoals: ["capsule-wardrobe"],
  },
  answeredSteps: STYLE_STEPS.filter((step) => step !== "avoid-colors"),
  skippedSteps: ["avoid-colors"],
  nextStep: null,
  completedAt: "2026-03-01T10:00:00.000Z",
};

afterEach(() => vi.unstubAllGlobals());

describe("QuestionnairePage", () => {
  it("sends an unfinished questionnaire on to its first open step", async () => {
    renderHub({ ...emptyProfile, answeredSteps: ["body-type"], nextStep: "size-selection" });
    expect(await screen.findByText("A step page")).toBeTruthy();
  });

  it("shows a finished profile with every answer and a way to edit each", async () => {
    renderHub(finished);
    expect(await screen.findByRole("heading", { level: 1, name: "Your style profile" })).toBeTruthy();
    expect(screen.getByRole("link", { name: "Go to your wall" }).getAttribute("href")).toBe("/wall");
    const row = (name: string) => within(screen.getByText(name).closest("div") as HTMLElement);
    expect(row("Body type").getByText("Hourglass")).toBeTruthy();
    expect(row("Sizes").getByText("Tops: M")).toBeTruthy();
    expect(row("Sizes").getByText("Shoes: EU 39")).toBeTruthy();
    expect(row("Favourite colours").getByText("Camel")).toBeTruthy();
    expect(row("Colours to avoid").getByText("Skipped")).toBeTruthy();
    expect(row("Brands").getByText("Atelier Moreau")).toBeTruthy();
    expect(row("Fashion goals").getByText("Build a capsule wardrobe")).toBeTruthy();
    expect(screen.getByRole("link", { name: "Edit body type" }).getAttribute("href")).toBe(
      "/questionnaire/body-type?from=summary",
    );
    expect(screen.getByRole("link", { name: "Edit delivery address" }).getAttribute("href")).toBe(
      "/questionnaire/manage-address?from=summary",
    );
    expect(row("Payment card").getByText("Added")).toBeTruthy();
    expect(screen.getByRole("link", { name: "Edit payment card" }).getAttribute("href")).toBe(
      "/questionnaire/manage-payment-method?from=summary",
    );
  });
});
