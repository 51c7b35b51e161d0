import type { Brand, BrandPage } from "@cbm/contracts";
import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { useState } from "react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { json, renderWithProviders, stubFetch } from "../../../testing/render.tsx";
import { BrandPicker } from "./brand-picker.tsx";

const brand = (index: number, name: string): Brand => ({
  id: `00000000-0000-4000-8000-${String(index).padStart(12, "0")}`,
  name,
  slug: name.toLowerCase().replaceAll(" ", "-"),
  logo: `/media/${index}.webp`,
  description: `${name} makes clothes.`,
});

const CATALOGUE = [
  brand(1, "Maison Orvelle"),
  brand(2, "Northbay Denim"),
  brand(3, "Olea Knitwear"),
  brand(4, "Sable Street"),
];

/** Answers GET /v1/brands from the catalogue like the server: a keyword keeps names that contain it. */
function catalogueServer(brands = CATALOGUE) {
  return stubFetch({
    "GET /v1/brands": (_init, url) => {
      const keyword = url.searchParams.get("keyword")?.toLowerCase() ?? "";
      const page = Number(url.searchParams.get("page"));
      const size = Number(url.searchParams.get("size"));
      const found = brands.filter((item) => item.name.toLowerCase().includes(keyword));
      const body: BrandPage = {
        items: found.slice(page * size, (page + 1) * size),
        page,
        size,
        total: found.length,
      };
      return json(200, body);
    },
  });
}

function Picker({ initial = [], max }: { initial?: string[]; max?: number }) {
  const [ids, setIds] = useState(initial);
  return (
    <>
      <BrandPicker value={ids} onChange={setIds} max={max} />
      <output>{ids.join(",")}</output>
    </>
  );
}

const chosen = () => screen.getByRole("status").textContent;

afterEach(() => {
  vi.unstubAllGlobals();
});

// Dozens of cards and a debounced search take their time in jsdom on a busy machine.
describe("BrandPicker", { timeout: 15_000 }, () => {
  it("lists the brands as cards with logos, and shows the picked ones as removable chips", async () => {
    catalogueServer();
    renderWithProviders(<Picker />);
    expect(screen.getByText("None yet: search below and tap the brands you like.")).toBeTruthy();
    const card = await screen.findByRole("checkbox", { name: "Olea Knitwear" });
    expect(card.querySelector("img")?.getAttribute("src")).toBe("/media/3.webp");
    expect(screen.getByRole("group", { name: "All brands" })).toBeTruthy();

    await userEvent.click(card);
    await userEvent.click(screen.getByRole("checkbox", { name: "Maison Orvelle" }));
    expect(chosen()).toBe(`${CATALOGUE[2]?.id},${CATALOGUE[0]?.id}`);
    const chips = screen.getByRole("list", { name: "Chosen brands" });
    expect(within(chips).getByText("Olea Knitwear")).toBeTruthy();

    await userEvent.click(screen.getByRole("button", { name: "Remove Olea Knitwear" }));
    expect(chosen()).toBe(CATALOGUE[0]?.id);
    expect(card.getAttribute("aria-checked")).toBe("false");
  });

  it("searches as the person types, once they pause", async () => {
    const calls = catalogueServer();
    renderWithProviders(<Picker />);
    await screen.findByRole("checkbox", { name: "Sable Street" });
    await userEvent.type(screen.getByLabelText("Search brands"), "denim");
    expect(await screen.findByRole("group", { name: "Brands matching “denim”" })).toBeTruthy();
    await waitFor(() =>
      expect(screen.getAllByRole("checkbox").map((box) => box.getAttribute("aria-label"))).toEqual([
        "Northbay Denim",
      ]),
    );
    const keywords = calls.map((call) => call.url.searchParams.get("keyword"));
    expect(keywords).toEqual([null, "denim"]);
    expect(screen.getByText("1 brand found")).toBeTruthy();

    await userEvent.click(screen.getByRole("button", { name: "Clear the search" }));
    expect(await screen.findByRole("group", { name: "All brands" })).toBeTruthy();
  });

  it("says when nothing matches", async () => {
    catalogueServer();
    renderWithProviders(<Picker />);
    await userEvent.type(screen.getByLabelText("Search brands"), "zzz");
    expect(await screen.findByText("No brand matches “zzz”")).toBeTruthy();
    expect(screen.getByText("Check the spelling, or try a shorter part of the name.")).toBeTruthy();
  });

  it("keeps the others waiting once the maximum is chosen", async () => {
    catalogueServer();
    renderWithProviders(<Picker max={2} />);
    await userEvent.click(await screen.findByRole("checkbox", { name: "Maison Orvelle" }));
    await userEvent.click(screen.getByRole("checkbox", { name: "Sable Street" }));
    expect(screen.getByText(/2 of 2 chosen/)).toBeTruthy();
    expect(screen.getByRole("checkbox", { name: "Olea Knitwear" })).toHaveProperty("disabled", true);
    await userEvent.click(screen.getByRole("checkbox", { name: "Sable Street" }));
    expect(screen.getByRole("checkbox", { name: "Olea Knitwear" })).toHaveProperty("disabled", false);
  });

  it("shows brands chosen earlier by fetching each one", async () => {
    const earlier = brand(9, "Costa Linea");
    stubFetch({
      "GET /v1/brands": () => json(200, { items: CATALOGUE, page: 0, size: 24, total: 4 }),
      [`GET /v1/brands/${earlier.id}`]: () => json(200, earlier),
    });
    renderWithProviders(<Picker initial={[earlier.id]} />);
    expect(await screen.findByRole("button", { name: "Remove Costa Linea" })).toBeTruthy();
  });

  it("loads more brands on demand", async () => {
    const many = Array.from({ length: 30 }, (_, index) => brand(index + 1, `Label ${index + 1}`));
    catalogueServer(many);
    renderWithProviders(<Picker />);
    await screen.findByRole("checkbox", { name: "Label 24" });
    expect(screen.queryByRole("checkbox", { name: "Label 25" })).toBeNull();
    await userEvent.click(screen.getByRole("button", { name: "Show more brands" }));
    expect(await screen.findByRole("checkbox", { name: "Label 30" })).toBeTruthy();
    expect(screen.queryByRole("button", { name: "Show more brands" })).toBeNull();
  });

  it("offers to try again when the brands cannot be loaded", async () => {
    let fail = true;
    stubFetch({
      "GET /v1/brands": () =>
        fail ? json(503, { message: "Busy" }) : json(200, { items: CATALOGUE, page: 0, size: 24, total: 4 }),
    });
    renderWithProviders(<Picker />);
    expect(await screen.findByText("We could not load the brands")).toBeTruthy();
    fail = false;
    await userEvent.click(screen.getByRole("button", { name: "Try again" }));
    await waitFor(() => expect(screen.getByRole("checkbox", { name: "Maison Orvelle" })).toBeTruthy());
  });
});
