import { Button, Group, Modal, Stack, Text } from "@mantine/core";
import type { ReactNode } from "react";

export interface ConfirmRemovalProps {
  opened: boolean;
  /** The question, as in "Delete this address?". */
  title: string;
  /** The confirming button's words, as in "Delete address". */
  confirmLabel: string;
  /** The entry about to go: its name, whether it is the default, and what it is ("address"). */
  name: string;
  isDefault: boolean;
  kind: string;
  /** The removal is being saved: the buttons wait. */
  removing: boolean;
  onConfirm: () => void;
  onClose: () => void;
  /** More of the entry, under its name. */
  children: ReactNode;
}

/** Asks before an entry of a book goes for good, saying what takes the place of a default. */
export function ConfirmRemoval({
  opened,
  title,
  confirmLabel,
  name,
  isDefault,
  kind,
  removing,
  onConfirm,
  onClose,
  children,
}: ConfirmRemovalProps) {
  return (
    <Modal opened={opened} onClose={onClose} title={title} centered>
      <Stack gap="lg">
        <Stack gap={2}>
          <Text fw={600}>{name}</Text>
          {children}
        </Stack>
        {isDefault && (
          <Text size="sm">It is your default: your most recent other {kind} will take its place.</Text>
        )}
        <Group justify="flex-end" gap="sm">
          <Button variant="subtle" color="ink" onClick={onClose} disabled={removing}>
            Keep it
          </Button>
          <Button color="red.9" onClick={onConfirm} loading={removing}>
            {confirmLabel}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
