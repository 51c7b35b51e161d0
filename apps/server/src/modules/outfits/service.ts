import {
  COMMENT_DELETED,
  type Comment,
  type CommentBody,
  type CommentPage,
  type CommentQuery,
  type CursorQuery,
  type Feed,
  type FeedTab,
  type LikeState,
  type MessageResponse,
  OUTFIT_DELETED,
  OUTFIT_LIMITS,
  type Outfit,
  type OutfitBody,
  type OutfitDetails,
  type OutfitFeed,
  type OutfitListQuery,
  type SaveState,
} from "@cbm/contracts";
import { type Executor, inTransaction, type Tx } from "../../platform/db.ts";
import type { Deps } from "../../platform/deps.ts";
import { AppError } from "../../platform/errors.ts";
import {
  decodeCursor,
  keysetPage,
  type Mark,
  type Rendered,
  renderedKeysetPage,
} from "../../platform/paging.ts";
import type { Serialized } from "../../platform/serialized.ts";
import { ownedItems } from "../closets/index.ts";
import type { ReportedThing } from "../reports/index.ts";
import { collageImage, keptOrPrepared } from "../uploads/index.ts";
import { blockedEitherWay } from "../users/index.ts";
import * as feeds from "./feeds.ts";
import * as repo from "./repo.ts";
import type { CommentRow, OutfitRow } from "./tables.ts";

const OUTFIT_NOT_FOUND = "We could not find this outfit.";
const COMMENT_NOT_FOUND = "We could not find this comment.";

function toComment(row: repo.CommentView, viewerId: string, outfitAuthorId: string): Comment {
  return {
    id: row.id,
    outfitId: row.outfitId,
    parentId: row.parentId,
    author: { id: row.authorId, fullName: row.authorName, avatar: row.authorAvatar },
    text: row.text,
    replyCount: row.replyCount,
    canDelete: row.authorId === viewerId || outfitAuthorId === viewerId,
    createdAt: row.createdAt.toISOString(),
  };
}

const thumbnail = (row: OutfitRow) => row.image.variants[0]?.url ?? row.image.url;

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

  async function seen(tx: Tx, viewerId: string, id: string): Promise<OutfitRow> {
    const row = await repo.outfitLockedFor(tx, viewerId, id);
    if (!row) throw AppError.notFound(OUTFIT_NOT_FOUND);
    return row;
  }

  /** The comment a reply answers: on this outfit, and not of someone blocked either way (hidden from the viewer). */
  async function repliedTo(
    tx: Tx,
    viewerId: string,
    outfitId: string,
    parentId: string,
  ): Promise<CommentRow> {
    const parent = await repo.commentById(tx, parentId);
    if (parent?.outfitId !== outfitId || (await blockedEitherWay(tx, viewerId, parent.authorId))) {
      throw AppError.field("parentId", "The comment you reply to is not on this outfit any more");
    }
    return parent;
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
    get: details,

    async feed(viewerId: string, tab: FeedTab, query: CursorQuery): Promise<Serialized<Feed>> {
      const after = decodeCursor(query.cursor, tab === "explore" ? "rank" : "time");
      const read = tab === "explore" ? feeds.explorePageRows : feeds.followingPageRows;
      return renderedKeysetPage(await read(db, viewerId, after, query.size + 1), query.size);
    },

    list: (viewerId: string, query: OutfitListQuery) =>
      outfitPage(query, (after, limit) => repo.publicOutfits(db, viewerId, query, after, limit)),

    ofAuthor: (viewerId: string, authorId: string, query: CursorQuery) =>
      outfitPage(query, (after, limit) => repo.outfitsOfAuthor(db, viewerId, authorId, after, limit)),

    saved: (viewerId: string, query: CursorQuery) =>
      outfitPage(query, (after, limit) => repo.savedOutfits(db, viewerId, after, limit)),

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

    like: (viewerId: string, id: string): Promise<LikeState> =>
      inTransaction(db, async (tx) => {
        const outfit = await seen(tx, viewerId, id);
        if (!(await repo.insertedLike(tx, id, viewerId))) return { liked: true, likeCount: outfit.likeCount };
        const row = await repo.countedEngagement(tx, id, { likes: 1 });
        await bus.emit(tx, "outfit.liked", {
          outfitId: id,
          authorId: row.authorId,
          likerId: viewerId,
          thumbnail: thumbnail(row),
        });
        return { liked: true, likeCount: row.likeCount };
      }),

    unlike: (viewerId: string, id: string): Promise<LikeState> =>
      inTransaction(db, async (tx) => {
        const outfit = await seen(tx, viewerId, id);
        if (!(await repo.deletedLike(tx, id, viewerId))) return { liked: false, likeCount: outfit.likeCount };
        const row = await repo.countedEngagement(tx, id, { likes: -1 });
        return { liked: false, likeCount: row.likeCount };
      }),

    save: (viewerId: string, id: string): Promise<SaveState> =>
      inTransaction(db, async (tx) => {
        const outfit = await seen(tx, viewerId, id);
        if (!(await repo.insertedSave(tx, id, viewerId))) return { saved: true, saveCount: outfit.saveCount };
        const row = await repo.countedEngagement(tx, id, { saves: 1 });
        return { saved: true, saveCount: row.saveCount };
      }),

    unsave: (viewerId: string, id: string): Promise<SaveState> =>
      inTransaction(db, async (tx) => {
        const outfit = await seen(tx, viewerId, id);
        if (!(await repo.deletedSave(tx, id, viewerId))) return { saved: false, saveCount: outfit.saveCount };
        const row = await repo.countedEngagement(tx, id, { saves: -1 });
        return { saved: false, saveCount: row.saveCount };
      }),

    async comments(viewerId: string, outfitId: string, query: CommentQuery): Promise<CommentPage> {
      const authorId = await repo.authorOfSeen(db, viewerId, outfitId);
      if (!authorId) throw AppError.notFound(OUTFIT_NOT_FOUND);
      const rows = await repo.commentPage(
        db,
        viewerId,
        outfitId,
        query.parentId,
        decodeCursor(query.cursor, "time"),
        query.size + 1,
      );
      return keysetPage(rows, query.size, (row) => toComment(row, viewerId, authorId));
    },

    comment: (viewerId: string, outfitId: string, body: CommentBody): Promise<Comment> =>
      inTransaction(db, async (tx) => {
        const outfit = await seen(tx, viewerId, outfitId);
        const parent = body.parentId ? await repliedTo(tx, viewerId, outfitId, body.parentId) : undefined;
        // A reply to a reply joins the thread of the top-level comment.
        const threadId = parent ? (parent.parentId ?? parent.id) : null;
        const row = await repo.insertedComment(tx, {
          outfitId,
          authorId: viewerId,
          parentId: threadId,
          text: body.text,
        });
        if (threadId) await repo.addedReplies(tx, threadId, 1);
        const counted = await repo.countedEngagement(tx, outfitId, { comments: 1 });
        await bus.emit(tx, "comment.created", {
          commentId: row.id,
          outfitId,
          outfitAuthorId: counted.authorId,
          authorId: viewerId,
          text: body.text,
          thumbnail: thumbnail(counted),
        });
        return toComment(row, viewerId, outfit.authorId);
      }),

    removeComment: (viewerId: string, id: string): Promise<MessageResponse> =>
      inTransaction(db, async (tx) => {
        const comment = await repo.commentById(tx, id);
        const outfit = comment && (await repo.outfitLockedFor(tx, viewerId, comment.outfitId));
        if (!comment || !outfit) throw AppError.notFound(COMMENT_NOT_FOUND);
        if (comment.authorId !== viewerId && outfit.authorId !== viewerId) {
          throw AppError.forbidden("Only its author or the outfit's author can delete this comment.");
        }
        await repo.deletedComment(tx, id);
        if (comment.parentId) await repo.addedReplies(tx, comment.parentId, -1);
        await repo.countedEngagement(tx, outfit.id, { comments: -(1 + comment.replyCount) });
        return { message: COMMENT_DELETED };
      }),

    async reportableOutfit(viewerId: string, id: string): Promise<ReportedThing> {
      const authorId = await repo.authorOfSeen(db, viewerId, id);
      if (!authorId) throw AppError.notFound(OUTFIT_NOT_FOUND);
      if (authorId === viewerId) throw AppError.conflict("You cannot report your own outfit.");
      return { type: "outfit", id, ownerId: authorId };
    },

    async reportableComment(viewerId: string, id: string): Promise<ReportedThing> {
      const comment = await repo.commentById(db, id);
      const outfitSeen = comment && (await repo.authorOfSeen(db, viewerId, comment.outfitId));
      if (!comment || !outfitSeen || (await blockedEitherWay(db, viewerId, comment.authorId))) {
        throw AppError.notFound(COMMENT_NOT_FOUND);
      }
      if (comment.authorId === viewerId) throw AppError.conflict("You cannot report your own comment.");
      return { type: "comment", id, ownerId: comment.authorId };
    },
  };
}

export type OutfitsService = ReturnType<typeof outfitsService>;
