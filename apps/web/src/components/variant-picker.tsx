import { COLOUR_PALETTE, type Colour, type ProductDetails } from "@cbm/contracts";
import { Chip, Group, Stack, Text, VisuallyHidden } from "@mantine/core";
import { useId, useState } from "react";
import { ColourSwatch } from "./colour-swatch.tsx";
import classes from "./variant-picker.module.css";

type Variant = ProductDetails["variants"][number];

const unique = <T,>(values: T[]) => [...new Set(values)];

const isInStock = (variants: Variant[], colour: Colour, size?: string) =>
  variants.some(
    (variant) =>
      variant.colour === colour && (size === undefined || variant.size === size) && variant.available,
  );

export const isSoldOut = (variants: Variant[]) => variants.every((variant) => !variant.available);

/** Why none of the product can be bought now (its store is away, every size is sold out), if so. */
export function whyUnavailable(product: Pick<ProductDetails, "variants" | "store">): string | undefined {
  if (product.store.vacation.on) return "The store is away: its products can be bought once it is back.";
  if (isSoldOut(product.variants)) return "Every size is sold out.";
  return undefined;
}

/**
 * What the picker shows chosen at first: the first colour in stock, and the size when there is only one
 * (and it is in stock); `variant` is the variant so chosen, if the choice is complete.
 */
export function firstChoice(variants: Variant[]): {
  colour?: Colour;
  size?: string;
  variant: Variant | null;
} {
  const colours = unique(variants.map((variant) => variant.colour));
  const sizes = unique(variants.map((variant) => variant.size));
  const colour = colours.find((each) => isInStock(variants, each)) ?? colours[0];
  const size = sizes.length === 1 && colour && isInStock(variants, colour, sizes[0]) ? sizes[0] : undefined;
  const variant =
    variants.find((each) => each.colour === colour && each.size === size && each.available) ?? null;
  return { colour, size, variant };
}

/**
 * The product's colours and sizes, one of each to choose. A colour all sold out, and a size sold out in the
 * chosen colour, are shown disabled and struck through.
 */
export function VariantPicker({
  variants,
  onChoose,
}: {
  variants: Variant[];
  /** The variant chosen, or null while the choice is not complete or is sold out. */
  onChoose?: (variant: Variant | null) => void;
}) {
  const colours = unique(variants.map((variant) => variant.colour));
  const sizes = unique(variants.map((variant) => variant.size));
  const inStock = (colour: Colour, size?: string) => isInStock(variants, colour, size);
  const [colour, setColour] = useState<Colour | undefined>(() => firstChoice(variants).colour);
  const [size, setSize] = useState<string | undefined>(() => firstChoice(variants).size);
  // A page may show several pickers (an outfit's products): each names its own groups.
  const id = useId();

  const choose = (nextColour: Colour | undefined, nextSize: string | undefined) => {
    const keptSize = nextColour && nextSize && inStock(nextColour, nextSize) ? nextSize : undefined;
    setColour(nextColour);
    setSize(keptSize);
    onChoose?.(
      variants.find(
        (variant) => variant.colour === nextColour && variant.size === keptSize && variant.available,
      ) ?? null,
    );
  };

  return (
    <Stack gap="md">
      <Stack gap={6}>
        <Text fw={600} size="sm" id={`${id}-colour`}>
          Colour{colour ? `: ${COLOUR_PALETTE[colour].label}` : ""}
        </Text>
        <Chip.Group value={colour ?? null} onChange={(value) => choose(value as Colour, size)}>
          <Group gap="xs" role="radiogroup" aria-labelledby={`${id}-colour`}>
            {colours.map((each) => {
              const soldOut = !inStock(each);
              return (
                <Chip
                  key={each}
                  value={each}
                  type="radio"
                  name={`${id}-colour`}
                  color="ink"
                  variant="outline"
                  disabled={soldOut}
                  className={classes.option}
                >
                  <span style={{ display: "inline-flex", alignItems: "center", gap: 6 }}>
                    <ColourSwatch colour={each} size={14} />
                    {COLOUR_PALETTE[each].label}
                  </span>
                  {soldOut && <VisuallyHidden> (sold out)</VisuallyHidden>}
                </Chip>
              );
            })}
          </Group>
        </Chip.Group>
      </Stack>
      <Stack gap={6}>
        <Text fw={600} size="sm" id={`${id}-size`}>
          Size{size ? `: ${size}` : ""}
        </Text>
        <Chip.Group value={size ?? null} onChange={(value) => choose(colour, value as string)}>
          <Group gap="xs" role="radiogroup" aria-labelledby={`${id}-size`}>
            {sizes.map((each) => {
              const soldOut = !colour || !inStock(colour, each);
              return (
                <Chip
                  key={each}
                  value={each}
                  type="radio"
                  name={`${id}-size`}
                  color="ink"
                  variant="outline"
                  disabled={soldOut}
                  className={classes.option}
                >
                  {each}
                  {soldOut && <VisuallyHidden> (sold out)</VisuallyHidden>}
                </Chip>
              );
            })}
          </Group>
        </Chip.Group>
        {colour && sizes.some((each) => !inStock(colour, each)) && (
          <Text size="xs" c="dimmed">
            Struck-through sizes are sold out in {COLOUR_PALETTE[colour].label.toLowerCase()}.
          </Text>
        )}
      </Stack>
    </Stack>
  );
}
