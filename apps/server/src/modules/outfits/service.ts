import {
  type CursorQuery,
  FEED_OCCASION_EXPLORE_ONLY,
  type Feed,
  type FeedQuery,
  type FeedTab,
  type MessageResponse,
  OUTFIT_DELETED,
  OUTFIT_LIMITS,
  type Outfit,
  type OutfitBody,
  type OutfitDetails,
  type OutfitFeed,
  type OutfitListQuery,
} from "@cbm/contracts";
import { type Executor, inTransaction } from "../../platform/db.ts";
import type { Deps } from "../../platform/deps.ts";
import { AppError } from "../../platform/errors.ts";
import { decodeCursor, type Mark, type Rendered, renderedKeysetPage } from "../../platform/paging.ts";
import type { Serialized } from "../../platform/serialized.ts";
import { ownedItems } from "../closets/index.ts";
import type { ReportedThing } from "../reports/index.ts";
import { collageImage, keptOrPrepared } from "../uploads/index.ts";
import { commentsService } from "./comments.ts";
import { engagementService, OUTFIT_NOT_FOUND, thumbnail } from "./engagement.ts";
import * as feeds from "./feeds.ts";
import * as lists from "./lists-repo.ts";
import * as repo from "./repo.ts";
import { outfitShopping } from "./shopping.ts";
import * as suggestions from "./suggestions.ts";
import type { OutfitRow } from "./tables.ts";

/** Outfits, the feeds that show them, and what people do with them: likes, saves, comments. */
export function outfitsService({ database, storage, bus }: Pick<Deps, "database" | "storage" | "bus">) {
  const { db } = database;

  /** A page of outfits the database rendered, sent as it wrote them. */
  async function outfitPage(
    query: CursorQuery,
    read: (after: Mark | undefined, limit: number) => Promise<Rendered[]>,
  ): Promise<Serialized<OutfitFeed>> {
    return renderedKeysetPage(await read(decodeCursor(query.cursor, "time"), query.size + 1), query.size);
  }

  async function details(viewerId: string, id: string): Promise<OutfitDetails> {
    const rendered = await repo.renderedOutfit(db, viewerId, id);
    if (!rendered) throw AppError.notFound(OUTFIT_NOT_FOUND);
    const outfit = JSON.parse(rendered) as Outfit;
    const items = await repo.itemsOfOutfit(db, viewerId, id);
    return {
      ...outfit,
      items: items.map((item) => ({
        id: item.id,
        image: item.image,
        category: item.category as OutfitDetails["items"][number]["category"],
        subcategory: item.subcategory as OutfitDetails["items"][number]["subcategory"],
        brand: item.brandName ? { id: item.brandId, name: item.brandName } : null,
        colours: item.colours as OutfitDetails["items"][number]["colours"],
        productId: item.productId,
        closet: item.closetSeen ? { id: item.closetId, name: item.closetName } : null,
      })),
    };
  }

  /** The outfit locked for a change by its author; others get 404 when they cannot see it, else 403. */
  async function authored(executor: Executor, authorId: string, id: string): Promise<OutfitRow> {
    const row = await repo.outfitLockedFor(executor, authorId, id);
    if (!row) throw AppError.notFound(OUTFIT_NOT_FOUND);
    if (row.authorId !== authorId) throw AppError.forbidden("Only its author can change this outfit.");
    return row;
  }

  /**
   * The body's picture and what its items say: the photo, or a collage of the items. An edit that keeps
   * the photo, or the items the collage shows, keeps the current image as it is.
   */
  async function composed(
    authorId: string,
    body: OutfitBody,
    current?: { row: OutfitRow; itemIds: string[] },
  ) {
    const items = await ownedItems(db, authorId, body.itemIds);
    if (items.length !== body.itemIds.length) {
      throw AppError.field("itemIds", "Choose items from your own closets");
    }
    const byId = new Map(items.map((item) => [item.id, item]));
    const ordered = body.itemIds.flatMap((id) => byId.get(id) ?? []);
    const drawn = ordered.slice(0, OUTFIT_LIMITS.collageItems);
    const sameCollage =
      current !== undefined &&
      !current.row.hasPhoto &&
      drawn.map((item) => item.id).join() === current.itemIds.slice(0, OUTFIT_LIMITS.collageItems).join();
    const image = body.photo
      ? await keptOrPrepared(
          storage,
          body.photo,
          "photo",
          current?.row.hasPhoto ? current.row.image : undefined,
        )
      : sameCollage
        ? current.row.image
        : await collageImage(
            storage,
            drawn.map((item) => item.image),
          );
    return {
      image,
      hasPhoto: body.photo !== undefined,
      colours: [...new Set(ordered.flatMap((item) => item.colours))],
      itemCount: ordered.length,
    };
  }

  const fieldsOf = (body: OutfitBody) => ({
    caption: body.caption ?? null,
    occasion: body.occasion ?? null,
    seasons: body.seasons,
    tags: body.tags,
    visibility: body.visibility,
  });

  return {
    ...engagementService({ database, bus }),
    ...commentsService({ database, bus }),

    get: details,

    async feed(viewerId: string, tab: FeedTab, query: FeedQuery): Promise<Serialized<Feed>> {
      const { cursor, size, occasion } = query;
      if (tab === "explore") {
        const after = decodeCursor(cursor, "rank");
        return renderedKeysetPage(await feeds.explorePageRows(db, viewerId, after, size + 1, occasion), size);
      }
      if (occasion) throw AppError.field("occasion", FEED_OCCASION_EXPLORE_ONLY);
      const suggestionsAfter = suggestions.suggestionsAfter(cursor);
      if (suggestionsAfter) {
        const after = suggestionsAfter === "start" ? undefined : suggestionsAfter;
        return suggestions.pageWithSuggestions(db, viewerId, [], after, size);
      }
      const after = decodeCursor(cursor, "time");
      const rows = await feeds.followingPageRows(db, viewerId, after, size + 1);
      if (rows.length > size) return renderedKeysetPage(rows, size);
      // The feed ends here. A newcomer's wall is never empty: when the feed had nothing at all, or the
      // viewer follows nobody yet (only their own posts), it goes on with suggestions.
      const newcomer = (!after && rows.length === 0) || !(await suggestions.followsSomeone(db, viewerId));
      if (!newcomer) return renderedKeysetPage(rows, size);
      return suggestions.pageWithSuggestions(db, viewerId, rows, undefined, size);
    },

    ...outfitShopping({ database }),

    list: (viewerId: string, query: OutfitListQuery) =>
      outfitPage(query, (after, limit) => lists.publicOutfits(db, viewerId, query, after, limit)),

    ofAuthor: (viewerId: string, authorId: string, query: CursorQuery) =>
      outfitPage(query, (after, limit) => lists.outfitsOfAuthor(db, viewerId, authorId, after, limit)),

    saved: (viewerId: string, query: CursorQuery) =>
      outfitPage(query, (after, limit) => lists.savedOutfits(db, viewerId, after, limit)),

    async create(authorId: string, body: OutfitBody): Promise<OutfitDetails> {
      const picture = await composed(authorId, body);
      const id = await inTransaction(db, async (tx) => {
        const row = await repo.insertedOutfit(tx, { authorId, ...picture, ...fieldsOf(body) });
        await repo.replacedOutfitItems(tx, row.id, body.itemIds);
        await bus.emit(tx, "outfit.posted", {
          outfitId: row.id,
          authorId,
          visibility: row.visibility,
          thumbnail: thumbnail(row),
        });
        return row.id;
      });
      return details(authorId, id);
    },

    async update(authorId: string, id: string, body: OutfitBody): Promise<OutfitDetails> {
      // Someone else's outfit is refused before its items are checked as theirs (they are the author's).
      const row = await authored(db, authorId, id);
      const picture = await composed(authorId, body, { row, itemIds: await repo.itemIdsOfOutfit(db, id) });
      await inTransaction(db, async (tx) => {
        await authored(tx, authorId, id);
        await repo.updatedOutfit(tx, id, { ...picture, ...fieldsOf(body) });
        await repo.replacedOutfitItems(tx, id, body.itemIds);
      });
      return details(authorId, id);
    },

    async remove(authorId: string, id: string): Promise<MessageResponse> {
      await inTransaction(db, async (tx) => {
        await authored(tx, authorId, id);
        await repo.deletedOutfit(tx, id);
      });
      return { message: OUTFIT_DELETED };
    },

    async reportableOutfit(viewerId: string, id: string): Promise<ReportedThing> {
      const authorId = await repo.authorOfSeen(db, viewerId, id);
      if (!authorId) throw AppError.notFound(OUTFIT_NOT_FOUND);
      if (authorId === viewerId) throw AppError.conflict("You cannot report your own outfit.");
      return { type: "outfit", id, ownerId: authorId };
    },
  };
}

export type OutfitsService = ReturnType<typeof outfitsService>;
