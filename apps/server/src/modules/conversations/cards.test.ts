import { randomUUID } from "node:crypto";
import type { ChatMessage } from "@cbm/contracts";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { wallOf } from "../../testing/closets-and-outfits.ts";
import { talking } from "../../testing/conversations.ts";
import { registerPerson, startTestApp, type TestApp } from "../../testing/harness.ts";
import { openShop, productPhoto } from "../../testing/shop.ts";

let test: TestApp;
beforeAll(async () => {
  test = await startTestApp();
});
afterAll(() => test.close());

const { call, open, send, read, pair, block } = talking({
  get test() {
    return test;
  },
});

const first = async (viewer: Parameters<typeof read>[0], id: string): Promise<ChatMessage> =>
  (await read(viewer, id)).items[0] as ChatMessage;

describe("images and shared cards", () => {
  it("keeps an uploaded image and shows a shared product and outfit as cards to both", async () => {
    const [ada, bo] = await pair();
    const id = await open(ada, bo);
    const photo = await productPhoto(test);
    const shop = await openShop(test, photo);
    const product = await shop.add({ title: "Camel wool coat", priceMinor: 18900 });
    const outfit = await wallOf(test).outfit(ada, { caption: "Sunday in the park" });
    const message = await send(ada, id, {
      message: "This one?",
      image: photo,
      productId: product.id,
      outfitId: outfit.id,
    });
    expect(message.image?.variants.length).toBeGreaterThan(0);
    for (const seen of [message, await first(bo, id)]) {
      expect(seen.product).toEqual({
        id: product.id,
        title: "Camel wool coat",
        image: expect.objectContaining({ url: expect.stringMatching(/^\/media\//) }),
        priceMinor: 18900,
        currency: product.currency,
        link: expect.stringMatching(new RegExp(`^/shop/[^/]+/products/${product.id}$`)),
      });
      expect(seen.outfit).toEqual({
        id: outfit.id,
        image: outfit.image,
        caption: "Sunday in the park",
        link: `/wall/outfit/${outfit.id}`,
      });
    }
  });

  it("shows a card only while the reader may still see the thing shared", async () => {
    const [ada, bo] = await pair();
    const cy = await registerPerson(test);
    const id = await open(ada, bo);
    const shop = await openShop(test, await productPhoto(test));
    const product = await shop.add();
    const outfit = await wallOf(test).outfit(cy);
    await send(ada, id, { message: "Look", productId: product.id, outfitId: outfit.id });
    // Cy blocks Bo: her outfit is gone for him, not for Ada.
    await block(cy, bo);
    expect((await first(bo, id)).outfit).toBeNull();
    expect((await first(ada, id)).outfit).not.toBeNull();
    // The product leaves the shop: its card is gone for both, the message stays.
    await shop.change(product, { status: "draft" });
    for (const viewer of [ada, bo]) {
      expect(await first(viewer, id)).toMatchObject({ text: "Look", product: null, productId: product.id });
    }
  });

  it("refuses an image not uploaded, a product not for sale and an outfit the sender cannot see (400)", async () => {
    const [ada, bo] = await pair();
    const id = await open(ada, bo);
    const shop = await openShop(test, await productPhoto(test));
    const draft = await shop.add({ status: "draft" });
    const hidden = await wallOf(test).outfit(bo, { visibility: "private" });
    for (const [body, field] of [
      [{ image: `/media/${randomUUID()}.png` }, "image"],
      [{ productId: draft.id }, "productId"],
      [{ productId: randomUUID() }, "productId"],
      [{ outfitId: hidden.id }, "outfitId"],
      [{ outfitId: randomUUID() }, "outfitId"],
      [{ outfitId: "nope" }, "outfitId"],
    ] as const) {
      const refused = await call(ada, "POST", `/v1/conversation/${id}`, { message: "Look", ...body });
      expect(refused.statusCode, JSON.stringify(body)).toBe(400);
      expect(Object.keys(refused.json())).toEqual([field]);
    }
    expect((await read(bo, id)).items).toEqual([]);
    const stranger = await registerPerson(test);
    expect((await call(stranger, "POST", `/v1/conversation/${id}`, { message: "Hi" })).statusCode).toBe(404);
  });
});
