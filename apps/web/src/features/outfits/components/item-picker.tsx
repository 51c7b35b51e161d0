import { ITEM_CATEGORY_NAMES, type ItemCategory, labelOf, OUTFIT_LIMITS } from "@cbm/contracts";
import {
  Button,
  EmptyState,
  Group,
  Input,
  SimpleGrid,
  Skeleton,
  Stack,
  Text,
  UnstyledButton,
} from "@mantine/core";
import { IconCheck, IconHanger } from "@tabler/icons-react";
import { useInfiniteQuery } from "@tanstack/react-query";
import { Link } from "@tanstack/react-router";
import { type ReactNode, useState } from "react";
import { LoadError } from "../../../components/load-error.tsx";
import { Picture } from "../../../components/picture.tsx";
import { ChoiceGrid } from "../../../components/wizard/index.ts";
import { myClosetItemsQuery } from "../api.ts";
import type { PickedItem } from "./collage-preview.tsx";
import classes from "./outfits.module.css";

const ALL = "all";
const CATEGORY_OPTIONS = [
  { value: ALL, label: "Everything" },
  ...ITEM_CATEGORY_NAMES.map((category) => ({ value: category, label: labelOf(category) })),
];
const GRID_COLS = { base: 3, sm: 4 };
const TILE_SIZES = "(min-width: 62em) 140px, (min-width: 48em) 25vw, 33vw";

export const itemName = (item: PickedItem) =>
  item.brand ? `${labelOf(item.subcategory)} by ${item.brand.name}` : labelOf(item.subcategory);

function EmptyCloset() {
  return (
    <EmptyState
      py="xl"
      variant="light"
      icon={<IconHanger size={28} aria-hidden />}
      title="Your closet is empty"
      description="Add a few pieces first, then put them together here. Or add a photo of a look you wear."
    >
      <EmptyState.Actions>
        <Button component={Link} to="/closet/start">
          Start your closet
        </Button>
      </EmptyState.Actions>
    </EmptyState>
  );
}

function Tile({
  item,
  picked,
  disabled,
  onToggle,
}: {
  item: PickedItem;
  picked: boolean;
  disabled: boolean;
  onToggle: () => void;
}) {
  return (
    <UnstyledButton
      className={classes.pick}
      aria-pressed={picked}
      aria-label={itemName(item)}
      disabled={disabled}
      onClick={onToggle}
    >
      <Picture image={item.image} alt="" sizes={TILE_SIZES} ratio={1} />
      {picked && (
        <span className={classes.pickCheck} aria-hidden>
          <IconCheck size={14} stroke={3} />
        </span>
      )}
    </UnstyledButton>
  );
}

/** The signed-in user's closet items by category, each a toggle; at most twelve are picked. */
export function ItemPicker({
  picked,
  onToggle,
  error,
}: {
  picked: PickedItem[];
  onToggle: (item: PickedItem) => void;
  error?: ReactNode;
}) {
  const [category, setCategory] = useState<string>(ALL);
  const items = useInfiniteQuery(
    myClosetItemsQuery(category === ALL ? undefined : (category as ItemCategory)),
  );
  const pickedIds = new Set(picked.map((item) => item.id));
  const full = picked.length >= OUTFIT_LIMITS.items;

  if (items.isError && !items.data)
    return <LoadError title="Your closet could not load" onRetry={() => void items.refetch()} />;
  if (category === ALL && items.data?.pages[0]?.total === 0) return <EmptyCloset />;
  const shown = items.data?.pages.flatMap((page) => page.items) ?? [];

  return (
    <Input.Wrapper
      label="Pieces from your closet"
      description={`${picked.length} of ${OUTFIT_LIMITS.items} picked${full ? ": let one go to pick another" : ""}.`}
      error={error}
      labelElement="div"
    >
      <Stack gap="md" mt="xs">
        <ChoiceGrid
          label="Category"
          hideLabel
          look="chips"
          options={CATEGORY_OPTIONS}
          value={category}
          onChange={setCategory}
        />
        {items.isPending ? (
          <SimpleGrid cols={GRID_COLS} role="status" aria-label="Loading your closet">
            {Array.from({ length: 8 }, (_, index) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: placeholders have nothing else to tell them apart
              <Skeleton key={index} radius="md" style={{ aspectRatio: 1 }} />
            ))}
          </SimpleGrid>
        ) : shown.length === 0 ? (
          <Text c="dimmed" size="sm">
            No {labelOf(category).toLowerCase()} in your closets yet.
          </Text>
        ) : (
          <SimpleGrid cols={GRID_COLS} spacing="sm">
            {shown.map((item) => {
              const isPicked = pickedIds.has(item.id);
              return (
                <Tile
                  key={item.id}
                  item={item}
                  picked={isPicked}
                  disabled={full && !isPicked}
                  onToggle={() => onToggle(item)}
                />
              );
            })}
          </SimpleGrid>
        )}
        {items.hasNextPage && (
          <Group>
            <Button
              variant="default"
              loading={items.isFetchingNextPage}
              onClick={() => void items.fetchNextPage()}
            >
              Show more pieces
            </Button>
          </Group>
        )}
      </Stack>
    </Input.Wrapper>
  );
}
