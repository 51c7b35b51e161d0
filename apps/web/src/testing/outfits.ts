import type { OutfitDetails } from "@cbm/contracts";
import { imageOf } from "./closets.ts";
import { ana } from "./users.ts";

/** An outfit of Ana's for the tests of the screens that show outfits: the wall's, a product's. */

let ids = 0;
const nextOutfitId = () => `00000000-0000-4000-a000-${String(++ids).padStart(12, "0")}`;

const anaAsAuthor = { id: ana.id, fullName: ana.fullName, avatar: null, isFollowing: false };

export const outfitOf = (changes: Partial<OutfitDetails> = {}): OutfitDetails => ({
  id: nextOutfitId(),
  author: anaAsAuthor,
  image: imageOf("look"),
  hasPhoto: false,
  caption: "Linen for a slow Sunday",
  occasion: "everyday",
  seasons: ["summer"],
  tags: ["linen"],
  colours: ["cream"],
  visibility: "public",
  itemCount: 2,
  likeCount: 4,
  saveCount: 1,
  commentCount: 3,
  liked: false,
  saved: false,
  isAuthor: false,
  createdAt: new Date(Date.now() - 2 * 3_600_000).toISOString(),
  items: [],
  ...changes,
});
