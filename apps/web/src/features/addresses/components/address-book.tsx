import { ADDRESS_LIMIT, type Address } from "@cbm/contracts";
import { Modal } from "@mantine/core";
import { IconMapPin } from "@tabler/icons-react";
import { useQuery } from "@tanstack/react-query";
import { useState } from "react";
import { Book, ConfirmRemoval, useBookChanges } from "../../../components/book/index.ts";
import { notify } from "../../../lib/notify.ts";
import { addressesQuery, useDeleteAddress, useMakeDefaultAddress } from "../api.ts";
import { AddressCard, AddressLines, addressName } from "./address-card.tsx";
import { AddressForm } from "./address-form.tsx";

export interface AddressBookProps {
  /** Adding goes here instead of opening the form in a dialog (the questionnaire has a page for it). */
  onAdd?: () => void;
  /** Editing goes here instead of opening the form in a dialog. */
  onEdit?: (address: Address) => void;
}

/**
 * The signed-in person's addresses as cards, the default first and marked: add, edit, delete (after a
 * confirmation) and make another one the default. Adding and editing happen in a dialog unless the
 * caller takes them elsewhere with `onAdd` / `onEdit`.
 */
export function AddressBook({ onAdd, onEdit }: AddressBookProps) {
  const addresses = useQuery(addressesQuery());
  const changes = useBookChanges<Address>({
    remove: useDeleteAddress(),
    makeDefault: useMakeDefaultAddress(),
    nameOf: addressName,
    kind: "address",
  });
  /** The address in the dialog: null for a new one; undefined when the dialog is closed. */
  const [editing, setEditing] = useState<Address | null | undefined>(undefined);

  const add = onAdd ?? (() => setEditing(null));
  const edit = (address: Address) => (onEdit ? onEdit(address) : setEditing(address));

  return (
    <>
      <Book
        what="your addresses"
        query={addresses}
        empty={{
          icon: <IconMapPin size={28} aria-hidden />,
          title: "No addresses yet",
          description: "Add the address your orders should go to. You can keep several and pick a default.",
        }}
        addLabel="Add an address"
        onAdd={add}
        limit={ADDRESS_LIMIT}
      >
        {(addresses.data?.items ?? []).map((address) => (
          <AddressCard
            key={address.id}
            address={address}
            busy={changes.busyId === address.id}
            onEdit={() => edit(address)}
            onDelete={() => changes.askRemoval(address)}
            onMakeDefault={() => changes.chooseDefault(address)}
          />
        ))}
      </Book>
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
      <ConfirmRemoval title="Delete this address?" confirmLabel="Delete address" {...changes.confirm}>
        {changes.removing && <AddressLines address={changes.removing} />}
      </ConfirmRemoval>
    </>
  );
}
