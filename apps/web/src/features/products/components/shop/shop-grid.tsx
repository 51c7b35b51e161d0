import { Button, Center, SimpleGrid, Text } from "@mantine/core";
import type { InfiniteData, UseInfiniteQueryResult } from "@tanstack/react-query";
import { type ReactNode, useEffect, useRef } from "react";
import { LoadError } from "../../../../components/load-error.tsx";
import { CardSkeleton } from "./product-card.tsx";
import classes from "./shop.module.css";

/** Image first, as the wall: two columns on a phone, three on a tablet, four on a desktop. */
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

type CursorQuery<T> = UseInfiniteQueryResult<InfiniteData<{ items: T[]; nextCursor: string | null }>>;

/** The next page loads as the end nears (an IntersectionObserver on the button), or by the button. */
function LoadMore<T>({ query }: { query: CursorQuery<T> }) {
  const { hasNextPage, isFetchingNextPage, isFetchNextPageError, fetchNextPage } = query;
  const sentinel = useRef<HTMLDivElement>(null);
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
        {isFetchNextPageError ? "Try loading more again" : "Load more products"}
      </Button>
    </Center>
  );
}

/** The shop's products, a cursor page at a time: skeletons first, `empty` when none, more as one scrolls. */
export function ShopGrid<T>({
  query,
  itemKey,
  renderItem,
  empty,
}: {
  query: CursorQuery<T>;
  itemKey: (item: T) => string;
  renderItem: (item: T, priority: boolean) => ReactNode;
  empty: ReactNode;
}) {
  if (query.isPending)
    return (
      <SimpleGrid {...GRID} role="status" aria-label="Loading products">
        {Array.from({ length: SKELETONS }, (_, index) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: placeholders have nothing else to tell them apart
          <CardSkeleton key={index} />
        ))}
      </SimpleGrid>
    );
  if (query.isError && !query.data)
    return <LoadError title="Products could not load" onRetry={() => void query.refetch()} />;

  const items = query.data.pages.flatMap((page) => page.items);
  if (items.length === 0) return empty;
  return (
    <>
      <SimpleGrid {...GRID} component="ul" p={0} m={0} style={{ listStyle: "none" }} aria-label="Products">
        {items.map((item, index) => (
          <li key={itemKey(item)} className={classes.cell}>
            {renderItem(item, index < PRIORITY_CARDS)}
          </li>
        ))}
      </SimpleGrid>
      <LoadMore query={query} />
      {!query.hasNextPage && query.data.pages.length > 1 && (
        <Text ta="center" c="dimmed" size="sm" py="lg">
          You have seen every product.
        </Text>
      )}
    </>
  );
}
