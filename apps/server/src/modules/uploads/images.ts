import type { Image, ImageVariant } from "@cbm/contracts";
import sharp, { type OverlayOptions, type Sharp } from "sharp";
import { AppError } from "../../platform/errors.ts";
import { detectImageType } from "../../platform/media.ts";
import type { Storage } from "../../platform/storage.ts";

/** The widths pages choose from in `srcset`; an image is never enlarged to reach one. */
const VARIANT_WIDTHS = [320, 640, 1080, 1600] as const;

const WEBP_QUALITY = 78;

/** Decompression-bomb guard: a small file may still declare a huge canvas. */
export const MAX_INPUT_PIXELS = 40_000_000;

const UNREADABLE = "The file is not an image we can read";
const TOO_LARGE = `The image is too large: at most ${MAX_INPUT_PIXELS / 1_000_000} megapixels`;

/** Outfit collages are portrait 4:5, like the feed's cards. */
const COLLAGE = { width: 1080, height: 1350, margin: 40, padding: 16, background: "#f7f3ee" };

interface Rendition {
  bytes: Buffer;
  width: number;
  height: number;
}

interface Box {
  left: number;
  top: number;
  width: number;
  height: number;
}

/** How wide the one rendition of a single picture may be, by the field that names it. */
const PICTURE_WIDTHS = { avatar: 512, logo: 512, storeBanner: 1600 } as const;

/**
 * Makes an uploaded original ready for the wall: upright by its EXIF orientation, its metadata
 * stripped, stored as WebP variants. The original is never served (see the storages).
 */
export async function preparedImage(storage: Storage, location: string, field: string): Promise<Image> {
  const original = await uploadedOriginal(storage, location, field);
  return stored(storage, await decodedOrRefused(field, webpRenditions(original, VARIANT_WIDTHS)));
}

/** An avatar, logo or banner: one upright, metadata-free WebP rendition of the upload; answers its location. */
async function preparedPicture(
  storage: Storage,
  location: string,
  field: keyof typeof PICTURE_WIDTHS,
): Promise<string> {
  const original = await uploadedOriginal(storage, location, field);
  const [picture] = await decodedOrRefused(field, webpRenditions(original, [PICTURE_WIDTHS[field]]));
  return storage.put((picture as Rendition).bytes, "image/webp");
}

/** The upload at `location`, ready to decode with the pixel limit, upright; a 400 on the field if there is none. */
async function uploadedOriginal(storage: Storage, location: string, field: string): Promise<Sharp> {
  const original = await storage.read(location);
  if (!original) throw AppError.field(field, "Upload the image first: nothing was uploaded at this location");
  // The uploads only take these types; this also keeps sharp's SVG and PDF decoders away from what people send.
  if (!detectImageType(original)) throw AppError.field(field, UNREADABLE);
  return sharp(original, { limitInputPixels: MAX_INPUT_PIXELS }).autoOrient();
}

/** Decoding fails on what people send (broken files, bombs): a 400 on the field, never a 500. */
function decodedOrRefused<T>(field: string, decoding: Promise<T>): Promise<T> {
  return decoding.catch((error: Error) => {
    throw AppError.field(field, /pixel limit/i.test(error.message) ? TOO_LARGE : UNREADABLE);
  });
}

/** One 4:5 picture of 1 to 6 images side by side on a studio background, stored as WebP variants. */
export async function collageImage(storage: Storage, images: Image[]): Promise<Image> {
  const boxes = collageBoxes(images.length);
  const tiles = await Promise.all(images.map((image, index) => tile(storage, image, boxes[index] as Box)));
  const { width, height, background } = COLLAGE;
  const canvas = await sharp({ create: { width, height, channels: 3, background } })
    .composite(tiles)
    .raw()
    .toBuffer({ resolveWithObject: true });
  // The canvas is opaque, but compositing the tiles' transparent margins gave it an alpha channel.
  const opaque = sharp(canvas.data, { raw: canvas.info }).removeAlpha();
  return stored(storage, await webpRenditions(opaque, VARIANT_WIDTHS));
}

/** The wanted widths an original this wide can give: never wider than it, and at least one. */
function widthsWithin(originalWidth: number, wanted: readonly number[]): number[] {
  const widths = wanted.filter((width) => width <= originalWidth);
  return widths.length > 0 ? widths : [originalWidth];
}

/** Each rendition decodes the original anew, which lets JPEG decode at a fraction of its size. */
async function webpRenditions(picture: Sharp, wanted: readonly number[]): Promise<Rendition[]> {
  const { autoOrient } = await picture.metadata();
  return Promise.all(
    widthsWithin(autoOrient.width, wanted).map(async (width) => {
      const { data, info } = await picture
        .clone()
        .resize({ width })
        .webp({ quality: WEBP_QUALITY })
        .toBuffer({ resolveWithObject: true });
      return { bytes: data, width: info.width, height: info.height };
    }),
  );
}

/** Stores each rendition; the image's own url and size are those of the largest, the last one. */
async function stored(storage: Storage, renditions: Rendition[]): Promise<Image> {
  const variants = await Promise.all(
    renditions.map(async ({ bytes, width }) => ({ url: await storage.put(bytes, "image/webp"), width })),
  );
  const largest = variants.length - 1;
  const { height } = renditions[largest] as Rendition;
  return { ...(variants[largest] as ImageVariant), height, variants };
}

/** Pictures per row, top to bottom, and each row's share of the height, by how many pictures there are. */
const COLLAGE_ROWS: Record<number, { pictures: number; share: number }[]> = {
  1: [{ pictures: 1, share: 1 }],
  2: [{ pictures: 2, share: 1 }],
  3: [
    { pictures: 1, share: 3 },
    { pictures: 2, share: 2 },
  ],
  4: [
    { pictures: 2, share: 1 },
    { pictures: 2, share: 1 },
  ],
  5: [
    { pictures: 2, share: 1 },
    { pictures: 1, share: 1 },
    { pictures: 2, share: 1 },
  ],
  6: [
    { pictures: 2, share: 1 },
    { pictures: 2, share: 1 },
    { pictures: 2, share: 1 },
  ],
};

/** Where each picture of a collage goes: rows of equal cells inside the margin, each inset by the padding. */
function collageBoxes(count: number): Box[] {
  const rows = COLLAGE_ROWS[count];
  if (!rows) throw new RangeError(`A collage takes 1 to 6 images, not ${count}`);
  const { width, height, margin, padding } = COLLAGE;
  const innerWidth = width - 2 * margin;
  const totalShare = rows.reduce((sum, row) => sum + row.share, 0);
  let top = margin;
  return rows.flatMap(({ pictures, share }) => {
    const rowHeight = Math.round(((height - 2 * margin) * share) / totalShare);
    const cellWidth = Math.round(innerWidth / pictures);
    const cells = Array.from({ length: pictures }, (_, column) => ({
      left: margin + column * cellWidth + padding,
      top: top + padding,
      width: cellWidth - 2 * padding,
      height: rowHeight - 2 * padding,
    }));
    top += rowHeight;
    return cells;
  });
}

/** One image fitted whole into its box, read from the smallest variant that is wide enough. */
async function tile(storage: Storage, image: Image, box: Box): Promise<OverlayOptions> {
  const variant = image.variants.find((candidate) => candidate.width >= box.width) ?? image;
  const bytes = await storage.read(variant.url);
  if (!bytes) throw new Error(`collageImage: ${variant.url} is not in the storage`);
  const { data, info } = await sharp(bytes)
    .resize({
      width: box.width,
      height: box.height,
      fit: "contain",
      background: { r: 0, g: 0, b: 0, alpha: 0 },
    })
    .ensureAlpha()
    .raw()
    .toBuffer({ resolveWithObject: true });
  return { input: data, raw: info, left: box.left, top: box.top };
}

/**
 * The image at `location` ready for the wall, or `current` itself when the location is one of its own
 * files: an edit that sends the picture back unchanged neither re-encodes nor stores it again.
 */
export async function keptOrPrepared(
  storage: Storage,
  location: string,
  field: string,
  current: Image | null | undefined,
): Promise<Image> {
  const own =
    current && (current.url === location || current.variants.some((variant) => variant.url === location));
  return own ? current : preparedImage(storage, location, field);
}

/**
 * The avatar, logo or banner to keep: `location` re-encoded by preparedPicture, or left as it is when
 * it is absent or the `current` one (an edit that sends the picture back unchanged).
 */
export async function keptOrPreparedPicture<Absent extends null | undefined>(
  storage: Storage,
  location: string | Absent,
  field: keyof typeof PICTURE_WIDTHS,
  current?: string | null,
): Promise<string | Absent> {
  if (!location || location === current) return location;
  return preparedPicture(storage, location, field);
}
