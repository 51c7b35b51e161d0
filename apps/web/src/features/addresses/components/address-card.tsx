import type { Address } from "@cbm/contracts";
import { Badge, Button, Group, Paper, Stack, Text } from "@mantine/core";
import { IconPencil, IconStar, IconTrash } from "@tabler/icons-react";
import { countryName } from "../countries.ts";
import classes from "./address-book.module.css";

/** What a person calls the address: its label, else its street. */
export const addressName = (address: Address) => address.label ?? address.line1;

/** The lines of an address as a courier reads them. */
export function addressLines(address: Address): string[] {
  const town = [address.postalCode, address.city].join(" ");
  return [
    address.line1,
    address.line2,
    address.region ? `${town}, ${address.region}` : town,
    countryName(address.country),
  ].filter((line): line is string => Boolean(line));
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
export function AddressCard({ address, onEdit, onDelete, onMakeDefault, busy = false }: AddressCardProps) {
  const name = addressName(address);
  return (
    <Paper
      component="li"
      withBorder
      radius="lg"
      p="lg"
      className={classes.card}
      data-default={address.isDefault || undefined}
      aria-label={address.isDefault ? `${name}, default address` : name}
    >
      <Stack gap="sm" h="100%">
        <Group justify="space-between" gap="xs" wrap="nowrap">
          <Text fw={600} truncate>
            {name}
          </Text>
          {address.isDefault && (
            <Badge variant="light" color="rose" radius="sm" leftSection={<IconStar size={12} aria-hidden />}>
              Default
            </Badge>
          )}
        </Group>
        <Stack gap={2} flex={1}>
          <Text size="sm" fw={500}>
            {address.fullName}
          </Text>
          {addressLines(address).map((line) => (
            <Text key={line} size="sm" c="ink.7">
              {line}
            </Text>
          ))}
          {address.phone && (
            <Text size="sm" c="ink.7">
              {address.phone}
            </Text>
          )}
        </Stack>
        <Group gap={4} className={classes.actions}>
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
          <Button
            variant="subtle"
            color="red"
            size="compact-sm"
            leftSection={<IconTrash size={16} aria-hidden />}
            aria-label={`Delete ${name}`}
            onClick={onDelete}
            disabled={busy}
          >
            Delete
          </Button>
          {!address.isDefault && (
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
