import { COLOUR_PALETTE, type Colour } from "@cbm/contracts";

/** A round swatch of a palette colour; a hairline keeps white and cream visible on paper. */
export function ColourSwatch({ colour, size = 44 }: { colour: Colour; size?: number }) {
  return (
    <span
      aria-hidden="true"
      style={{
        display: "inline-block",
        width: size,
        height: size,
        flexShrink: 0,
        borderRadius: "50%",
        background: COLOUR_PALETTE[colour].hex,
        boxShadow: "inset 0 0 0 1px rgb(31 26 23 / 0.14)",
      }}
    />
  );
}
