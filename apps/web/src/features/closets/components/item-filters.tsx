import { COLOUR_PALETTE, COLOURS, labelOf, SEASONS } from "@cbm/contracts";
import { Button } from "@mantine/core";
import { IconFilterOff } from "@tabler/icons-react";
import { FilterBar, FilterSelect } from "../../../components/filter-bar.tsx";
import type { ItemFilters } from "../search-params.ts";
import { CATEGORY_OPTIONS } from "../wording.ts";

const anyOf = (label: string, data: { value: string; label: string }[]) => [{ value: "", label }, ...data];

const CATEGORIES = anyOf("All categories", CATEGORY_OPTIONS);
const COLOURS_OPTIONS = anyOf(
  "All colours",
  COLOURS.map((colour) => ({ value: colour, label: COLOUR_PALETTE[colour].label })),
);
const SEASON_OPTIONS = anyOf(
  "All seasons",
  SEASONS.map((season) => ({ value: season, label: labelOf(season) })),
);

export type FilterChange = Partial<Record<keyof ItemFilters, string>>;

/** Category, colour and season of a closet's items: each change goes to the URL, which drives the list. */
export function ItemFilterBar({
  filters,
  onChange,
  onClear,
}: {
  filters: ItemFilters;
  onChange: (change: FilterChange) => void;
  onClear: () => void;
}) {
  const active = [filters.category, filters.colour, filters.season].filter(Boolean).length;
  return (
    <FilterBar active={active}>
      <FilterSelect
        label="Category"
        data={CATEGORIES}
        value={filters.category}
        onChange={(category) => onChange({ category })}
        flex="1 1 160px"
      />
      <FilterSelect
        label="Colour"
        data={COLOURS_OPTIONS}
        value={filters.colour}
        onChange={(colour) => onChange({ colour })}
        flex="1 1 160px"
      />
      <FilterSelect
        label="Season"
        data={SEASON_OPTIONS}
        value={filters.season}
        onChange={(season) => onChange({ season })}
        flex="1 1 160px"
      />
      {active > 0 && (
        <Button
          variant="subtle"
          color="ink"
          leftSection={<IconFilterOff size={16} aria-hidden />}
          onClick={onClear}
        >
          Clear filters
        </Button>
      )}
    </FilterBar>
  );
}
