import { Button, EmptyState } from "@mantine/core";
import { IconBookmark, IconShirt } from "@tabler/icons-react";
import { useInfiniteQuery } from "@tanstack/react-query";
import { Link } from "@tanstack/react-router";
import type { ReactNode } from "react";
import { EndlessGrid } from "../../../components/endless-grid.tsx";
import { savedOutfitsQuery, userOutfitsQuery } from "../api.ts";
import { CardSkeleton, OutfitCard } from "./outfit-card.tsx";

type OutfitsQuery = ReturnType<typeof userOutfitsQuery>;

function OutfitsGrid({ query, empty }: { query: OutfitsQuery; empty: ReactNode }) {
  const outfits = useInfiniteQuery(query);
  return (
    <EndlessGrid
      skeleton={<CardSkeleton />}
      query={outfits}
      label="Outfits"
      itemKey={(outfit) => outfit.id}
      renderItem={(outfit, priority) => <OutfitCard outfit={outfit} priority={priority} />}
      empty={empty}
    />
  );
}

/** The Outfits tab of a profile: the outfits the viewer may see, newest first. */
export function ProfileOutfits({
  userId,
  own,
  firstName,
}: {
  userId: string;
  own: boolean;
  firstName: string;
}) {
  return (
    <OutfitsGrid
      query={userOutfitsQuery(userId)}
      empty={
        <EmptyState
          variant="light"
          icon={<IconShirt size={18} aria-hidden />}
          title="No outfits yet"
          description={
            own
              ? "Put pieces from your closets together, or share a photo of a look you love."
              : `${firstName}'s outfits will appear here: looks put together from closet pieces.`
          }
          maw={440}
          mx="auto"
        >
          {own && (
            <EmptyState.Actions>
              <Button component={Link} to="/wall/outfit/details">
                Create outfit
              </Button>
            </EmptyState.Actions>
          )}
        </EmptyState>
      }
    />
  );
}

/** The Saved tab of one's own profile: the outfits saved, newest save first. */
export function SavedOutfits() {
  return (
    <OutfitsGrid
      query={savedOutfitsQuery()}
      empty={
        <EmptyState
          variant="light"
          icon={<IconBookmark size={18} aria-hidden />}
          title="Nothing saved yet"
          description="Save the outfits you love with the bookmark: they wait for you here."
          maw={440}
          mx="auto"
        >
          <EmptyState.Actions>
            <Button renderRoot={(props) => <Link to="/wall" search={{ tab: "explore" }} {...props} />}>
              Explore outfits
            </Button>
          </EmptyState.Actions>
        </EmptyState>
      }
    />
  );
}
