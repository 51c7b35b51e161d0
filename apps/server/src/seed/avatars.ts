import { createAvatar } from "@dicebear/core";
import * as notionists from "@dicebear/notionists";
import sharp from "sharp";
import type { Storage } from "../platform/storage.ts";
import { type Random, randomFor } from "./random.ts";

const SIZE = 256;

/** Soft studio palettes, each from light to deep: blush, sage, camel, denim, terracotta, lilac, stone, rose. */
const PALETTES = [
  ["#f6e3dc", "#e8b4a6", "#c97b6b", "#7a3e3a"],
  ["#e9ede3", "#b9c6a7", "#7e9272", "#3f4f3a"],
  ["#f3e9dc", "#d9bf9c", "#a9825a", "#5c4330"],
  ["#e4eaf2", "#a9bcd6", "#5f7fa8", "#26364f"],
  ["#f5e1d3", "#e3a47f", "#b8643f", "#5e2e1c"],
  ["#eee6f3", "#c8b3db", "#9277b0", "#4b3863"],
  ["#f1eee8", "#cfc6b8", "#8f8577", "#2e2a26"],
  ["#fbe9e7", "#f2b8b5", "#d9777f", "#8e3b4e"],
] as const;

/**
 * A "marble": blurred shapes of one palette over a gradient, all derived from `seed` (storefront
 * banners). Shapes rather than words, because text would depend on the fonts installed on the host.
 */
export function marbleSvg(seed: string): string {
  const random = randomFor(`avatar:${seed}`);
  const [light, soft, deep, ink] = random.pick(PALETTES);
  const angle = random.int(0, 359);
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${SIZE}" height="${SIZE}" viewBox="0 0 ${SIZE} ${SIZE}">
  <defs>
    <linearGradient id="ground" gradientTransform="rotate(${angle} 0.5 0.5)">
      <stop offset="0" stop-color="${light}"/>
      <stop offset="1" stop-color="${soft}"/>
    </linearGradient>
    <filter id="marble" x="-50%" y="-50%" width="200%" height="200%">
      <feGaussianBlur stdDeviation="${random.int(10, 18)}"/>
    </filter>
  </defs>
  <rect width="${SIZE}" height="${SIZE}" fill="url(#ground)"/>
  <g filter="url(#marble)">
    ${ellipse(random, deep, 0.9)}
    ${ellipse(random, ink, 0.75)}
    ${ellipse(random, light, 0.8)}
  </g>
</svg>`;
}

function ellipse(random: Random, color: string, opacity: number): string {
  const cx = random.int(40, SIZE - 40);
  const cy = random.int(40, SIZE - 40);
  const rx = random.int(52, 108);
  const ry = random.int(30, 76);
  const turn = random.int(0, 179);
  return `<ellipse cx="${cx}" cy="${cy}" rx="${rx}" ry="${ry}" fill="${color}" fill-opacity="${opacity}" transform="rotate(${turn} ${cx} ${cy})"/>`;
}

/**
 * A face drawn for `seed` (DiceBear's Notionists, CC0, drawn here: no network) on a light colour of one
 * palette, so a person keeps the same face on every seed. No beards or gestures: the demo names say
 * nothing of either.
 */
export function faceSvg(seed: string): string {
  const [light] = randomFor(`avatar:${seed}`).pick(PALETTES);
  return createAvatar(notionists, {
    seed,
    size: SIZE,
    backgroundColor: [light.slice(1)],
    beardProbability: 0,
    gestureProbability: 0,
  }).toString();
}

/** Renders the face of `seed` to WebP, stores it and answers its location. */
export async function storedAvatar(storage: Storage, seed: string): Promise<string> {
  const bytes = await sharp(Buffer.from(faceSvg(seed)))
    .webp({ quality: 82 })
    .toBuffer();
  return storage.put(bytes, "image/webp");
}
