import type { Closet, ClosetItem, Image } from "@cbm/contracts";
import { ana, me } from "./users.ts";

/** Closets and items for the tests of the closet screens. */

export const imageOf = (name: string): Image => ({
  url: `/media/${name}-1080.webp`,
  width: 1080,
  height: 1350,
  variants: [
    { url: `/media/${name}-320.webp`, width: 320 },
    { url: `/media/${name}-1080.webp`, width: 1080 },
  ],
});

const owner = (person: { id: string; fullName: string; avatar: string | null }) => ({
  id: person.id,
  fullName: person.fullName,
  avatar: person.avatar,
});

/** Ana's public closet, seen by the signed-in user (Iris). */
export const anasCloset: Closet = {
  id: "c1c1c1c1-0000-4000-8000-000000000001",
  owner: owner(ana),
  name: "Denim days",
  description: "Every pair of jeans I own.",
  cover: imageOf("jeans"),
  preview: [imageOf("jeans")],
  visibility: "public",
  itemCount: 1,
  isOwner: false,
  createdAt: "2026-05-01T10:00:00.000Z",
  updatedAt: "2026-05-01T10:00:00.000Z",
};

/** The signed-in user's own private closet, empty. */
export const myCloset: Closet = {
  id: "c1c1c1c1-0000-4000-8000-000000000002",
  owner: owner(me),
  name: "Workwear",
  description: null,
  cover: null,
  preview: [],
  visibility: "private",
  itemCount: 0,
  isOwner: true,
  createdAt: "2026-05-02T10:00:00.000Z",
  updatedAt: "2026-05-02T10:00:00.000Z",
};

/** Another closet of the signed-in user, to move items to. */
export const myOtherCloset: Closet = {
  ...myCloset,
  id: "c1c1c1c1-0000-4000-8000-000000000003",
  name: "Weekend",
  visibility: "public",
};

export const jeans: ClosetItem = {
  id: "11111111-0000-4000-8000-000000000001",
  closetId: anasCloset.id,
  image: imageOf("jeans"),
  category: "bottoms",
  subcategory: "jeans",
  brand: { id: null, name: "Levi's" },
  colours: ["blue"],
  size: "28",
  seasons: ["spring", "autumn"],
  material: "Denim",
  price: { amountMinor: 8950, currency: "USD" },
  purchasedOn: "2025-09-14",
  notes: "Wash cold.",
  productId: null,
  createdAt: "2026-05-01T10:00:00.000Z",
};

export const pageOf = <T>(items: T[], total = items.length, page = 0) => ({ items, page, size: 12, total });
