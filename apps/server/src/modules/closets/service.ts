import {
  CLOSET_DELETED,
  CLOSET_LIMITS,
  type Closet,
  type ClosetBody,
  type ClosetListQuery,
  type ClosetPage,
  type Image,
  type MessageResponse,
  type PageQuery,
} from "@cbm/contracts";
import { type Executor, inTransaction, lockThingsOf, type Tx } from "../../platform/db.ts";
import type { Deps } from "../../platform/deps.ts";
import { AppError } from "../../platform/errors.ts";
import { numberedPage, pagingOf } from "../../platform/paging.ts";
import type { ReportedThing } from "../reports/index.ts";
import { editableInPlan, withinPlan } from "../subscriptions/index.ts";
import { keptOrPrepared } from "../uploads/index.ts";
import { keepingItems } from "./items.ts";
import * as itemsRepo from "./items-repo.ts";
import * as repo from "./repo.ts";

const CLOSET_NOT_FOUND = "We could not find this closet.";

/** Closets and the items in them. Everything a viewer may not see answers 404, like what does not exist. */
export function closetsService({ database, storage, bus }: Pick<Deps, "database" | "storage" | "bus">) {
  const { db } = database;

  async function viewed(viewerId: string, id: string): Promise<Closet> {
    const closet = await repo.closetViewedBy(db, viewerId, id);
    if (!closet) throw AppError.notFound(CLOSET_NOT_FOUND);
    return closet;
  }

  /** The owner's closet, locked; someone else's is a 404 when they cannot see it and a 403 when they can. */
  async function owned(tx: Executor, ownerId: string, id: string) {
    const row = await repo.ownedCloset(tx, ownerId, id);
    if (row) return row;
    if (await repo.closetViewedBy(tx, ownerId, id))
      throw AppError.forbidden("Only the owner can change this closet.");
    throw AppError.notFound(CLOSET_NOT_FOUND);
  }

  const coverOf = (body: ClosetBody, current?: Image | null) =>
    body.cover ? keptOrPrepared(storage, body.cover, "cover", current) : null;

  const letGo = (tx: Tx, itemIds: string[]) => bus.emit(tx, "closet-items.deleting", { itemIds });

  const items = keepingItems({ database, storage }, { viewed, owned, letGo });

  return {
    get: viewed,

    /** The closets of these ids the viewer may see (feed entries), in no particular order. */
    async listOf(viewerId: string, ownerId: string, query: PageQuery): Promise<ClosetPage> {
      const { closets, total } = await repo.closetsOfOwner(db, viewerId, ownerId, pagingOf(query));
      return numberedPage(query, closets, total);
    },

    async wall(viewerId: string, query: ClosetListQuery): Promise<ClosetPage> {
      const list = query.scope === "popular" ? repo.popularClosets : repo.closetsOfFollowed;
      const { closets, total } = await list(db, viewerId, pagingOf(query));
      return numberedPage(query, closets, total);
    },

    async create(ownerId: string, body: ClosetBody): Promise<Closet> {
      const cover = await coverOf(body);
      const { id } = await inTransaction(db, async (tx) => {
        await lockThingsOf(tx, "closets", ownerId);
        const closets = await repo.closetCountOf(tx, ownerId);
        if (closets >= CLOSET_LIMITS.closetsPerUser) {
          throw AppError.field("name", `You can keep at most ${CLOSET_LIMITS.closetsPerUser} closets`);
        }
        await withinPlan(tx, ownerId, "closets", closets);
        return repo.insertedCloset(tx, {
          ownerId,
          name: body.name,
          description: body.description ?? null,
          cover,
          visibility: body.visibility,
        });
      });
      return viewed(ownerId, id);
    },

    async update(ownerId: string, id: string, body: ClosetBody): Promise<Closet> {
      // Refused before any image work: a stranger's request, or one beyond the plan, stores nothing.
      const current = await owned(db, ownerId, id);
      await editableInPlan(db, ownerId, "closets", repo.closetsMade, current.createdAt);
      const cover = await coverOf(body, current.cover);
      await inTransaction(db, async (tx) => {
        await owned(tx, ownerId, id);
        await repo.updatedCloset(tx, id, {
          name: body.name,
          description: body.description ?? null,
          cover,
          visibility: body.visibility,
        });
      });
      return viewed(ownerId, id);
    },

    async remove(ownerId: string, id: string): Promise<MessageResponse> {
      await inTransaction(db, async (tx) => {
        await owned(tx, ownerId, id);
        await letGo(tx, await itemsRepo.itemIdsIn(tx, id));
        await repo.deletedCloset(tx, id);
      });
      return { message: CLOSET_DELETED };
    },

    items: items.items,
    myItems: items.myItems,
    item: items.item,
    addItem: items.addItem,
    addFromOrder: items.addFromOrder,
    updateItem: items.updateItem,
    removeItem: items.removeItem,

    /** The closet as a thing to report: the reporter must be able to see it and not own it. */
    async reportable(viewerId: string, id: string): Promise<ReportedThing> {
      const closet = await viewed(viewerId, id);
      if (closet.isOwner) throw AppError.conflict("You cannot report your own closet.");
      return { type: "closet", id, ownerId: closet.owner.id };
    },
  };
}

export type ClosetsService = ReturnType<typeof closetsService>;
