// Reactions to an event (interested, going, like) and the products on its shelf.
import { EVENT_LIMITS, type EventReaction, type ProductCard } from "@cbm/contracts";
import { type Db, type Executor, inTransaction, type Tx } from "../../platform/db.ts";
import { AppError } from "../../platform/errors.ts";
import { productCardsOf } from "../products/index.ts";
import { type EventAccess, NOT_FOUND } from "./event-access.ts";
import * as engagement from "./reactions-and-shelf-repo.ts";
import { isClosed } from "./shown.ts";
import type { EventViewer } from "./visibility.ts";

/** Reacting to an event and its host's shelf, on the events `access` reaches. */
export function reactingAndShelving(db: Db, access: EventAccess) {
  const { transaction, seen, hostedOpen } = access;

  const shelf = async (executor: Executor, eventId: string): Promise<{ products: ProductCard[] }> => ({
    products: await productCardsOf(executor, await engagement.productIdsOf(executor, eventId)),
  });

  return {
    /** Toggles a reaction; `going` only while there is room, however many ask at once. */
    react: (viewer: EventViewer, id: string, action: EventReaction) =>
      inTransaction(db, async (tx) => {
        const { event } = await seen(tx, viewer, id);
        if (isClosed(event.status)) throw AppError.conflict("This event is over: reactions are closed.");
        if (await engagement.removedReaction(tx, id, viewer.userId, action)) {
          await engagement.movedCount(tx, id, action, -1);
        } else if (await engagement.insertedReaction(tx, id, viewer.userId, action)) {
          if (!(await engagement.movedCount(tx, id, action, 1))) {
            throw AppError.conflict(`This event is full: all ${event.capacity} places are taken.`);
          }
        }
        const [counts, viewerReactions] = await Promise.all([
          engagement.countsOf(tx, id),
          engagement.reactionsOf(tx, id, viewer.userId),
        ]);
        if (!counts) throw AppError.notFound(NOT_FOUND);
        return { counts, viewerReactions };
      }),

    /** Puts products on the shelf: a retailer its own store's, an influencer any the shop sells. */
    addProducts: (viewer: EventViewer, id: string, productIds: string[], tx?: Tx) =>
      transaction(async (work) => {
        const event = await hostedOpen(work, viewer, id);
        const wanted = [...new Set(productIds)];
        const ownerId = viewer.roles.includes("influencer") ? undefined : event.hostId;
        const found = await productCardsOf(work, wanted, ownerId);
        if (found.length < wanted.length) {
          throw AppError.field(
            "productIds",
            ownerId ? "Choose products your store sells now" : "Choose products the shop sells now",
          );
        }
        await engagement.addedProducts(work, id, wanted);
        if ((await engagement.shelfSize(work, id)) > EVENT_LIMITS.products) {
          throw AppError.field("productIds", `An event shows at most ${EVENT_LIMITS.products} products`);
        }
        return shelf(work, id);
      }, tx),

    removeProducts: (viewer: EventViewer, id: string, productIds: string[]) =>
      inTransaction(db, async (tx) => {
        await hostedOpen(tx, viewer, id);
        await engagement.removedProducts(tx, id, productIds);
        return shelf(tx, id);
      }),
  };
}
