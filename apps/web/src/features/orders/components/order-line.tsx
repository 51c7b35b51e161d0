import { COLOUR_PALETTE, type Currency, type OrderLine as Line } from "@cbm/contracts";
import { Anchor, Box, Group, Stack, Text } from "@mantine/core";
import { Link } from "@tanstack/react-router";
import { Picture } from "../../../components/picture.tsx";
import { formatMoney } from "../../../lib/money.ts";
import classes from "./orders.module.css";

/** A line as bought: its title leads to the product while the shop still has it. */
function LineTitle({ line, storeSlug }: { line: Line; storeSlug: string }) {
  if (!line.productId) return <Text fw={600}>{line.title}</Text>;
  return (
    <Anchor component={Link} to={`/shop/${storeSlug}/products/${line.productId}`} fw={600} c="ink.9">
      {line.title}
    </Anchor>
  );
}

/** One line of an order: the picture, what it was, its price times how many, and what it came to. */
export function OrderLine({
  line,
  storeSlug,
  currency,
}: {
  line: Line;
  storeSlug: string;
  currency: Currency;
}) {
  return (
    <Group component="li" align="flex-start" wrap="nowrap" gap="md">
      <Box w={72} className={classes.thumb}>
        {line.image && <Picture image={line.image} alt="" ratio={4 / 5} radius="md" sizes="72px" />}
      </Box>
      <Stack gap={4} flex={1} miw={0}>
        <LineTitle line={line} storeSlug={storeSlug} />
        <Text size="sm" c="dimmed">
          {COLOUR_PALETTE[line.colour].label} · Size {line.size}
        </Text>
        <Group justify="space-between" gap="sm">
          <Text size="sm" c="dimmed">
            {formatMoney(line.unitPriceMinor, currency)} × {line.quantity}
          </Text>
          <Text fw={700}>{formatMoney(line.lineTotalMinor, currency)}</Text>
        </Group>
      </Stack>
    </Group>
  );
}
