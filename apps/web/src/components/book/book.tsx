import { Button, EmptyState, SimpleGrid, Skeleton, Text, UnstyledButton } from "@mantine/core";
import { IconPlus } from "@tabler/icons-react";
import type { ReactNode } from "react";
import { LoadError } from "../load-error.tsx";
import classes from "./book.module.css";
import type { RemoveWord } from "./book-entry.tsx";

const GRID = { base: 1, sm: 2 } as const;

function AddTile({ label, fullNote, onAdd }: { label: string; fullNote?: string; onAdd: () => void }) {
  return (
    <li className={classes.addItem}>
      <UnstyledButton className={classes.add} onClick={onAdd} disabled={fullNote !== undefined}>
        <IconPlus size={22} aria-hidden />
        <Text fw={600}>{label}</Text>
        {fullNote && (
          <Text size="sm" c="ink.7" ta="center">
            {fullNote}
          </Text>
        )}
      </UnstyledButton>
    </li>
  );
}

export interface BookProps {
  /** What the book keeps, as in "your addresses": names the list, its loading and its failure. */
  what: string;
  query: { isPending: boolean; isError: boolean; refetch: () => unknown };
  /** What the empty book says: what could be in it, and why. */
  empty: { icon: ReactNode; title: string; description: string };
  /** The add button's words, as in "Add an address". */
  addLabel: string;
  onAdd: () => void;
  /** The most entries one may keep: then the add tile waits, saying why. */
  limit: number;
  /** The entries' remove button's word, for that note. */
  removeWord?: RemoveWord;
  /** The entries, as `BookEntry` items. */
  children: ReactNode[];
}

/**
 * The things a person keeps (addresses, cards) as a grid of entries ending with a tile to add one, or an
 * empty state inviting the first; while they load, a skeleton; when they cannot, a way to try again.
 */
export function Book({
  what,
  query,
  empty,
  addLabel,
  onAdd,
  limit,
  removeWord = "Delete",
  children,
}: BookProps) {
  if (query.isPending) {
    return (
      <SimpleGrid cols={GRID} spacing="md" role="status" aria-busy aria-label={`Loading ${what}`}>
        <Skeleton height={196} radius="lg" />
        <Skeleton height={196} radius="lg" />
      </SimpleGrid>
    );
  }
  if (query.isError) {
    return <LoadError title={`We could not load ${what}`} onRetry={() => void query.refetch()} />;
  }
  if (children.length === 0) {
    return (
      <EmptyState
        className={classes.empty}
        icon={empty.icon}
        variant="light"
        title={empty.title}
        description={empty.description}
      >
        <EmptyState.Actions>
          <Button leftSection={<IconPlus size={18} aria-hidden />} onClick={onAdd}>
            {addLabel}
          </Button>
        </EmptyState.Actions>
      </EmptyState>
    );
  }
  const label = what.charAt(0).toUpperCase() + what.slice(1);
  const fullNote =
    children.length >= limit
      ? `You have ${limit}, the most you can keep. ${removeWord} one to add another.`
      : undefined;
  return (
    <SimpleGrid component="ul" cols={GRID} spacing="md" className={classes.list} aria-label={label}>
      {children}
      <AddTile label={addLabel} fullNote={fullNote} onAdd={onAdd} />
    </SimpleGrid>
  );
}
