import type { Brand } from "@cbm/contracts";
import {
  Button,
  CloseButton,
  EmptyState,
  Pill,
  SimpleGrid,
  Skeleton,
  Stack,
  Text,
  TextInput,
  VisuallyHidden,
} from "@mantine/core";
import { useDebouncedValue } from "@mantine/hooks";
import { IconSearch, IconSearchOff } from "@tabler/icons-react";
import { keepPreviousData, useInfiniteQuery, useQuery, useQueryClient } from "@tanstack/react-query";
import type { ReactNode } from "react";
import { useState } from "react";
import { LoadError } from "../../../components/load-error.tsx";
import { ChoiceGrid, type ChoiceOption } from "../../../components/wizard/index.ts";
import { brandQuery, brandSearchQuery, brandsKeys } from "../api.ts";
import classes from "./brand-picker.module.css";

export interface BrandPickerProps {
  /** The chosen brands' ids, in the order they were picked. */
  value: string[];
  /** Called with the new list of ids when a brand is picked or let go. */
  onChange: (ids: string[]) => void;
  /** At most this many; the other brands wait until one is let go. */
  max?: number;
  /** A message under the picker, such as a form's error. */
  error?: ReactNode;
}

/** How long typing may pause before the search runs. */
const SEARCH_DELAY_MS = 300;

/** The brand's logo, or its initial on a soft disc when it has none. */
function BrandLogo({ brand, size }: { brand: Pick<Brand, "name" | "logo">; size: number }) {
  return brand.logo ? (
    <img className={classes.logo} src={brand.logo} alt="" width={size} height={size} loading="lazy" />
  ) : (
    <span
      className={classes.initial}
      style={{ width: size, height: size, fontSize: size * 0.45 }}
      aria-hidden
    >
      {brand.name.charAt(0)}
    </span>
  );
}

/** A chosen brand as a removable chip; its details come from the cache, or are fetched once. */
function ChosenBrand({ id, onRemove }: { id: string; onRemove: () => void }) {
  const { data: brand, isError } = useQuery(brandQuery(id));
  const name = brand?.name ?? (isError ? "A brand no longer listed" : "Loading…");
  return (
    <Pill
      size="lg"
      withRemoveButton
      onRemove={onRemove}
      // Mantine hides the button for typing inputs (Backspace removes there); here it is the way to remove.
      removeButtonProps={{ "aria-label": `Remove ${name}`, "aria-hidden": false, tabIndex: 0 }}
      className={classes.pill}
      role="listitem"
    >
      <span className={classes.pillBody}>
        {brand && <BrandLogo brand={brand} size={22} />}
        {name}
      </span>
    </Pill>
  );
}

function Chosen({
  ids,
  error,
  onRemove,
}: {
  ids: string[];
  error?: ReactNode;
  onRemove: (id: string) => void;
}) {
  return (
    <Stack gap={8}>
      <Text fw={600} size="sm">
        Your brands
      </Text>
      {ids.length === 0 ? (
        <Text size="sm" c="dimmed">
          None yet: search below and tap the brands you like.
        </Text>
      ) : (
        <Pill.Group role="list" aria-label="Chosen brands">
          {ids.map((id) => (
            <ChosenBrand key={id} id={id} onRemove={() => onRemove(id)} />
          ))}
        </Pill.Group>
      )}
      {error && (
        <Text size="sm" c="red.9" role="alert">
          {error}
        </Text>
      )}
    </Stack>
  );
}

const toOption = (brand: Brand): ChoiceOption => ({
  value: brand.id,
  label: brand.name,
  description: brand.description ?? undefined,
  visual: <BrandLogo brand={brand} size={64} />,
});

function LoadingCards() {
  return (
    <SimpleGrid
      cols={{ base: 2, sm: 3, md: 4 }}
      spacing="sm"
      role="status"
      aria-busy
      aria-label="Loading brands"
    >
      {Array.from({ length: 8 }, (_, index) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: placeholders have nothing else to tell them apart
        <Skeleton key={index} height={168} radius="md" />
      ))}
    </SimpleGrid>
  );
}

/**
 * A searchable multi-select of brand cards with logos: the search runs as the person types (debounced,
 * typos tolerated), the chosen brands show above as removable chips, and more results load on demand.
 */
export function BrandPicker({ value, onChange, max, error }: BrandPickerProps) {
  const queryClient = useQueryClient();
  const [typed, setTyped] = useState("");
  const [keyword] = useDebouncedValue(typed.trim(), SEARCH_DELAY_MS);
  const results = useInfiniteQuery({ ...brandSearchQuery(keyword), placeholderData: keepPreviousData });
  const brands = results.data?.pages.flatMap((page) => page.items) ?? [];
  const total = results.data?.pages[0]?.total ?? 0;

  /** Keeps a newly chosen brand's details, so its chip needs no request. */
  const choose = (ids: string[]) => {
    for (const brand of brands) {
      if (ids.includes(brand.id) && !value.includes(brand.id)) {
        queryClient.setQueryData(brandsKeys.detail(brand.id), brand);
      }
    }
    onChange(ids);
  };

  return (
    <Stack gap="lg">
      <Chosen
        ids={value}
        error={error}
        onRemove={(id) => onChange(value.filter((chosen) => chosen !== id))}
      />
      <TextInput
        label="Search brands"
        placeholder="Type a brand name"
        value={typed}
        onChange={(event) => setTyped(event.currentTarget.value)}
        leftSection={<IconSearch size={18} aria-hidden />}
        rightSection={typed && <CloseButton aria-label="Clear the search" onClick={() => setTyped("")} />}
      />
      <VisuallyHidden aria-live="polite">
        {results.isSuccess && `${total} ${total === 1 ? "brand" : "brands"} found`}
      </VisuallyHidden>
      {results.isPending ? (
        <LoadingCards />
      ) : results.isError && brands.length === 0 ? (
        <LoadError title="We could not load the brands" onRetry={() => void results.refetch()} />
      ) : brands.length === 0 ? (
        <EmptyState
          icon={<IconSearchOff size={28} aria-hidden />}
          withIndicatorBackground
          title={keyword ? `No brand matches “${keyword}”` : "No brands yet"}
          description={
            keyword
              ? "Check the spelling, or try a shorter part of the name."
              : "Brands will appear here soon."
          }
        />
      ) : (
        <Stack gap="md" className={results.isPlaceholderData ? classes.stale : undefined}>
          <ChoiceGrid
            label={keyword ? `Brands matching “${keyword}”` : "All brands"}
            multiple
            max={max}
            columns={{ base: 2, sm: 3, md: 4 }}
            options={brands.map(toOption)}
            value={value}
            onChange={choose}
          />
          {results.hasNextPage && (
            <Button
              variant="default"
              radius="xl"
              className={classes.more}
              loading={results.isFetchingNextPage}
              onClick={() => void results.fetchNextPage()}
            >
              Show more brands
            </Button>
          )}
        </Stack>
      )}
    </Stack>
  );
}
