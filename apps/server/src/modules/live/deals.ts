// Flash deals: the host sells units of one of the event's products below its price, after a countdown and
// for a few minutes. A claim reserves at once: in one transaction the units come off the deal and off the
// variant's stock (conditional updates, so concurrent buyers never take more than there is) and go in the
// buyer's cart at the deal's price. Checkout takes the reservation over; a claim not paid in 5 minutes
// is released by the clock: the units go back to the deal and the stock, and the cart line goes.
import {
  type ClaimBodySchema,
  type DealClaim,
  type FlashDeal,
  type FlashDealBodySchema,
  LIVE_LIMITS,
} from "@cbm/contracts";
import type { z } from "zod";
import { type Executor, inTransaction, lockThingsOf, type Tx } from "../../platform/db.ts";
import type { Deps } from "../../platform/deps.ts";
import { AppError } from "../../platform/errors.ts";
import { holdDealUnits, releaseDealUnits } from "../cart/index.ts";
import { type EventViewer, eventForViewer, eventProductIds } from "../events/index.ts";
import { productCardsOf, purchasablesOf, restoreStock, takeStock } from "../products/index.ts";
import { hostedEvent, refuseUnlessLive, roomOf } from "./access.ts";
import * as repo from "./deals-repo.ts";
import type { DealClaimRow, FlashDealRow } from "./tables.ts";

const NOT_FOUND = "We could not find this flash deal.";
const SOLD_OUT = "This flash deal is sold out.";
const RELEASE_BATCH = 100;

type DealTerms = z.output<typeof FlashDealBodySchema>;
type ClaimBody = z.output<typeof ClaimBodySchema>;

export function dealStateAt(deal: FlashDealRow, now: Date): FlashDeal["state"] {
  const closesAt = deal.endedAt ?? deal.closesAt;
  if (closesAt <= now) return "closed";
  return now < deal.opensAt ? "upcoming" : "open";
}

/**
 * The deal as the contract shows it; `viewerTaken` is the viewer's own (0 in a push to the whole room).
 * Null when its product is no longer shown to shoppers.
 */
export async function dealShown(
  db: Executor,
  deal: FlashDealRow,
  now: Date,
  viewerId?: string,
): Promise<FlashDeal | null> {
  const [product] = await productCardsOf(db, [deal.productId]);
  if (!product) return null;
  return {
    id: deal.id,
    product,
    priceMinor: deal.priceMinor,
    currency: product.currency,
    quantity: deal.quantity,
    remaining: deal.remaining,
    perBuyerLimit: deal.perBuyerLimit,
    opensAt: deal.opensAt.toISOString(),
    closesAt: (deal.endedAt ?? deal.closesAt).toISOString(),
    state: dealStateAt(deal, now),
    viewerTaken: viewerId ? await repo.takenBy(db, deal.id, viewerId) : 0,
  };
}

const claimShown = (claim: DealClaimRow, deal: FlashDealRow): DealClaim => ({
  id: claim.id,
  dealId: deal.id,
  variantId: claim.variantId,
  quantity: claim.quantity,
  priceMinor: claim.priceMinor,
  expiresAt: claim.expiresAt.toISOString(),
});

/** Why the deal took nothing: it has not opened, it has closed, or too few units are left. */
function refusedClaim(deal: FlashDealRow, now: Date): AppError {
  const state = dealStateAt(deal, now);
  if (state === "upcoming") return AppError.conflict("This flash deal has not opened yet.");
  if (state === "closed") return AppError.conflict("This flash deal has closed.");
  return AppError.conflict(SOLD_OUT);
}

export function dealsService({ database, realtime }: Pick<Deps, "database" | "realtime">) {
  const { db } = database;

  /** Tells the event's watchers how the deal stands now. */
  async function pushDeal(deal: FlashDealRow, now = new Date()): Promise<FlashDeal | null> {
    const shown = await dealShown(db, deal, now);
    realtime.toRoom(roomOf(deal.eventId), "live:deal", { eventId: deal.eventId, deal: shown });
    return shown;
  }

  async function dealSeenBy(viewer: EventViewer, dealId: string): Promise<FlashDealRow> {
    const deal = await repo.dealOf(db, dealId);
    if (!deal || !(await eventForViewer(db, deal.eventId, viewer))) throw AppError.notFound(NOT_FOUND);
    return deal;
  }

  /** The deal's price must be below the product's, the product on the event's shelf. */
  async function productOnSale(eventId: string, body: DealTerms) {
    const [product] = (await eventProductIds(db, eventId)).includes(body.productId)
      ? await productCardsOf(db, [body.productId])
      : [];
    if (!product) throw AppError.field("productId", "Choose one of the event's products");
    if (body.priceMinor >= product.priceMinor) {
      throw AppError.field("priceMinor", "The deal price must be below the product's price");
    }
    return product;
  }

  /** Takes the units for the buyer, all or nothing; answers the claim and the deal as it is now. */
  async function claimIn(tx: Tx, deal: FlashDealRow, userId: string, variantId: string, quantity: number) {
    // One claim of a buyer on a deal at a time, so two at once cannot both pass the limit.
    await lockThingsOf(tx, "deal-claims", `${deal.id}:${userId}`);
    const taken = await repo.takenBy(tx, deal.id, userId);
    if (taken + quantity > deal.perBuyerLimit) {
      throw AppError.conflict(`You can take at most ${deal.perBuyerLimit} of this flash deal.`);
    }
    const [item] = await purchasablesOf(tx, [variantId]);
    if (item?.productId !== deal.productId) {
      throw AppError.field("variantId", "Choose a size of the flash deal's product");
    }
    const now = new Date();
    const after = await repo.takenFromDeal(tx, deal.id, quantity, now);
    if (!after) throw refusedClaim(deal, now);
    if ((await takeStock(tx, [{ variantId, quantity }])).length > 0) throw AppError.conflict(SOLD_OUT);
    const claim = await repo.insertedClaim(tx, {
      dealId: deal.id,
      userId,
      variantId,
      quantity,
      priceMinor: deal.priceMinor,
      expiresAt: new Date(now.getTime() + LIVE_LIMITS.reservationMinutes * 60_000),
    });
    await holdDealUnits(tx, userId, {
      variantId,
      quantity,
      priceMinor: deal.priceMinor,
      eventId: deal.eventId,
    });
    return { claim, deal: after };
  }

  /** Gives a claim's units back to the deal (and to the stock while it still holds them), and takes them out of the cart. */
  async function releasedIn(tx: Tx, claim: DealClaimRow): Promise<FlashDealRow | undefined> {
    if (claim.state === "reserved") {
      await restoreStock(tx, [{ variantId: claim.variantId, quantity: claim.quantity }]);
    }
    await releaseDealUnits(tx, claim.userId, claim.variantId, claim.quantity);
    return claim.dealId ? repo.returnedToDeal(tx, claim.dealId, claim.quantity) : undefined;
  }

  /** Releases the claims not paid by `now`, a batch at a time; the deals' watchers and the buyers are told. */
  async function releaseDue(now: Date): Promise<void> {
    for (;;) {
      const released = await inTransaction(db, async (tx) => {
        const claims = await repo.dueClaims(tx, now, RELEASE_BATCH);
        const deals = new Map<string, FlashDealRow>();
        for (const claim of claims) {
          const deal = await releasedIn(tx, claim);
          if (deal) deals.set(deal.id, deal);
        }
        await repo.markReleased(
          tx,
          claims.map((claim) => claim.id),
        );
        return { claims, deals: [...deals.values()] };
      });
      for (const userId of new Set(released.claims.map((claim) => claim.userId))) {
        realtime.toUser(userId, "changed", { topic: "cart" });
      }
      for (const deal of released.deals) await pushDeal(deal);
      if (released.claims.length < RELEASE_BATCH) return;
    }
  }

  return {
    /** The event's deal running now (counting down or open), as the viewer sees it. */
    async runningDeal(eventId: string, viewerId: string, now = new Date()): Promise<FlashDeal | null> {
      const deal = await repo.runningDealOf(db, eventId, now);
      return deal ? dealShown(db, deal, now, viewerId) : null;
    },

    async start(viewer: EventViewer, eventId: string, body: DealTerms): Promise<FlashDeal> {
      const event = await hostedEvent(db, viewer, eventId);
      refuseUnlessLive(event);
      await productOnSale(eventId, body);
      const now = new Date();
      const opensAt = new Date(now.getTime() + body.countdownSeconds * 1000);
      const deal = await inTransaction(db, async (tx) => {
        await lockThingsOf(tx, "flash-deals", eventId);
        if (await repo.runningDealOf(tx, eventId, now)) {
          throw AppError.conflict("A flash deal is already running: end it before starting another.");
        }
        return repo.insertedDeal(tx, {
          eventId,
          productId: body.productId,
          priceMinor: body.priceMinor,
          quantity: body.quantity,
          remaining: body.quantity,
          perBuyerLimit: body.perBuyerLimit,
          opensAt,
          closesAt: new Date(opensAt.getTime() + body.durationMinutes * 60_000),
        });
      });
      const shown = await pushDeal(deal, now);
      if (!shown) throw AppError.field("productId", "Choose one of the event's products");
      return shown;
    },

    async end(viewer: EventViewer, dealId: string): Promise<FlashDeal> {
      const deal = await dealSeenBy(viewer, dealId);
      await hostedEvent(db, viewer, deal.eventId);
      const ended = await repo.endedDeal(db, dealId, new Date());
      if (!ended) throw AppError.conflict("This flash deal has already closed.");
      const shown = await pushDeal(ended);
      if (!shown) throw AppError.notFound(NOT_FOUND);
      return shown;
    },

    async claim(viewer: EventViewer, dealId: string, body: ClaimBody): Promise<DealClaim> {
      const deal = await dealSeenBy(viewer, dealId);
      const taken = await inTransaction(db, (tx) =>
        claimIn(tx, deal, viewer.userId, body.variantId, body.quantity),
      );
      realtime.toUser(viewer.userId, "changed", { topic: "cart" });
      await pushDeal(taken.deal);
      return claimShown(taken.claim, taken.deal);
    },

    /** Closes the event's running deal (its live ended); its watchers are told. */
    async closeAllOf(eventId: string): Promise<void> {
      for (const deal of await repo.endedDealsOf(db, eventId, new Date())) await pushDeal(deal);
    },

    /** A checkout takes over the buyer's reserved units of these variants: its orders take the stock. */
    async handOver(tx: Tx, userId: string, variantIds: string[]): Promise<void> {
      const claims = await repo.movedClaims(tx, userId, variantIds, "reserved", "ordered");
      if (claims.length === 0) return;
      await restoreStock(
        tx,
        claims.map(({ variantId, quantity }) => ({ variantId, quantity })),
      );
    },

    async paid(tx: Tx, userId: string, variantIds: string[]): Promise<void> {
      await repo.movedClaims(tx, userId, variantIds, "ordered", "paid");
    },

    /** The clock's work: claims not paid in time are released, deals whose time ran out close; each is told. */
    async keepTime(now: Date): Promise<void> {
      await releaseDue(now);
      for (const deal of await repo.closedByTime(db, now)) await pushDeal(deal, now);
    },

    releaseDue,
  };
}

export type DealsService = ReturnType<typeof dealsService>;
