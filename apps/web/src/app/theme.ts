import {
  createTheme,
  defaultVariantColorsResolver,
  type MantineColorsTuple,
  parseThemeColor,
  rgba,
  type VariantColorsResolver,
} from "@mantine/core";

/** Terracotta rose: CBM's accent, dark enough at shade 8 for white text. */
const rose: MantineColorsTuple = [
  "#fdf3ef",
  "#f8e2da",
  "#f0c2b2",
  "#e8a089",
  "#e08366",
  "#da6f4f",
  "#d26242",
  "#b95234",
  "#a2462b",
  "#8a3a22",
];

/** Espresso ink for text, borders and the dark surfaces. */
const ink: MantineColorsTuple = [
  "#f6f3f1",
  "#e8e2de",
  "#cfc4bd",
  "#b4a59b",
  "#9c8a7e",
  "#8a776a",
  "#7d6a5d",
  "#5f5047",
  "#40362f",
  "#1f1a17",
];

const INK = "var(--mantine-color-ink-9)";

/**
 * Orange and yellow text on their own light tint stays under 4.5:1 at any shade (a past-due alert's
 * orange.9 title read 3.6:1): their light variants (alerts, badges) are written in ink on the tint.
 */
const INKED_TINTS = new Set(["orange", "yellow"]);

/**
 * Mantine shows a subtle or transparent control's text in shade 6 at most, whatever shade is asked for:
 * a subtle `red.9` Delete read red.6, 3.2:1 on the paper. The shade asked for is the one shown, and a
 * subtle one's hover tint stays pale enough to keep it above 4.5:1 (Mantine's 12 % left red.9 at 4.46:1).
 */
export const variantColorResolver: VariantColorsResolver = (input) => {
  const colors = defaultVariantColorsResolver(input);
  const parsed = parseThemeColor({ color: input.color ?? input.theme.primaryColor, theme: input.theme });
  if (input.variant === "light" && INKED_TINTS.has(parsed.color)) return { ...colors, color: INK };
  if (!parsed.isThemeColor || parsed.shade === undefined) return colors;
  const color = `var(--mantine-color-${parsed.color}-${parsed.shade})`;
  if (input.variant === "transparent") return { ...colors, color };
  if (input.variant !== "subtle") return colors;
  return {
    ...colors,
    color,
    hover: rgba(input.theme.colors[parsed.color]?.[parsed.shade] ?? parsed.value, 0.06),
  };
};

const DIALOG_HEADER = { header: { role: "none" } };

export const theme = createTheme({
  colors: { rose, ink },
  primaryColor: "rose",
  primaryShade: 8,
  black: "#1f1a17",
  white: "#fffdf9",
  fontFamily: "'Inter Variable', system-ui, sans-serif",
  headings: { fontFamily: "'Fraunces Variable', Georgia, serif", fontWeight: "600" },
  defaultRadius: "md",
  cursorType: "pointer",
  // Menus, dialogs and toasts appear at once for those who ask their system for less motion, as CBM's own
  // animations do (global.css).
  respectReducedMotion: true,
  variantColorResolver,
  components: {
    // Links inside text must not rely on colour alone.
    Anchor: { defaultProps: { underline: "always" } },
    Notification: { defaultProps: { closeButtonProps: { "aria-label": "Close" } } },
    // A dialog's <header> is not the page's banner: a second banner landmark confuses screen readers.
    Modal: { defaultProps: { closeButtonProps: { "aria-label": "Close" }, attributes: DIALOG_HEADER } },
    Drawer: { defaultProps: { closeButtonProps: { "aria-label": "Close menu" }, attributes: DIALOG_HEADER } },
  },
});
