import type { FeedEntry } from "@cbm/contracts";
import { Badge, Stack } from "@mantine/core";
import { SUGGESTION_LABELS } from "../../users/index.ts";
import { ClosetUpdateCard } from "./closet-update-card.tsx";
import { OutfitCard } from "./outfit-card.tsx";

export const feedEntryKey = (entry: FeedEntry) =>
  entry.kind === "outfit" ? `outfit-${entry.outfit.id}` : `closet-${entry.closet.id}`;

/** One entry of the home feed: an outfit (a suggested one says why), or a closet with new pieces. */
export function FeedEntryCard({ entry, priority }: { entry: FeedEntry; priority: boolean }) {
  if (entry.kind === "outfit" && entry.reason) {
    return (
      <Stack gap={6} h="100%">
        <Badge variant="light" color="rose" size="sm" w="fit-content">
          {SUGGESTION_LABELS[entry.reason]}
        </Badge>
        <OutfitCard outfit={entry.outfit} priority={priority} />
      </Stack>
    );
  }
  return entry.kind === "outfit" ? (
    <OutfitCard outfit={entry.outfit} priority={priority} />
  ) : (
    <ClosetUpdateCard closet={entry.closet} priority={priority} />
  );
}
