import { COLOUR_PALETTE, COLOURS, type Colour, ITEM_CATEGORY_NAMES, labelOf } from "@cbm/contracts";
import { Button, Chip, Group, NumberInput, Select, TextInput } from "@mantine/core";
import { useDebouncedCallback } from "@mantine/hooks";
import { useEffect, useState } from "react";
import { ColourSwatch } from "../../../../components/colour-swatch.tsx";
import { FilterBar, FilterSelect } from "../../../../components/filter-bar.tsx";
import { SearchInput } from "../../../../components/search-input.tsx";
import { activeFilters, knownShopFilters } from "./known-filters.ts";
import type { ShopSearch } from "./search-params.ts";
import classes from "./shop.module.css";

const TYPING_PAUSE_MS = 400;
/** Prices are typed in whole units and sent in minor units: the shop's stores count in cents. */
const MINOR_PER_MAJOR = 100;

const COLOUR_OPTIONS = COLOURS.map((colour) => ({ value: colour, label: COLOUR_PALETTE[colour].label }));
const SORT_OPTIONS = [
  { value: "", label: "Best match" },
  { value: "newest", label: "Newest" },
  { value: "price_asc", label: "Price: low to high" },
  { value: "price_desc", label: "Price: high to low" },
];

/** A text the filter follows once typing pauses, and which follows the URL (Back, Clear). */
function useTyped<T>(value: T, commit: (typed: T) => void) {
  const [typed, setTyped] = useState(value);
  const later = useDebouncedCallback(commit, TYPING_PAUSE_MS);
  useEffect(() => setTyped(value), [value]);
  return [
    typed,
    (next: T) => {
      setTyped(next);
      later(next);
    },
  ] as const;
}

function SizeInput({ value, onChange }: { value: string | undefined; onChange: (size: string) => void }) {
  const [typed, setTyped] = useTyped(value ?? "", (size) => onChange(size.trim()));
  return (
    <TextInput
      label="Size"
      placeholder="M, 38, W30…"
      maxLength={20}
      value={typed}
      onChange={(event) => setTyped(event.currentTarget.value)}
      flex="1 1 110px"
    />
  );
}

function PriceInput({
  label,
  value,
  onChange,
}: {
  label: string;
  value: number | undefined;
  onChange: (minor: number | undefined) => void;
}) {
  const [typed, setTyped] = useTyped<number | string>(
    value === undefined ? "" : value / MINOR_PER_MAJOR,
    (major) =>
      onChange(
        typeof major === "number" && Number.isFinite(major) ? Math.round(major * MINOR_PER_MAJOR) : undefined,
      ),
  );
  return (
    <NumberInput
      label={label}
      placeholder="Any"
      min={0}
      allowNegative={false}
      decimalScale={2}
      hideControls
      inputMode="decimal"
      value={typed}
      onChange={setTyped}
      flex="1 1 110px"
    />
  );
}

/**
 * The shop's filters: a keyword, then size, colour (with its swatch), price range, sort and the toggles
 * (on sale; My sizes and avoided colours for someone with a style profile). Each change goes to the URL.
 */
export function ShopFiltersBar({
  filters,
  onChange,
  onClear,
  profile,
  searchLabel,
}: {
  /** "Search the shop", or a store's "Search Maison Odile". */
  searchLabel: string;
  filters: ShopSearch;
  onChange: (change: ShopSearch) => void;
  onClear: () => void;
  /** What the shopper's style profile lets them narrow by. */
  profile: { sizes: boolean; avoidedColours: boolean };
}) {
  const known = knownShopFilters(filters);
  const colour = known.colour;
  return (
    <FilterBar
      search={
        <SearchInput
          label={searchLabel}
          placeholder="Linen shirt, denim, a brand…"
          keyword={filters.keyword ?? ""}
          onSearch={(keyword) => onChange({ keyword: keyword || undefined })}
        />
      }
      active={activeFilters(filters) - (filters.category ? 1 : 0)}
    >
      <SizeInput value={filters.size} onChange={(size) => onChange({ size: size || undefined })} />
      <Select
        label="Colour"
        placeholder="Any colour"
        data={COLOUR_OPTIONS}
        value={colour ?? null}
        onChange={(value) => onChange({ colour: value ?? undefined })}
        clearable
        clearButtonProps={{ "aria-label": "Any colour" }}
        leftSection={colour ? <ColourSwatch colour={colour} size={18} /> : undefined}
        renderOption={({ option }) => (
          <Group gap="sm" wrap="nowrap">
            <ColourSwatch colour={option.value as Colour} size={18} />
            {option.label}
          </Group>
        )}
        flex="1 1 160px"
      />
      <PriceInput
        label="Lowest price"
        value={filters.minPrice}
        onChange={(minPrice) => onChange({ minPrice })}
      />
      <PriceInput
        label="Highest price"
        value={filters.maxPrice}
        onChange={(maxPrice) => onChange({ maxPrice })}
      />
      <FilterSelect
        label="Sort by"
        data={SORT_OPTIONS}
        value={filters.sort}
        onChange={(sort) => onChange({ sort: (sort || undefined) as ShopSearch["sort"] })}
        flex="0 1 200px"
      />
      <Group gap="xs" role="group" aria-label="Only show" className={classes.toggles}>
        <Chip
          checked={filters.onSale === true}
          onChange={(checked) => onChange({ onSale: checked || undefined })}
          color="ink"
          variant="outline"
        >
          On sale
        </Chip>
        {profile.sizes && (
          <Chip
            checked={filters.mySizes === true}
            onChange={(checked) => onChange({ mySizes: checked || undefined })}
            color="ink"
            variant="outline"
          >
            My sizes
          </Chip>
        )}
        {profile.avoidedColours && (
          <Chip
            checked={filters.showAvoided === true}
            onChange={(checked) => onChange({ showAvoided: checked || undefined })}
            color="ink"
            variant="outline"
          >
            Show avoided colours
          </Chip>
        )}
      </Group>
      {activeFilters(filters) + (filters.keyword ? 1 : 0) + (filters.sort ? 1 : 0) > 0 && (
        <Button variant="subtle" color="ink" onClick={onClear}>
          Clear filters
        </Button>
      )}
    </FilterBar>
  );
}

/** The categories as chips, one at a time; on a phone the row scrolls sideways rather than wrapping. */
export function CategoryChips({
  value,
  onChange,
}: {
  value: string | undefined;
  onChange: (category: string | undefined) => void;
}) {
  return (
    <Chip.Group value={value ?? "all"} onChange={(chosen) => onChange(chosen === "all" ? undefined : chosen)}>
      <Group
        gap="xs"
        wrap="nowrap"
        className={`${classes.row} ${classes.categories}`}
        role="radiogroup"
        aria-label="Category"
      >
        <Chip value="all" type="radio" name="category" color="ink" variant="outline">
          All
        </Chip>
        {ITEM_CATEGORY_NAMES.map((category) => (
          <Chip key={category} value={category} type="radio" name="category" color="ink" variant="outline">
            {labelOf(category)}
          </Chip>
        ))}
      </Group>
    </Chip.Group>
  );
}
