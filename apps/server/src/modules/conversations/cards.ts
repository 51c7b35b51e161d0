// What a message shows of the product or outfit shared in it: a small card, built for each reader, and
// only while that reader may still see the thing (a product taken off sale, an outfit made private or a
// block since: no card, the message stays).
import type { ChatMessage, ProductDetails, SharedOutfit, SharedProduct } from "@cbm/contracts";
import type { Executor } from "../../platform/db.ts";
import { outfitPicturesSeenBy } from "../outfits/index.ts";
import { productsDetails } from "../products/index.ts";
import type { ChatMessageRow } from "./tables.ts";

const idsOf = (rows: ChatMessageRow[], key: "productId" | "outfitId") => [
  ...new Set(rows.flatMap((row) => row[key] ?? [])),
];

async function productCards(db: Executor, viewerId: string, ids: string[]) {
  const pages = (await productsDetails(db, viewerId, ids)).map((page) => JSON.parse(page) as ProductDetails);
  return new Map(
    pages.map((product): [string, SharedProduct] => [
      product.id,
      {
        id: product.id,
        title: product.title,
        image: product.images[0] ?? null,
        priceMinor: product.priceMinor,
        currency: product.currency,
        link: `/shop/${product.store.slug}/products/${product.id}`,
      },
    ]),
  );
}

async function outfitCards(db: Executor, viewerId: string, ids: string[]) {
  const outfits = await outfitPicturesSeenBy(db, viewerId, ids);
  return new Map(
    outfits.map((outfit): [string, SharedOutfit] => [
      outfit.id,
      { ...outfit, link: `/wall/outfit/${outfit.id}` },
    ]),
  );
}

/** The messages as the viewer reads them: with the cards they may see, and the payment warning if theirs to see. */
export async function messagesFor(
  db: Executor,
  viewerId: string,
  rows: ChatMessageRow[],
): Promise<ChatMessage[]> {
  const [products, outfits] = await Promise.all([
    productCards(db, viewerId, idsOf(rows, "productId")),
    outfitCards(db, viewerId, idsOf(rows, "outfitId")),
  ]);
  return rows.map((row) => ({
    id: row.id,
    conversationId: row.conversationId,
    kind: row.kind,
    seq: row.seq,
    senderId: row.senderId,
    text: row.text,
    image: row.image,
    productId: row.productId,
    outfitId: row.outfitId,
    product: (row.productId && products.get(row.productId)) || null,
    outfit: (row.outfitId && outfits.get(row.outfitId)) || null,
    offPlatformPaymentWarning: row.offPlatformPayment && row.senderId !== viewerId,
    createdAt: row.createdAt.toISOString(),
  }));
}

/** Whether the viewer may share the outfit: they see it now. */
export async function outfitVisibleTo(db: Executor, viewerId: string, outfitId: string): Promise<boolean> {
  return (await outfitPicturesSeenBy(db, viewerId, [outfitId])).length > 0;
}
