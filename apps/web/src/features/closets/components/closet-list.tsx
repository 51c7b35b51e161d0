import type { ClosetPage } from "@cbm/contracts";
import type { InfiniteData, UseInfiniteQueryResult } from "@tanstack/react-query";
import type { ReactNode } from "react";
import { ClosetCard, ClosetCardSkeleton } from "./closet-card.tsx";
import { PagedGrid } from "./paged-grid.tsx";

/** Closet cards page after page, or `empty` when there are none. */
export function ClosetList({
  query,
  empty,
}: {
  query: UseInfiniteQueryResult<InfiniteData<ClosetPage>>;
  empty: ReactNode;
}) {
  return (
    <PagedGrid
      query={query}
      label="Closets"
      cols={{ base: 2, sm: 3, lg: 4 }}
      render={(closet) => <ClosetCard closet={closet} />}
      skeleton={<ClosetCardSkeleton />}
      empty={empty}
    />
  );
}
