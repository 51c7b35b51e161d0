import { Button, Group, SimpleGrid, type SimpleGridProps, Stack } from "@mantine/core";
import type { InfiniteData, UseInfiniteQueryResult } from "@tanstack/react-query";
import type { ReactNode } from "react";
import { LoadError } from "../../../components/load-error.tsx";

export interface PagedGridProps<T extends { id: string }> {
  query: UseInfiniteQueryResult<InfiniteData<{ items: T[] }>>;
  /** Names the list for screen readers, and its loading state ("Closets", "Items"). */
  label: string;
  cols: SimpleGridProps["cols"];
  render: (item: T) => ReactNode;
  /** One placeholder card, repeated while the first page loads. */
  skeleton: ReactNode;
  /** Shown when there is nothing to list. */
  empty: ReactNode;
}

/**
 * A grid of things page after page: skeleton cards while the first page loads, `empty` when there are
 * none, and a way to load more at the end. A refetch of other filters dims the old page meanwhile.
 */
export function PagedGrid<T extends { id: string }>({
  query,
  label,
  cols,
  render,
  skeleton,
  empty,
}: PagedGridProps<T>) {
  const noun = label.toLowerCase();
  if (query.isPending)
    return (
      <SimpleGrid cols={cols} role="status" aria-label={`Loading ${noun}`}>
        {Array.from({ length: 8 }, (_, index) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: placeholders have nothing else to tell them apart
          <div key={index}>{skeleton}</div>
        ))}
      </SimpleGrid>
    );
  if (query.isError && !query.data)
    return <LoadError title={`We could not load the ${noun}`} onRetry={() => void query.refetch()} />;
  const things = query.data.pages.flatMap((page) => page.items);
  if (things.length === 0) return empty;
  return (
    <Stack gap="xl" style={{ opacity: query.isPlaceholderData ? 0.6 : 1, transition: "opacity 150ms" }}>
      <SimpleGrid cols={cols} component="ul" p={0} m={0} style={{ listStyle: "none" }} aria-label={label}>
        {things.map((thing) => (
          <li key={thing.id}>{render(thing)}</li>
        ))}
      </SimpleGrid>
      {query.hasNextPage && (
        <Group justify="center">
          <Button
            variant="default"
            radius="xl"
            loading={query.isFetchingNextPage}
            onClick={() => void query.fetchNextPage()}
          >
            Show more {noun}
          </Button>
        </Group>
      )}
    </Stack>
  );
}
