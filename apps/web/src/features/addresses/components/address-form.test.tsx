import type { Address, AuthResponse } from "@cbm/contracts";
import { screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { session } from "../../../lib/session.ts";
import { json, renderWithProviders, stubFetch } from "../../../testing/render.tsx";
import { AddressForm } from "./address-form.tsx";

/** Types a value the fast way: one paste instead of a key press per letter. */
async function fill(input: HTMLElement, text: string) {
  await userEvent.clear(input);
  await userEvent.click(input);
  await userEvent.paste(text);
}

const user: AuthResponse["user"] = {
  id: "7b0b4b0e-7a55-4a57-9a0e-1a2b3c4d5e6f",
  fullName: "Grace Hopper",
  firstName: "Grace",
  lastName: "Hopper",
  email: "grace@example.com",
  phone: null,
  phoneVerified: false,
  avatar: null,
  sign: null,
  followerCount: 0,
  followingCount: 0,
  chatInvitation: true,
  roles: ["customer"],
  subscription: null,
};

const saved: Address = {
  id: "2f1c7a4e-0d6b-4c1e-9a55-3b8f0e6d9c21",
  label: "Studio",
  fullName: "Grace Hopper",
  line1: "12 Rue de Rivoli",
  line2: null,
  city: "Paris",
  region: null,
  postalCode: "75001",
  country: "FR",
  phone: null,
  isDefault: true,
  createdAt: "2026-01-02T10:00:00.000Z",
  updatedAt: "2026-01-02T10:00:00.000Z",
};

const field = (label: RegExp | string) => screen.getByRole("textbox", { name: label });

async function chooseCountry(name: string) {
  const country = screen.getByRole("combobox", { name: /Country/ });
  await userEvent.clear(country);
  await fill(country, name.slice(0, 4));
  await userEvent.click(await screen.findByRole("option", { name, hidden: true }));
}

afterEach(() => {
  vi.unstubAllGlobals();
});

// A whole form (nine fields and a country list) renders slowly in jsdom on a busy machine.
describe("AddressForm", { timeout: 15_000 }, () => {
  it("starts a new address with the person's name and their browser's country", () => {
    session.save({ accessToken: "token-abcdefghij", refreshToken: "r", expiresIn: 900, user });
    renderWithProviders(<AddressForm onSaved={() => {}} />);
    expect(field(/Full name/)).toHaveProperty("value", "Grace Hopper");
    expect(screen.getByRole("combobox", { name: /Country/ })).toHaveProperty("value", "United States");
    expect(field(/Street address/)).toHaveProperty("value", "");
  });

  it("checks the fields, the postal code by country, before sending anything", async () => {
    const calls = stubFetch({});
    renderWithProviders(<AddressForm onSaved={() => {}} />);
    await fill(field(/Postal code/), "1234");
    await userEvent.click(screen.getByRole("button", { name: "Save address" }));
    expect(await screen.findByText("Full name is required")).toBeTruthy();
    expect(screen.getByText("Street address is required")).toBeTruthy();
    expect(screen.getByText("City is required")).toBeTruthy();
    expect(screen.getByText("Postal code must look like 94103 in this country")).toBeTruthy();
    expect(document.activeElement).toBe(field(/Full name/));
    expect(calls).toHaveLength(0);
  });

  it("sends the address, tidied, and hands the saved one back", async () => {
    const calls = stubFetch({ "POST /v1/users/addresses": () => json(200, saved) });
    const onSaved = vi.fn();
    renderWithProviders(<AddressForm onSaved={onSaved} />);
    await fill(field(/Label/), "Studio");
    await fill(field(/Full name/), "  Grace Hopper ");
    await chooseCountry("France");
    await fill(field(/Street address/), "12 Rue de Rivoli");
    await fill(field(/City/), "Paris");
    await fill(field(/Postal code/), "75001");
    await userEvent.click(screen.getByRole("button", { name: "Save address" }));

    await waitFor(() => expect(onSaved).toHaveBeenCalledWith(saved));
    expect(JSON.parse(String(calls[0]?.init.body))).toEqual({
      label: "Studio",
      fullName: "Grace Hopper",
      country: "FR",
      line1: "12 Rue de Rivoli",
      city: "Paris",
      postalCode: "75001",
    });
  });

  it("shows the server's field messages beside the fields, and the limit above them", async () => {
    stubFetch({
      "POST /v1/users/addresses": () =>
        json(400, {
          city: ["We do not deliver to this city"],
          addresses: ["You can keep at most 20 addresses. Delete one to add another."],
        }),
    });
    renderWithProviders(<AddressForm onSaved={() => {}} />);
    await fill(field(/Full name/), "Grace Hopper");
    await fill(field(/Street address/), "221 Market Street");
    await fill(field(/City/), "Atlantis");
    await fill(field(/Postal code/), "94103");
    await userEvent.click(screen.getByRole("button", { name: "Save address" }));

    await waitFor(() => expect(field(/City/).getAttribute("aria-invalid")).toBe("true"));
    expect(screen.getAllByText("We do not deliver to this city").length).toBeGreaterThan(0);
    const alerts = screen.getAllByRole("alert").map((alert) => alert.textContent);
    expect(alerts).toContain("You can keep at most 20 addresses. Delete one to add another.");
  });

  it("changes an address it is given, with Cancel to leave", async () => {
    const calls = stubFetch({
      [`PUT /v1/users/addresses/${saved.id}`]: () =>
        json(200, { ...saved, city: "Lyon", postalCode: "69001" }),
    });
    const onSaved = vi.fn();
    const onCancel = vi.fn();
    renderWithProviders(<AddressForm address={saved} onSaved={onSaved} onCancel={onCancel} />);
    expect(screen.getByRole("form", { name: "Edit address" })).toBeTruthy();
    expect(screen.getByRole("combobox", { name: /Country/ })).toHaveProperty("value", "France");
    await userEvent.clear(field(/City/));
    await fill(field(/City/), "Lyon");
    await userEvent.clear(field(/Postal code/));
    await fill(field(/Postal code/), "69001");
    await userEvent.click(screen.getByRole("button", { name: "Save changes" }));

    await waitFor(() => expect(onSaved).toHaveBeenCalled());
    expect(JSON.parse(String(calls[0]?.init.body))).toMatchObject({
      label: "Studio",
      city: "Lyon",
      postalCode: "69001",
    });
    await userEvent.click(screen.getByRole("button", { name: "Cancel" }));
    expect(onCancel).toHaveBeenCalled();
  });
});
