import { z } from "zod";
import { CurrencySchema, CursorQuerySchema, cursorPageOf, Id, uuidField } from "../common.ts";
import { endpoint } from "../endpoint.ts";
import { EventIdParamsSchema, EventSchema, EventSummarySchema } from "../events/index.ts";
import { ProductCardSchema } from "../products/index.ts";
import { PersonSchema } from "../users/index.ts";

export const LIVE_LIMITS = {
  comment: 300,
  /** The comments a live room opens with; older ones page by cursor. */
  recentComments: 50,
  /** A flash deal's countdown before it opens, and how long it stays open (TikTok LIVE's bounds). */
  dealCountdownSeconds: { min: 10, max: 300 },
  dealDurationMinutes: { min: 1, max: 20 },
  dealQuantity: 10_000,
  perBuyerLimit: 10,
  /** How long bought-but-unpaid deal stock stays reserved. */
  reservationMinutes: 5,
} as const;

/** The quick reactions viewers tap during a live; counted, not stored per person. */
export const LIVE_CHEERS = ["heart", "fire", "clap", "wow"] as const;
export type LiveCheer = (typeof LIVE_CHEERS)[number];

const time = z.iso.datetime({ offset: true });

export const LiveCommentSchema = z.object({
  id: Id,
  author: PersonSchema,
  message: z.string(),
  createdAt: time,
});
export type LiveComment = z.infer<typeof LiveCommentSchema>;

export const FlashDealSchema = z.object({
  id: Id,
  product: ProductCardSchema,
  /** The deal's price for every variant, below the product's own. */
  priceMinor: z.number().int(),
  currency: CurrencySchema,
  /** Units on the deal in all, and those not yet taken (reserved or bought). */
  quantity: z.number().int(),
  remaining: z.number().int(),
  perBuyerLimit: z.number().int(),
  opensAt: time,
  closesAt: time,
  /** `upcoming` while the countdown runs; a deal whose time runs out is pushed closed within a minute. */
  state: z.enum(["upcoming", "open", "closed"]),
  /** What the viewer has taken of it so far; 0 in `live:deal` pushes, which go to the whole room. */
  viewerTaken: z.number().int(),
});
export type FlashDeal = z.infer<typeof FlashDealSchema>;

/** A live room as a viewer opens it; the realtime channel keeps it current. */
export const LiveRoomSchema = z.object({
  event: EventSchema,
  viewers: z.number().int(),
  pinned: ProductCardSchema.nullable(),
  deal: FlashDealSchema.nullable(),
  cheers: z.record(z.enum(LIVE_CHEERS), z.number().int()),
  /** Oldest to newest. */
  comments: z.array(LiveCommentSchema),
  /** The host and admins remove comments and mute viewers. */
  canModerate: z.boolean(),
  viewerMuted: z.boolean(),
  /** After the live: until when the host may resume it. */
  resumableUntil: time.nullable(),
});
export type LiveRoom = z.infer<typeof LiveRoomSchema>;

/** `/events/live-event`: what is live now (with its audience and pinned product) and what starts next. */
export const LiveNowSchema = z.object({
  live: z.array(
    z.object({ event: EventSummarySchema, viewers: z.number().int(), pinned: ProductCardSchema.nullable() }),
  ),
  next: z.array(EventSummarySchema),
});
export type LiveNow = z.infer<typeof LiveNowSchema>;

export const LiveCommentBodySchema = z.object({
  message: z
    .string({ error: "Write a comment" })
    .trim()
    .min(1, "Write a comment")
    .max(LIVE_LIMITS.comment, `A comment is at most ${LIVE_LIMITS.comment} characters`),
});
export const LiveCheerBodySchema = z.object({
  kind: z.enum(LIVE_CHEERS, { error: "Choose a heart, fire, clap or wow" }),
});
export const PinBodySchema = z.object({ productId: uuidField("Product").nullable() });
export const MuteBodySchema = z.object({ userId: uuidField("Person") });

const whole = (label: string, min: number, max: number) =>
  z.coerce
    .number({ error: `${label} must be a number` })
    .int(`${label} must be a whole number`)
    .min(min, `${label} must be at least ${min}`)
    .max(max, `${label} must be at most ${max}`);

export const FlashDealBodySchema = z.object({
  productId: uuidField("Product"),
  priceMinor: whole("Deal price", 1, 100_000_000),
  quantity: whole("Quantity", 1, LIVE_LIMITS.dealQuantity),
  perBuyerLimit: whole("Limit per buyer", 1, LIVE_LIMITS.perBuyerLimit),
  countdownSeconds: whole(
    "Countdown",
    LIVE_LIMITS.dealCountdownSeconds.min,
    LIVE_LIMITS.dealCountdownSeconds.max,
  ),
  durationMinutes: whole(
    "Duration",
    LIVE_LIMITS.dealDurationMinutes.min,
    LIVE_LIMITS.dealDurationMinutes.max,
  ),
});
export type FlashDealBody = z.input<typeof FlashDealBodySchema>;

export const ClaimBodySchema = z.object({
  variantId: uuidField("Variant"),
  quantity: whole("Quantity", 1, LIVE_LIMITS.perBuyerLimit).default(1),
});
/** A deal's units taken by a buyer: reserved and in their cart at the deal price until `expiresAt`. */
export const DealClaimSchema = z.object({
  id: Id,
  dealId: Id,
  variantId: Id,
  quantity: z.number().int(),
  priceMinor: z.number().int(),
  expiresAt: time,
});
export type DealClaim = z.infer<typeof DealClaimSchema>;

export const DealIdParamsSchema = z.object({ id: uuidField("Deal") });
export const CommentParamsSchema = z.object({ id: uuidField("Event"), commentId: uuidField("Comment") });

const hosting = { params: EventIdParamsSchema, access: "signed-in" } as const;

export const liveEndpoints = {
  now: endpoint({
    method: "GET",
    path: "/v1/live",
    access: "signed-in",
    summary: "What is live now and what starts next",
    response: LiveNowSchema,
  }),
  room: endpoint({
    ...hosting,
    method: "GET",
    path: "/v1/event/:id/live",
    summary: "An event's live room: stream, viewers, pinned product, deal, recent comments",
    response: LiveRoomSchema,
  }),
  start: endpoint({
    ...hosting,
    method: "POST",
    path: "/v1/event/:id/live",
    summary: "Go live (the host), or resume within 2 hours of ending",
    response: LiveRoomSchema,
  }),
  end: endpoint({
    ...hosting,
    method: "POST",
    path: "/v1/event/:id/end",
    summary: "End the live (the host); its replay keeps the shelf shoppable",
    response: LiveRoomSchema,
  }),
  comments: endpoint({
    ...hosting,
    method: "GET",
    path: "/v1/event/:id/comments",
    summary: "Older comments of a live, newest first by cursor",
    query: CursorQuerySchema,
    response: cursorPageOf(LiveCommentSchema),
  }),
  comment: endpoint({
    ...hosting,
    method: "POST",
    path: "/v1/event/:id/comments",
    summary: "Comment on a live (refused while muted)",
    body: LiveCommentBodySchema,
    status: 201,
    response: LiveCommentSchema,
  }),
  removeComment: endpoint({
    method: "DELETE",
    path: "/v1/event/:id/comment/:commentId",
    params: CommentParamsSchema,
    access: "signed-in",
    summary: "Remove a comment (the host or an admin)",
    status: 204,
    response: z.void(),
  }),
  mute: endpoint({
    ...hosting,
    method: "POST",
    path: "/v1/event/:id/mute",
    summary: "Mute a viewer of the live (the host or an admin)",
    body: MuteBodySchema,
    status: 204,
    response: z.void(),
  }),
  unmute: endpoint({
    ...hosting,
    method: "POST",
    path: "/v1/event/:id/unmute",
    summary: "Let a muted viewer comment again",
    body: MuteBodySchema,
    status: 204,
    response: z.void(),
  }),
  cheer: endpoint({
    ...hosting,
    method: "POST",
    path: "/v1/event/:id/cheer",
    summary: "Send a quick reaction to the live",
    body: LiveCheerBodySchema,
    status: 204,
    response: z.void(),
  }),
  pin: endpoint({
    ...hosting,
    method: "POST",
    path: "/v1/event/:id/pin",
    summary: "Pin one of the event's products above the comments (null unpins)",
    body: PinBodySchema,
    response: LiveRoomSchema,
  }),
  startDeal: endpoint({
    ...hosting,
    method: "POST",
    path: "/v1/event/:id/deals",
    summary: "Start a flash deal on one of the event's products, after a countdown",
    body: FlashDealBodySchema,
    status: 201,
    response: FlashDealSchema,
  }),
  endDeal: endpoint({
    method: "POST",
    path: "/v1/deal/:id/end",
    params: DealIdParamsSchema,
    access: "signed-in",
    summary: "Close a flash deal early (the host)",
    response: FlashDealSchema,
  }),
  claim: endpoint({
    method: "POST",
    path: "/v1/deal/:id/claim",
    params: DealIdParamsSchema,
    access: "signed-in",
    summary: "Buy from a flash deal: reserves the units and puts them in the cart at the deal price",
    body: ClaimBodySchema,
    status: 201,
    response: DealClaimSchema,
  }),
};
