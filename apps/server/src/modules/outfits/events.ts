import type { Visibility } from "@cbm/contracts";

/** What the outfits module tells the others (platform/bus.ts). `thumbnail` is the outfit's smallest image. */
export interface OutfitPosted {
  outfitId: string;
  authorId: string;
  visibility: Visibility;
  thumbnail: string;
}

export interface OutfitLiked {
  outfitId: string;
  authorId: string;
  likerId: string;
  thumbnail: string;
}

export interface CommentCreated {
  commentId: string;
  outfitId: string;
  outfitAuthorId: string;
  authorId: string;
  text: string;
  thumbnail: string;
}

declare module "../../platform/bus.ts" {
  interface DomainEvents {
    "outfit.posted": OutfitPosted;
    "outfit.liked": OutfitLiked;
    "comment.created": CommentCreated;
  }
}
