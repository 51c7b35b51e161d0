// The items in closets: their owner adds them (by hand or from a delivered order), changes, moves and
// removes them; whoever may see their closet reads them.

import {
  type AddedItems,
  CLOSET_LIMITS,
  type Closet,
  type ClosetItem,
  type ClosetItemBody,
  type ClosetItemPage,
  type ClosetItemQuery,
  type ClosetItemUpdate,
  type Image,
  ITEM_DELETED,
  type ItemsFromOrderBody,
  type MessageResponse,
} from "@cbm/contracts";
import type { SQL } from "drizzle-orm";
import { type Executor, inTransaction, type Tx } from "../../platform/db.ts";
import type { Deps } from "../../platform/deps.ts";
import { AppError } from "../../platform/errors.ts";
import { numberedPage, pagingOf } from "../../platform/paging.ts";
import { activeBrandName } from "../brands/index.ts";
import { type BoughtLine, boughtLinesOf } from "../orders/index.ts";
import { productFactsOf } from "../products/index.ts";
import { editableInPlan, withinPlan } from "../subscriptions/index.ts";
import { keptOrPrepared } from "../uploads/index.ts";
import * as itemsRepo from "./items-repo.ts";
import * as repo from "./repo.ts";
import type { ClosetItemRow, ClosetRow, NewClosetItemRow } from "./tables.ts";

const ITEM_NOT_FOUND = "We could not find this item.";

export function toClosetItem(row: ClosetItemRow): ClosetItem {
  return {
    id: row.id,
    closetId: row.closetId,
    image: row.image,
    category: row.category,
    subcategory: row.subcategory,
    brand: row.brandName ? { id: row.brandId, name: row.brandName } : null,
    colours: row.colours,
    size: row.size,
    seasons: row.seasons,
    material: row.material,
    price:
      row.priceMinor === null || row.currency === null
        ? null
        : { amountMinor: row.priceMinor, currency: row.currency as never },
    purchasedOn: row.purchasedOn,
    notes: row.notes,
    productId: row.productId,
    createdAt: row.createdAt.toISOString(),
  };
}

/**
 * What the items need of their closets (the closets service's): one as the viewer sees it, the owner's
 * locked, and items let go.
 */
interface Closets {
  viewed(viewerId: string, id: string): Promise<Closet>;
  owned(tx: Executor, ownerId: string, id: string): Promise<ClosetRow>;
  letGo(tx: Tx, itemIds: string[]): Promise<void>;
}

export function keepingItems(
  { database, storage }: Pick<Deps, "database" | "storage">,
  { viewed, owned, letGo }: Closets,
) {
  const { db } = database;

  async function ownedItem(tx: Executor, ownerId: string, id: string) {
    const row = await itemsRepo.ownedItem(tx, ownerId, id);
    if (row) return row;
    if (await itemsRepo.itemViewedBy(tx, ownerId, id))
      throw AppError.forbidden("Only the owner can change this item.");
    throw AppError.notFound(ITEM_NOT_FOUND);
  }

  /** An item body as columns: the photo made into variants (unless it is `current`), the catalogue brand's name looked up. */
  async function itemFields(
    body: ClosetItemBody,
    current?: Image,
  ): Promise<Omit<NewClosetItemRow, "closetId" | "ownerId">> {
    const brandName = body.brandId ? await activeBrandName(db, body.brandId) : body.brandName;
    if (body.brandId && !brandName)
      throw AppError.field("brandId", "This brand is not in the catalogue any more");
    if (body.productId && (await productFactsOf(db, [body.productId])).length === 0)
      throw AppError.field("productId", "This product is not in the shop");
    return {
      image: await keptOrPrepared(storage, body.image, "image", current),
      category: body.category,
      subcategory: body.subcategory,
      brandId: body.brandId ?? null,
      brandName: brandName ?? null,
      colours: body.colours,
      size: body.size ?? null,
      seasons: body.seasons,
      material: body.material ?? null,
      priceMinor: body.price?.amountMinor ?? null,
      currency: body.price?.currency ?? null,
      purchasedOn: body.purchasedOn ?? null,
      notes: body.notes ?? null,
      productId: body.productId ?? null,
    };
  }

  /** What an order's lines make as items: those of products still known, with a photo, not already owned. */
  async function itemsBought(tx: Tx, ownerId: string, lines: BoughtLine[]) {
    const productIds = lines.flatMap((line) => line.productId ?? []);
    const facts = new Map((await productFactsOf(tx, productIds)).map((fact) => [fact.id, fact]));
    const owned = await itemsRepo.ownedProductSizes(tx, ownerId, productIds);
    const items: Omit<NewClosetItemRow, "closetId" | "ownerId">[] = [];
    for (const line of lines) {
      const fact = line.productId ? facts.get(line.productId) : undefined;
      if (!fact || !line.image || owned.has(`${fact.id}:${line.size}`)) continue;
      items.push({
        image: line.image,
        category: fact.category,
        subcategory: fact.subcategory,
        brandId: fact.brandId,
        brandName: fact.brandId ? ((await activeBrandName(tx, fact.brandId)) ?? null) : null,
        colours: [line.colour],
        size: line.size,
        seasons: [],
        priceMinor: line.unitPriceMinor,
        currency: line.currency,
        purchasedOn: line.orderedOn,
        notes: line.title,
        productId: fact.id,
      });
    }
    return items;
  }

  async function requireRoomFor(tx: Tx, closetId: string, adding = 1) {
    if ((await itemsRepo.itemCountIn(tx, closetId)) + adding > CLOSET_LIMITS.itemsPerCloset) {
      throw AppError.field("closetId", `A closet holds at most ${CLOSET_LIMITS.itemsPerCloset} items`);
    }
  }

  /** New items (not moved ones) count against the owner's plan, across all their closets. */
  const requirePlanRoomFor = async (tx: Tx, ownerId: string, adding = 1) =>
    withinPlan(tx, ownerId, "closetItems", await repo.itemCountOf(tx, ownerId), adding);

  /** A page of the items `where` picks, filtered and paged as the query asks. */
  async function pageOf(where: SQL, query: ClosetItemQuery): Promise<ClosetItemPage> {
    const { rows, total } = await itemsRepo.itemPage(db, where, query, pagingOf(query));
    return numberedPage(query, rows.map(toClosetItem), total);
  }

  return {
    async items(viewerId: string, closetId: string, query: ClosetItemQuery): Promise<ClosetItemPage> {
      await viewed(viewerId, closetId);
      return pageOf(itemsRepo.itemsOfCloset(closetId), query);
    },

    myItems: (ownerId: string, query: ClosetItemQuery): Promise<ClosetItemPage> =>
      pageOf(itemsRepo.itemsOfOwner(ownerId), query),

    async item(viewerId: string, id: string): Promise<ClosetItem> {
      const row = await itemsRepo.itemViewedBy(db, viewerId, id);
      if (!row) throw AppError.notFound(ITEM_NOT_FOUND);
      return toClosetItem(row);
    },

    async addItem(ownerId: string, closetId: string, body: ClosetItemBody): Promise<ClosetItem> {
      await owned(db, ownerId, closetId);
      const fields = await itemFields(body);
      return inTransaction(db, async (tx) => {
        await owned(tx, ownerId, closetId);
        await requireRoomFor(tx, closetId);
        await requirePlanRoomFor(tx, ownerId);
        const row = await itemsRepo.insertedItem(tx, { ...fields, closetId, ownerId });
        await repo.countedItems(tx, closetId, 1, true);
        return toClosetItem(row);
      });
    },

    /** Puts what the buyer's delivered order brought into their closet, leaving out what they already have. */
    async addFromOrder(ownerId: string, closetId: string, body: ItemsFromOrderBody): Promise<AddedItems> {
      await owned(db, ownerId, closetId);
      const lines = await boughtLinesOf(db, ownerId, body.orderId);
      return inTransaction(db, async (tx) => {
        await owned(tx, ownerId, closetId);
        const items = await itemsBought(tx, ownerId, lines);
        if (items.length === 0) return { items: [] };
        await requireRoomFor(tx, closetId, items.length);
        await requirePlanRoomFor(tx, ownerId, items.length);
        const rows = await itemsRepo.insertedItems(
          tx,
          items.map((item) => ({ ...item, closetId, ownerId })),
        );
        await repo.countedItems(tx, closetId, rows.length, true);
        return { items: rows.map(toClosetItem) };
      });
    },

    async updateItem(ownerId: string, id: string, body: ClosetItemUpdate): Promise<ClosetItem> {
      const before = await ownedItem(db, ownerId, id);
      await editableInPlan(db, ownerId, "closetItems", repo.closetItemsMade, before.createdAt);
      const fields = await itemFields(body, before.image);
      return inTransaction(db, async (tx) => {
        const current = await ownedItem(tx, ownerId, id);
        const closetId = body.closetId ?? current.closetId;
        if (closetId !== current.closetId) {
          if (!(await repo.ownedCloset(tx, ownerId, closetId))) {
            throw AppError.field("closetId", "Choose one of your closets");
          }
          await requireRoomFor(tx, closetId);
          await repo.countedItems(tx, current.closetId, -1);
          await repo.countedItems(tx, closetId, 1, true);
        }
        const row = await itemsRepo.updatedItem(tx, id, { ...fields, closetId });
        if (!row) throw AppError.notFound(ITEM_NOT_FOUND);
        return toClosetItem(row);
      });
    },

    async removeItem(ownerId: string, id: string): Promise<MessageResponse> {
      await inTransaction(db, async (tx) => {
        const item = await ownedItem(tx, ownerId, id);
        await letGo(tx, [id]);
        await itemsRepo.deletedItem(tx, id);
        await repo.countedItems(tx, item.closetId, -1);
      });
      return { message: ITEM_DELETED };
    },
  };
}
