import type { AddedItems, ClosetItem } from "@cbm/contracts";
import { describe, expect, it } from "vitest";
import { buying, shopUnderTest } from "../../testing/checkout.ts";
import { okBody, wallOf } from "../../testing/closets-and-outfits.ts";
import { type Person, registerPerson } from "../../testing/harness.ts";

const shop = shopUnderTest();

const { call, paidOrder } = buying(shop);

/** A buyer's paid order of two of a store's product, the buyer's closet, and a way to have it delivered. */
async function ordered() {
  const { store, buyer, orderId } = await paidOrder();
  const closet = await wallOf(shop.test).closet(buyer);
  const delivered = async () => {
    for (const [action, body] of [
      ["ship", { carrier: "UPS", trackingNumber: "1Z999" }],
      ["deliver"],
    ] as const) {
      const moved = await call(store.owner, "POST", `/v1/retailer/order/${orderId}/${action}`, body);
      expect(moved.statusCode, moved.body).toBe(200);
    }
  };
  return { store, buyer, orderId, closetId: closet.id, delivered };
}

const addFrom = (person: Person | null, closetId: string, body: object) =>
  call(person, "POST", `/v1/closets/${closetId}/items/from-order`, body);

describe("POST /v1/closets/{id}/items/from-order", () => {
  it("puts what a delivered order brought into the closet with its photo, colour, size and price, once", async () => {
    const { store, buyer, orderId, closetId, delivered } = await ordered();
    await delivered();
    const { items } = okBody<AddedItems>(await addFrom(buyer, closetId, { orderId }));
    expect(items).toEqual([
      expect.objectContaining<Partial<ClosetItem>>({
        closetId,
        productId: store.product.id,
        category: "tops",
        subcategory: "t-shirt",
        colours: ["black"],
        size: "M",
        price: { amountMinor: 3_000, currency: "USD" },
        notes: "Everyday tee",
        image: expect.objectContaining({ url: expect.any(String) }),
      }),
    ]);
    const again = okBody<AddedItems>(await addFrom(buyer, closetId, { orderId }));
    expect(again.items).toEqual([]);
    const closet = okBody<{ itemCount: number }>(await call(buyer, "GET", `/v1/closets/${closetId}`));
    expect(closet.itemCount).toBe(1);
  });

  it("waits for delivery: 409 before, and nothing is added", async () => {
    const { buyer, orderId, closetId } = await ordered();
    const early = await addFrom(buyer, closetId, { orderId });
    expect(early.statusCode).toBe(409);
    expect(early.json()).toEqual({ message: "Only what a delivered order brought can go into a closet." });
    const closet = okBody<{ itemCount: number }>(await call(buyer, "GET", `/v1/closets/${closetId}`));
    expect(closet.itemCount).toBe(0);
  });

  it("is 404 for another person's order or closet, 400 for a bad body, 401 without a token", async () => {
    const { buyer, orderId, closetId, delivered } = await ordered();
    await delivered();
    const other = await registerPerson(shop.test);
    const othersCloset = await wallOf(shop.test).closet(other, { visibility: "private" });
    expect((await addFrom(other, othersCloset.id, { orderId })).statusCode).toBe(404);
    expect((await addFrom(buyer, othersCloset.id, { orderId })).statusCode).toBe(404);
    const bad = await addFrom(buyer, closetId, { orderId: "nope" });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().orderId).toBeDefined();
    const anonymous = await addFrom(null, closetId, { orderId });
    expect(anonymous.statusCode).toBe(401);
    expect(anonymous.json()).toEqual({ message: "Unauthenticated." });
  });
});
