import { Button, Center, SimpleGrid, Text } from "@mantine/core";
import type { InfiniteData, UseInfiniteQueryResult } from "@tanstack/react-query";
import { Fragment, type ReactNode, useEffect, useRef } from "react";
import classes from "./endless-grid.module.css";
import { LoadError } from "./load-error.tsx";

/** Image first, as Pinterest's: two columns on a phone, three on a tablet, four on a desktop. */
const GRID = {
  cols: { base: 2, sm: 3, lg: 4 },
  spacing: { base: "sm", sm: "lg" },
  verticalSpacing: { base: "md", sm: "xl" },
} as const;
const SKELETONS = 8;
/** The first cards' pictures are fetched first: they fill the first screen. */
const PRIORITY_CARDS = 2;
/** Start loading the next page this far before its end comes into view. */
const PRELOAD_MARGIN = "900px 0px";

export type CursorQuery<T> = UseInfiniteQueryResult<InfiniteData<{ items: T[]; nextCursor: string | null }>>;

/**
 * The next page loads by itself as the end of the list nears (an IntersectionObserver on the button);
 * the button does the same by hand, for keyboards and browsers without the observer.
 */
function LoadMore<T>({ query }: { query: CursorQuery<T> }) {
  const { hasNextPage, isFetchingNextPage, isFetchNextPageError, fetchNextPage } = query;
  const sentinel = useRef<HTMLDivElement>(null);
  // Observing anew after each page asks again when the end is still in view (a tall screen).
  useEffect(() => {
    const node = sentinel.current;
    if (!node || !hasNextPage || isFetchingNextPage || isFetchNextPageError) return;
    if (typeof IntersectionObserver === "undefined") return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) void fetchNextPage();
      },
      { rootMargin: PRELOAD_MARGIN },
    );
    observer.observe(node);
    return () => observer.disconnect();
  }, [hasNextPage, isFetchingNextPage, isFetchNextPageError, fetchNextPage]);

  if (!hasNextPage) return null;
  return (
    <Center ref={sentinel} py="lg">
      <Button variant="default" loading={isFetchingNextPage} onClick={() => void fetchNextPage()}>
        {isFetchNextPageError ? "Try loading more again" : "Load more"}
      </Button>
    </Center>
  );
}

/**
 * A feed as an image-first grid of cards (the wall, the shop), a cursor page at a time: `skeleton` cards of
 * the real cards' shape while the first page loads, `empty` when there is nothing, more pages as the
 * reader scrolls.
 */
export function EndlessGrid<T>({
  query,
  label,
  skeleton,
  itemKey,
  renderItem,
  empty,
  interlude,
}: {
  query: CursorQuery<T>;
  /** Names the list, e.g. "Outfits". */
  label: string;
  /** A card's shape while the first page loads. */
  skeleton: ReactNode;
  itemKey: (item: T) => string;
  /** `priority` for the first cards, whose pictures the first screen shows. */
  renderItem: (item: T, priority: boolean) => ReactNode;
  empty: ReactNode;
  /** A full-width row among the cards after the first `after` of them (or after all, when fewer). */
  interlude?: { after: number; content: ReactNode };
}) {
  if (query.isPending)
    return (
      <SimpleGrid {...GRID} role="status" aria-label={`Loading ${label.toLowerCase()}`}>
        {Array.from({ length: SKELETONS }, (_, index) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: placeholders have nothing else to tell them apart
          <Fragment key={index}>{skeleton}</Fragment>
        ))}
      </SimpleGrid>
    );
  if (query.isError && !query.data)
    return <LoadError title={`${label} could not load`} onRetry={() => void query.refetch()} />;

  const items = query.data.pages.flatMap((page) => page.items);
  if (items.length === 0)
    return (
      <>
        {interlude?.content}
        {empty}
      </>
    );
  const interludeAt = interlude && Math.min(interlude.after, items.length) - 1;
  return (
    <>
      <SimpleGrid {...GRID} component="ul" p={0} m={0} style={{ listStyle: "none" }} aria-label={label}>
        {items.map((item, index) => (
          <Fragment key={itemKey(item)}>
            <li className={classes.cell}>{renderItem(item, index < PRIORITY_CARDS)}</li>
            {index === interludeAt && <li className={classes.interlude}>{interlude?.content}</li>}
          </Fragment>
        ))}
      </SimpleGrid>
      <LoadMore query={query} />
      {!query.hasNextPage && query.data.pages.length > 1 && (
        <Text ta="center" c="dimmed" size="sm" py="lg">
          You have reached the end.
        </Text>
      )}
    </>
  );
}
