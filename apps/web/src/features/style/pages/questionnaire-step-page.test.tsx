import type { StyleProfile } from "@cbm/contracts";
import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { type FetchCall, json, renderWithApp, stubFetch } from "../../../testing/render.tsx";
import { emptyProfile } from "../testing.ts";
import { QuestionnaireStepPage } from "./questionnaire-step-page.tsx";

const STUBS = {
  "/questionnaire-start": <p>The start page</p>,
  "/questionnaire": <p>The summary</p>,
  "/settings": <p>The settings</p>,
  "/questionnaire/size-selection": <p>The sizes step</p>,
  "/questionnaire/avoid-colors": <p>The avoid-colours step</p>,
  "/questionnaire/fav-colors": <p>The favourite-colours step</p>,
  "/questionnaire/user-address": <p>The address step</p>,
};

function renderStep(
  at: string,
  profile: StyleProfile,
  changes: Record<string, (init: RequestInit) => Response> = {},
) {
  const calls = stubFetch({ "GET /v1/style-profile": () => json(200, profile), ...changes });
  // Stub pages for where the step may lead, but not for the step itself.
  const routes = Object.fromEntries(Object.entries(STUBS).filter(([path]) => at.split("?")[0] !== path));
  renderWithApp(QuestionnaireStepPage, { path: "/questionnaire/$step", at, routes });
  return calls;
}

const bodyOf = (calls: FetchCall[], key: string) =>
  JSON.parse(String(calls.find((call) => call.key === key)?.init.body));

afterEach(() => vi.unstubAllGlobals());

// Whole step pages with many options: under a full parallel run the first render can pass 5 s.
describe("a questionnaire step", { timeout: 15_000 }, () => {
  it("pre-fills the saved answer, keeps avoided colours out and saves before going on", async () => {
    const profile: StyleProfile = {
      ...emptyProfile,
      answers: { ...emptyProfile.answers, favouriteColours: ["navy"], avoidedColours: ["orange"] },
      answeredSteps: ["fav-colors", "avoid-colors"],
    };
    const calls = renderStep("/questionnaire/fav-colors", profile, {
      "PUT /v1/style-profile/fav-colors": () => json(200, profile),
    });
    const navy = await screen.findByRole("checkbox", { name: "Navy" });
    expect(screen.getByText("Step 3 of 13")).toBeTruthy();
    expect(navy.getAttribute("aria-checked")).toBe("true");
    const orange = screen.getByRole("checkbox", { name: "Orange" });
    expect(orange.hasAttribute("disabled")).toBe(true);
    expect(screen.getByText("You avoid it")).toBeTruthy();
    // Already answered: skipping would throw the answer away, so it is not offered.
    expect(screen.queryByRole("button", { name: "Skip for now" })).toBeNull();

    await userEvent.click(screen.getByRole("checkbox", { name: "Camel" }));
    await userEvent.click(screen.getByRole("button", { name: "Continue" }));
    expect(await screen.findByText("The avoid-colours step")).toBeTruthy();
    expect(bodyOf(calls, "PUT /v1/style-profile/fav-colors")).toEqual({
      favouriteColours: ["navy", "camel"],
    });
  });

  it("waits for an answer, and Skip records the skip before going on", async () => {
    const calls = renderStep("/questionnaire/body-type", emptyProfile, {
      "POST /v1/style-profile/body-type/skip": () =>
        json(200, { ...emptyProfile, skippedSteps: ["body-type"], nextStep: "size-selection" }),
    });
    expect(
      await screen.findByRole("heading", { level: 1, name: "Which shape is closest to yours?" }),
    ).toBeTruthy();
    expect(screen.getByRole("button", { name: "Continue" }).hasAttribute("disabled")).toBe(true);
    await userEvent.click(screen.getByRole("button", { name: "Skip for now" }));
    expect(await screen.findByText("The sizes step")).toBeTruthy();
    expect(calls.map((call) => call.key)).toContain("POST /v1/style-profile/body-type/skip");
  });

  it("goes back to the start page from the first step", async () => {
    renderStep("/questionnaire/body-type", emptyProfile);
    await userEvent.click(await screen.findByRole("button", { name: "Back" }));
    expect(await screen.findByText("The start page")).toBeTruthy();
  });

  it("goes back one step from a later step", async () => {
    renderStep("/questionnaire/avoid-colors", emptyProfile);
    await userEvent.click(await screen.findByRole("button", { name: "Back" }));
    expect(await screen.findByText("The favourite-colours step")).toBeTruthy();
  });

  it("opened from settings, saves and returns there, without Skip", async () => {
    const profile: StyleProfile = {
      ...emptyProfile,
      answers: { ...emptyProfile.answers, bodyType: "pear" },
      answeredSteps: ["body-type"],
    };
    const calls = renderStep("/questionnaire/body-type?from=settings", profile, {
      "PUT /v1/style-profile/body-type": () => json(200, profile),
    });
    expect((await screen.findByRole("radio", { name: "Pear" })).getAttribute("aria-checked")).toBe("true");
    expect(screen.queryByRole("button", { name: "Skip for now" })).toBeNull();
    await userEvent.click(screen.getByRole("radio", { name: "Apple" }));
    await userEvent.click(screen.getByRole("button", { name: "Save" }));
    expect(await screen.findByText("The settings")).toBeTruthy();
    expect(bodyOf(calls, "PUT /v1/style-profile/body-type")).toEqual({ bodyType: "apple" });
  });

  it("shows the server's reason beside the answer and stays on the step", async () => {
    renderStep("/questionnaire/avoid-colors", emptyProfile, {
      "PUT /v1/style-profile/avoid-colors": () =>
        json(400, { avoidedColours: ["These are among your favourites, so they cannot be avoided: Navy"] }),
    });
    await userEvent.click(await screen.findByRole("checkbox", { name: "Navy" }));
    await userEvent.click(screen.getByRole("button", { name: "Continue" }));
    // Once beside the answer, once in the toast.
    await waitFor(() => expect(screen.getAllByText(/cannot be avoided: Navy/)).toHaveLength(2));
    expect(
      screen.getByRole("heading", { level: 1, name: "Any colours you would rather not wear?" }),
    ).toBeTruthy();
  });

  it("saves sizes in the system chosen for each group", async () => {
    const calls = renderStep("/questionnaire/size-selection", emptyProfile, {
      "PUT /v1/style-profile/size-selection": () => json(200, emptyProfile),
    });
    const bottoms = within(
      (await screen.findByRole("heading", { name: "Bottoms" })).closest(
        "div.mantine-Paper-root",
      ) as HTMLElement,
    );
    await userEvent.click(bottoms.getByRole("radio", { name: "M" }));
    await userEvent.click(bottoms.getByText("EU"));
    // A new system starts without a size.
    expect(bottoms.getByRole("radio", { name: "38" }).getAttribute("aria-checked")).toBe("false");
    await userEvent.click(bottoms.getByRole("radio", { name: "38" }));
    await userEvent.click(screen.getByRole("button", { name: "Continue" }));
    await waitFor(() =>
      expect(calls.some((call) => call.key === "PUT /v1/style-profile/size-selection")).toBe(true),
    );
    expect(bodyOf(calls, "PUT /v1/style-profile/size-selection")).toEqual({
      sizes: { bottoms: { system: "EU", size: "38" } },
    });
  });

  it("answers the socials step by saving the accounts through their own form", async () => {
    const calls = renderStep("/questionnaire/add-socials", emptyProfile, {
      "GET /v1/users/socials": () => json(200, { accounts: [] }),
      "PUT /v1/users/socials": () => json(200, { accounts: [] }),
      "PUT /v1/style-profile/add-socials": () =>
        json(200, { ...emptyProfile, answeredSteps: ["add-socials"] }),
    });
    await userEvent.click(await screen.findByRole("button", { name: "Save and continue" }));
    expect(await screen.findByText("The address step")).toBeTruthy();
    expect(screen.queryByRole("button", { name: "Continue" })).toBeNull();
    expect(calls.map((call) => call.key)).toEqual(
      expect.arrayContaining(["PUT /v1/users/socials", "PUT /v1/style-profile/add-socials"]),
    );
    expect(bodyOf(calls, "PUT /v1/style-profile/add-socials")).toEqual({});
  });

  it("offers a retry when the profile cannot be loaded", async () => {
    let answer = json(503, { message: "This service is busy right now, please try again in a moment." });
    stubFetch({ "GET /v1/style-profile": () => answer });
    renderWithApp(QuestionnaireStepPage, { path: "/questionnaire/$step", at: "/questionnaire/body-type" });
    expect(
      await screen.findByRole("heading", { name: "We could not load your style profile" }, { timeout: 4000 }),
    ).toBeTruthy();
    answer = json(200, emptyProfile);
    await userEvent.click(screen.getByRole("button", { name: "Try again" }));
    expect(await screen.findByText("Step 1 of 13")).toBeTruthy();
  });

  it("is not a page for an unknown step", async () => {
    renderStep("/questionnaire/add-payment-method", emptyProfile);
    expect(await screen.findByRole("heading", { level: 1, name: "Page Not Found" })).toBeTruthy();
  });
});
