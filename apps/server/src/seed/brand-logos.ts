import sharp from "sharp";
import type { Storage } from "../platform/storage.ts";
import { type Random, randomFor } from "./random.ts";

const SIZE = 256;

/**
 * A monoline capital alphabet drawn as SVG paths on a 100-unit cap height, so a monogram looks the same
 * on every host: text would depend on the fonts installed there. Each letter has its width.
 */
const GLYPHS: Record<string, { width: number; path: string }> = {
  A: { width: 72, path: "M0 100 L36 0 L72 100 M14 64 H58" },
  B: { width: 60, path: "M0 0 V100 H34 A26 25 0 0 0 34 50 H0 M0 50 H30 A25 25 0 0 0 30 0 H0" },
  C: { width: 72, path: "M70 16 A44 50 0 1 0 70 84" },
  D: { width: 66, path: "M0 0 V100 H20 A46 50 0 0 0 20 0 Z" },
  E: { width: 56, path: "M56 0 H0 V100 H56 M0 50 H44" },
  F: { width: 56, path: "M56 0 H0 V100 M0 50 H44" },
  G: { width: 78, path: "M70 16 A44 50 0 1 0 78 56 H46" },
  H: { width: 64, path: "M0 0 V100 M64 0 V100 M0 50 H64" },
  I: { width: 0, path: "M0 0 V100" },
  J: { width: 50, path: "M50 0 V68 A25 32 0 0 1 0 68" },
  K: { width: 62, path: "M0 0 V100 M62 0 L0 62 M24 38 L64 100" },
  L: { width: 54, path: "M0 0 V100 H54" },
  M: { width: 84, path: "M0 100 V0 L42 72 L84 0 V100" },
  N: { width: 66, path: "M0 100 V0 L66 100 V0" },
  O: { width: 90, path: "M45 0 A45 50 0 1 0 45 100 A45 50 0 1 0 45 0 Z" },
  P: { width: 60, path: "M0 100 V0 H32 A28 27 0 0 1 32 54 H0" },
  Q: { width: 90, path: "M45 0 A45 50 0 1 0 45 100 A45 50 0 1 0 45 0 Z M58 74 L92 106" },
  R: { width: 62, path: "M0 100 V0 H32 A28 27 0 0 1 32 54 H0 M28 54 L62 100" },
  S: { width: 60, path: "M56 14 A28 24 0 1 0 30 50 A29 25 0 1 1 2 86" },
  T: { width: 66, path: "M0 0 H66 M33 0 V100" },
  U: { width: 62, path: "M0 0 V62 A31 38 0 0 0 62 62 V0" },
  V: { width: 70, path: "M0 0 L35 100 L70 0" },
  W: { width: 96, path: "M0 0 L23 100 L48 28 L73 100 L96 0" },
  X: { width: 64, path: "M0 0 L64 100 M64 0 L0 100" },
  Y: { width: 66, path: "M0 0 L33 52 L66 0 M33 52 V100" },
  Z: { width: 62, path: "M0 0 H62 L0 100 H62" },
};

/** Studio colours for a logo: the ground it sits on, the brand's colour, and an accent. */
const PALETTES = [
  { ground: "#f4efe6", brand: "#1f1a17", accent: "#b08d57" },
  { ground: "#f3e6d8", brand: "#7a4b2a", accent: "#d9b48f" },
  { ground: "#e6ebf2", brand: "#23324d", accent: "#9db0cc" },
  { ground: "#e9ede3", brand: "#34472f", accent: "#a9b98f" },
  { ground: "#f6e3e1", brand: "#7b2e3b", accent: "#e0a3a8" },
  { ground: "#f5e4d7", brand: "#b5532f", accent: "#edc2a4" },
  { ground: "#ece6f2", brand: "#4d3866", accent: "#c3b0dc" },
  { ground: "#e3efed", brand: "#1f5a58", accent: "#9cc9c2" },
  { ground: "#efeee9", brand: "#3c3d3f", accent: "#c9c3b3" },
  { ground: "#f7eed9", brand: "#8a6a1f", accent: "#e6cf8c" },
  { ground: "#fbe9e4", brand: "#c4646b", accent: "#f3c1bb" },
  { ground: "#e8efe9", brand: "#5b6e4f", accent: "#c5d3b9" },
] as const;

type Palette = (typeof PALETTES)[number];

/** The frames a monogram sits in, each drawn around the centre of the logo. */
const FRAMES = ["circle", "square", "diamond", "arch", "hexagon", "ring"] as const;
type Frame = (typeof FRAMES)[number];

const CENTRE = SIZE / 2;

function framePath(frame: Exclude<Frame, "circle" | "ring">, radius: number): string {
  const [c, r] = [CENTRE, radius];
  switch (frame) {
    case "square":
      return `M${c - r} ${c - r} H${c + r} V${c + r} H${c - r} Z`;
    case "diamond":
      return `M${c} ${c - r * 1.3} L${c + r * 1.3} ${c} L${c} ${c + r * 1.3} L${c - r * 1.3} ${c} Z`;
    case "arch":
      return `M${c - r} ${c + r} V${c - r * 0.2} A${r} ${r} 0 0 1 ${c + r} ${c - r * 0.2} V${c + r} Z`;
    case "hexagon": {
      const corners = Array.from({ length: 6 }, (_, index) => {
        const angle = (Math.PI / 3) * index + Math.PI / 6;
        return `${(c + r * 1.12 * Math.cos(angle)).toFixed(1)} ${(c + r * 1.12 * Math.sin(angle)).toFixed(1)}`;
      });
      return `M${corners.join(" L")} Z`;
    }
  }
}

function frameShape(frame: Frame, radius: number, fill: string, stroke: string, width: number): string {
  const paint = `fill="${fill}" stroke="${stroke}" stroke-width="${width}"`;
  if (frame === "circle" || frame === "ring")
    return `<circle cx="${CENTRE}" cy="${CENTRE}" r="${radius}" ${paint}/>`;
  return `<path d="${framePath(frame, radius)}" ${paint} stroke-linejoin="miter"/>`;
}

/** Up to two initials of the name's words, without accents: "Maison Orvelle" -> "MO", "Velloria" -> "V". */
export function initialsOf(name: string): string {
  return name
    .normalize("NFD")
    .replace(/\p{Diacritic}/gu, "")
    .toUpperCase()
    .split(/[^A-Z]+/)
    .filter((word) => word.length > 0)
    .slice(0, 2)
    .map((word) => word.charAt(0))
    .join("");
}

/** The initials drawn as strokes, centred on the logo and `height` units tall. */
function monogram(initials: string, height: number, color: string): string {
  const letters = [...initials].map((letter) => GLYPHS[letter]).filter((glyph) => glyph !== undefined);
  const gap = 26;
  const width = letters.reduce((sum, glyph) => sum + glyph.width, 0) + gap * (letters.length - 1);
  const scale = Math.min(height / 100, (SIZE * 0.5) / Math.max(width, 1));
  let x = 0;
  const paths = letters.map((glyph) => {
    const path = `<path d="${glyph.path}" transform="translate(${x} 0)"/>`;
    x += glyph.width + gap;
    return path;
  });
  const left = CENTRE - (width * scale) / 2;
  const top = CENTRE - (100 * scale) / 2;
  return `<g transform="translate(${left.toFixed(1)} ${top.toFixed(1)}) scale(${scale.toFixed(3)})" fill="none" stroke="${color}" stroke-width="${(7 / scale).toFixed(2)}" stroke-linecap="square" stroke-linejoin="miter" stroke-miterlimit="2">${paths.join("")}</g>`;
}

/** A filled frame with the monogram in the ground colour, or an outlined one with it in the brand's. */
function composition(random: Random, palette: Palette, frame: Frame, initials: string): string {
  const letterHeight = initials.length > 1 ? 56 : 72;
  if (frame === "ring") {
    return [
      frameShape("ring", 92, "none", palette.brand, 5),
      frameShape("ring", 80, "none", palette.accent, 2),
      monogram(initials, letterHeight, palette.brand),
    ].join("");
  }
  if (random.chance(0.5)) {
    return [
      frameShape(frame, frame === "diamond" ? 76 : 88, palette.brand, "none", 0),
      monogram(initials, letterHeight * 0.85, palette.ground),
    ].join("");
  }
  return [
    frameShape(frame, frame === "diamond" ? 78 : 90, "none", palette.brand, 5),
    monogram(initials, letterHeight * 0.85, palette.brand),
  ].join("");
}

/**
 * A brand's logo: its initials as a monogram in a frame, in colours and a shape derived from the name,
 * so a brand keeps the same logo on every seed.
 */
export function brandLogoSvg(name: string): string {
  const random = randomFor(`brand-logo:${name}`);
  const palette = random.pick(PALETTES);
  const frame = random.pick(FRAMES);
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${SIZE}" height="${SIZE}" viewBox="0 0 ${SIZE} ${SIZE}">
  <rect width="${SIZE}" height="${SIZE}" fill="${palette.ground}"/>
  ${composition(random, palette, frame, initialsOf(name))}
</svg>`;
}

/** Renders the logo of `name` to WebP, stores it and answers its location. */
export async function storedBrandLogo(storage: Storage, name: string): Promise<string> {
  return storage.put(
    await sharp(Buffer.from(brandLogoSvg(name)))
      .webp({ quality: 86 })
      .toBuffer(),
    "image/webp",
  );
}
