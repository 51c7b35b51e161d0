import type { Address, AddressPage } from "@cbm/contracts";
import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { json, renderWithProviders, stubFetch } from "../../../testing/render.tsx";
import { AddressBook } from "./address-book.tsx";

/** Types a value the fast way: one paste instead of a key press per letter. */
async function fill(input: HTMLElement, text: string) {
  await userEvent.clear(input);
  await userEvent.click(input);
  await userEvent.paste(text);
}

let serial = 0;
function address(label: string, fields: Partial<Address> = {}): Address {
  serial++;
  return {
    id: `00000000-0000-4000-8000-${String(serial).padStart(12, "0")}`,
    label,
    fullName: "Grace Hopper",
    line1: `${serial} Market Street`,
    line2: null,
    city: "San Francisco",
    region: "CA",
    postalCode: "94103",
    country: "US",
    phone: null,
    isDefault: false,
    createdAt: "2026-01-02T10:00:00.000Z",
    updatedAt: "2026-01-02T10:00:00.000Z",
    ...fields,
  };
}

/** The address endpoints over an in-memory list, with the server's default rules. */
function addressServer(initial: Address[]) {
  let book = [...initial];
  const page = (): AddressPage => ({
    items: [...book].sort((a, b) => Number(b.isDefault) - Number(a.isDefault)),
    page: 0,
    size: 20,
    total: book.length,
  });
  const handlers: Parameters<typeof stubFetch>[0] = { "GET /v1/users/addresses": () => json(200, page()) };
  for (const item of initial) {
    handlers[`DELETE /v1/users/addresses/${item.id}`] = () => {
      const gone = book.find((entry) => entry.id === item.id);
      book = book.filter((entry) => entry.id !== item.id);
      const [next] = book;
      if (gone?.isDefault && next) next.isDefault = true;
      return json(200, { message: "The address was deleted." });
    };
    handlers[`POST /v1/users/addresses/${item.id}/default`] = () => {
      book = book.map((entry) => ({ ...entry, isDefault: entry.id === item.id }));
      return json(
        200,
        book.find((entry) => entry.id === item.id),
      );
    };
  }
  handlers["POST /v1/users/addresses"] = (init) => {
    const created = address("", { ...JSON.parse(String(init.body)), isDefault: book.length === 0 });
    book.push(created);
    return json(200, created);
  };
  return stubFetch(handlers);
}

const cards = () => within(screen.getByRole("list", { name: "Your addresses" })).getAllByRole("listitem");

afterEach(() => {
  vi.unstubAllGlobals();
});

// The cards and the address form in its dialog render slowly in jsdom on a busy machine.
describe("AddressBook", { timeout: 15_000 }, () => {
  it("shows the addresses as cards, the default first with its badge", async () => {
    addressServer([
      address("Studio", { country: "FR", postalCode: "75001", city: "Paris", region: null }),
      address("Home", { isDefault: true, phone: "+14155550123" }),
    ]);
    renderWithProviders(<AddressBook />);
    expect(screen.getByLabelText("Loading your addresses")).toBeTruthy();
    const home = await screen.findByRole("listitem", { name: "Home, default address" });
    expect(within(home).getByText("Default")).toBeTruthy();
    expect(within(home).getByText("94103 San Francisco, CA")).toBeTruthy();
    expect(within(home).getByText("United States")).toBeTruthy();
    expect(within(home).getByText("+14155550123")).toBeTruthy();
    expect(within(home).queryByRole("button", { name: /Make default/ })).toBeNull();
    const studio = screen.getByRole("listitem", { name: "Studio" });
    expect(within(studio).getByText("75001 Paris")).toBeTruthy();
    expect(within(studio).getByText("France")).toBeTruthy();
    expect(cards().map((card) => card.getAttribute("aria-label"))).toEqual([
      "Home, default address",
      "Studio",
      null,
    ]);
  });

  it("makes another address the default", async () => {
    const studio = address("Studio");
    const calls = addressServer([address("Home", { isDefault: true }), studio]);
    renderWithProviders(<AddressBook />);
    await userEvent.click(await screen.findByRole("button", { name: "Make default: Studio" }));
    expect(await screen.findByRole("listitem", { name: "Studio, default address" })).toBeTruthy();
    expect(screen.getByRole("listitem", { name: "Home" })).toBeTruthy();
    expect(calls.map((call) => call.key)).toContain(`POST /v1/users/addresses/${studio.id}/default`);
  });

  it("deletes an address only after the person confirms", async () => {
    const calls = addressServer([address("Home", { isDefault: true }), address("Studio")]);
    renderWithProviders(<AddressBook />);
    await userEvent.click(await screen.findByRole("button", { name: "Delete Home" }));
    const dialog = await screen.findByRole("dialog", { name: "Delete this address?" });
    expect(within(dialog).getByText(/It is your default/)).toBeTruthy();
    await userEvent.click(within(dialog).getByRole("button", { name: "Keep it" }));
    expect(calls.some((call) => call.key.startsWith("DELETE"))).toBe(false);

    await userEvent.click(screen.getByRole("button", { name: "Delete Home" }));
    await userEvent.click(
      within(await screen.findByRole("dialog", { name: "Delete this address?" })).getByRole("button", {
        name: "Delete address",
      }),
    );
    expect(await screen.findByRole("listitem", { name: "Studio, default address" })).toBeTruthy();
    expect(screen.queryByRole("listitem", { name: /Home/ })).toBeNull();
  });

  it("adds the first address in a dialog from the empty state", async () => {
    const calls = addressServer([]);
    renderWithProviders(<AddressBook />);
    expect(await screen.findByText("No addresses yet")).toBeTruthy();
    await userEvent.click(screen.getByRole("button", { name: "Add an address" }));
    const dialog = await screen.findByRole("dialog", { name: "Add an address" });
    await fill(within(dialog).getByRole("textbox", { name: /Label/ }), "Home");
    await fill(within(dialog).getByRole("textbox", { name: /Full name/ }), "Grace Hopper");
    await fill(within(dialog).getByRole("textbox", { name: /Street address/ }), "221 Market Street");
    await fill(within(dialog).getByRole("textbox", { name: /City/ }), "San Francisco");
    await fill(within(dialog).getByRole("textbox", { name: /Postal code/ }), "94103");
    await userEvent.click(within(dialog).getByRole("button", { name: "Save address" }));

    expect(await screen.findByRole("listitem", { name: "Home, default address" })).toBeTruthy();
    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
    expect(calls.filter((call) => call.key === "POST /v1/users/addresses")).toHaveLength(1);
  });

  it("hands adding and editing to the caller when asked", async () => {
    const home = address("Home", { isDefault: true });
    addressServer([home]);
    const onAdd = vi.fn();
    const onEdit = vi.fn();
    renderWithProviders(<AddressBook onAdd={onAdd} onEdit={onEdit} />);
    await userEvent.click(await screen.findByRole("button", { name: "Edit Home" }));
    expect(onEdit).toHaveBeenCalledWith(home);
    await userEvent.click(screen.getByRole("button", { name: "Add an address" }));
    expect(onAdd).toHaveBeenCalled();
    expect(screen.queryByRole("dialog")).toBeNull();
  });

  it("stops offering to add at 20 addresses, and says why", async () => {
    addressServer(
      Array.from({ length: 20 }, (_, index) => address(`Place ${index}`, { isDefault: index === 0 })),
    );
    renderWithProviders(<AddressBook />);
    const add = await screen.findByRole("button", { name: /Add an address/ });
    expect(add).toHaveProperty("disabled", true);
    expect(
      within(add).getByText("You have 20, the most you can keep. Delete one to add another."),
    ).toBeTruthy();
  });

  it("offers to try again when the addresses cannot be loaded", async () => {
    let fail = true;
    stubFetch({
      "GET /v1/users/addresses": () =>
        fail ? json(503, { message: "Busy" }) : json(200, { items: [], page: 0, size: 20, total: 0 }),
    });
    renderWithProviders(<AddressBook />);
    expect(await screen.findByText("We could not load your addresses")).toBeTruthy();
    fail = false;
    await userEvent.click(screen.getByRole("button", { name: "Try again" }));
    expect(await screen.findByText("No addresses yet")).toBeTruthy();
  });
});
