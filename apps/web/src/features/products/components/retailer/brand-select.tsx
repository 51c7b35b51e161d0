import { Select } from "@mantine/core";
import { useDebouncedValue } from "@mantine/hooks";
import { keepPreviousData, useInfiniteQuery } from "@tanstack/react-query";
import { type ReactNode, useState } from "react";
import { brandSearchQuery } from "../../../brands/index.ts";

/** How long typing may pause before the catalogue is searched. */
const SEARCH_DELAY_MS = 300;

export interface BrandValue {
  id: string;
  name: string;
}

/**
 * The product's brand, one of the CBM catalogue: the list searches `GET /v1/brands` as the retailer types
 * (typos tolerated); clearing it leaves the product without a brand.
 */
export function BrandSelect({
  value,
  onChange,
  error,
}: {
  value: BrandValue;
  onChange: (brand: BrandValue) => void;
  error?: ReactNode;
}) {
  const [typed, setTyped] = useState(value.name);
  const [keyword] = useDebouncedValue(typed === value.name ? "" : typed.trim(), SEARCH_DELAY_MS);
  const results = useInfiniteQuery({ ...brandSearchQuery(keyword), placeholderData: keepPreviousData });
  const found = results.data?.pages[0]?.items ?? [];
  const options = found.map((brand) => ({ value: brand.id, label: brand.name }));
  // The chosen brand stays an option, so the box can show it whatever the search finds.
  if (value.id && !options.some((option) => option.value === value.id))
    options.unshift({ value: value.id, label: value.name });

  return (
    <Select
      label="Brand"
      description="Optional: a brand of the CBM catalogue. Type to search."
      placeholder="Search brands"
      searchable
      clearable
      nothingFoundMessage={results.isFetching ? "Searching…" : "No brand matches"}
      data={options}
      value={value.id || null}
      searchValue={typed}
      onSearchChange={setTyped}
      // The server already matched the words, typos included; keep its order.
      filter={({ options: shown }) => shown}
      onChange={(id, option) => onChange(id ? { id, name: option?.label ?? "" } : { id: "", name: "" })}
      error={error}
      comboboxProps={{ withinPortal: true }}
      autoComplete="off"
    />
  );
}
