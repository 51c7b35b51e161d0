import { Switch } from "@mantine/core";
import { FilterBar, FilterSelect } from "../../../components/filter-bar.tsx";
import { SearchInput } from "../../../components/search-input.tsx";
import { type PeopleSearch, ROLE_FILTERS } from "../search-params.ts";
import { ROLE_LABELS } from "../wording.ts";

const ROLE_OPTIONS = [
  { value: "", label: "Everyone" },
  ...ROLE_FILTERS.map((role) => ({ value: role, label: `${ROLE_LABELS[role]}s` })),
];

const SORT_OPTIONS = [
  { value: "", label: "Best match" },
  { value: "desc", label: "Newest members first" },
  { value: "asc", label: "Earliest members first" },
];

export type FilterChange = Partial<Record<keyof PeopleSearch, string | boolean | undefined>>;

/** Keyword, role, order and "can chat": each change goes to the URL, which drives the search. */
export function PeopleFilters({
  search,
  onChange,
}: {
  search: PeopleSearch;
  onChange: (change: FilterChange) => void;
}) {
  return (
    <FilterBar
      search={
        <SearchInput
          label="Search people"
          placeholder="Search by name"
          keyword={search.keyword ?? ""}
          onSearch={(keyword) => onChange({ keyword })}
        />
      }
      active={[search.role, search.sortByTime, search.canChat].filter(Boolean).length}
    >
      <FilterSelect
        label="Role"
        data={ROLE_OPTIONS}
        value={search.role}
        onChange={(role) => onChange({ role })}
        flex="1 1 150px"
      />
      <FilterSelect
        label="Sort by"
        data={SORT_OPTIONS}
        value={search.sortByTime}
        onChange={(sortByTime) => onChange({ sortByTime })}
        flex="1 1 190px"
      />
      {/* Centred on the inputs' line: (36px input - 20px track) / 2. */}
      <Switch
        label="Only people I can message"
        checked={search.canChat ?? false}
        onChange={(event) => onChange({ canChat: event.currentTarget.checked })}
        mb={8}
      />
    </FilterBar>
  );
}
