import { DEFAULT_THEME, mergeMantineTheme } from "@mantine/core";
import { describe, expect, it } from "vitest";
import { theme, variantColorResolver } from "./theme.ts";

const full = mergeMantineTheme(DEFAULT_THEME, theme);
const resolved = (variant: string, color: string) => variantColorResolver({ variant, color, theme: full });
const colourOf = (variant: string, color: string) => resolved(variant, color).color;

describe("variantColorResolver", () => {
  it("shows a subtle or transparent control in the shade asked for, not Mantine's paler shade 6", () => {
    expect(colourOf("subtle", "red.9")).toBe("var(--mantine-color-red-9)");
    expect(colourOf("transparent", "ink.8")).toBe("var(--mantine-color-ink-8)");
  });

  it("tints a subtle control's hover only lightly, so its text keeps 4.5:1", () => {
    expect(resolved("subtle", "red.9").hover).toBe("rgba(201, 42, 42, 0.06)");
  });

  it("writes orange and yellow light alerts and badges in ink on their tint, and other light colours as Mantine does", () => {
    expect(colourOf("light", "orange")).toBe("var(--mantine-color-ink-9)");
    expect(colourOf("light", "yellow.6")).toBe("var(--mantine-color-ink-9)");
    expect(resolved("light", "orange").background).toBe("var(--mantine-color-orange-light)");
    expect(colourOf("light", "red")).toBe("var(--mantine-color-red-light-color)");
  });

  it("leaves the other variants and colours without a shade as Mantine draws them", () => {
    expect(colourOf("subtle", "red")).toBe("var(--mantine-color-red-light-color)");
    expect(colourOf("outline", "red.9")).toBe("var(--mantine-color-red-9)");
    expect(colourOf("filled", "red.9")).toBe("var(--mantine-color-white)");
  });
});
