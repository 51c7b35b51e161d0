import { screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { useState } from "react";
import { describe, expect, it } from "vitest";
import { renderWithProviders } from "../../testing/render.tsx";
import { ChoiceGrid, type ChoiceOption } from "./choice-grid.tsx";

const FRUIT: ChoiceOption<"apple" | "pear" | "plum" | "fig">[] = [
  { value: "apple", label: "Apple", description: "Crisp and round" },
  { value: "pear", label: "Pear" },
  { value: "plum", label: "Plum" },
  { value: "fig", label: "Fig", disabled: true, description: "Out of season" },
];

function One() {
  const [value, setValue] = useState<string | null>("pear");
  return <ChoiceGrid label="Favourite fruit" options={FRUIT} value={value} onChange={setValue} />;
}

function Many({ max }: { max?: number }) {
  const [value, setValue] = useState<string[]>([]);
  return (
    <>
      <ChoiceGrid
        label="Fruit"
        look="chips"
        multiple
        max={max}
        options={FRUIT}
        value={value}
        onChange={setValue}
      />
      <output>{value.join(",")}</output>
    </>
  );
}

describe("ChoiceGrid", () => {
  it("picks one option as radio cards, by click or arrow keys", async () => {
    renderWithProviders(<One />);
    expect(screen.getByRole("radiogroup", { name: "Favourite fruit" })).toBeTruthy();
    const apple = screen.getByRole("radio", { name: "Apple" });
    expect(apple.getAttribute("aria-describedby")).toBeTruthy();
    expect(screen.getByRole("radio", { name: "Pear" }).getAttribute("aria-checked")).toBe("true");
    await userEvent.click(apple);
    expect(apple.getAttribute("aria-checked")).toBe("true");
    expect(screen.getByRole("radio", { name: "Pear" }).getAttribute("aria-checked")).toBe("false");
    apple.focus();
    await userEvent.keyboard("{ArrowRight}");
    expect(screen.getByRole("radio", { name: "Pear" }).getAttribute("aria-checked")).toBe("true");
  });

  it("picks several as checkboxes and lets them go again", async () => {
    renderWithProviders(<Many />);
    expect(screen.getByRole("group", { name: "Fruit" })).toBeTruthy();
    await userEvent.click(screen.getByRole("checkbox", { name: "Plum" }));
    await userEvent.click(screen.getByRole("checkbox", { name: "Apple" }));
    expect(screen.getByRole("status").textContent).toBe("plum,apple");
    expect(screen.getByRole("checkbox", { name: "Plum" }).getAttribute("aria-checked")).toBe("true");
    await userEvent.click(screen.getByRole("checkbox", { name: "Plum" }));
    expect(screen.getByRole("status").textContent).toBe("apple");
  });

  it("stops at the maximum, says how many are chosen, and never picks a disabled option", async () => {
    renderWithProviders(<Many max={2} />);
    expect(screen.getByText("0 of 2 chosen.")).toBeTruthy();
    await userEvent.click(screen.getByRole("checkbox", { name: "Apple" }));
    await userEvent.click(screen.getByRole("checkbox", { name: "Pear" }));
    expect(screen.getByText("2 of 2 chosen: let one go to pick another.")).toBeTruthy();
    expect(screen.getByRole("checkbox", { name: "Plum" }).hasAttribute("disabled")).toBe(true);
    await userEvent.click(screen.getByRole("checkbox", { name: "Plum" }));
    expect(screen.getByRole("status").textContent).toBe("apple,pear");
    await userEvent.click(screen.getByRole("checkbox", { name: "Pear" }));
    expect(screen.getByRole("checkbox", { name: "Plum" }).hasAttribute("disabled")).toBe(false);
    expect(screen.getByRole("checkbox", { name: "Fig" }).hasAttribute("disabled")).toBe(true);
  });
});
