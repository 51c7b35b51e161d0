import type { Brand } from "@cbm/contracts";
import { Autocomplete } from "@mantine/core";
import { useDebouncedValue } from "@mantine/hooks";
import { keepPreviousData, useInfiniteQuery } from "@tanstack/react-query";
import { type ReactNode, useRef } from "react";
import { brandSearchQuery } from "../../brands/index.ts";

/** A brand of the catalogue (with its id) or a name typed freely (id ""). */
export interface BrandChoice {
  id: string;
  name: string;
}

/** How long typing may pause before the catalogue is searched. */
const SEARCH_DELAY_MS = 300;

/**
 * The brand of an item: as the person types, brands of the catalogue are offered (typos tolerated);
 * picking one links the item to it, anything else typed is kept as a free name.
 */
export function BrandField({
  value,
  onChange,
  error,
}: {
  value: BrandChoice;
  onChange: (brand: BrandChoice) => void;
  error?: ReactNode;
}) {
  const [keyword] = useDebouncedValue(value.name.trim(), SEARCH_DELAY_MS);
  const results = useInfiniteQuery({
    ...brandSearchQuery(keyword),
    enabled: keyword.length > 0,
    placeholderData: keepPreviousData,
  });
  const brands = keyword ? (results.data?.pages[0]?.items ?? []) : [];
  // Picking an option calls onOptionSubmit, then onChange with the option's label: the id waits here.
  const picked = useRef<Brand | null>(null);

  return (
    <Autocomplete
      label="Brand"
      description={
        value.id ? "From the CBM catalogue." : "Optional. Pick one from the catalogue, or type any name."
      }
      placeholder="Start typing a brand"
      value={value.name}
      data={brands.map((brand) => ({ value: brand.id, label: brand.name }))}
      // The server already matched the words, typos included; keep its order.
      filter={({ options }) => options}
      onOptionSubmit={(id) => {
        picked.current = brands.find((brand) => brand.id === id) ?? null;
      }}
      onChange={(name) => {
        const brand = picked.current;
        picked.current = null;
        onChange(brand?.name === name ? { id: brand.id, name } : { id: "", name });
      }}
      error={error}
      autoComplete="off"
    />
  );
}
