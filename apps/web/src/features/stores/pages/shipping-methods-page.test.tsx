import type { OwnStore, ShippingMethod, ShippingMethodBody } from "@cbm/contracts";
import { notifications } from "@mantine/notifications";
import { act, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { type FetchHandler, json, renderWithApp, stubFetch } from "../../../testing/render.tsx";
import { ownStore, shippingMethod, signedInRetailer } from "../testing.ts";
import { ShippingMethodsPage } from "./shipping-methods-page.tsx";

afterEach(() => {
  vi.unstubAllGlobals();
  act(() => notifications.clean());
});

async function fill(input: HTMLElement, text: string) {
  await userEvent.clear(input);
  await userEvent.click(input);
  if (text) await userEvent.paste(text);
}

const bodyOf = (init: RequestInit) => JSON.parse(String(init.body)) as ShippingMethodBody;

/** The store and its shipping methods over an in-memory list, as the server keeps them. */
function storeServer(
  initial: ShippingMethod[],
  store: Partial<OwnStore> = {},
  extra: Record<string, FetchHandler> = {},
) {
  let methods = [...initial];
  const saved = (body: ShippingMethodBody, id?: string) => ({
    ...shippingMethod(body.name),
    ...(id ? { id } : {}),
    ...body,
    freeOverMinor: body.freeOverMinor ?? null,
  });
  const handlers: Record<string, FetchHandler> = {
    "GET /v1/retailer/store": () => {
      const active = methods.filter((method) => method.active);
      return json(200, ownStore({ canSell: active.length > 0, shippingMethods: active, ...store }));
    },
    "GET /v1/retailer/shipping-methods": () => json(200, { items: methods }),
    "POST /v1/retailer/shipping-methods": (init) => {
      const created = saved(bodyOf(init));
      methods.push(created);
      return json(201, created);
    },
  };
  for (const method of initial) {
    handlers[`PUT /v1/retailer/shipping-method/${method.id}`] = (init) => {
      const changed = saved(bodyOf(init), method.id);
      methods = methods.map((entry) => (entry.id === method.id ? changed : entry));
      return json(200, changed);
    };
    handlers[`DELETE /v1/retailer/shipping-method/${method.id}`] = () => {
      methods = methods.filter((entry) => entry.id !== method.id);
      return json(200, { message: "The shipping method was deleted." });
    };
  }
  signedInRetailer();
  const calls = stubFetch({ ...handlers, ...extra });
  renderWithApp(ShippingMethodsPage, {
    path: "/shipping-methods",
    routes: { "/shop-configuration": <p>The shop configuration</p> },
  });
  return calls;
}

const card = (name: string | RegExp) => screen.getByRole("listitem", { name });

describe("ShippingMethodsPage", { timeout: 15_000 }, () => {
  it("says plainly that nothing can be bought until there is a shipping method, and adds the first", async () => {
    let answer: () => void = () => {};
    const answered = new Promise<void>((resolve) => {
      answer = resolve;
    });
    const calls = storeServer(
      [],
      {},
      {
        // Held until the skeleton is seen.
        "GET /v1/retailer/shipping-methods": (() =>
          answered.then(() => json(200, { items: [] }))) as unknown as FetchHandler,
      },
    );
    expect(await screen.findByLabelText("Loading your shipping methods")).toBeTruthy();
    answer();
    expect(await screen.findByText("No shipping methods yet")).toBeTruthy();
    expect(
      screen.getByText(/Your products cannot be bought until your store has an active shipping method/),
    ).toBeTruthy();
    await userEvent.click(screen.getByRole("button", { name: "Add a shipping method" }));
    const dialog = await screen.findByRole("dialog", { name: "Add a shipping method" });
    expect(within(dialog).getByText("In USD; 0 for free.")).toBeTruthy();
    expect(calls.some((call) => call.key.startsWith("POST"))).toBe(false);
  });

  it("lists each method with its price in the store's currency, delivery time, countries and state", async () => {
    storeServer(
      [
        shippingMethod("Standard", { priceMinor: 490, freeOverMinor: 5000, minDays: 2, maxDays: 5 }),
        shippingMethod("Express", { priceMinor: 1500, minDays: 1, maxDays: 1, countries: ["FR", "DE"] }),
        shippingMethod("Pick-up", {
          priceMinor: 0,
          minDays: 0,
          maxDays: 0,
          countries: ["FR"],
          active: false,
        }),
      ],
      { currency: "EUR" },
    );
    const standard = await screen.findByRole("listitem", { name: "Standard" });
    expect(within(standard).getByText("€4.90")).toBeTruthy();
    expect(within(standard).getByText("Free over €50.00")).toBeTruthy();
    expect(within(standard).getByText("2–5 days")).toBeTruthy();
    expect(within(standard).getByText("Everywhere")).toBeTruthy();
    expect(within(standard).getByText("Active")).toBeTruthy();
    const express = card("Express");
    expect(within(express).getByText("€15.00")).toBeTruthy();
    expect(within(express).getByText("1 day")).toBeTruthy();
    expect(within(express).getByText("France and Germany")).toBeTruthy();
    const pickUp = card("Pick-up, inactive");
    expect(within(pickUp).getByText("Free")).toBeTruthy();
    expect(within(pickUp).getByText("Same day")).toBeTruthy();
    expect(within(pickUp).getByText("Inactive")).toBeTruthy();
    expect(screen.getByRole("status").textContent).toContain("2 active methods");
  });

  it("adds a method in a dialog, its price typed in the currency and sent in minor units", async () => {
    const calls = storeServer([], { currency: "EUR" });
    await userEvent.click(await screen.findByRole("button", { name: "Add a shipping method" }));
    const dialog = await screen.findByRole("dialog", { name: "Add a shipping method" });
    await fill(within(dialog).getByRole("textbox", { name: /Name/ }), "Standard");
    await fill(within(dialog).getByRole("textbox", { name: /^Price/ }), "4.9");
    await fill(within(dialog).getByRole("textbox", { name: /Free over/ }), "50");
    await fill(within(dialog).getByRole("textbox", { name: /Fastest delivery/ }), "2");
    await fill(within(dialog).getByRole("textbox", { name: /Slowest delivery/ }), "5");
    await userEvent.click(within(dialog).getByRole("button", { name: "Add method" }));

    expect(await screen.findByRole("listitem", { name: "Standard" })).toBeTruthy();
    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
    const post = calls.find((call) => call.key === "POST /v1/retailer/shipping-methods");
    expect(bodyOf(post?.init ?? {})).toEqual({
      name: "Standard",
      priceMinor: 490,
      freeOverMinor: 5000,
      minDays: 2,
      maxDays: 5,
      countries: [],
      active: true,
    });
    expect(await screen.findByText("Standard is added.")).toBeTruthy();
    expect(screen.queryByText("No shipping methods yet")).toBeNull();
  });

  it("checks the method before sending, and shows the server's message beside its field", async () => {
    const calls = storeServer(
      [],
      {},
      {
        "POST /v1/retailer/shipping-methods": () =>
          json(400, { name: ["Your store has a shipping method of this name"] }),
      },
    );
    await userEvent.click(await screen.findByRole("button", { name: "Add a shipping method" }));
    const dialog = await screen.findByRole("dialog", { name: "Add a shipping method" });
    await fill(within(dialog).getByRole("textbox", { name: /Name/ }), "Standard");
    await fill(within(dialog).getByRole("textbox", { name: /^Price/ }), "5");
    await fill(within(dialog).getByRole("textbox", { name: /Fastest delivery/ }), "6");
    await fill(within(dialog).getByRole("textbox", { name: /Slowest delivery/ }), "3");
    await userEvent.click(within(dialog).getByRole("button", { name: "Add method" }));
    expect(
      await within(dialog).findByText("Slowest delivery cannot be faster than the fastest"),
    ).toBeTruthy();
    expect(calls.some((call) => call.key.startsWith("POST"))).toBe(false);

    await fill(within(dialog).getByRole("textbox", { name: /Slowest delivery/ }), "8");
    await userEvent.click(within(dialog).getByRole("button", { name: "Add method" }));
    const name = within(dialog).getByRole("textbox", { name: /Name/ });
    await waitFor(() => expect(name.getAttribute("aria-invalid")).toBe("true"));
    const message = within(dialog).getByText("Your store has a shipping method of this name");
    expect(name.getAttribute("aria-describedby")).toContain(message.id);
    expect(screen.getByRole("dialog", { name: "Add a shipping method" })).toBeTruthy();
  });

  it("edits a method in a dialog that starts from its values", async () => {
    const standard = shippingMethod("Standard", {
      priceMinor: 490,
      minDays: 2,
      maxDays: 5,
      countries: ["FR"],
    });
    const calls = storeServer([standard]);
    await userEvent.click(await screen.findByRole("button", { name: "Edit Standard" }));
    const dialog = await screen.findByRole("dialog", { name: "Edit Standard" });
    expect(within(dialog).getByRole("textbox", { name: /^Price/ })).toHaveProperty("value", "4.9");
    await fill(within(dialog).getByRole("textbox", { name: /^Price/ }), "6.5");
    await userEvent.click(within(dialog).getByRole("switch", { name: /Active/ }));
    await userEvent.click(within(dialog).getByRole("button", { name: "Save changes" }));

    expect(await screen.findByRole("listitem", { name: "Standard, inactive" })).toBeTruthy();
    const put = calls.find((call) => call.key === `PUT /v1/retailer/shipping-method/${standard.id}`);
    expect(bodyOf(put?.init ?? {})).toMatchObject({ priceMinor: 650, countries: ["FR"], active: false });
    expect(await screen.findByText("Your products cannot be bought")).toBeTruthy();
  });

  it("deletes a method only after a confirmation that warns when it is the last active one", async () => {
    const standard = shippingMethod("Standard");
    const calls = storeServer([standard]);
    await userEvent.click(await screen.findByRole("button", { name: "Delete Standard" }));
    const dialog = await screen.findByRole("dialog", { name: "Delete this shipping method?" });
    expect(within(dialog).getByText(/It is your only active method/)).toBeTruthy();
    await userEvent.click(within(dialog).getByRole("button", { name: "Keep it" }));
    expect(calls.some((call) => call.key.startsWith("DELETE"))).toBe(false);

    await userEvent.click(screen.getByRole("button", { name: "Delete Standard" }));
    await userEvent.click(
      within(await screen.findByRole("dialog", { name: "Delete this shipping method?" })).getByRole(
        "button",
        {
          name: "Delete method",
        },
      ),
    );
    expect(await screen.findByText("No shipping methods yet")).toBeTruthy();
    expect(calls.filter((call) => call.key.startsWith("DELETE"))).toHaveLength(1);
  });
});
