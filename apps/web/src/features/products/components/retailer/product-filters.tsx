import { PRODUCT_STATUSES } from "@cbm/contracts";
import { Switch } from "@mantine/core";
import { FilterBar, FilterSelect } from "../../../../components/filter-bar.tsx";
import { SearchInput } from "../../../../components/search-input.tsx";
import type { RetailerProductsSearch } from "./search-params.ts";
import { STATUS_LABELS } from "./wording.ts";

const STATUS_OPTIONS = [
  { value: "", label: "Every status" },
  ...PRODUCT_STATUSES.map((status) => ({ value: status, label: STATUS_LABELS[status] })),
];

export type FilterChange = Partial<Record<keyof RetailerProductsSearch, string | boolean | undefined>>;

/** Keyword, status and "low stock only": each change goes to the URL, which drives the list. */
export function ProductFilters({
  search,
  onChange,
}: {
  search: RetailerProductsSearch;
  onChange: (change: FilterChange) => void;
}) {
  return (
    <FilterBar
      search={
        <SearchInput
          label="Search your products"
          placeholder="Title, brand or tag"
          keyword={search.keyword ?? ""}
          onSearch={(keyword) => onChange({ keyword })}
        />
      }
      active={[search.status, search.lowStock].filter(Boolean).length}
    >
      <FilterSelect
        label="Status"
        data={STATUS_OPTIONS}
        value={search.status}
        onChange={(status) => onChange({ status })}
        flex="1 1 160px"
      />
      {/* Centred on the inputs' line: (36px input - 20px track) / 2. */}
      <Switch
        label="Low stock only"
        checked={search.lowStock ?? false}
        onChange={(event) => onChange({ lowStock: event.currentTarget.checked })}
        mb={8}
      />
    </FilterBar>
  );
}
