import { Button, EmptyState, Stack } from "@mantine/core";
import { IconPlus, IconShirt } from "@tabler/icons-react";
import { useInfiniteQuery } from "@tanstack/react-query";
import { Link, useNavigate, useSearch } from "@tanstack/react-router";
import { EndlessGrid } from "../../../components/endless-grid.tsx";
import { NoMatches } from "../../../components/no-matches.tsx";
import { PageIntro } from "../../../components/page-intro.tsx";
import { publicOutfitsQuery } from "../api.ts";
import { CardSkeleton, OutfitCard } from "../components/outfit-card.tsx";
import { OutfitFiltersBar } from "../components/outfit-filters.tsx";
import { type OutfitFilters, parseOutfitFilters } from "../search-params.ts";

function NoOutfits({ filtered, onClear }: { filtered: boolean; onClear: () => void }) {
  return filtered ? (
    <NoMatches
      title="No outfit matches these filters"
      description="Try another colour or season, or loosen the filters."
      onClear={onClear}
      py={56}
    />
  ) : (
    <EmptyState
      py={56}
      variant="light"
      icon={<IconShirt size={28} aria-hidden />}
      title="No outfits yet"
      description="Public outfits will appear here, newest first."
    />
  );
}

/** `/wall/outfits`: every public outfit, newest first, by occasion, season, colour and tag. */
export function OutfitsPage() {
  const filters: OutfitFilters = useSearch({ strict: false });
  const navigate = useNavigate();
  const outfits = useInfiniteQuery(publicOutfitsQuery(filters));
  const filter = (change: OutfitFilters) =>
    // A typed tag replaces the history entry: every pause in typing would add one.
    void navigate({
      to: ".",
      search: parseOutfitFilters({ ...filters, ...change }),
      replace: "tag" in change,
    });
  const clear = () => void navigate({ to: ".", search: {} });

  return (
    <Stack gap="xl" maw={1200}>
      <PageIntro
        eyebrow="Outfits"
        title="Looks to love"
        lead="Every public outfit on CBM, newest first. Narrow them down to the occasion, the season or the colour you dress for."
        actions={
          <Button component={Link} to="/wall/outfit/details" leftSection={<IconPlus size={18} aria-hidden />}>
            Create outfit
          </Button>
        }
      />
      <OutfitFiltersBar filters={filters} onChange={filter} onClear={clear} />
      <EndlessGrid
        skeleton={<CardSkeleton />}
        query={outfits}
        label="Outfits"
        itemKey={(outfit) => outfit.id}
        renderItem={(outfit, priority) => <OutfitCard outfit={outfit} priority={priority} />}
        empty={<NoOutfits filtered={Object.keys(filters).length > 0} onClear={clear} />}
      />
    </Stack>
  );
}
