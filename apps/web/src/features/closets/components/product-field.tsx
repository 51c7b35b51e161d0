import { type ComboboxItem, Select, Stack, Text } from "@mantine/core";
import { useDebouncedValue } from "@mantine/hooks";
import { keepPreviousData, useQuery } from "@tanstack/react-query";
import { type ReactNode, useState } from "react";
import { linkedProductQuery, shopSearchQuery } from "../api.ts";

/** How long typing may pause before the shop is searched. */
const SEARCH_DELAY_MS = 300;

/** What the box shows for a linked product the shop no longer sells. */
const UNKNOWN_PRODUCT = "Linked to a shop product";

interface ProductOption extends ComboboxItem {
  store: string;
}

/** The option of the product the item is linked to now: its title from the shop, once read. */
function useLinkedOption(productId: string, picked: ProductOption | null): ProductOption | null {
  const known = picked?.value === productId;
  const linked = useQuery({ ...linkedProductQuery(productId), enabled: Boolean(productId) && !known });
  if (!productId) return null;
  if (known) return picked;
  if (linked.data) return { value: productId, label: linked.data.title, store: linked.data.store.name };
  return { value: productId, label: linked.isPending ? "Loading…" : UNKNOWN_PRODUCT, store: "" };
}

function ProductOptionLabel({ option }: { option: ComboboxItem }) {
  const { label, store } = option as ProductOption;
  return (
    <Stack gap={0}>
      <Text size="sm">{label}</Text>
      {store && (
        <Text size="xs" c="dimmed">
          {store}
        </Text>
      )}
    </Stack>
  );
}

/**
 * The shop's product an item is, if any: the list searches `GET /v1/products` as the person types; an
 * outfit made with the item then offers the product to buy. Clearing it unlinks the item.
 */
export function ProductField({
  value,
  onChange,
  error,
}: {
  /** The linked product's id, or "" for none. */
  value: string;
  onChange: (productId: string) => void;
  error?: ReactNode;
}) {
  const [picked, setPicked] = useState<ProductOption | null>(null);
  const current = useLinkedOption(value, picked);
  const [typed, setTyped] = useState("");
  // The box shows the chosen product's title as its search text: that is not a search.
  const [keyword] = useDebouncedValue(typed === current?.label ? "" : typed.trim(), SEARCH_DELAY_MS);
  const results = useQuery({
    ...shopSearchQuery(keyword),
    enabled: keyword.length > 0,
    placeholderData: keepPreviousData,
  });
  const found = keyword ? (results.data ?? []) : [];
  const options: ProductOption[] = found.map((product) => ({
    value: product.id,
    label: product.title,
    store: product.store.name,
  }));
  // The chosen product stays an option, so the box can show it whatever the search finds.
  if (current && !options.some((option) => option.value === current.value)) options.unshift(current);

  return (
    <Select
      label="Shop product"
      description="Optional: the shop's product this piece is. Outfits made with it then offer it to buy."
      placeholder="Search the shop"
      searchable
      clearable
      // Mantine hides its clear button from the keyboard and screen readers; unlinking deserves a real one.
      clearButtonProps={{ "aria-label": "Unlink the shop product", "aria-hidden": false, tabIndex: 0 }}
      nothingFoundMessage={
        !keyword ? "Type a product's name" : results.isFetching ? "Searching…" : "No product matches"
      }
      data={options}
      value={value || null}
      searchValue={typed}
      onSearchChange={setTyped}
      // The server already matched the words, typos included; keep its order.
      filter={({ options: shown }) => shown}
      renderOption={({ option }) => <ProductOptionLabel option={option} />}
      onChange={(id, option) => {
        setPicked(id ? (option as ProductOption) : null);
        onChange(id ?? "");
      }}
      error={error}
      comboboxProps={{ withinPortal: true }}
      autoComplete="off"
    />
  );
}
