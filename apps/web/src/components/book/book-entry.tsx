import { Badge, Button, Group, Paper, Stack, Text } from "@mantine/core";
import { IconPencil, IconStar, IconTrash } from "@tabler/icons-react";
import type { ReactNode } from "react";
import classes from "./book.module.css";

/** What removing an entry is called: an address is deleted, a card removed. */
export type RemoveWord = "Delete" | "Remove";

export interface BookEntryProps {
  /** What the person calls it, as its buttons say it: "Home", "Visa ending in 4242". */
  name: string;
  /** What heads the entry, when it shows the name otherwise (a masked card number). */
  title?: ReactNode;
  /** What it is, for the default one's label: "Home, default address". */
  kind: string;
  isDefault: boolean;
  /** What the entry says under its title. */
  children: ReactNode;
  /** Shows Edit when given. */
  onEdit?: () => void;
  onRemove: () => void;
  /** The remove button's word. */
  removeWord?: RemoveWord;
  onMakeDefault: () => void;
  /** A change to this entry is being saved: its buttons wait. */
  busy?: boolean;
}

/** One thing of a book: its title and default badge, what it says, and what can be done with it. */
export function BookEntry({
  name,
  title = name,
  kind,
  isDefault,
  children,
  onEdit,
  onRemove,
  removeWord = "Delete",
  onMakeDefault,
  busy = false,
}: BookEntryProps) {
  return (
    <Paper
      component="li"
      withBorder
      radius="lg"
      p="lg"
      className={classes.card}
      data-default={isDefault || undefined}
      aria-label={isDefault ? `${name}, default ${kind}` : name}
    >
      <Stack gap="sm" h="100%">
        <Group justify="space-between" gap="xs" wrap="nowrap">
          <Text fw={600} truncate>
            {title}
          </Text>
          {isDefault && (
            <Badge variant="light" color="rose" radius="sm" leftSection={<IconStar size={12} aria-hidden />}>
              Default
            </Badge>
          )}
        </Group>
        <Stack gap={2} flex={1}>
          {children}
        </Stack>
        <Group gap={4} className={classes.actions}>
          {onEdit && (
            <Button
              variant="subtle"
              color="ink"
              size="compact-sm"
              leftSection={<IconPencil size={16} aria-hidden />}
              aria-label={`Edit ${name}`}
              onClick={onEdit}
              disabled={busy}
            >
              Edit
            </Button>
          )}
          <Button
            variant="subtle"
            color="red"
            size="compact-sm"
            leftSection={<IconTrash size={16} aria-hidden />}
            aria-label={`${removeWord} ${name}`}
            onClick={onRemove}
            disabled={busy}
          >
            {removeWord}
          </Button>
          {!isDefault && (
            <Button
              variant="subtle"
              color="rose"
              size="compact-sm"
              ml="auto"
              aria-label={`Make default: ${name}`}
              onClick={onMakeDefault}
              disabled={busy}
            >
              Make default
            </Button>
          )}
        </Group>
      </Stack>
    </Paper>
  );
}
