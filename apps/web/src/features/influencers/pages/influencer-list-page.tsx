import { Button, EmptyState, Group, Pagination, SimpleGrid, Stack, Text } from "@mantine/core";
import { IconSparkles, IconUserSearch } from "@tabler/icons-react";
import { keepPreviousData, useQuery } from "@tanstack/react-query";
import { useNavigate, useSearch } from "@tanstack/react-router";
import { LoadError } from "../../../components/load-error.tsx";
import { PageIntro } from "../../../components/page-intro.tsx";
import { countOf } from "../../../lib/count-of.ts";
import { influencerListQuery } from "../api.ts";
import { InfluencerCard, InfluencerCardSkeleton } from "../components/influencer-card.tsx";
import { type FilterChange, InfluencerFilters } from "../components/influencer-filters.tsx";
import { type InfluencerSearch, parseInfluencerSearch } from "../search-params.ts";

const GRID_COLS = { base: 1, sm: 2, xl: 3 };

const CONTROL_LABELS = {
  first: "First page",
  previous: "Previous page",
  next: "Next page",
  last: "Last page",
} as const;

function NoOne({ filtered, onClear }: { filtered: boolean; onClear: () => void }) {
  return filtered ? (
    <EmptyState
      py={48}
      variant="light"
      icon={<IconUserSearch size={28} aria-hidden />}
      title="No influencer matches"
      description="Try another style, part of a name, or clear the search."
    >
      <EmptyState.Actions>
        <Button variant="light" onClick={onClear}>
          Show all influencers
        </Button>
      </EmptyState.Actions>
    </EmptyState>
  ) : (
    <EmptyState
      py={48}
      variant="light"
      icon={<IconSparkles size={28} aria-hidden />}
      title="No influencers yet"
      description="Creators will show up here as they join CBM. Come back soon."
    />
  );
}

/** `/Influencer/list`: influencers to discover by style and popularity, followed from the list. */
export function InfluencerListPage() {
  const search: InfluencerSearch = useSearch({ strict: false });
  const navigate = useNavigate();
  const { data, isPlaceholderData, isError, refetch } = useQuery({
    ...influencerListQuery(search),
    placeholderData: keepPreviousData,
  });
  const filtered = Boolean(search.keyword || search.category);
  const pages = data ? Math.ceil(data.total / data.size) : 0;

  const go = (next: InfluencerSearch, replace = false) => void navigate({ to: ".", search: next, replace });
  const filter = (change: FilterChange) =>
    // A new filter starts again from the first page; the typed keyword replaces the history entry.
    go(parseInfluencerSearch({ ...search, ...change, page: undefined }), "keyword" in change);

  return (
    <Stack gap="lg" maw={1200}>
      <PageIntro
        eyebrow="Influencers"
        title="Discover influencers"
        lead="Creators who style, review and sell on CBM. Find the ones who dress like you want to, follow them, and shop their storefronts."
      />
      <InfluencerFilters search={search} onChange={filter} />
      <Text size="sm" c="dimmed" aria-live="polite" mih={20}>
        {data && `${countOf(data.total, "influencer")}${filtered ? " found" : ""}`}
      </Text>
      <div style={{ opacity: isPlaceholderData ? 0.6 : 1, transition: "opacity 150ms" }}>
        {isError && !data ? (
          <LoadError title="We could not load the influencers" onRetry={() => void refetch()} />
        ) : !data ? (
          <SimpleGrid cols={GRID_COLS} role="status" aria-busy aria-label="Loading influencers">
            {Array.from({ length: 6 }, (_, index) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: placeholders have nothing else to tell them apart
              <InfluencerCardSkeleton key={index} />
            ))}
          </SimpleGrid>
        ) : data.items.length === 0 ? (
          <NoOne filtered={filtered} onClear={() => go({ sort: search.sort })} />
        ) : (
          <SimpleGrid
            cols={GRID_COLS}
            component="ul"
            p={0}
            m={0}
            style={{ listStyle: "none" }}
            aria-label="Influencers"
          >
            {data.items.map((influencer) => (
              <li key={influencer.id}>
                <InfluencerCard influencer={influencer} />
              </li>
            ))}
          </SimpleGrid>
        )}
      </div>
      {pages > 1 && (
        <Group justify="center">
          <Pagination
            total={pages}
            value={(search.page ?? 0) + 1}
            onChange={(value) => go({ ...search, page: value > 1 ? value - 1 : undefined })}
            getControlProps={(control) => ({ "aria-label": CONTROL_LABELS[control] })}
            getItemProps={(page) => ({ "aria-label": `Page ${page}` })}
          />
        </Group>
      )}
    </Stack>
  );
}
