import { ITEM_SUBCATEGORY_NAMES } from "@cbm/contracts";
import sharp from "sharp";
import { describe, expect, it } from "vitest";
import { GARMENT_GLYPHS } from "./garment-glyphs.ts";
import { GARMENT_PHOTO_SIZE, garmentPhoto } from "./garments.ts";

/** The mean red, green and blue of the photo, or of one square of it. */
async function meanColour(photo: Buffer, square?: { left: number; top: number }): Promise<number[]> {
  const part = square
    ? await sharp(photo)
        .extract({ ...square, width: 60, height: 60 })
        .toBuffer()
    : photo;
  const { channels } = await sharp(part).stats();
  return channels.slice(0, 3).map((channel) => channel.mean);
}

const redness = ([red = 0, , blue = 0]: number[]) => red - blue;
const lightness = (colour: number[]) => colour.reduce((sum, channel) => sum + channel, 0) / 3;

describe("garment photos", () => {
  it("draws every subcategory with a glyph of the icon set", async () => {
    for (const subcategory of ITEM_SUBCATEGORY_NAMES) {
      expect(GARMENT_GLYPHS[subcategory].length).toBeGreaterThan(0);
      const photo = await garmentPhoto(subcategory, "navy", "test");
      const { format, width, height } = await sharp(photo).metadata();
      expect({ format, width, height }).toEqual({ format: "webp", ...GARMENT_PHOTO_SIZE });
    }
  });

  it("gives the same bytes for the same inputs", async () => {
    const first = await garmentPhoto("dress", "red", "demo-1");
    const second = await garmentPhoto("dress", "red", "demo-1");
    expect(first.equals(second)).toBe(true);
  });

  it("shows the item's colour", async () => {
    const red = await meanColour(await garmentPhoto("coat", "red", "demo"));
    const blue = await meanColour(await garmentPhoto("coat", "blue", "demo"));
    expect(redness(red) - redness(blue)).toBeGreaterThan(40);
  });

  it("sets a white garment apart from its backdrop", async () => {
    const photo = await garmentPhoto("t-shirt", "white", "demo");
    // At the same height, so the backdrop's sweep does not count: the shirt's middle, and beside it.
    const shirt = await meanColour(photo, { left: 370, top: 600 });
    const backdrop = await meanColour(photo, { left: 10, top: 600 });
    expect(lightness(shirt) - lightness(backdrop)).toBeGreaterThan(10);
  });
});
