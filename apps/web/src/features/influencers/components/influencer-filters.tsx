import { STYLE_ATTRIBUTE_LABELS, STYLE_ATTRIBUTES } from "@cbm/contracts";
import { Paper, SegmentedControl, Stack } from "@mantine/core";
import { SearchInput } from "../../../components/search-input.tsx";
import { ChoiceGrid, type ChoiceOption } from "../../../components/wizard/index.ts";
import type { InfluencerSearch } from "../search-params.ts";

const ALL = "all";

const STYLE_OPTIONS: ChoiceOption[] = [
  { value: ALL, label: "All styles" },
  ...STYLE_ATTRIBUTES.map((style) => ({ value: style, label: STYLE_ATTRIBUTE_LABELS[style] })),
];

export type FilterChange = Partial<Record<keyof InfluencerSearch, string | undefined>>;

/** Keyword, order and style: each change goes to the URL, which drives the list. */
export function InfluencerFilters({
  search,
  onChange,
}: {
  search: InfluencerSearch;
  onChange: (change: FilterChange) => void;
}) {
  return (
    <Paper withBorder radius="lg" p="md" bg="var(--cbm-paper)">
      <Stack gap="md">
        <div style={{ display: "flex", flexWrap: "wrap", gap: 16, alignItems: "flex-end" }}>
          <SearchInput
            label="Search influencers"
            placeholder="A name, a headline or a store"
            flex="1 1 260px"
            keyword={search.keyword ?? ""}
            onSearch={(keyword) => onChange({ keyword })}
          />
          <SegmentedControl
            aria-label="Order"
            radius="xl"
            value={search.sort ?? "popular"}
            onChange={(sort) => onChange({ sort: sort === "new" ? "new" : undefined })}
            data={[
              { value: "popular", label: "Most followed" },
              { value: "new", label: "Newest" },
            ]}
          />
        </div>
        <ChoiceGrid
          label="Style"
          look="chips"
          options={STYLE_OPTIONS}
          value={search.category ?? ALL}
          onChange={(category) => onChange({ category: category === ALL ? undefined : category })}
        />
      </Stack>
    </Paper>
  );
}
