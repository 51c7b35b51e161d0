import type { Event, FlashDeal, LiveComment, LiveRoom, ProductCard } from "@cbm/contracts";
import { imageOf } from "../../testing/closets.ts";
import { nextProductId, productDetailsOf, storeName } from "../../testing/products.ts";
import { me } from "../../testing/users.ts";

/** Live rooms for the tests of the live screens. */
export const EVENT_ID = "00000000-0000-4000-8000-000000000001";
export const host = { id: "3a0b4b0e-7a55-4a57-9a0e-1a2b3c4d5e6f", fullName: "Maison Rue", avatar: null };
export const viewer = { id: me.id, fullName: "Tilda Swan", avatar: null };

export const productCardOf = (changes: Partial<ProductCard> = {}): ProductCard => {
  const { description, subcategory, tags, images, variants, store, ...card } = productDetailsOf();
  return { ...card, store: storeName, image: imageOf("front"), ...changes };
};

let comments = 0;
export const commentOf = (message: string, author = viewer): LiveComment => ({
  id: `00000000-0000-4000-a000-${String(++comments).padStart(12, "0")}`,
  author,
  message,
  createdAt: "2026-11-28T10:00:00.000Z",
});

export const dealOf = (changes: Partial<FlashDeal> = {}): FlashDeal => ({
  id: nextProductId(),
  product: productCardOf(),
  priceMinor: 6000,
  currency: "USD",
  quantity: 20,
  remaining: 12,
  perBuyerLimit: 2,
  opensAt: new Date(Date.now() - 60_000).toISOString(),
  closesAt: new Date(Date.now() + 240_000).toISOString(),
  state: "open",
  viewerTaken: 0,
  ...changes,
});

export function roomOf(changes: Partial<LiveRoom> = {}, event: Partial<Event> = {}): LiveRoom {
  return {
    event: {
      id: EVENT_ID,
      slug: "winter-live",
      title: "Winter live",
      image: "/images/event-default.svg",
      startsAt: "2026-11-28T09:50:00.000Z",
      endsAt: "2026-11-28T13:00:00.000Z",
      format: "online",
      place: null,
      visibility: "public",
      status: "live",
      capacity: null,
      host: { ...host, role: "retailer" },
      counts: { interested: 0, going: 0, like: 0 },
      viewerReactions: [],
      viewerInvitation: null,
      description: "",
      streamUrl: "http://localhost/demo-live/stream.m3u8",
      products: [],
      attendees: [],
      invitedCount: null,
      canEdit: false,
      canRemove: false,
      createdAt: "2026-11-01T10:00:00.000Z",
      ...event,
    },
    viewers: 3,
    pinned: null,
    deal: null,
    cheers: { heart: 0, fire: 0, clap: 0, wow: 0 },
    comments: [],
    canModerate: false,
    viewerMuted: false,
    resumableUntil: null,
    ...changes,
  };
}
