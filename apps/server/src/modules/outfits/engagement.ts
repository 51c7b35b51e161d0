// Likes and saves of outfits: idempotent, the counts and the Explore rank changed with them.
import type { LikeState, SaveState } from "@cbm/contracts";
import { inTransaction, type Tx } from "../../platform/db.ts";
import type { Deps } from "../../platform/deps.ts";
import { AppError } from "../../platform/errors.ts";
import * as repo from "./engagement-repo.ts";
import { outfitLockedFor } from "./repo.ts";
import type { OutfitRow } from "./tables.ts";

export const OUTFIT_NOT_FOUND = "We could not find this outfit.";

export const thumbnail = (row: OutfitRow) => row.image.variants[0]?.url ?? row.image.url;

/** The outfit, locked, when the viewer may see it; a 404 when not. */
export async function seenOutfit(tx: Tx, viewerId: string, id: string): Promise<OutfitRow> {
  const row = await outfitLockedFor(tx, viewerId, id);
  if (!row) throw AppError.notFound(OUTFIT_NOT_FOUND);
  return row;
}

export function engagementService({ database, bus }: Pick<Deps, "database" | "bus">) {
  const { db } = database;
  return {
    like: (viewerId: string, id: string): Promise<LikeState> =>
      inTransaction(db, async (tx) => {
        const outfit = await seenOutfit(tx, viewerId, id);
        if (!(await repo.insertedLike(tx, id, viewerId))) return { liked: true, likeCount: outfit.likeCount };
        const row = await repo.countedEngagement(tx, id, { likes: 1 });
        await bus.emit(tx, "outfit.liked", {
          outfitId: id,
          authorId: row.authorId,
          likerId: viewerId,
          thumbnail: thumbnail(row),
        });
        return { liked: true, likeCount: row.likeCount };
      }),

    unlike: (viewerId: string, id: string): Promise<LikeState> =>
      inTransaction(db, async (tx) => {
        const outfit = await seenOutfit(tx, viewerId, id);
        if (!(await repo.deletedLike(tx, id, viewerId))) return { liked: false, likeCount: outfit.likeCount };
        const row = await repo.countedEngagement(tx, id, { likes: -1 });
        return { liked: false, likeCount: row.likeCount };
      }),

    save: (viewerId: string, id: string): Promise<SaveState> =>
      inTransaction(db, async (tx) => {
        const outfit = await seenOutfit(tx, viewerId, id);
        if (!(await repo.insertedSave(tx, id, viewerId))) return { saved: true, saveCount: outfit.saveCount };
        const row = await repo.countedEngagement(tx, id, { saves: 1 });
        return { saved: true, saveCount: row.saveCount };
      }),

    unsave: (viewerId: string, id: string): Promise<SaveState> =>
      inTransaction(db, async (tx) => {
        const outfit = await seenOutfit(tx, viewerId, id);
        if (!(await repo.deletedSave(tx, id, viewerId))) return { saved: false, saveCount: outfit.saveCount };
        const row = await repo.countedEngagement(tx, id, { saves: -1 });
        return { saved: false, saveCount: row.saveCount };
      }),
  };
}
