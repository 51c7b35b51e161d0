import type { ClosetItem, ClosetItemPage } from "@cbm/contracts";
import { Skeleton, Text, UnstyledButton } from "@mantine/core";
import type { InfiniteData, UseInfiniteQueryResult } from "@tanstack/react-query";
import type { ReactNode } from "react";
import { Picture } from "../../../components/picture.tsx";
import { itemName } from "../wording.ts";
import { ITEM_RATIO } from "./closet-cover.tsx";
import classes from "./closets.module.css";
import { PagedGrid } from "./paged-grid.tsx";

const ITEM_SIZES = "(min-width: 75em) 22vw, (min-width: 48em) 30vw, 50vw";

function ItemCard({ item, onOpen }: { item: ClosetItem; onOpen: () => void }) {
  return (
    <UnstyledButton className={classes.item} onClick={onOpen}>
      <div className={classes.frame}>
        <Picture image={item.image} alt="" ratio={ITEM_RATIO} sizes={ITEM_SIZES} />
      </div>
      <Text fw={500} size="sm" mt={8} lineClamp={1}>
        {itemName(item)}
      </Text>
      {item.size && (
        <Text size="xs" c="dimmed">
          Size {item.size}
        </Text>
      )}
    </UnstyledButton>
  );
}

function ItemCardSkeleton() {
  return (
    <div aria-hidden>
      <Skeleton style={{ aspectRatio: ITEM_RATIO }} radius="md" />
      <Skeleton height={14} width="70%" mt={10} />
    </div>
  );
}

/** A closet's items in 4:5 frames page after page, or `empty` when none match; `onOpen` shows one in full. */
export function ItemGrid({
  query,
  empty,
  onOpen,
}: {
  query: UseInfiniteQueryResult<InfiniteData<ClosetItemPage>>;
  empty: ReactNode;
  onOpen: (item: ClosetItem) => void;
}) {
  return (
    <PagedGrid
      query={query}
      label="Items"
      cols={{ base: 2, sm: 3, lg: 4 }}
      render={(item) => <ItemCard item={item} onOpen={() => onOpen(item)} />}
      skeleton={<ItemCardSkeleton />}
      empty={empty}
    />
  );
}
