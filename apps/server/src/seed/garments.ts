import { COLOUR_PALETTE, type Colour, type Image, type ItemSubcategory } from "@cbm/contracts";
import sharp from "sharp";
import { preparedImage } from "../modules/uploads/index.ts";
import type { Storage } from "../platform/storage.ts";
import {
  type Box,
  GARMENT_GLYPHS,
  type GlyphName,
  type GlyphShape,
  glyphSvg,
  hexToHsl,
  hslToHex,
  recolouredGlyph,
  SMALL_GLYPHS,
} from "./garment-glyphs.ts";
import { type Random, randomFor } from "./random.ts";

export const GARMENT_PHOTO_SIZE = { width: 800, height: 1000 } as const;
/** A studio backdrop: the wall at the top sweeping into the floor. */
interface Backdrop {
  wall: string;
  floor: string;
}

/** Warm off-white, blush, sage, stone, sand. */
const BACKDROPS: readonly Backdrop[] = [
  { wall: "#f7f3ee", floor: "#ebe3d9" },
  { wall: "#f8ece8", floor: "#ecd8d2" },
  { wall: "#eef1ea", floor: "#dde3d5" },
  { wall: "#f1efec", floor: "#e0dcd6" },
  { wall: "#f6efe4", floor: "#e8dcc9" },
];

/** A deeper backdrop of the same tint, for light garments that would vanish on the light one. */
function deepened({ wall, floor }: Backdrop): Backdrop {
  const deepen = (hex: string) => {
    const { h, s, l } = hexToHsl(hex);
    return hslToHex({ h, s: s * 0.8, l: l - 0.09 });
  };
  return { wall: deepen(wall), floor: deepen(floor) };
}

/**
 * Where the glyph sits on the photo, in pixels: about 70% of the photo's width (less for small
 * things) and at most 60% of its height, standing on the floor line.
 */
function placement(glyph: GlyphShape, name: GlyphName, random: Random): Box {
  const { width, height } = GARMENT_PHOTO_SIZE;
  const share = (SMALL_GLYPHS.has(name) ? random.int(42, 48) : random.int(66, 72)) / 100;
  const scale = Math.min((width * share) / glyph.box.width, (height * share * 0.85) / glyph.box.height);
  const [shownWidth, shownHeight] = [
    Math.round(glyph.box.width * scale),
    Math.round(glyph.box.height * scale),
  ];
  const floorLine = height * 0.8;
  return {
    left: Math.round((width - shownWidth) / 2),
    top: Math.round(floorLine - shownHeight),
    width: shownWidth,
    height: shownHeight,
  };
}

/** How much smaller than the photo the backdrop is drawn: it holds only soft gradients, so it scales up cleanly. */
const BACKDROP_REDUCTION = 4;

/** The studio sweep, a soft light from one side and the glyph's floor shadow, at a quarter of the size. */
function backdropSvg(colour: Colour, where: Box, random: Random): string {
  const { width, height } = GARMENT_PHOTO_SIZE;
  const backdrop = random.pick(BACKDROPS);
  const { wall, floor } = hexToHsl(COLOUR_PALETTE[colour].hex).l > 0.8 ? deepened(backdrop) : backdrop;
  const floorLine = where.top + where.height;
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width / BACKDROP_REDUCTION}" height="${height / BACKDROP_REDUCTION}" viewBox="0 0 ${width} ${height}">
  <defs>
    <linearGradient id="sweep" x1="0" y1="0" x2="0" y2="1">
      <stop offset="0" stop-color="${wall}"/>
      <stop offset="0.55" stop-color="${wall}"/>
      <stop offset="1" stop-color="${floor}"/>
    </linearGradient>
    <radialGradient id="light" cx="${random.int(30, 70)}%" cy="35%" r="70%">
      <stop offset="0" stop-color="#ffffff" stop-opacity="0.45"/>
      <stop offset="1" stop-color="#ffffff" stop-opacity="0"/>
    </radialGradient>
    <radialGradient id="shadow">
      <stop offset="0" stop-color="#3a2e26" stop-opacity="0.3"/>
      <stop offset="0.6" stop-color="#3a2e26" stop-opacity="0.1"/>
      <stop offset="1" stop-color="#3a2e26" stop-opacity="0"/>
    </radialGradient>
  </defs>
  <rect width="${width}" height="${height}" fill="url(#sweep)"/>
  <rect width="${width}" height="${height}" fill="url(#light)"/>
  <ellipse cx="${width / 2}" cy="${floorLine}" rx="${where.width * 0.52}" ry="${Math.max(18, where.width * 0.06)}" fill="url(#shadow)"/>
</svg>`;
}

/**
 * A product-like photo of a closet item for the demo data: the subcategory's glyph in the item's
 * colour on a soft studio backdrop, as an 800×1000 WebP; the same inputs give the same bytes.
 */
export async function garmentPhoto(
  subcategory: ItemSubcategory,
  colour: Colour,
  seed: string,
): Promise<Buffer> {
  const random = randomFor(`garment:${subcategory}:${colour}:${seed}`);
  const name = random.pick(GARMENT_GLYPHS[subcategory]);
  const glyph = await recolouredGlyph(name, colour);
  const where = placement(glyph, name, random);
  return sharp(Buffer.from(backdropSvg(colour, where, random)))
    .resize(GARMENT_PHOTO_SIZE)
    .composite([
      {
        input: Buffer.from(glyphSvg(glyph.body, glyph.box, where.width, where.height)),
        left: where.left,
        top: where.top,
      },
    ])
    .webp({ quality: 82, effort: 2 })
    .toBuffer();
}

/** The demo's garment photos as wall images (WebP variants with `srcset`), by kind and colour. */
export type GarmentStudio = (subcategory: ItemSubcategory, colour: Colour) => Promise<Image>;

/**
 * Draws and stores each garment photo the demo asks for once, however many closet items and products
 * show it: the same kind and colour answer the same image (the same bytes on every seed).
 */
export function garmentStudio(storage: Storage): GarmentStudio {
  const shots = new Map<string, Promise<Image>>();
  return (subcategory, colour) => {
    const key = `${subcategory}:${colour}`;
    const known = shots.get(key);
    if (known) return known;
    const shot = garmentPhoto(subcategory, colour, "wardrobe").then(async (photo) =>
      preparedImage(storage, await storage.put(photo, "image/webp"), "image"),
    );
    shots.set(key, shot);
    return shot;
  };
}
