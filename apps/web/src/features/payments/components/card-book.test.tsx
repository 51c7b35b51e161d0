import type { Card, PaymentsConfig } from "@cbm/contracts";
import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { json, renderWithProviders, stubFetch } from "../../../testing/render.tsx";
import { CardBook } from "./card-book.tsx";

let serial = 0;
function card(last4: string, fields: Partial<Card> = {}): Card {
  serial++;
  return {
    id: `00000000-0000-4000-8000-${String(serial).padStart(12, "0")}`,
    brand: "visa",
    last4,
    expMonth: 5,
    expYear: 2031,
    isDefault: false,
    createdAt: "2026-01-02T10:00:00.000Z",
    ...fields,
  };
}

/** The card endpoints over an in-memory list, with the server's default rules. */
function cardServer(initial: Card[], config: PaymentsConfig = { provider: "test", publishableKey: null }) {
  let saved = [...initial];
  const list = () => ({ items: [...saved].sort((a, b) => Number(b.isDefault) - Number(a.isDefault)) });
  const handlers: Parameters<typeof stubFetch>[0] = {
    "GET /v1/payments/config": () => json(200, config),
    "GET /v1/users/payment-methods": () => json(200, list()),
    "POST /v1/users/payment-methods": () => {
      const created = card("4242", { isDefault: saved.length === 0 });
      saved.push(created);
      return json(201, created);
    },
  };
  for (const item of initial) {
    handlers[`DELETE /v1/users/payment-method/${item.id}`] = () => {
      const gone = saved.find((entry) => entry.id === item.id);
      saved = saved.filter((entry) => entry.id !== item.id);
      const [next] = saved;
      if (gone?.isDefault && next) next.isDefault = true;
      return json(200, { message: "The card was removed." });
    };
    handlers[`POST /v1/users/payment-method/${item.id}/default`] = () => {
      saved = saved.map((entry) => ({ ...entry, isDefault: entry.id === item.id }));
      return json(
        200,
        saved.find((entry) => entry.id === item.id),
      );
    };
  }
  return stubFetch(handlers);
}

afterEach(() => {
  vi.unstubAllGlobals();
});

// The cards and the card form in its dialog render slowly in jsdom on a busy machine.
describe("CardBook", { timeout: 15_000 }, () => {
  it("shows the saved cards, the default first with its badge, and an expired one as such", async () => {
    cardServer([
      card("0002", { expMonth: 1, expYear: 2020 }),
      card("4242", { isDefault: true, brand: "mastercard" }),
    ]);
    renderWithProviders(<CardBook />);
    expect(screen.getByLabelText("Loading your cards")).toBeTruthy();
    const main = await screen.findByRole("listitem", { name: "Mastercard ending in 4242, default card" });
    expect(main.textContent).toContain("Mastercard •••• 4242");
    expect(within(main).getByText("Default")).toBeTruthy();
    expect(within(main).getByText("Expires 05/2031")).toBeTruthy();
    expect(within(main).queryByRole("button", { name: /Make default/ })).toBeNull();
    const old = screen.getByRole("listitem", { name: "Visa ending in 0002" });
    expect(within(old).getByText("Expired 01/2020")).toBeTruthy();
  });

  it("says plainly when no card is saved, and adds the first in a dialog", async () => {
    const calls = cardServer([]);
    renderWithProviders(<CardBook />);
    expect(await screen.findByText("No card saved")).toBeTruthy();
    await userEvent.click(screen.getByRole("button", { name: "Add a card" }));
    const dialog = await screen.findByRole("dialog", { name: "Add a card" });
    await userEvent.type(
      await within(dialog).findByRole("textbox", { name: /Card number/ }),
      "4242424242424242",
    );
    await userEvent.type(within(dialog).getByRole("textbox", { name: /Expiration date/ }), "1231");
    await userEvent.type(within(dialog).getByRole("textbox", { name: /Security code/ }), "123");
    await userEvent.click(within(dialog).getByRole("button", { name: "Save card" }));

    expect(await screen.findByRole("listitem", { name: "Visa ending in 4242, default card" })).toBeTruthy();
    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
    const sent = calls.find((call) => call.key === "POST /v1/users/payment-methods");
    expect(JSON.parse(String(sent?.init.body))).toEqual({ paymentMethodId: "pm_card_visa_exp_12_2031" });
  });

  it("makes another card the default", async () => {
    const spare = card("9995");
    const calls = cardServer([card("4242", { isDefault: true }), spare]);
    renderWithProviders(<CardBook />);
    await userEvent.click(await screen.findByRole("button", { name: "Make default: Visa ending in 9995" }));
    expect(await screen.findByRole("listitem", { name: "Visa ending in 9995, default card" })).toBeTruthy();
    expect(screen.getByRole("listitem", { name: "Visa ending in 4242" })).toBeTruthy();
    expect(calls.map((call) => call.key)).toContain(`POST /v1/users/payment-method/${spare.id}/default`);
  });

  it("removes a card only after the person confirms", async () => {
    const calls = cardServer([card("4242", { isDefault: true }), card("0002")]);
    renderWithProviders(<CardBook />);
    await userEvent.click(await screen.findByRole("button", { name: "Remove Visa ending in 4242" }));
    const dialog = await screen.findByRole("dialog", { name: "Remove this card?" });
    expect(within(dialog).getByText(/It is your default/)).toBeTruthy();
    await userEvent.click(within(dialog).getByRole("button", { name: "Keep it" }));
    expect(calls.some((call) => call.key.startsWith("DELETE"))).toBe(false);

    await userEvent.click(screen.getByRole("button", { name: "Remove Visa ending in 4242" }));
    await userEvent.click(
      within(await screen.findByRole("dialog", { name: "Remove this card?" })).getByRole("button", {
        name: "Remove card",
      }),
    );
    expect(await screen.findByRole("listitem", { name: "Visa ending in 0002, default card" })).toBeTruthy();
    expect(screen.queryByRole("listitem", { name: /4242/ })).toBeNull();
  });

  it("stops offering to add at 10 cards, and says why", async () => {
    cardServer(Array.from({ length: 10 }, (_, index) => card(`42${index}0`, { isDefault: index === 0 })));
    renderWithProviders(<CardBook />);
    const add = await screen.findByRole("button", { name: /Add a card/ });
    expect(add).toHaveProperty("disabled", true);
    expect(
      within(add).getByText("You have 10, the most you can keep. Remove one to add another."),
    ).toBeTruthy();
  });
});
