import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { crc32 } from "node:zlib";
import { GetObjectCommand, NoSuchKey, S3Client } from "@aws-sdk/client-s3";
import type { Image, ImageType } from "@cbm/contracts";
import sharp, { type Sharp } from "sharp";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { testConfig } from "../../config.ts";
import { AppError } from "../../platform/errors.ts";
import { LocalStorage } from "../../platform/storage-local.ts";
import { S3Storage } from "../../platform/storage-s3.ts";
import { collageImage, MAX_INPUT_PIXELS, preparedImage } from "./images.ts";

type Colour = { r: number; g: number; b: number };

const RED = { r: 220, g: 30, b: 30 };
const BLUE = { r: 30, g: 30, b: 220 };

const solid = (width: number, height: number, background: Colour = RED) =>
  sharp({ create: { width, height, channels: 3, background } });

/** A landscape JPEG, red on the left and blue on the right. */
const halvesJpeg = (width: number, height: number) =>
  solid(width, height, RED)
    .composite([
      {
        input: { create: { width: width / 2, height, channels: 3, background: BLUE } },
        left: width / 2,
        top: 0,
      },
    ])
    .jpeg();

/** The colour of the pixel at (x, y) of an encoded image. */
async function pixelAt(bytes: Buffer, x: number, y: number) {
  const { data, info } = await sharp(bytes).removeAlpha().raw().toBuffer({ resolveWithObject: true });
  const offset = (y * info.width + x) * info.channels;
  return { r: data[offset] ?? 0, g: data[offset + 1] ?? 0, b: data[offset + 2] ?? 0 };
}

const near = (colour: Colour, expected: Colour) =>
  Math.abs(colour.r - expected.r) + Math.abs(colour.g - expected.g) + Math.abs(colour.b - expected.b) < 30;

/** A tiny PNG whose header claims a canvas of width × height, as a decompression bomb does. */
async function pngClaiming(width: number, height: number) {
  const png = await solid(8, 8).png().toBuffer();
  // The IHDR chunk's data (width, height, then 5 bytes) starts at byte 16; its CRC covers type and data.
  png.writeUInt32BE(width, 16);
  png.writeUInt32BE(height, 20);
  png.writeUInt32BE(crc32(png.subarray(12, 29)), 29);
  return png;
}

async function fieldErrorOf(promise: Promise<unknown>) {
  const error = await promise.then(
    () => null,
    (reason: unknown) => reason,
  );
  expect(error).toBeInstanceOf(AppError);
  return { status: (error as AppError).status, fields: (error as AppError).fields };
}

describe("images", () => {
  let dataDir: string;
  let storage: LocalStorage;

  beforeAll(async () => {
    dataDir = await mkdtemp(path.join(tmpdir(), "cbm-images-"));
    storage = new LocalStorage(testConfig({ DATA_DIR: dataDir }), "test-secret");
  });

  afterAll(async () => {
    await rm(dataDir, { recursive: true, force: true });
  });

  const upload = async (picture: Sharp, type: ImageType = "image/jpeg") =>
    storage.put(await picture.toBuffer(), type);

  /** Every variant as stored: its format and pixel size. */
  const storedVariants = (image: Image) =>
    Promise.all(
      image.variants.map(async (variant) => {
        const bytes = await storage.read(variant.url);
        if (!bytes) throw new Error(`${variant.url} is not stored`);
        const { format, width, height } = await sharp(bytes).metadata();
        return { format, width, height };
      }),
    );

  describe("local storage read", () => {
    it("answers the bytes of a stored location, and null for anything else", async () => {
      const bytes = await solid(8, 8).png().toBuffer();
      const location = await storage.put(bytes, "image/png");

      expect((await storage.read(location))?.equals(bytes)).toBe(true);
      expect(await storage.read("/media/00000000-0000-4000-8000-000000000000.png")).toBeNull();
      expect(await storage.read(`https://elsewhere.test${location}`)).toBeNull();
      expect(await storage.read("/media/../../etc/passwd")).toBeNull();
    });
  });

  describe("S3 storage read", () => {
    const s3 = new S3Storage({
      ...testConfig(),
      S3_BUCKET: "cbm-media",
      S3_ENDPOINT: "http://127.0.0.1:9000",
      S3_ACCESS_KEY_ID: "test-access-key",
      S3_SECRET_ACCESS_KEY: "test-secret-key",
    });
    const location = "http://127.0.0.1:9000/cbm-media/media/00000000-0000-4000-8000-000000000000.png";

    it("gets the whole object of one of its locations", async () => {
      const bytes = await solid(8, 8).png().toBuffer();
      const send = vi.spyOn(S3Client.prototype, "send").mockImplementation(async () => ({
        Body: { transformToByteArray: async () => new Uint8Array(bytes) },
      }));
      try {
        expect((await s3.read(location))?.equals(bytes)).toBe(true);
        const [command] = send.mock.calls[0] ?? [];
        expect(command).toBeInstanceOf(GetObjectCommand);
        expect(command?.input).toEqual({
          Bucket: "cbm-media",
          Key: "media/00000000-0000-4000-8000-000000000000.png",
        });
      } finally {
        send.mockRestore();
      }
    });

    it("answers null for a missing object, and for a location elsewhere without asking", async () => {
      const send = vi
        .spyOn(S3Client.prototype, "send")
        .mockImplementation(async () => Promise.reject(new NoSuchKey({ message: "none", $metadata: {} })));
      try {
        expect(await s3.read(location)).toBeNull();
        expect(
          await s3.read("https://elsewhere.test/media/00000000-0000-4000-8000-000000000000.png"),
        ).toBeNull();
        // The server's own image first, then what was PUT: neither is there.
        expect(send).toHaveBeenCalledTimes(2);
      } finally {
        send.mockRestore();
      }
    });
  });

  describe("preparedImage", () => {
    it("stores WebP variants at the standard widths, the largest as the image", async () => {
      const image = await preparedImage(storage, await upload(solid(2000, 1500).jpeg()), "photo");

      expect(image.variants.map((variant) => variant.width)).toEqual([320, 640, 1080, 1600]);
      expect(await storedVariants(image)).toEqual([
        { format: "webp", width: 320, height: 240 },
        { format: "webp", width: 640, height: 480 },
        { format: "webp", width: 1080, height: 810 },
        { format: "webp", width: 1600, height: 1200 },
      ]);
      expect(image).toMatchObject({ url: image.variants[3]?.url, width: 1600, height: 1200 });
      expect(new Set(image.variants.map((variant) => variant.url)).size).toBe(4);
    });

    it("never enlarges: wider variants than the original are left out", async () => {
      const image = await preparedImage(storage, await upload(solid(700, 1000).png(), "image/png"), "photo");

      expect(await storedVariants(image)).toEqual([
        { format: "webp", width: 320, height: 457 },
        { format: "webp", width: 640, height: 914 },
      ]);
      expect(image).toMatchObject({ width: 640, height: 914 });
    });

    it("keeps the original width when it is under the smallest variant", async () => {
      const image = await preparedImage(storage, await upload(solid(200, 100).webp(), "image/webp"), "photo");

      expect(image).toMatchObject({ width: 200, height: 100, variants: [{ url: image.url, width: 200 }] });
    });

    it("turns the picture upright by its EXIF orientation", async () => {
      const sideways = halvesJpeg(400, 200).withMetadata({ orientation: 6 });

      const image = await preparedImage(storage, await upload(sideways), "photo");

      const bytes = (await storage.read(image.url)) as Buffer;
      expect(image).toMatchObject({ width: 200, height: 400 });
      // Orientation 6 turns the picture a quarter clockwise: its left (red) half ends on top.
      expect(near(await pixelAt(bytes, 100, 50), RED)).toBe(true);
      expect(near(await pixelAt(bytes, 100, 350), BLUE)).toBe(true);
    });

    it("strips the metadata", async () => {
      const tagged = solid(400, 300)
        .jpeg()
        .withMetadata({ orientation: 1 })
        .withExif({ IFD0: { Copyright: "Ada Lovelace", Artist: "Ada" } });

      const image = await preparedImage(storage, await upload(tagged), "photo");

      const metadata = await sharp((await storage.read(image.url)) as Buffer).metadata();
      expect(metadata.exif).toBeUndefined();
      expect(metadata.icc).toBeUndefined();
      expect(metadata.xmp).toBeUndefined();
      expect(metadata.orientation).toBeUndefined();
    });

    it.each([
      ["never uploaded", "/media/00000000-0000-4000-8000-000000000000.jpg"],
      ["somewhere else", "https://elsewhere.test/media/00000000-0000-4000-8000-000000000000.jpg"],
    ])("refuses a location %s with a 400 on the field", async (_case, location) => {
      expect(await fieldErrorOf(preparedImage(storage, location, "photo"))).toEqual({
        status: 400,
        fields: { photo: ["Upload the image first: nothing was uploaded at this location"] },
      });
    });

    it("refuses bytes that only start like a JPEG with a 400 on the field", async () => {
      const head = (await solid(64, 64).jpeg().toBuffer()).subarray(0, 40);
      const location = await storage.put(Buffer.concat([head, Buffer.alloc(400, 7)]), "image/jpeg");

      expect(await fieldErrorOf(preparedImage(storage, location, "photo"))).toEqual({
        status: 400,
        fields: { photo: ["The file is not an image we can read"] },
      });
    });

    it("refuses an image of more pixels than the limit, however small the file", async () => {
      expect(8000 * 6000).toBeGreaterThan(MAX_INPUT_PIXELS);
      const location = await storage.put(await pngClaiming(8000, 6000), "image/png");

      expect(await fieldErrorOf(preparedImage(storage, location, "photo"))).toEqual({
        status: 400,
        fields: { photo: ["The image is too large: at most 40 megapixels"] },
      });
    });
  });

  describe("collageImage", () => {
    const COLOURS = [
      { r: 200, g: 40, b: 60 },
      { r: 40, g: 120, b: 200 },
      { r: 60, g: 160, b: 80 },
      { r: 230, g: 170, b: 30 },
      { r: 120, g: 60, b: 160 },
      { r: 30, g: 30, b: 30 },
    ];
    const BACKGROUND = { r: 0xf7, g: 0xf3, b: 0xee };
    let pictures: Image[];

    beforeAll(async () => {
      pictures = await Promise.all(
        COLOURS.map(async (colour, index) =>
          preparedImage(storage, await upload(solid(600 + index * 100, 800, colour).jpeg()), "photo"),
        ),
      );
    });

    /** How many pixels of the collage are near each colour. */
    async function pixelsNear(image: Image, colours: Colour[]) {
      const { data, info } = await sharp((await storage.read(image.url)) as Buffer)
        .raw()
        .toBuffer({ resolveWithObject: true });
      const counts = colours.map(() => 0);
      for (let offset = 0; offset < data.length; offset += info.channels) {
        const pixel = { r: data[offset] ?? 0, g: data[offset + 1] ?? 0, b: data[offset + 2] ?? 0 };
        const match = colours.findIndex((colour) => near(pixel, colour));
        if (match >= 0) counts[match] = (counts[match] ?? 0) + 1;
      }
      return counts;
    }

    it.each([1, 2, 3, 4, 5, 6])("lays %i pictures out whole on one 4:5 studio picture", async (count) => {
      const chosen = pictures.slice(0, count);

      const collage = await collageImage(storage, chosen);

      expect(collage).toMatchObject({ width: 1080, height: 1350 });
      expect(await storedVariants(collage)).toEqual([
        { format: "webp", width: 320, height: 400 },
        { format: "webp", width: 640, height: 800 },
        { format: "webp", width: 1080, height: 1350 },
      ]);
      const bytes = (await storage.read(collage.url)) as Buffer;
      expect(near(await pixelAt(bytes, 5, 5), BACKGROUND)).toBe(true);
      const counts = await pixelsNear(collage, COLOURS.slice(0, count));
      for (const pixels of counts) expect(pixels).toBeGreaterThan(20_000);
    });

    it("refuses no pictures or more than six", async () => {
      await expect(collageImage(storage, [])).rejects.toThrow(RangeError);
      await expect(collageImage(storage, [...pictures, ...pictures.slice(0, 1)])).rejects.toThrow(RangeError);
    });
  });
});
