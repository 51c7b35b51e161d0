import type { FeedEntry } from "@cbm/contracts";
import { ClosetUpdateCard } from "./closet-update-card.tsx";
import { OutfitCard } from "./outfit-card.tsx";

export const feedEntryKey = (entry: FeedEntry) =>
  entry.kind === "outfit" ? `outfit-${entry.outfit.id}` : `closet-${entry.closet.id}`;

/** One entry of the home feed: an outfit, or a closet with new pieces. */
export function FeedEntryCard({ entry, priority }: { entry: FeedEntry; priority: boolean }) {
  return entry.kind === "outfit" ? (
    <OutfitCard outfit={entry.outfit} priority={priority} />
  ) : (
    <ClosetUpdateCard closet={entry.closet} priority={priority} />
  );
}
