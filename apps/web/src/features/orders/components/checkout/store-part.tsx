import type { CartStore, ShippingOption } from "@cbm/contracts";
import { Alert, Group, Paper, Stack, Text } from "@mantine/core";
import { Choices } from "../../../../components/choices.tsx";
import { StoreLogo } from "../../../../components/store-logo.tsx";
import { formatMoney } from "../../../../lib/money.ts";

const days = ({ minDays, maxDays }: ShippingOption) =>
  minDays === maxDays ? `${minDays} ${minDays === 1 ? "day" : "days"}` : `${minDays}–${maxDays} days`;

/** A store's part of the order: what is bought from it, how it ships, and what it comes to. */
export function StorePart({
  part,
  options,
  method,
  onMethod,
}: {
  part: CartStore;
  /** The store's methods that deliver to the address; undefined while they load or no address is chosen. */
  options: ShippingOption[] | undefined;
  method: string | null;
  onMethod: (methodId: string) => void;
}) {
  const { store, currency } = part;
  const chosen = options?.find((option) => option.id === method);
  const shipping = chosen?.priceMinor ?? 0;
  return (
    <Paper
      withBorder
      radius="lg"
      p={{ base: "md", sm: "lg" }}
      component="section"
      aria-label={`From ${store.name}`}
    >
      <Stack gap="md">
        <Group gap="sm" wrap="nowrap">
          <StoreLogo store={store} size={32} />
          <Text fw={700}>{store.name}</Text>
        </Group>
        <Stack gap={4} component="ul" p={0} m={0} style={{ listStyle: "none" }}>
          {part.lines.map((line) => (
            <Group key={line.id} component="li" justify="space-between" wrap="nowrap" gap="sm">
              <Text size="sm" lineClamp={1}>
                {line.quantity} × {line.title}{" "}
                <Text span c="dimmed">
                  · {line.size}
                </Text>
              </Text>
              <Text size="sm" style={{ whiteSpace: "nowrap" }}>
                {formatMoney(line.lineTotalMinor, currency)}
              </Text>
            </Group>
          ))}
        </Stack>
        {options && options.length === 0 ? (
          <Alert color="red" variant="light" role="alert">
            {store.name} does not deliver to this address. Choose another address, or buy from this store
            later.
          </Alert>
        ) : (
          <Choices
            label="Delivery"
            value={method}
            onChange={onMethod}
            choices={(options ?? []).map((option) => ({
              value: option.id,
              title: option.name,
              detail: `Arrives in ${days(option)} after shipping`,
              aside: (
                <Text size="sm" fw={600} style={{ whiteSpace: "nowrap" }}>
                  {option.free ? "Free" : formatMoney(option.priceMinor, currency)}
                </Text>
              ),
            }))}
          />
        )}
        <Group justify="space-between">
          <Text size="sm" c="dimmed">
            Items {formatMoney(part.subtotalMinor, currency)} · Shipping {formatMoney(shipping, currency)}
          </Text>
          <Text fw={700}>{formatMoney(part.subtotalMinor + shipping, currency)}</Text>
        </Group>
      </Stack>
    </Paper>
  );
}
