import { COLOUR_PALETTE, COLOURS, type Colour, labelOf, OCCASIONS, SEASONS } from "@cbm/contracts";
import { Button, Group, Select } from "@mantine/core";
import { ColourSwatch } from "../../../components/colour-swatch.tsx";
import { FilterBar, FilterSelect } from "../../../components/filter-bar.tsx";
import { SearchInput } from "../../../components/search-input.tsx";
import { knownFilters } from "../api.ts";
import type { OutfitFilters } from "../search-params.ts";

const options = (names: readonly string[], any: string) => [
  { value: "", label: any },
  ...names.map((name) => ({ value: name, label: labelOf(name) })),
];
const OCCASION_OPTIONS = options(OCCASIONS, "Any occasion");
const SEASON_OPTIONS = options(SEASONS, "Any season");
const COLOUR_OPTIONS = COLOURS.map((colour) => ({ value: colour, label: COLOUR_PALETTE[colour].label }));

/** Occasion, season, colour (the questionnaire's palette) and a tag: each change goes to the URL. */
export function OutfitFiltersBar({
  filters,
  onChange,
  onClear,
}: {
  filters: OutfitFilters;
  onChange: (change: OutfitFilters) => void;
  onClear: () => void;
}) {
  const { occasion, season, colour, tag } = knownFilters(filters);
  return (
    <FilterBar
      search={
        <SearchInput
          label="Tag"
          placeholder="linen, vintage…"
          keyword={tag ?? ""}
          onSearch={(typed) => onChange({ tag: typed })}
        />
      }
      active={[occasion, season, colour].filter(Boolean).length}
    >
      <FilterSelect
        label="Occasion"
        data={OCCASION_OPTIONS}
        value={occasion}
        onChange={(value) => onChange({ occasion: value })}
        flex="1 1 150px"
      />
      <FilterSelect
        label="Season"
        data={SEASON_OPTIONS}
        value={season}
        onChange={(value) => onChange({ season: value })}
        flex="1 1 150px"
      />
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
        flex="1 1 170px"
      />
      {(occasion || season || colour || tag) && (
        <Button variant="subtle" color="ink" onClick={onClear}>
          Clear filters
        </Button>
      )}
    </FilterBar>
  );
}
