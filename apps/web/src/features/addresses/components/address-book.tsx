import { ADDRESS_LIMIT, type Address } from "@cbm/contracts";
import {
  Button,
  EmptyState,
  Group,
  Modal,
  SimpleGrid,
  Skeleton,
  Stack,
  Text,
  UnstyledButton,
} from "@mantine/core";
import { IconMapPin, IconPlus } from "@tabler/icons-react";
import { useQuery } from "@tanstack/react-query";
import { useState } from "react";
import { LoadError } from "../../../components/load-error.tsx";
import { notify } from "../../../lib/notify.ts";
import { addressesQuery, useDeleteAddress, useMakeDefaultAddress } from "../api.ts";
import classes from "./address-book.module.css";
import { AddressCard, addressLines, addressName } from "./address-card.tsx";
import { AddressForm } from "./address-form.tsx";

export interface AddressBookProps {
  /** Adding goes here instead of opening the form in a dialog (the questionnaire has a page for it). */
  onAdd?: () => void;
  /** Editing goes here instead of opening the form in a dialog. */
  onEdit?: (address: Address) => void;
}

const GRID = { base: 1, sm: 2 } as const;

function AddTile({ full, onAdd }: { full: boolean; onAdd: () => void }) {
  return (
    <li className={classes.addItem}>
      <UnstyledButton className={classes.add} onClick={onAdd} disabled={full}>
        <IconPlus size={22} aria-hidden />
        <Text fw={600}>Add an address</Text>
        {full && (
          <Text size="sm" c="ink.7" ta="center">
            You have {ADDRESS_LIMIT}, the most you can keep. Delete one to add another.
          </Text>
        )}
      </UnstyledButton>
    </li>
  );
}

function ConfirmDelete({
  address,
  deleting,
  onConfirm,
  onClose,
}: {
  address: Address | null;
  deleting: boolean;
  onConfirm: () => void;
  onClose: () => void;
}) {
  return (
    <Modal opened={address !== null} onClose={onClose} title="Delete this address?" centered>
      {address && (
        <Stack gap="lg">
          <Stack gap={2}>
            <Text fw={600}>{addressName(address)}</Text>
            {addressLines(address).map((line) => (
              <Text key={line} size="sm" c="ink.7">
                {line}
              </Text>
            ))}
          </Stack>
          {address.isDefault && (
            <Text size="sm">It is your default: your most recent other address will take its place.</Text>
          )}
          <Group justify="flex-end" gap="sm">
            <Button variant="subtle" color="ink" onClick={onClose} disabled={deleting}>
              Keep it
            </Button>
            <Button color="red.9" onClick={onConfirm} loading={deleting}>
              Delete address
            </Button>
          </Group>
        </Stack>
      )}
    </Modal>
  );
}

/**
 * The signed-in person's addresses as cards, the default first and marked: add, edit, delete (after a
 * confirmation) and make another one the default. Adding and editing happen in a dialog unless the
 * caller takes them elsewhere with `onAdd` / `onEdit`.
 */
export function AddressBook({ onAdd, onEdit }: AddressBookProps) {
  const addresses = useQuery(addressesQuery());
  const remove = useDeleteAddress();
  const makeDefault = useMakeDefaultAddress();
  /** The address in the dialog: null for a new one; undefined when the dialog is closed. */
  const [editing, setEditing] = useState<Address | null | undefined>(undefined);
  const [deleting, setDeleting] = useState<Address | null>(null);

  const add = onAdd ?? (() => setEditing(null));
  const edit = (address: Address) => (onEdit ? onEdit(address) : setEditing(address));
  const busyId = remove.isPending
    ? remove.variables
    : makeDefault.isPending
      ? makeDefault.variables
      : undefined;

  const confirmDelete = () => {
    if (!deleting) return;
    remove.mutate(deleting.id, {
      onSuccess: ({ message }) => {
        notify.success(message);
        setDeleting(null);
      },
      onError: notify.error,
    });
  };

  const chooseDefault = (address: Address) =>
    makeDefault.mutate(address.id, {
      onSuccess: () => notify.success(`${addressName(address)} is now your default address.`),
      onError: notify.error,
    });

  if (addresses.isPending) {
    return (
      <SimpleGrid cols={GRID} spacing="md" aria-busy aria-label="Loading your addresses">
        <Skeleton height={196} radius="lg" />
        <Skeleton height={196} radius="lg" />
      </SimpleGrid>
    );
  }
  if (addresses.isError) {
    return <LoadError title="We could not load your addresses" onRetry={() => void addresses.refetch()} />;
  }

  const items = addresses.data.items;
  return (
    <>
      {items.length === 0 ? (
        <EmptyState
          className={classes.empty}
          icon={<IconMapPin size={28} aria-hidden />}
          variant="light"
          title="No addresses yet"
          description="Add the address your orders should go to. You can keep several and pick a default."
        >
          <EmptyState.Actions>
            <Button leftSection={<IconPlus size={18} aria-hidden />} onClick={add}>
              Add an address
            </Button>
          </EmptyState.Actions>
        </EmptyState>
      ) : (
        <SimpleGrid
          component="ul"
          cols={GRID}
          spacing="md"
          className={classes.list}
          aria-label="Your addresses"
        >
          {items.map((address) => (
            <AddressCard
              key={address.id}
              address={address}
              busy={busyId === address.id}
              onEdit={() => edit(address)}
              onDelete={() => setDeleting(address)}
              onMakeDefault={() => chooseDefault(address)}
            />
          ))}
          <AddTile full={addresses.data.total >= ADDRESS_LIMIT} onAdd={add} />
        </SimpleGrid>
      )}
      <Modal
        opened={editing !== undefined}
        onClose={() => setEditing(undefined)}
        title={editing ? "Edit address" : "Add an address"}
        size="lg"
      >
        <AddressForm
          address={editing ?? undefined}
          onCancel={() => setEditing(undefined)}
          onSaved={() => {
            notify.success(editing ? "Your address was updated." : "Your address was added.");
            setEditing(undefined);
          }}
        />
      </Modal>
      <ConfirmDelete
        address={deleting}
        deleting={remove.isPending}
        onConfirm={confirmDelete}
        onClose={() => setDeleting(null)}
      />
    </>
  );
}
