import { readFile } from "node:fs/promises";
import { createRequire } from "node:module";
import { COLOUR_PALETTE, type Colour, type ItemSubcategory } from "@cbm/contracts";
import sharp from "sharp";

// The garments' glyphs, analysed once and recoloured to any colour of the palette, for the demo photos.

/** The Fluent Emoji Flat glyphs (MIT, by Microsoft) of each subcategory; a photo picks one by its seed. */
export const GARMENT_GLYPHS = {
  "t-shirt": ["t-shirt"],
  shirt: ["womans-clothes"],
  blouse: ["womans-clothes"],
  sweater: ["t-shirt"],
  hoodie: ["t-shirt"],
  "tank-top": ["running-shirt"],
  jeans: ["jeans"],
  trousers: ["jeans"],
  skirt: ["dress"],
  shorts: ["shorts"],
  leggings: ["jeans"],
  dress: ["dress"],
  jumpsuit: ["dress"],
  kimono: ["kimono"],
  sari: ["sari"],
  coat: ["coat"],
  jacket: ["coat"],
  blazer: ["lab-coat"],
  trench: ["coat"],
  sneakers: ["running-shoe"],
  boots: ["hiking-boot", "womans-boot"],
  heels: ["high-heeled-shoe"],
  flats: ["flat-shoe", "ballet-shoes"],
  sandals: ["womans-sandal", "thong-sandal"],
  handbag: ["handbag"],
  clutch: ["clutch-bag", "purse"],
  backpack: ["backpack"],
  tote: ["shopping-bags"],
  hat: ["womans-hat", "top-hat"],
  cap: ["billed-cap"],
  scarf: ["scarf"],
  gloves: ["gloves"],
  sunglasses: ["sunglasses"],
  glasses: ["glasses"],
  jewellery: ["ring", "gem-stone"],
  socks: ["socks"],
  tie: ["necktie"],
  bikini: ["bikini"],
  swimsuit: ["one-piece-swimsuit"],
  lipstick: ["lipstick"],
  fragrance: ["lotion-bottle"],
} as const satisfies Record<ItemSubcategory, readonly string[]>;

export type GlyphName = (typeof GARMENT_GLYPHS)[ItemSubcategory][number];

/**
 * Parts of a glyph that are not the item and keep a set colour instead of the item's: lenses, a
 * ring's band, a lipstick's case, the shirt under a tie. Keys are the glyph's own fills.
 */
const FIXED_PARTS: Partial<Record<GlyphName, Record<string, string>>> = {
  glasses: { "#83cbff": "#e4edf1" },
  sunglasses: { "#321b41": "#2a2624" },
  ring: { "#b4acbc": "#cdc7c0" },
  lipstick: { "#ffb02e": "#d6ad5e", "#321b41": "#2a2624" },
  necktie: { "#5092ff": "#eeebe6", "#26eafc": "#dcd7d0", "#d3d3d3": "#d6d2cc", "#f4f4f4": "#f7f5f1" },
};

export interface Hsl {
  h: number;
  s: number;
  l: number;
}

export function hexToHsl(hex: string): Hsl {
  const channel = (start: number) => Number.parseInt(hex.slice(start, start + 2), 16) / 255;
  const [r, g, b] = [channel(1), channel(3), channel(5)];
  const max = Math.max(r, g, b);
  const min = Math.min(r, g, b);
  const l = (max + min) / 2;
  const chroma = max - min;
  if (chroma === 0) return { h: 0, s: 0, l };
  const s = chroma / (1 - Math.abs(2 * l - 1));
  const sector =
    max === r ? (g - b) / chroma + (g < b ? 6 : 0) : max === g ? (b - r) / chroma + 2 : (r - g) / chroma + 4;
  return { h: sector * 60, s, l };
}

export function hslToHex({ h, s, l }: Hsl): string {
  const chroma = (1 - Math.abs(2 * l - 1)) * s;
  const channel = (n: number) => {
    const k = (n + h / 30) % 12;
    const value = l - (chroma / 2) * Math.max(-1, Math.min(k - 3, 9 - k, 1));
    return Math.round(value * 255)
      .toString(16)
      .padStart(2, "0");
  };
  return `#${channel(0)}${channel(8)}${channel(4)}`;
}

/** "#fff" → "#ffffff", lower case, so fills compare equal. */
const fullHex = (hex: string) =>
  (hex.length === 4 ? `#${[...hex.slice(1)].map((digit) => digit + digit).join("")}` : hex).toLowerCase();

const PAINT = /(fill|stroke)="(#[0-9a-fA-F]{3,6})"/g;

let glyphBodies: Promise<Map<GlyphName, string>> | undefined;

/** Reads the icon set (9 MB of JSON) once, keeping only the bodies of the glyphs used here. */
function bodiesOfGlyphs(): Promise<Map<GlyphName, string>> {
  glyphBodies ??= (async () => {
    const file = createRequire(import.meta.url).resolve("@iconify-json/fluent-emoji-flat/icons.json");
    const { icons } = JSON.parse(await readFile(file, "utf8")) as { icons: Record<string, { body: string }> };
    const names = new Set(Object.values(GARMENT_GLYPHS).flat());
    return new Map(
      [...names].map((name) => {
        const icon = icons[name];
        if (!icon) throw new Error(`Fluent Emoji Flat has no glyph "${name}"`);
        return [name, icon.body.replace(PAINT, (_, attribute, hex) => `${attribute}="${fullHex(hex)}"`)];
      }),
    );
  })();
  return glyphBodies;
}

/** What recolouring and placing a glyph needs: its body, its main fill, and its box in 32-unit glyph space. */
export interface GlyphShape {
  body: string;
  dominant: Hsl;
  box: Box;
}

export interface Box {
  left: number;
  top: number;
  width: number;
  height: number;
}

const GLYPH_SPACE = 32;
const ANALYSIS_SIZE = 128;
/** Things that look toy-like at full size, shown smaller. */
export const SMALL_GLYPHS = new Set<GlyphName>(["ring", "gem-stone"]);
const glyphShapes = new Map<GlyphName, Promise<GlyphShape>>();

function glyphShape(name: GlyphName): Promise<GlyphShape> {
  let shape = glyphShapes.get(name);
  if (!shape) {
    shape = analyse(name);
    glyphShapes.set(name, shape);
  }
  return shape;
}

/** Renders the glyph once to find its box and the recoloured fill covering the most pixels. */
async function analyse(name: GlyphName): Promise<GlyphShape> {
  const body = (await bodiesOfGlyphs()).get(name) ?? "";
  const whole = { left: 0, top: 0, width: GLYPH_SPACE, height: GLYPH_SPACE };
  const data = await sharp(Buffer.from(glyphSvg(body, whole, ANALYSIS_SIZE, ANALYSIS_SIZE)))
    .raw()
    .toBuffer();
  // Keyed by the packed RGB a pixel of that fill has inside a shape (edges blend, and do not count).
  const fills = new Map(
    [...body.matchAll(PAINT)].map(([, , hex = ""]) => [Number.parseInt(hex.slice(1), 16), hex]),
  );
  const area = new Map<string, number>();
  let [left, top, right, bottom] = [ANALYSIS_SIZE, ANALYSIS_SIZE, 0, 0];
  for (let pixel = 0; pixel < data.length / 4; pixel++) {
    const offset = pixel * 4;
    if (data[offset + 3] === 0) continue;
    const [x, y] = [pixel % ANALYSIS_SIZE, Math.floor(pixel / ANALYSIS_SIZE)];
    [left, top, right, bottom] = [
      Math.min(left, x),
      Math.min(top, y),
      Math.max(right, x),
      Math.max(bottom, y),
    ];
    const fill = fills.get(data.readUIntBE(offset, 3));
    if (fill) area.set(fill, (area.get(fill) ?? 0) + 1);
  }
  const recoloured = [...area].filter(([hex]) => isRecoloured(name, hex));
  const [dominant] = recoloured.reduce((most, entry) => (entry[1] > most[1] ? entry : most));
  const unit = GLYPH_SPACE / ANALYSIS_SIZE;
  return {
    body,
    dominant: hexToHsl(dominant),
    box: {
      left: left * unit,
      top: top * unit,
      width: (right - left + 1) * unit,
      height: (bottom - top + 1) * unit,
    },
  };
}

/** Near-black details (soles, lenses, outlines) stay as drawn; fixed parts take their set colour. */
function isRecoloured(name: GlyphName, hex: string): boolean {
  const { s, l } = hexToHsl(hex);
  return FIXED_PARTS[name]?.[hex] === undefined && !(l < 0.14 && s < 0.3);
}

/** How light a colour shows as a garment: true black and white would lose the glyph's shading. */
const shownLightness = (l: number) => Math.min(0.9, Math.max(0.17, l));
/** How much of a fill's difference in lightness from the main fill survives. */
const SHADING = 0.65;

/**
 * Moves a fill onto the item's hue and saturation, keeping how much lighter or darker than the
 * glyph's main fill it was, scaled into the room the item's colour leaves above or below it.
 */
function recolourFill(fill: Hsl, dominant: Hsl, target: Hsl): Hsl {
  const base = shownLightness(target.l);
  const l =
    fill.l >= dominant.l
      ? base + ((fill.l - dominant.l) / Math.max(1 - dominant.l, 0.01)) * (1 - base) * SHADING
      : base - ((dominant.l - fill.l) / Math.max(dominant.l, 0.01)) * base * SHADING;
  return { h: target.h, s: Math.min(target.s, chromaOf(target) / chromaOf({ ...target, l })), l };
}

/** HSL saturation overstates how colourful near-white and near-black are; chroma does not. */
const chromaOf = ({ s, l }: Hsl) => (1 - Math.abs(2 * l - 1)) * s;

const recolouredBodies = new Map<string, string>();

export async function recolouredGlyph(name: GlyphName, colour: Colour): Promise<GlyphShape> {
  const shape = await glyphShape(name);
  const key = `${name}:${colour}`;
  let body = recolouredBodies.get(key);
  if (body === undefined) {
    const target = hexToHsl(COLOUR_PALETTE[colour].hex);
    body = shape.body.replace(PAINT, (paint, attribute, hex) => {
      const fixed = FIXED_PARTS[name]?.[hex];
      if (fixed) return `${attribute}="${fixed}"`;
      if (!isRecoloured(name, hex)) return paint;
      return `${attribute}="${hslToHex(recolourFill(hexToHsl(hex), shape.dominant, target))}"`;
    });
    recolouredBodies.set(key, body);
  }
  return { ...shape, body };
}

/** The part `box` (in glyph space) of a glyph, drawn `width`×`height` pixels on a transparent ground. */
export function glyphSvg(body: string, box: Box, width: number, height: number): string {
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="${box.left} ${box.top} ${box.width} ${box.height}" preserveAspectRatio="none">${body}</svg>`;
}
