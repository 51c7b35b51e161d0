import { RETAILER_LEAD_THANKS } from "@cbm/contracts";
import { screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { json, renderWithApp, stubFetch } from "../../../testing/render.tsx";
import { RetailerLeadPage } from "./retailer-lead-page.tsx";

const renderPage = () =>
  renderWithApp(RetailerLeadPage, {
    path: "/retailer-questionnaire",
    routes: { "/register": <p>The register page</p> },
  });

afterEach(() => vi.unstubAllGlobals());

// A long form: filling it in takes a while in jsdom.
const LONG = 30_000;

/** Types a value the fast way: one paste instead of a key press per letter. */
async function fill(input: HTMLElement, text: string) {
  await userEvent.click(input);
  await userEvent.paste(text);
}

async function fillIn() {
  await fill(screen.getByLabelText(/Business name/), "Atelier Lune");
  await fill(screen.getByLabelText(/Website/), "atelier-lune.example.com");
  const country = screen.getByRole("combobox", { name: /Country/ });
  await userEvent.clear(country);
  await fill(country, "Fran");
  await userEvent.click(await screen.findByRole("option", { name: "France", hidden: true }));
  await userEvent.click(screen.getByRole("checkbox", { name: "Womenswear" }));
  await userEvent.click(screen.getByRole("checkbox", { name: "Our own store" }));
  await userEvent.click(screen.getByRole("radio", { name: "5,000 to 25,000" }));
  await fill(screen.getByLabelText(/Your name/), "Margaux Lune");
  await fill(screen.getByLabelText(/Email/), "margaux@example.com");
  await fill(screen.getByLabelText(/Message/), "Linen dresses from Lyon.");
}

describe("RetailerLeadPage", () => {
  it(
    "names what is missing beside each part of the form, without sending",
    async () => {
      const calls = stubFetch({});
      renderPage();
      await userEvent.click(await screen.findByRole("button", { name: "Send my answers" }));
      expect(await screen.findByText("Business name is required")).toBeTruthy();
      expect(screen.getByText("Choose at least one category")).toBeTruthy();
      expect(screen.getByText("Choose a revenue range")).toBeTruthy();
      expect(screen.getByText("Message is required")).toBeTruthy();
      expect(document.activeElement).toBe(screen.getByLabelText(/Business name/));
      expect(calls).toEqual([]);
    },
    LONG,
  );

  it(
    "sends the answers without a token, thanks the business and leads to registration",
    async () => {
      const calls = stubFetch({
        "POST /v1/retailer-leads": () => json(200, { message: RETAILER_LEAD_THANKS }),
      });
      renderPage();
      await screen.findByRole("form", { name: "Retailer questionnaire" });
      await fillIn();
      await userEvent.click(screen.getByRole("button", { name: "Send my answers" }));

      expect(await screen.findByRole("heading", { name: "Thank you" })).toBeTruthy();
      expect(screen.getAllByText(RETAILER_LEAD_THANKS).length).toBeGreaterThan(0);
      const [call] = calls;
      expect(call?.key).toBe("POST /v1/retailer-leads");
      expect((call?.init.headers as Record<string, string> | undefined)?.authorization).toBeUndefined();
      expect(JSON.parse(String(call?.init.body))).toEqual({
        businessName: "Atelier Lune",
        contactName: "Margaux Lune",
        email: "margaux@example.com",
        website: "https://atelier-lune.example.com",
        country: "FR",
        categories: ["womenswear"],
        channels: ["own-store"],
        monthlyRevenue: "5k-25k",
        message: "Linen dresses from Lyon.",
      });
      await userEvent.click(screen.getByRole("link", { name: "Create your retailer account" }));
      expect(await screen.findByText("The register page")).toBeTruthy();
    },
    LONG,
  );

  it(
    "shows the server's field messages beside the fields",
    async () => {
      stubFetch({
        "POST /v1/retailer-leads": () => json(400, { email: ["This address cannot receive mail"] }),
      });
      renderPage();
      await screen.findByRole("form", { name: "Retailer questionnaire" });
      await fillIn();
      await userEvent.click(screen.getByRole("button", { name: "Send my answers" }));
      await waitFor(() =>
        expect(screen.getAllByText("This address cannot receive mail").length).toBeGreaterThan(0),
      );
      expect(screen.getByLabelText(/Email/).getAttribute("aria-invalid")).toBe("true");
      expect(screen.queryByRole("heading", { name: "Thank you" })).toBeNull();
    },
    LONG,
  );
});
