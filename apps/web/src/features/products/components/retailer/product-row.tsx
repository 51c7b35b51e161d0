import type { Product } from "@cbm/contracts";
import { Badge, Button, Group, Paper, Stack, Text } from "@mantine/core";
import { IconAlertTriangle, IconPencil, IconTrash } from "@tabler/icons-react";
import { Link } from "@tanstack/react-router";
import { Picture } from "../../../../components/picture.tsx";
import { formatMoney } from "../../../../lib/money.ts";
import classes from "./retailer-products.module.css";
import { editProductPath } from "./search-params.ts";
import { LOW_STOCK_HINT, STATUS_LABELS, stockText, variantCount } from "./wording.ts";

const STATUS_LOOKS = {
  active: { variant: "filled", color: "teal.9" },
  draft: { variant: "light", color: "ink" },
  archived: { variant: "outline", color: "ink" },
} as const;

/** One product of the list: its cover, title, price, status, stock (marked when low) and its actions. */
export function ProductRow({
  product,
  retailerId,
  onDelete,
}: {
  product: Product;
  retailerId: string;
  onDelete: () => void;
}) {
  const [cover] = product.images;
  const look = STATUS_LOOKS[product.status];
  const editPath = editProductPath(retailerId, product.id);
  return (
    <Paper component="li" withBorder radius="md" p="sm" aria-label={product.title} className={classes.row}>
      <div className={classes.thumb}>
        {cover && <Picture image={cover} alt="" ratio={4 / 5} sizes="64px" radius="sm" />}
      </div>
      <Stack gap={4} miw={0}>
        <Text component={Link} to={editPath} className={classes.title}>
          {product.title}
        </Text>
        <Group gap="xs" align="baseline">
          <Text fw={600}>{formatMoney(product.priceMinor, product.currency)}</Text>
          {product.compareAtMinor !== null && (
            <Text
              size="sm"
              c="ink.7"
              td="line-through"
              aria-label={`was ${formatMoney(product.compareAtMinor, product.currency)}`}
            >
              {formatMoney(product.compareAtMinor, product.currency)}
            </Text>
          )}
        </Group>
        <Group gap="xs">
          <Badge variant={look.variant} color={look.color} radius="sm">
            {STATUS_LABELS[product.status]}
          </Badge>
          <Text size="sm" c="ink.7">
            {stockText(product.totalStock)} · {variantCount(product.variants.length)}
          </Text>
          {product.lowStock && (
            <Badge
              radius="sm"
              // Ink on pale orange: Mantine's light badges of orange stay under 4.5:1.
              styles={{
                root: {
                  background: "var(--mantine-color-orange-1)",
                  color: "var(--mantine-color-text)",
                  border: "1px solid var(--mantine-color-orange-5)",
                },
                section: { color: "var(--mantine-color-orange-9)" },
              }}
              leftSection={<IconAlertTriangle size={12} aria-hidden />}
              title={LOW_STOCK_HINT}
            >
              Low stock
            </Badge>
          )}
        </Group>
      </Stack>
      <Group gap={4} className={classes.rowActions} wrap="nowrap">
        <Button
          component={Link}
          to={editPath}
          variant="subtle"
          color="ink"
          size="compact-sm"
          leftSection={<IconPencil size={16} aria-hidden />}
          aria-label={`Edit ${product.title}`}
        >
          Edit
        </Button>
        <Button
          variant="subtle"
          color="red.9"
          size="compact-sm"
          leftSection={<IconTrash size={16} aria-hidden />}
          aria-label={`Delete ${product.title}`}
          onClick={onDelete}
        >
          Delete
        </Button>
      </Group>
    </Paper>
  );
}
