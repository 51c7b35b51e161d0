// Comments on outfits and their replies: reading them by cursor, writing, deleting and reporting them.
import {
  COMMENT_DELETED,
  type Comment,
  type CommentBody,
  type CommentPage,
  type CommentQuery,
  type MessageResponse,
} from "@cbm/contracts";
import { inTransaction, type Tx } from "../../platform/db.ts";
import type { Deps } from "../../platform/deps.ts";
import { AppError } from "../../platform/errors.ts";
import { decodeCursor, keysetPage } from "../../platform/paging.ts";
import type { ReportedThing } from "../reports/index.ts";
import { blockedEitherWay } from "../users/index.ts";
import * as repo from "./comments-repo.ts";
import { OUTFIT_NOT_FOUND, seenOutfit, thumbnail } from "./engagement.ts";
import { countedEngagement } from "./engagement-repo.ts";
import { authorOfSeen, outfitLockedFor } from "./repo.ts";
import type { CommentRow } from "./tables.ts";

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

export function commentsService({ database, bus }: Pick<Deps, "database" | "bus">) {
  const { db } = database;

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

  return {
    async comments(viewerId: string, outfitId: string, query: CommentQuery): Promise<CommentPage> {
      const authorId = await authorOfSeen(db, viewerId, outfitId);
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
        const outfit = await seenOutfit(tx, viewerId, outfitId);
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
        const counted = await countedEngagement(tx, outfitId, { comments: 1 });
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
        const outfit = comment && (await outfitLockedFor(tx, viewerId, comment.outfitId));
        if (!comment || !outfit) throw AppError.notFound(COMMENT_NOT_FOUND);
        if (comment.authorId !== viewerId && outfit.authorId !== viewerId) {
          throw AppError.forbidden("Only its author or the outfit's author can delete this comment.");
        }
        await repo.deletedComment(tx, id);
        if (comment.parentId) await repo.addedReplies(tx, comment.parentId, -1);
        await countedEngagement(tx, outfit.id, { comments: -(1 + comment.replyCount) });
        return { message: COMMENT_DELETED };
      }),

    async reportableComment(viewerId: string, id: string): Promise<ReportedThing> {
      const comment = await repo.commentById(db, id);
      const outfitSeen = comment && (await authorOfSeen(db, viewerId, comment.outfitId));
      if (!comment || !outfitSeen || (await blockedEitherWay(db, viewerId, comment.authorId))) {
        throw AppError.notFound(COMMENT_NOT_FOUND);
      }
      if (comment.authorId === viewerId) throw AppError.conflict("You cannot report your own comment.");
      return { type: "comment", id, ownerId: comment.authorId };
    },
  };
}
