import type { UserListPage } from "@cbm/contracts";
import { EmptyState, SimpleGrid } from "@mantine/core";
import { IconUserSearch, IconUsers } from "@tabler/icons-react";
import { NoMatches } from "../../../components/no-matches.tsx";
import { PersonCard, PersonCardSkeleton } from "./person-card.tsx";

const GRID_COLS = { base: 1, sm: 2, xl: 3 };

function NoOne({ filtered, onClear }: { filtered: boolean; onClear: () => void }) {
  return filtered ? (
    <NoMatches
      icon={<IconUserSearch size={28} aria-hidden />}
      title="No one matches your search"
      description="Check the spelling, try part of a name, or loosen the filters."
      clearLabel="Clear search and filters"
      onClear={onClear}
    />
  ) : (
    <EmptyState
      py={48}
      variant="light"
      icon={<IconUsers size={28} aria-hidden />}
      title="You are one of the first here"
      description="New members will show up here as they join CBM. Come back soon to find your people."
    />
  );
}

/** The people of one page, their skeletons while the first page loads, or a word when no one is found. */
export function PeopleResults({
  page,
  filtered,
  onClear,
}: {
  page: UserListPage | undefined;
  filtered: boolean;
  onClear: () => void;
}) {
  if (!page)
    return (
      <SimpleGrid cols={GRID_COLS} role="status" aria-label="Loading people">
        {Array.from({ length: 6 }, (_, index) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: placeholders have nothing else to tell them apart
          <PersonCardSkeleton key={index} />
        ))}
      </SimpleGrid>
    );
  if (page.items.length === 0) return <NoOne filtered={filtered} onClear={onClear} />;
  return (
    <SimpleGrid cols={GRID_COLS} component="ul" p={0} m={0} style={{ listStyle: "none" }} aria-label="People">
      {page.items.map((person) => (
        <li key={person.id}>
          <PersonCard person={person} />
        </li>
      ))}
    </SimpleGrid>
  );
}
