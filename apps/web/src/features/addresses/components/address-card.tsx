import type { Address, ShippedTo } from "@cbm/contracts";
import { Text } from "@mantine/core";
import { BookEntry } from "../../../components/book/index.ts";
import { countryName } from "../countries.ts";

/** What a person calls the address: its label, else its street. */
export const addressName = (address: Address) => address.label ?? address.line1;

/** The lines of an address as a courier reads them. */
function addressLines(address: ShippedTo): string[] {
  const town = [address.postalCode, address.city].join(" ");
  return [
    address.line1,
    address.line2,
    address.region ? `${town}, ${address.region}` : town,
    countryName(address.country),
  ].filter((line): line is string => Boolean(line));
}

/** The lines of an address, under its name. */
export function AddressLines({ address }: { address: ShippedTo }) {
  return addressLines(address).map((line) => (
    <Text key={line} size="sm" c="ink.7">
      {line}
    </Text>
  ));
}

/** Where a parcel goes: to whom, the lines, and the phone the courier may call. */
export function PostalAddress({ address }: { address: ShippedTo }) {
  return (
    <>
      <Text size="sm" fw={500}>
        {address.fullName}
      </Text>
      <AddressLines address={address} />
      {address.phone && (
        <Text size="sm" c="ink.7">
          {address.phone}
        </Text>
      )}
    </>
  );
}

export interface AddressCardProps {
  address: Address;
  onEdit: () => void;
  onDelete: () => void;
  onMakeDefault: () => void;
  /** A change to this address is being saved: its buttons wait. */
  busy?: boolean;
}

/** One address: its label and default badge, the lines, and what can be done with it. */
export function AddressCard({ address, onEdit, onDelete, onMakeDefault, busy }: AddressCardProps) {
  return (
    <BookEntry
      name={addressName(address)}
      kind="address"
      isDefault={address.isDefault}
      onEdit={onEdit}
      onRemove={onDelete}
      onMakeDefault={onMakeDefault}
      busy={busy}
    >
      <PostalAddress address={address} />
    </BookEntry>
  );
}
