import { Avatar, Button, Checkbox, Group, Loader, Modal, ScrollArea, Stack, Text } from "@mantine/core";
import { keepPreviousData, type QueryKey, type UseQueryOptions, useQuery } from "@tanstack/react-query";
import { useState } from "react";
import { LoadError } from "../../../components/load-error.tsx";
import { SearchInput } from "../../../components/search-input.tsx";
import type { Pickable } from "../api.ts";

export interface PickManyProps<Key extends QueryKey> {
  title: string;
  opened: boolean;
  onClose: () => void;
  searchLabel: string;
  /** What the list shows for a keyword ("" before anything is typed). */
  query: (keyword: string) => UseQueryOptions<Pickable[], Error, Pickable[], Key>;
  /** What the empty list says: before a search, and when a search finds nothing. */
  emptyText: (keyword: string) => string;
  /** Ids already on the event: shown checked and fixed. */
  taken?: ReadonlySet<string>;
  submitLabel: (count: number) => string;
  onSubmit: (ids: string[]) => Promise<unknown>;
  busy: boolean;
}

function Options({
  found,
  chosen,
  taken,
  toggle,
}: {
  found: Pickable[];
  chosen: ReadonlySet<string>;
  taken: ReadonlySet<string>;
  toggle: (id: string) => void;
}) {
  return found.map((option) => (
    <Checkbox
      key={option.id}
      checked={chosen.has(option.id) || taken.has(option.id)}
      disabled={taken.has(option.id)}
      onChange={() => toggle(option.id)}
      label={
        <Group gap="sm" wrap="nowrap">
          {option.avatar !== undefined && (
            <Avatar src={option.avatar} name={option.label} alt="" color="rose" radius="xl" size="sm" />
          )}
          <Stack gap={0}>
            <Text size="sm">{option.label}</Text>
            {option.detail && (
              <Text size="xs" c="dimmed">
                {option.detail}
              </Text>
            )}
          </Stack>
        </Group>
      }
    />
  ));
}

/** A dialog to search for and tick several people or products, then act on those ticked. */
export function PickMany<Key extends QueryKey>(props: PickManyProps<Key>) {
  const { title, opened, onClose, searchLabel, query, emptyText, taken = new Set(), busy } = props;
  const [keyword, setKeyword] = useState("");
  const [chosen, setChosen] = useState<ReadonlySet<string>>(new Set());
  const results = useQuery({ ...query(keyword), placeholderData: keepPreviousData });
  const toggle = (id: string) =>
    setChosen((now) => {
      const next = new Set(now);
      if (!next.delete(id)) next.add(id);
      return next;
    });
  const close = () => {
    setChosen(new Set());
    setKeyword("");
    onClose();
  };
  const found = results.data ?? [];
  return (
    <Modal opened={opened} onClose={close} title={title}>
      <Stack gap="md">
        <SearchInput label={searchLabel} keyword={keyword} onSearch={setKeyword} />
        <ScrollArea.Autosize mah={320} type="auto">
          <Stack gap="sm" role="group" aria-label={title} aria-busy={results.isFetching}>
            {results.isError ? (
              <LoadError title="The list could not load" onRetry={() => void results.refetch()} />
            ) : results.isPending && results.fetchStatus !== "idle" ? (
              <Loader size="sm" aria-label="Searching" />
            ) : found.length === 0 ? (
              <Text size="sm" c="dimmed">
                {emptyText(keyword)}
              </Text>
            ) : (
              <Options found={found} chosen={chosen} taken={taken} toggle={toggle} />
            )}
          </Stack>
        </ScrollArea.Autosize>
        <Group justify="flex-end" gap="sm">
          <Button variant="subtle" color="ink" onClick={close} disabled={busy}>
            Cancel
          </Button>
          <Button
            disabled={chosen.size === 0}
            loading={busy}
            onClick={() => void props.onSubmit([...chosen]).then(close, () => undefined)}
          >
            {props.submitLabel(chosen.size)}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
