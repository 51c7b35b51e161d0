// Comments on outfits and their replies (one level deep), read by cursor.
import { z } from "zod";
import { CursorQuerySchema, cursorPageOf, optional, requiredText, uuidField } from "../common.ts";
import { PersonSchema } from "../users/index.ts";

/** The longest comment, in characters. */
export const COMMENT_MAX = 1000;

export const CommentIdParamsSchema = z.object({ id: uuidField("Comment") });

export const CommentBodySchema = z.object({
  text: requiredText("Comment", COMMENT_MAX),
  /** Replies go one level deep: a reply to a reply joins its thread. */
  parentId: optional(uuidField("Reply to")),
});
export type CommentBody = z.infer<typeof CommentBodySchema>;

export const CommentSchema = z.object({
  id: z.uuid(),
  outfitId: z.uuid(),
  parentId: z.uuid().nullable(),
  author: PersonSchema,
  text: z.string(),
  replyCount: z.number().int(),
  /** The viewer may delete it: their own, or any on their outfit. */
  canDelete: z.boolean(),
  createdAt: z.iso.datetime(),
});
export type Comment = z.infer<typeof CommentSchema>;
export const CommentPageSchema = cursorPageOf(CommentSchema);
export type CommentPage = z.infer<typeof CommentPageSchema>;
export const CommentQuerySchema = CursorQuerySchema.extend({
  /** The replies of this comment instead of the outfit's top-level comments. */
  parentId: optional(uuidField("Reply to")),
});
export type CommentQuery = z.infer<typeof CommentQuerySchema>;

export const COMMENT_DELETED = "The comment was deleted.";
