import type { Currency } from "@cbm/contracts";
import { Group, Text, VisuallyHidden } from "@mantine/core";
import { formatMoney } from "../lib/money.ts";

/** The price, and the compare-at price struck through beside it when the product is on sale. */
export function Price({
  priceMinor,
  compareAtMinor,
  currency,
  size = "sm",
}: {
  priceMinor: number;
  compareAtMinor: number | null;
  currency: Currency;
  size?: "sm" | "xl";
}) {
  const onSale = compareAtMinor !== null && compareAtMinor > priceMinor;
  return (
    <Group gap={6} wrap="wrap" align="baseline">
      <Text fw={700} size={size} c={onSale ? "rose.8" : undefined}>
        {onSale && <VisuallyHidden>Now </VisuallyHidden>}
        {formatMoney(priceMinor, currency)}
      </Text>
      {onSale && (
        <Text size={size === "xl" ? "md" : "xs"} c="dimmed" td="line-through">
          <VisuallyHidden>Was </VisuallyHidden>
          {formatMoney(compareAtMinor, currency)}
        </Text>
      )}
    </Group>
  );
}

/** On sale when a higher compare-at price is struck through. */
export const isOnSale = (product: { priceMinor: number; compareAtMinor: number | null }) =>
  product.compareAtMinor !== null && product.compareAtMinor > product.priceMinor;
