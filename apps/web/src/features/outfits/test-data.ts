import type { Closet, ClosetItem, Comment, CommentPage, OutfitItem } from "@cbm/contracts";
import { imageOf } from "../../testing/closets.ts";
import { ana } from "../../testing/users.ts";

/** Data for the tests of the outfit screens: Iris (`me`) looks at Ana's outfits. */

let ids = 0;
/** A fresh, valid-looking UUID per call, so lists never share keys. */
export const nextId = () => `00000000-0000-4000-8000-${String(++ids).padStart(12, "0")}`;

export const outfitItemOf = (changes: Partial<OutfitItem> = {}): OutfitItem => ({
  id: nextId(),
  image: imageOf("item"),
  category: "tops",
  subcategory: "shirt",
  brand: { id: null, name: "Atelier Lin" },
  colours: ["cream"],
  productId: null,
  closet: null,
  ...changes,
});

export const closetItemOf = (changes: Partial<ClosetItem> = {}): ClosetItem => ({
  id: nextId(),
  closetId: nextId(),
  image: imageOf("piece"),
  category: "tops",
  subcategory: "t-shirt",
  brand: null,
  colours: ["white"],
  size: null,
  seasons: [],
  material: null,
  price: null,
  purchasedOn: null,
  notes: null,
  productId: null,
  createdAt: new Date().toISOString(),
  ...changes,
});

export const closetOf = (changes: Partial<Closet> = {}): Closet => ({
  id: nextId(),
  owner: { id: ana.id, fullName: ana.fullName, avatar: null },
  name: "Summer capsule",
  description: null,
  cover: null,
  preview: [imageOf("a"), imageOf("b")],
  visibility: "public",
  itemCount: 7,
  isOwner: false,
  createdAt: new Date().toISOString(),
  updatedAt: new Date().toISOString(),
  ...changes,
});

export const commentOf = (outfitId: string, changes: Partial<Comment> = {}): Comment => ({
  id: nextId(),
  outfitId,
  parentId: null,
  author: { id: ana.id, fullName: ana.fullName, avatar: null },
  text: "Love the colours",
  replyCount: 0,
  canDelete: false,
  createdAt: new Date().toISOString(),
  ...changes,
});

export const commentPage = (items: Comment[], nextCursor: string | null = null): CommentPage => ({
  items,
  nextCursor,
});
