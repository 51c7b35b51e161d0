import { COLOUR_PALETTE, type CartLine as Line } from "@cbm/contracts";
import { ActionIcon, Anchor, Box, Group, Stack, Text } from "@mantine/core";
import { IconMinus, IconPlus, IconTrash } from "@tabler/icons-react";
import { Link } from "@tanstack/react-router";
import { Picture } from "../../../components/picture.tsx";
import { formatMoney } from "../../../lib/money.ts";
import { notify } from "../../../lib/notify.ts";
import { useChangeQuantity, useRemoveLine } from "../api.ts";
import classes from "./cart.module.css";

const CART_MOST = 10;

/** Fewer, the quantity, more: each step saved at once, never above what is in stock. */
function QuantityStepper({ line }: { line: Line }) {
  const change = useChangeQuantity();
  const most = Math.min(CART_MOST, Math.max(line.inStock, 1));
  const step = (quantity: number) =>
    change.mutate({ id: line.id, quantity }, { onError: (error) => notify.error(error) });
  return (
    <Group gap={4} wrap="nowrap" className={classes.stepper}>
      <ActionIcon
        variant="subtle"
        color="ink"
        aria-label={`One fewer ${line.title}`}
        disabled={line.quantity <= 1 || change.isPending}
        onClick={() => step(line.quantity - 1)}
      >
        <IconMinus size={16} aria-hidden />
      </ActionIcon>
      <Text fw={600} miw={24} ta="center" aria-label={`Quantity ${line.quantity}`} aria-live="polite">
        {line.quantity}
      </Text>
      <ActionIcon
        variant="subtle"
        color="ink"
        aria-label={`One more ${line.title}`}
        disabled={line.quantity >= most || change.isPending}
        onClick={() => step(line.quantity + 1)}
      >
        <IconPlus size={16} aria-hidden />
      </ActionIcon>
    </Group>
  );
}

/** One line of a store's part: the picture, what it is, the price, how many, and what stops buying it. */
export function CartLine({ line, storeSlug }: { line: Line; storeSlug: string }) {
  const remove = useRemoveLine();
  const product = `/shop/${storeSlug}/products/${line.productId}`;
  return (
    <Group component="li" align="flex-start" wrap="nowrap" gap="md" className={classes.line}>
      <Box component={Link} to={product} w={88} className={classes.picture} aria-hidden tabIndex={-1}>
        {line.image && <Picture image={line.image} alt="" ratio={4 / 5} radius="md" sizes="88px" />}
      </Box>
      <Stack gap={4} flex={1} miw={0}>
        <Group justify="space-between" align="flex-start" wrap="nowrap" gap="sm">
          <Anchor component={Link} to={product} fw={600} c="ink.9" lineClamp={2}>
            {line.title}
          </Anchor>
          <Text fw={700} style={{ whiteSpace: "nowrap" }}>
            {formatMoney(line.lineTotalMinor, line.currency)}
          </Text>
        </Group>
        <Text size="sm" c="dimmed">
          {COLOUR_PALETTE[line.colour].label} · Size {line.size} ·{" "}
          {formatMoney(line.unitPriceMinor, line.currency)} each
        </Text>
        {line.outfit && (
          <Text size="sm">
            From a look by{" "}
            <Anchor component={Link} to={`/wall/outfit/${line.outfit.id}`}>
              {line.outfit.author.fullName}
            </Anchor>
          </Text>
        )}
        {line.priceWhenAddedMinor !== null && (
          <Text size="sm" c="rose.8">
            The price was {formatMoney(line.priceWhenAddedMinor, line.currency)} when you added it.
          </Text>
        )}
        {line.message && (
          <Text size="sm" c="red.8" fw={500}>
            {line.message}
          </Text>
        )}
        <Group justify="space-between" wrap="nowrap" mt={4}>
          {line.heldQuantity > 0 ? (
            <Text size="sm" fw={500} c="rose.8">
              {line.quantity} held for you at the live deal's price
            </Text>
          ) : (
            <QuantityStepper line={line} />
          )}
          <ActionIcon
            variant="subtle"
            color="red.8"
            aria-label={`Remove ${line.title}`}
            loading={remove.isPending}
            onClick={() => remove.mutate(line.id, { onError: (error) => notify.error(error) })}
          >
            <IconTrash size={18} aria-hidden />
          </ActionIcon>
        </Group>
      </Stack>
    </Group>
  );
}
