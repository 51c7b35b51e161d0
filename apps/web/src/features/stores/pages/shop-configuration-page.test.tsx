import type { StoreBody } from "@cbm/contracts";
import { notifications } from "@mantine/notifications";
import { act, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { session } from "../../../lib/session.ts";
import { type FetchHandler, json, renderWithApp, stubFetch } from "../../../testing/render.tsx";
import { me } from "../../../testing/users.ts";
import { ownStore, shippingMethod, signedInRetailer } from "../testing.ts";
import { ShopConfigurationPage } from "./shop-configuration-page.tsx";

afterEach(() => {
  vi.unstubAllGlobals();
  act(() => notifications.clean());
});

/** Types a value the fast way: one paste instead of a key press per letter. */
async function fill(input: HTMLElement, text: string) {
  await userEvent.clear(input);
  await userEvent.click(input);
  if (text) await userEvent.paste(text);
}

function open(handlers: Record<string, FetchHandler>) {
  signedInRetailer();
  const calls = stubFetch(handlers);
  const router = renderWithApp(ShopConfigurationPage, {
    path: "/shop-configuration",
    routes: { "/shipping-methods": <p>The shipping methods</p>, "/shop/$slug": <p>The store</p> },
  });
  return { calls, router };
}

const bodyOf = (init: RequestInit) => JSON.parse(String(init.body)) as StoreBody;
const field = (name: RegExp | string) => screen.getByRole("textbox", { name });

describe("ShopConfigurationPage", { timeout: 15_000 }, () => {
  it("shows the store's configuration once it loads, and that it cannot sell without a shipping method", async () => {
    let answer: () => void = () => {};
    const answered = new Promise<void>((resolve) => {
      answer = resolve;
    });
    open({
      // Held until the skeleton is seen.
      "GET /v1/retailer/store": (() => answered.then(() => json(200, ownStore()))) as unknown as FetchHandler,
    });
    expect(await screen.findByLabelText("Loading your store")).toBeTruthy();
    answer();

    expect(await screen.findByRole("heading", { level: 1, name: "Shop configuration" })).toBeTruthy();
    expect(await screen.findByDisplayValue("Iris Apfel")).toBeTruthy();
    expect(field(/Store address/)).toHaveProperty("value", "iris-apfel");
    expect(screen.getByRole("textbox", { name: /Handling time/ })).toHaveProperty("value", "3 days");
    expect(screen.getByRole("textbox", { name: /Return window/ })).toHaveProperty("value", "30 days");
    expect(screen.getByRole("link", { name: "Preview your store" }).getAttribute("href")).toBe(
      "/shop/iris-apfel",
    );

    const notice = screen.getByRole("alert");
    expect(within(notice).getByText("Your products cannot be bought yet")).toBeTruthy();
    expect(within(notice).getByRole("link", { name: "Add a shipping method" }).getAttribute("href")).toBe(
      "/shipping-methods",
    );
  });

  it("says the store is ready to sell once it has an active shipping method", async () => {
    const standard = shippingMethod("Standard");
    open({
      "GET /v1/retailer/store": () => json(200, ownStore({ canSell: true, shippingMethods: [standard] })),
    });
    const status = (await screen.findByText(/Ready to sell\./)).closest('[role="status"]');
    expect(status?.textContent).toContain("1 active shipping method");
    expect(screen.queryByText("Your products cannot be bought yet")).toBeNull();
  });

  it("saves the whole configuration and says so", async () => {
    const { calls } = open({
      "GET /v1/retailer/store": () => json(200, ownStore()),
      "PUT /v1/retailer/store": (init) => {
        const body = bodyOf(init);
        return json(
          200,
          ownStore({
            ...body,
            logo: null,
            banner: null,
            description: body.description ?? null,
            returnPolicy: body.returnPolicy ?? null,
            contactEmail: body.contactEmail ?? null,
            vacation: { on: false, message: null, returnsOn: null },
          }),
        );
      },
    });
    await fill(await screen.findByRole("textbox", { name: /Store name/ }), "Iris Vintage");
    await fill(field(/Store address/), "Iris-Vintage");
    await userEvent.selectOptions(screen.getByRole("combobox", { name: /Currency/ }), "EUR");
    await fill(screen.getByRole("textbox", { name: /Handling time/ }), "2");
    await fill(screen.getByRole("textbox", { name: /Return window/ }), "14");
    await fill(field(/Return policy/), "Unworn, with tags, within 14 days.");
    await userEvent.click(screen.getByRole("button", { name: "Save store" }));

    expect(await screen.findByText("Your store is saved.")).toBeTruthy();
    const put = calls.find((call) => call.key === "PUT /v1/retailer/store");
    expect(bodyOf(put?.init ?? {})).toEqual({
      name: "Iris Vintage",
      slug: "iris-vintage",
      currency: "EUR",
      handlingDays: 2,
      returnWindowDays: 14,
      returnPolicy: "Unworn, with tags, within 14 days.",
      vacation: false,
    });
    expect(screen.getByRole("link", { name: "Preview your store" }).getAttribute("href")).toBe(
      "/shop/iris-vintage",
    );
  });

  it("shows the server's message beside the field it is about", async () => {
    const { calls } = open({
      "GET /v1/retailer/store": () => json(200, ownStore()),
      "PUT /v1/retailer/store": () =>
        json(400, { slug: ["This store address is taken. Try “iris-apfel-2”."] }),
    });
    await screen.findByDisplayValue("Iris Apfel");
    await userEvent.click(screen.getByRole("button", { name: "Save store" }));

    const slug = field(/Store address/);
    await waitFor(() => expect(slug.getAttribute("aria-invalid")).toBe("true"));
    const form = screen.getByRole("form", { name: "Store configuration" });
    const message = within(form).getByText("This store address is taken. Try “iris-apfel-2”.");
    expect(slug.getAttribute("aria-describedby")).toContain(message.id);
    expect(document.activeElement).toBe(slug);
    expect(calls.filter((call) => call.key === "PUT /v1/retailer/store")).toHaveLength(1);
  });

  it("checks the fields before sending: a blank name and handling time are refused in place", async () => {
    const { calls } = open({ "GET /v1/retailer/store": () => json(200, ownStore()) });
    await fill(await screen.findByRole("textbox", { name: /Handling time/ }), "");
    await fill(screen.getByRole("textbox", { name: /Store name/ }), "");
    await userEvent.click(screen.getByRole("button", { name: "Save store" }));
    expect(await screen.findByText("Store name is required")).toBeTruthy();
    expect(screen.getByText("Handling time must be a whole number of days")).toBeTruthy();
    expect(calls.some((call) => call.key === "PUT /v1/retailer/store")).toBe(false);
  });

  it("keeps the currency fixed once the store has orders, and says why", async () => {
    open({ "GET /v1/retailer/store": () => json(200, ownStore({ currency: "GBP", currencyLocked: true })) });
    const currency = await screen.findByRole("combobox", { name: /Currency/ });
    expect(currency).toHaveProperty("disabled", true);
    expect(currency).toHaveProperty("value", "GBP");
    expect(screen.getByText("Fixed: your store has orders in this currency.")).toBeTruthy();
  });

  it("reveals the vacation message and return date with the switch, and asks for the message", async () => {
    const { calls } = open({
      "GET /v1/retailer/store": () => json(200, ownStore()),
      "PUT /v1/retailer/store": (init) => {
        const body = bodyOf(init);
        return json(
          200,
          ownStore({
            vacation: {
              on: true,
              message: body.vacationMessage ?? null,
              returnsOn: body.vacationReturnsOn ?? null,
            },
          }),
        );
      },
    });
    await screen.findByDisplayValue("Iris Apfel");
    expect(screen.queryByRole("textbox", { name: /Message to shoppers/ })).toBeNull();
    await userEvent.click(screen.getByRole("switch", { name: /on vacation/ }));
    await userEvent.click(screen.getByRole("button", { name: "Save store" }));
    expect(await screen.findByText("Tell shoppers why the store is away")).toBeTruthy();
    expect(calls.some((call) => call.key === "PUT /v1/retailer/store")).toBe(false);

    await fill(field(/Message to shoppers/), "At the fabric fair until June.");
    await fill(screen.getByLabelText(/Back on/), "2026-06-02");
    await userEvent.click(screen.getByRole("button", { name: "Save store" }));
    expect(await screen.findByText("Your store is saved.")).toBeTruthy();
    const body = bodyOf(calls.find((call) => call.key === "PUT /v1/retailer/store")?.init ?? {});
    expect(body).toMatchObject({
      vacation: true,
      vacationMessage: "At the fabric fair until June.",
      vacationReturnsOn: "2026-06-02",
    });
  });

  it("offers to try again when the store cannot be loaded", async () => {
    let fail = true;
    open({
      "GET /v1/retailer/store": () => (fail ? json(503, { message: "Busy" }) : json(200, ownStore())),
    });
    expect(await screen.findByText("We could not load your store")).toBeTruthy();
    fail = false;
    await userEvent.click(screen.getByRole("button", { name: "Try again" }));
    expect(await screen.findByDisplayValue("Iris Apfel")).toBeTruthy();
  });

  it("is only for retailers", async () => {
    session.save({ accessToken: "token-abcdefghij", refreshToken: "r", expiresIn: 900, user: me });
    const calls = stubFetch({});
    renderWithApp(ShopConfigurationPage, { path: "/shop-configuration" });
    expect(await screen.findByText("You don't have access to this page")).toBeTruthy();
    expect(calls).toHaveLength(0);
  });
});
