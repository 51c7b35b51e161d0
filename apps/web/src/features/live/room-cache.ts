// How each change folds into a cached live room, whether it comes as an answer or as a push; the same
// change may come both ways (a comment's sender gets its answer and its push), so each is idempotent.
import type { DealClaim, FlashDeal, LiveComment, LiveRoom } from "@cbm/contracts";

/** The most comments a room keeps; the oldest drop off as new ones come (the chat scrolls, it is not an archive). */
export const KEPT_COMMENTS = 200;

export const withComment = (room: LiveRoom, comment: LiveComment): LiveRoom =>
  room.comments.some((known) => known.id === comment.id)
    ? room
    : { ...room, comments: [...room.comments, comment].slice(-KEPT_COMMENTS) };

export const withoutComment = (room: LiveRoom, commentId: string): LiveRoom => ({
  ...room,
  comments: room.comments.filter((comment) => comment.id !== commentId),
});

/**
 * The deal as pushed to everyone, with what this viewer has taken of it kept: a push cannot know it, and
 * the viewer's own claims have already counted it here.
 */
export function withDeal(room: LiveRoom, deal: FlashDeal | null): LiveRoom {
  if (!deal) return { ...room, deal: null };
  const taken =
    room.deal?.id === deal.id ? Math.max(room.deal.viewerTaken, deal.viewerTaken) : deal.viewerTaken;
  return { ...room, deal: { ...deal, viewerTaken: taken } };
}

/** The viewer's claim counts against their limit at once; the units left come with the deal's push. */
export const withClaim = (room: LiveRoom, claim: DealClaim): LiveRoom =>
  room.deal?.id === claim.dealId
    ? { ...room, deal: { ...room.deal, viewerTaken: room.deal.viewerTaken + claim.quantity } }
    : room;
