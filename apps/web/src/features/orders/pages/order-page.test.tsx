import { screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { session } from "../../../lib/session.ts";
import { json, renderWithApp, stubFetch } from "../../../testing/render.tsx";
import { me } from "../../../testing/users.ts";
import { orderDetails } from "../test-data.ts";
import { OrderPage } from "./order-page.tsx";

const renderOrder = (id = orderDetails.id) =>
  renderWithApp(OrderPage, {
    path: "/my-orders/$id",
    at: `/my-orders/${id}`,
    routes: { "/my-orders": <p>My orders</p> },
  });

beforeEach(() => {
  session.save({ accessToken: "token-abcdefghij", refreshToken: "r", expiresIn: 900, user: me });
});

afterEach(() => vi.unstubAllGlobals());

describe("OrderPage", () => {
  it("shows the store, the status, each line, the totals and the card", async () => {
    stubFetch({ [`GET /v1/order/${orderDetails.id}`]: () => json(200, orderDetails) });
    renderOrder();
    expect(await screen.findByRole("heading", { level: 1, name: "Order from Atelier Iris" })).toBeTruthy();
    const bought = screen.getByRole("region", { name: "What was bought" });
    const [shirt, scarf] = within(bought).getAllByRole("listitem");
    if (!shirt || !scarf) throw new Error("two lines expected");
    expect(within(shirt).getByRole("link", { name: "Linen shirt" }).getAttribute("href")).toBe(
      `/shop/iris/products/${orderDetails.lines[0]?.productId}`,
    );
    expect(within(shirt).getByText("Cream · Size M")).toBeTruthy();
    expect(within(shirt).getByText("€49.00 × 2")).toBeTruthy();
    expect(within(shirt).getByText("€98.00")).toBeTruthy();
    // A product gone from the shop keeps its line, without a link.
    expect(within(scarf).getByText("Silk scarf")).toBeTruthy();
    expect(within(scarf).queryByRole("link")).toBeNull();
    expect(screen.getByText("Items").nextSibling?.textContent).toBe("€139.00");
    expect(screen.getByText("Shipping").nextSibling?.textContent).toBe("€4.90");
    expect(screen.getByText("Total").nextSibling?.textContent).toBe("€143.90");
    expect(screen.getByText(/Paid with/).textContent).toBe("Paid with Visa •••• 4242");
  });

  it("shows where it goes, how, by when the store ships, and every status with its moment", async () => {
    stubFetch({ [`GET /v1/order/${orderDetails.id}`]: () => json(200, orderDetails) });
    renderOrder();
    const delivery = await screen.findByRole("region", { name: "Delivery" });
    expect(within(delivery).getByText("Iris Apfel")).toBeTruthy();
    expect(within(delivery).getByText("78701 Austin, TX")).toBeTruthy();
    expect(within(delivery).getByText("Colissimo")).toBeTruthy();
    expect(within(delivery).getByText("Arrives 2–4 days after it ships")).toBeTruthy();
    expect(within(delivery).getByText("Tracking: Colissimo 6A12345678901")).toBeTruthy();
    const history = within(screen.getByRole("region", { name: "Status" })).getByRole("list", {
      name: "Status history",
    });
    const steps = within(history).getAllByRole("listitem");
    expect(steps.map((step) => step.querySelector("time")?.getAttribute("datetime"))).toEqual(
      orderDetails.timeline.map((step) => step.at),
    );
    expect(steps.map((step) => within(step).getByText(/^(Paid|Shipped)$/).textContent)).toEqual([
      "Paid",
      "Shipped",
    ]);
    expect(screen.getByRole("button", { name: "Confirm receipt" })).toBeTruthy();
  });

  it("says by when the store ships an order it has not shipped yet", async () => {
    const paid = { ...orderDetails, status: "paid" as const, tracking: null, actions: [] };
    stubFetch({ [`GET /v1/order/${orderDetails.id}`]: () => json(200, paid) });
    renderOrder();
    const shipBy = await screen.findByText(/The store ships by/);
    expect(shipBy.querySelector("time")?.getAttribute("datetime")).toBe(orderDetails.shipBy);
    expect(screen.queryByText(/Tracking:/)).toBeNull();
  });

  it("says why a cancelled order was cancelled", async () => {
    const cancelled = { ...orderDetails, status: "cancelled" as const, cancelReason: "Out of stock." };
    stubFetch({ [`GET /v1/order/${orderDetails.id}`]: () => json(200, cancelled) });
    renderOrder();
    expect(await screen.findByText("Why it was cancelled: Out of stock.")).toBeTruthy();
    expect(screen.queryByText(/The store ships by/)).toBeNull();
  });

  it("cancels a paid order after the buyer confirms it is refunded in full, and shows it cancelled", async () => {
    const paid = { ...orderDetails, status: "paid" as const, tracking: null, actions: ["cancel" as const] };
    const cancelled = {
      ...paid,
      status: "cancelled" as const,
      actions: [],
      cancelReason: "Cancelled by the buyer.",
    };
    const calls = stubFetch({
      [`GET /v1/order/${orderDetails.id}`]: () => json(200, paid),
      [`POST /v1/order/${orderDetails.id}/cancel`]: () => json(200, cancelled),
    });
    renderOrder();
    await userEvent.click(await screen.findByRole("button", { name: "Cancel order" }));
    const dialog = await screen.findByRole("dialog", { name: "Cancel this order?" });
    expect(within(dialog).getByText(/you are refunded in full/)).toBeTruthy();
    await userEvent.click(within(dialog).getByRole("button", { name: "Cancel order" }));
    expect(await screen.findByText("Why it was cancelled: Cancelled by the buyer.")).toBeTruthy();
    expect(screen.getAllByText("Cancelled").length).toBeGreaterThan(0);
    expect(screen.queryByRole("button", { name: "Cancel order" })).toBeNull();
    expect(calls.some((call) => call.key === `POST /v1/order/${orderDetails.id}/cancel`)).toBe(true);
  });

  it("confirms receipt of a shipped order, which is then completed", async () => {
    const shipped = { ...orderDetails, actions: ["confirm-receipt" as const] };
    const completed = { ...orderDetails, status: "completed" as const, actions: [] };
    stubFetch({
      [`GET /v1/order/${orderDetails.id}`]: () => json(200, shipped),
      [`POST /v1/order/${orderDetails.id}/confirm-receipt`]: () => json(200, completed),
    });
    renderOrder();
    await userEvent.click(await screen.findByRole("button", { name: "Confirm receipt" }));
    expect(await screen.findByText("Completed")).toBeTruthy();
    expect(screen.queryByRole("button", { name: "Confirm receipt" })).toBeNull();
  });

  it("offers to put what a delivered order brought into a closet", async () => {
    const delivered = { ...orderDetails, status: "delivered" as const, actions: [] };
    stubFetch({ [`GET /v1/order/${orderDetails.id}`]: () => json(200, delivered) });
    renderOrder();
    expect(await screen.findByRole("button", { name: "Add to my closet" })).toBeTruthy();
  });

  it("does not offer it before the order arrives", async () => {
    const paid = { ...orderDetails, status: "paid" as const, actions: ["cancel" as const] };
    stubFetch({ [`GET /v1/order/${orderDetails.id}`]: () => json(200, paid) });
    renderOrder();
    expect(await screen.findByRole("button", { name: "Cancel order" })).toBeTruthy();
    expect(screen.queryByRole("button", { name: "Add to my closet" })).toBeNull();
  });

  it("says why a move was refused", async () => {
    const shipped = { ...orderDetails, actions: ["confirm-receipt" as const] };
    stubFetch({
      [`GET /v1/order/${orderDetails.id}`]: () => json(200, shipped),
      [`POST /v1/order/${orderDetails.id}/confirm-receipt`]: () =>
        json(409, { message: "This order cannot be completed: it is cancelled." }),
    });
    renderOrder();
    await userEvent.click(await screen.findByRole("button", { name: "Confirm receipt" }));
    expect((await screen.findByRole("alert")).textContent).toContain(
      "This order cannot be completed: it is cancelled.",
    );
  });

  it("asks to return the chosen lines with a reason, and then shows the return", async () => {
    const delivered = {
      ...orderDetails,
      status: "delivered" as const,
      returnBy: "2026-04-15T16:05:00.000Z",
      actions: ["return" as const],
    };
    const shirt = orderDetails.lines[0]?.id as string;
    const returning = {
      ...delivered,
      status: "return_requested" as const,
      actions: [],
      return: {
        lines: [{ lineId: shirt, quantity: 1 }],
        reason: "Too small in the shoulders.",
        amount: 4_900,
        requestedAt: "2026-03-20T10:00:00.000Z",
        declineReason: null,
      },
    };
    const calls = stubFetch({
      [`GET /v1/order/${orderDetails.id}`]: () => json(200, delivered),
      [`POST /v1/order/${orderDetails.id}/return`]: () => json(200, returning),
    });
    renderOrder();
    const until = await screen.findByText(/You can ask to return items until/);
    expect(until.querySelector("time")?.getAttribute("datetime")).toBe(delivered.returnBy);
    await userEvent.click(screen.getByRole("button", { name: "Return items" }));
    const dialog = await screen.findByRole("dialog", { name: "Return items" });
    await userEvent.click(within(dialog).getByRole("button", { name: "Ask to return" }));
    expect(within(dialog).getByText("Choose at least one item to return")).toBeTruthy();
    expect(within(dialog).getByText("Reason is required")).toBeTruthy();
    await userEvent.click(within(dialog).getByRole("checkbox", { name: /Linen shirt/ }));
    const howMany = within(dialog).getByRole("textbox", { name: "How many of Linen shirt to return" });
    expect((howMany as HTMLInputElement).value).toBe("2");
    await userEvent.clear(howMany);
    await userEvent.type(howMany, "1");
    expect(within(dialog).queryByRole("textbox", { name: /How many of Silk scarf/ })).toBeNull();
    await userEvent.type(
      within(dialog).getByRole("textbox", { name: /Reason/ }),
      "Too small in the shoulders.",
    );
    await userEvent.click(within(dialog).getByRole("button", { name: "Ask to return" }));
    const shown = await screen.findByRole("region", { name: "Return" });
    expect(within(shown).getByText("Why: Too small in the shoulders.")).toBeTruthy();
    expect(within(shown).getByText("To refund").nextSibling?.textContent).toBe("€49.00");
    expect(screen.queryByRole("button", { name: "Return items" })).toBeNull();
    const body = calls.find((call) => call.key === `POST /v1/order/${orderDetails.id}/return`)?.init.body;
    expect(JSON.parse(String(body))).toEqual({
      lines: [{ lineId: shirt, quantity: 1 }],
      reason: "Too small in the shoulders.",
    });
  });

  it("says why the store declined a return", async () => {
    const declined = {
      ...orderDetails,
      status: "completed" as const,
      actions: [],
      return: {
        lines: [{ lineId: orderDetails.lines[1]?.id as string, quantity: 1 }],
        reason: "Not my colour.",
        amount: 4_100,
        requestedAt: "2026-03-20T10:00:00.000Z",
        declineReason: "It came back worn.",
      },
    };
    stubFetch({ [`GET /v1/order/${orderDetails.id}`]: () => json(200, declined) });
    renderOrder();
    const shown = await screen.findByRole("region", { name: "Return" });
    expect(within(shown).getByText("Silk scarf · Size One size")).toBeTruthy();
    expect(within(shown).getByText("Not refunded")).toBeTruthy();
    expect(within(shown).getByText("Why the store declined it: It came back worn.")).toBeTruthy();
  });

  it("says plainly when the order is not the viewer's or does not exist", async () => {
    stubFetch({});
    renderOrder();
    expect(await screen.findByText("This order is not yours or does not exist")).toBeTruthy();
    expect(screen.getByRole("link", { name: "See my orders" }).getAttribute("href")).toBe("/my-orders");
  });

  it("offers to try again when the order could not load", async () => {
    stubFetch({ [`GET /v1/order/${orderDetails.id}`]: () => json(500, { message: "Something went wrong" }) });
    renderOrder();
    expect(await screen.findByText("The order could not load")).toBeTruthy();
    expect(screen.getByRole("button", { name: "Try again" })).toBeTruthy();
  });
});
