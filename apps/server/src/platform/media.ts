import { randomUUID } from "node:crypto";
import type { ImageType } from "@cbm/contracts";

/** Enough leading bytes to tell every accepted image type apart. */
export const HEAD_BYTES = 32;

const EXTENSION_OF = {
  "image/jpeg": "jpg",
  "image/png": "png",
  "image/webp": "webp",
  "image/gif": "gif",
  "image/avif": "avif",
} as const satisfies Record<ImageType, string>;

const TYPE_OF_EXTENSION = new Map<string, ImageType>(
  Object.entries(EXTENSION_OF).map(([type, extension]) => [extension, type as ImageType]),
);

const MEDIA_KEY = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}\.(jpg|png|webp|gif|avif)$/;

const PNG_SIGNATURE = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];
const JPEG_SIGNATURE = [0xff, 0xd8, 0xff];
const AVIF_BRANDS = new Set(["avif", "avis"]);

const startsWith = (bytes: Uint8Array, signature: number[]) =>
  signature.every((byte, index) => bytes[index] === byte);

const ascii = (bytes: Uint8Array, start: number, end: number) =>
  Buffer.from(bytes.subarray(start, end)).toString("latin1");

/** An ISO-BMFF `ftyp` box whose major or compatible brands name AVIF. */
function isAvif(bytes: Uint8Array): boolean {
  if (ascii(bytes, 4, 8) !== "ftyp") return false;
  const boxEnd = Math.min(new DataView(bytes.buffer, bytes.byteOffset).getUint32(0), bytes.length);
  const brandOffsets = [8];
  for (let offset = 16; offset + 4 <= boxEnd; offset += 4) brandOffsets.push(offset);
  return brandOffsets.some((offset) => AVIF_BRANDS.has(ascii(bytes, offset, offset + 4)));
}

/** The image type the bytes really are, judged by their magic bytes; null for anything else. */
export function detectImageType(bytes: Uint8Array): ImageType | null {
  if (bytes.length < 12) return null;
  if (startsWith(bytes, JPEG_SIGNATURE)) return "image/jpeg";
  if (startsWith(bytes, PNG_SIGNATURE)) return "image/png";
  const gifVersion = ascii(bytes, 0, 6);
  if (gifVersion === "GIF87a" || gifVersion === "GIF89a") return "image/gif";
  if (ascii(bytes, 0, 4) === "RIFF" && ascii(bytes, 8, 12) === "WEBP") return "image/webp";
  if (isAvif(bytes)) return "image/avif";
  return null;
}

/** A fresh server-made key; people's file names never reach a path or a URL. */
export function newMediaKey(type: ImageType): string {
  return `${randomUUID()}.${EXTENSION_OF[type]}`;
}

/** The image type a key was made for, or null when the text is not one of our keys. */
export function typeOfMediaKey(key: string): ImageType | null {
  const extension = MEDIA_KEY.exec(key)?.[1];
  return extension ? (TYPE_OF_EXTENSION.get(extension) ?? null) : null;
}

/** Where media is served: `<base>/media/`, the base being a public URL without its trailing slash. */
export function mediaPrefix(base = ""): string {
  return `${base.replace(/\/+$/, "")}/media/`;
}

/** The key a location names under the prefix, or null when the location is not one of ours. */
export function mediaKeyOf(location: string, prefix: string): string | null {
  if (!location.startsWith(prefix)) return null;
  const key = location.slice(prefix.length);
  return typeOfMediaKey(key) ? key : null;
}
