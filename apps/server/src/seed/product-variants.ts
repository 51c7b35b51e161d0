// A seeded product's price, its variants (sizes and colours), their stock and SKUs.
import type { Colour, ItemSubcategory, VariantBody } from "@cbm/contracts";
import type { StockState } from "./catalogue-plans.ts";
import type { Kind } from "./product-kind.ts";
import { KINDS } from "./product-kinds.ts";
import type { Random } from "./random.ts";

/** A price in minor units that looks like one: whole fives from 100 up, .00, .90 or .95 below. */
export function priceOf(random: Random, [min, max]: Kind["price"]): number {
  const units = random.int(min, max);
  if (units >= 100) return Math.round(units / 5) * 5 * 100;
  return units * 100 - random.pick([0, 0, 0, 5, 10]);
}

/** The variants: sizes in one or two colours, or colours of a one-size thing; two to six of them. */
export function variantsOf(
  random: Random,
  subcategory: ItemSubcategory,
  sizes: readonly string[],
  colour: Colour,
  sku: string,
): Omit<VariantBody, "stock">[] {
  const others = KINDS[subcategory].colours.filter((other) => other !== colour);
  let options: { size: string; colour: Colour }[];
  if (sizes.length === 1) {
    // One size: the product in two to four colours.
    const colours = [colour, ...random.shuffled(others).slice(0, random.int(1, Math.min(3, others.length)))];
    options = colours.map((each) => ({ size: sizes[0] as string, colour: each }));
  } else {
    const twoColours = others.length > 0 && sizes.length >= 2 && random.chance(0.3);
    const colours = twoColours ? [colour, random.pick(others)] : [colour];
    const count = twoColours
      ? random.int(2, Math.min(3, sizes.length))
      : random.int(2, Math.min(6, sizes.length));
    // A run of neighbouring sizes.
    const first = random.int(0, sizes.length - count);
    const run = sizes.slice(first, first + count);
    options = colours.flatMap((each) => run.map((size) => ({ size, colour: each })));
  }
  return options.map((option) => ({
    ...option,
    sku: `${sku}-${option.size.replace(/[^A-Za-z0-9.]/g, "").toUpperCase()}-${option.colour.toUpperCase()}`,
  }));
}

/** Each variant's stock for the product's state: low means five or fewer in all, at least one. */
export function stockOf(random: Random, count: number, state: StockState): number[] {
  switch (state) {
    case "sold-out":
      return Array.from({ length: count }, () => 0);
    case "low": {
      const left = random.int(1, 5);
      const stock = Array.from({ length: count }, () => 0);
      for (let unit = 0; unit < left; unit++) {
        const at = random.int(0, count - 1);
        stock[at] = (stock[at] ?? 0) + 1;
      }
      return stock;
    }
    case "one-out": {
      const out = random.int(0, count - 1);
      return Array.from({ length: count }, (_, index) => (index === out ? 0 : random.int(2, 24)));
    }
    case "plenty":
      return Array.from({ length: count }, () => random.int(3, 40));
  }
}

/** "Atelier Moreau" → "AM": the start of the store's SKUs. */
export const skuPrefixOf = (storeName: string) =>
  storeName
    .split(/\s+/)
    .map((word) => word.replace(/[^A-Za-z]/g, "").charAt(0))
    .join("")
    .toUpperCase() || "ST";
