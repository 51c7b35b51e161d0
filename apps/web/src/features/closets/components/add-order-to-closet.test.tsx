import { notifications } from "@mantine/notifications";
import { act, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { session } from "../../../lib/session.ts";
import { jeans, myCloset, myOtherCloset, pageOf } from "../../../testing/closets.ts";
import { type FetchHandler, json, renderWithApp, stubFetch } from "../../../testing/render.tsx";
import { me } from "../../../testing/users.ts";
// Through the face: the order page (features/orders) is where it is meant to go.
import { AddOrderToCloset } from "../index.ts";

const ORDER_ID = "0d0d0d0d-0000-4000-8000-000000000001";
const CLOSETS = `GET /v1/user/${me.id}/closets`;
const intoWeekend = `POST /v1/closets/${myOtherCloset.id}/items/from-order`;

const withClosets = (handlers: Record<string, FetchHandler>) =>
  stubFetch({ [CLOSETS]: () => json(200, pageOf([myCloset, myOtherCloset])), ...handlers });

/** Opens the dialog from the order's button, and puts the order into the Weekend closet. */
async function addToWeekend() {
  const user = userEvent.setup();
  renderWithApp(() => <AddOrderToCloset orderId={ORDER_ID} />, {
    path: "/orders/$id",
    at: `/orders/${ORDER_ID}`,
    routes: { "/wall/closets/$id": <p>The closet</p>, "/closet/new": <p>The closet form</p> },
  });
  await user.click(await screen.findByRole("button", { name: "Add to my closet" }));
  const dialog = await screen.findByRole("dialog", { name: "Add to my closet" });
  await user.click(await within(dialog).findByRole("radio", { name: "Weekend" }));
  await user.click(within(dialog).getByRole("button", { name: "Add the items" }));
  return dialog;
}

beforeEach(() => {
  session.save({ accessToken: "token-abcdefghij", refreshToken: "r", expiresIn: 900, user: me });
});

afterEach(() => {
  act(() => notifications.clean());
  vi.unstubAllGlobals();
});

describe("AddOrderToCloset", () => {
  it("puts the order's items into the closet picked, and says how many went where", async () => {
    const calls = withClosets({ [intoWeekend]: () => json(200, { items: [jeans, jeans, jeans] }) });
    const dialog = await addToWeekend();
    expect((await within(dialog).findByRole("status")).textContent).toBe("3 items added to Weekend");
    expect(within(dialog).getByRole("link", { name: "See the closet" }).getAttribute("href")).toBe(
      `/wall/closets/${myOtherCloset.id}`,
    );
    const sent = calls.find((call) => call.key === intoWeekend);
    expect(JSON.parse(String(sent?.init.body))).toEqual({ orderId: ORDER_ID });
  });

  it("says so when everything from the order is already in the closets", async () => {
    withClosets({ [intoWeekend]: () => json(200, { items: [] }) });
    const dialog = await addToWeekend();
    expect((await within(dialog).findByRole("status")).textContent).toBe(
      "Everything from this order is already in your closets",
    );
    expect(within(dialog).queryByRole("link", { name: "See the closet" })).toBeNull();
  });

  it("shows the server's refusal as it is, before delivery", async () => {
    const refusal = "Only what a delivered order brought can go into a closet.";
    withClosets({ [intoWeekend]: () => json(409, { message: refusal }) });
    const dialog = await addToWeekend();
    expect((await within(dialog).findByRole("alert")).textContent).toBe(refusal);
    expect(within(dialog).getByRole("button", { name: "Add the items" })).toBeTruthy();
  });

  it("sends a person without closets to make one first", async () => {
    stubFetch({ [CLOSETS]: () => json(200, pageOf([])) });
    const user = userEvent.setup();
    renderWithApp(() => <AddOrderToCloset orderId={ORDER_ID} />);
    await user.click(await screen.findByRole("button", { name: "Add to my closet" }));
    const dialog = await screen.findByRole("dialog", { name: "Add to my closet" });
    expect(await within(dialog).findByText(/You have no closets yet/)).toBeTruthy();
    expect(within(dialog).getByRole("link", { name: "Create a closet" }).getAttribute("href")).toBe(
      "/closet/new",
    );
    expect(within(dialog).queryByRole("button", { name: "Add the items" })).toBeNull();
  });
});
