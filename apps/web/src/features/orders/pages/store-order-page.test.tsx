import { screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { session } from "../../../lib/session.ts";
import { json, renderWithApp, stubFetch } from "../../../testing/render.tsx";
import { me } from "../../../testing/users.ts";
import { storeOrderDetails as paid } from "../test-data.ts";
import { StoreOrderPage } from "./store-order-page.tsx";

const at = `/v1/retailer/order/${paid.id}`;

const renderStoreOrder = () =>
  renderWithApp(StoreOrderPage, {
    path: "/orders/$id",
    at: `/orders/${paid.id}`,
    routes: { "/orders": <p>Orders</p> },
  });

const shipped = {
  ...paid,
  status: "shipped" as const,
  tracking: { carrier: "UPS", number: "1Z999" },
  actions: ["deliver" as const],
};

beforeEach(() => {
  session.save({
    accessToken: "token-abcdefghij",
    refreshToken: "r",
    expiresIn: 900,
    user: { ...me, roles: ["retailer"] },
  });
});

afterEach(() => vi.unstubAllGlobals());

describe("StoreOrderPage", () => {
  it("shows the buyer, where to ship, the lines, the totals and by when to ship", async () => {
    stubFetch({ [`GET ${at}`]: () => json(200, paid) });
    renderStoreOrder();
    expect(await screen.findByRole("heading", { level: 1, name: "Order from Ana Lee" })).toBeTruthy();
    const delivery = screen.getByRole("region", { name: "Delivery" });
    expect(within(delivery).getByText("1 Main Street")).toBeTruthy();
    expect(within(delivery).getByText(/Ship it by/)).toBeTruthy();
    expect(
      within(screen.getByRole("region", { name: "What was bought" })).getAllByRole("listitem"),
    ).toHaveLength(2);
    expect(screen.getByText("Total").nextSibling?.textContent).toBe("€143.90");
  });

  it("ships with a carrier and tracking number, then shows it shipped with its tracking", async () => {
    const calls = stubFetch({
      [`GET ${at}`]: () => json(200, paid),
      [`POST ${at}/ship`]: () => json(200, shipped),
    });
    renderStoreOrder();
    await userEvent.click(await screen.findByRole("button", { name: "Ship" }));
    const dialog = await screen.findByRole("dialog", { name: "Ship the order" });
    await userEvent.type(within(dialog).getByRole("textbox", { name: /Carrier/ }), "UPS");
    await userEvent.type(within(dialog).getByRole("textbox", { name: /Tracking number/ }), "1Z999");
    await userEvent.click(within(dialog).getByRole("button", { name: "Ship" }));
    expect(await screen.findByText("Tracking: UPS 1Z999")).toBeTruthy();
    expect(screen.getByRole("button", { name: "Mark delivered" })).toBeTruthy();
    const body = calls.find((call) => call.key === `POST ${at}/ship`)?.init.body;
    expect(JSON.parse(String(body))).toEqual({ carrier: "UPS", trackingNumber: "1Z999" });
  });

  it("shows the server's word on a field beside it", async () => {
    stubFetch({
      [`GET ${at}`]: () => json(200, paid),
      [`POST ${at}/ship`]: () => json(400, { trackingNumber: ["Tracking number is too long"] }),
    });
    renderStoreOrder();
    await userEvent.click(await screen.findByRole("button", { name: "Ship" }));
    const dialog = await screen.findByRole("dialog", { name: "Ship the order" });
    await userEvent.type(within(dialog).getByRole("textbox", { name: /Carrier/ }), "UPS");
    await userEvent.type(within(dialog).getByRole("textbox", { name: /Tracking number/ }), "1Z");
    await userEvent.click(within(dialog).getByRole("button", { name: "Ship" }));
    expect(await within(dialog).findByText("Tracking number is too long")).toBeTruthy();
  });

  it("cancels with a required reason", async () => {
    const cancelled = { ...paid, status: "cancelled" as const, cancelReason: "Out of stock.", actions: [] };
    stubFetch({ [`GET ${at}`]: () => json(200, paid), [`POST ${at}/cancel`]: () => json(200, cancelled) });
    renderStoreOrder();
    await userEvent.click(await screen.findByRole("button", { name: "Cancel order" }));
    const dialog = await screen.findByRole("dialog", { name: "Cancel the order" });
    await userEvent.click(within(dialog).getByRole("button", { name: "Cancel order" }));
    expect(await within(dialog).findByText("Reason is required")).toBeTruthy();
    await userEvent.type(within(dialog).getByRole("textbox", { name: /Reason/ }), "Out of stock.");
    await userEvent.click(within(dialog).getByRole("button", { name: "Cancel order" }));
    expect(await screen.findByText("Why it was cancelled: Out of stock.")).toBeTruthy();
  });

  it("says plainly why a move was refused", async () => {
    stubFetch({
      [`GET ${at}`]: () => json(200, shipped),
      [`POST ${at}/deliver`]: () =>
        json(409, { message: "This order cannot be delivered: it is cancelled." }),
    });
    renderStoreOrder();
    await userEvent.click(await screen.findByRole("button", { name: "Mark delivered" }));
    expect((await screen.findByRole("alert")).textContent).toContain(
      "This order cannot be delivered: it is cancelled.",
    );
  });

  const returning = {
    ...paid,
    status: "return_requested" as const,
    return: {
      lines: [{ lineId: paid.lines[0]?.id as string, quantity: 1 }],
      reason: "Too small in the shoulders.",
      amount: 4_900,
      requestedAt: "2026-03-20T10:00:00.000Z",
      declineReason: null,
    },
    actions: ["receive-return" as const, "refund" as const, "decline-return" as const],
  };

  it("marks a returned parcel received, then refunds it once asked again", async () => {
    const returned = { ...returning, status: "returned" as const, actions: ["refund" as const] };
    const refunded = { ...returning, status: "refunded" as const, actions: [] };
    const calls = stubFetch({
      [`GET ${at}`]: () => json(200, returning),
      [`POST ${at}/receive-return`]: () => json(200, returned),
      [`POST ${at}/refund`]: () => json(200, refunded),
    });
    renderStoreOrder();
    const shown = await screen.findByRole("region", { name: "Return" });
    expect(within(shown).getByText("Why: Too small in the shoulders.")).toBeTruthy();
    await userEvent.click(screen.getByRole("button", { name: "Mark return received" }));
    expect(await screen.findByText("Returned")).toBeTruthy();
    expect(screen.queryByRole("button", { name: "Mark return received" })).toBeNull();
    await userEvent.click(screen.getByRole("button", { name: "Refund" }));
    const dialog = await screen.findByRole("dialog", { name: "Refund this return?" });
    expect(within(dialog).getByText("Ana Lee is refunded €49.00 to the card they paid with.")).toBeTruthy();
    await userEvent.click(within(dialog).getByRole("button", { name: "Refund" }));
    expect(await within(shown).findByText("Refunded")).toBeTruthy();
    expect(calls.filter((call) => call.key === `POST ${at}/refund`)).toHaveLength(1);
  });

  it("declines a return with a required reason", async () => {
    const declined = {
      ...returning,
      status: "completed" as const,
      return: { ...returning.return, declineReason: "It came back worn." },
      actions: [],
    };
    const calls = stubFetch({
      [`GET ${at}`]: () => json(200, returning),
      [`POST ${at}/decline-return`]: () => json(200, declined),
    });
    renderStoreOrder();
    await userEvent.click(await screen.findByRole("button", { name: "Decline return" }));
    const dialog = await screen.findByRole("dialog", { name: "Decline the return" });
    await userEvent.click(within(dialog).getByRole("button", { name: "Decline return" }));
    expect(await within(dialog).findByText("Reason is required")).toBeTruthy();
    await userEvent.type(within(dialog).getByRole("textbox", { name: /Reason/ }), "It came back worn.");
    await userEvent.click(within(dialog).getByRole("button", { name: "Decline return" }));
    expect(await screen.findByText("Why the store declined it: It came back worn.")).toBeTruthy();
    const body = calls.find((call) => call.key === `POST ${at}/decline-return`)?.init.body;
    expect(JSON.parse(String(body))).toEqual({ reason: "It came back worn." });
  });

  it("says plainly when the order is not the store's", async () => {
    stubFetch({});
    renderStoreOrder();
    expect(await screen.findByText("This order is not your store's or does not exist")).toBeTruthy();
  });
});
