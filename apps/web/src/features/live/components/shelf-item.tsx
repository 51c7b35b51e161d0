import type { ProductCard } from "@cbm/contracts";
import { Box, Button, Group, Stack, Text } from "@mantine/core";
import { useDisclosure } from "@mantine/hooks";
import { IconShoppingBagPlus } from "@tabler/icons-react";
import type { ReactNode } from "react";
import { Picture } from "../../../components/picture.tsx";
import { Price } from "../../../components/price.tsx";
import { ProductChoice } from "../../../components/product-choice.tsx";
import { AddToCart } from "../../cart/index.ts";
import { liveProductQuery } from "../api.ts";
import classes from "./live.module.css";

/**
 * A product of the live, to buy without leaving it: Add to cart opens its sizes, and the cart line
 * remembers the event. `extra` holds the host's moves on it.
 */
export function ShelfItem({
  product,
  eventId,
  extra,
}: {
  product: ProductCard;
  eventId: string;
  extra?: ReactNode;
}) {
  const [opened, { open, close }] = useDisclosure(false);
  const label = product.soldOut ? "Sold out" : "Add to cart";
  return (
    <Group gap="sm" wrap="nowrap" align="flex-start">
      <Box className={classes.thumb}>
        <Picture image={product.image} alt="" sizes="72px" ratio={4 / 5} radius="md" />
      </Box>
      <Stack gap={4} miw={0} flex={1}>
        <Text fw={600} size="sm" lineClamp={2}>
          {product.title}
        </Text>
        <Text size="xs" c="dimmed">
          {product.store.name}
        </Text>
        <Price
          priceMinor={product.priceMinor}
          compareAtMinor={product.compareAtMinor}
          currency={product.currency}
        />
        <Group gap="xs">
          <Button
            size="xs"
            leftSection={<IconShoppingBagPlus size={16} aria-hidden />}
            disabled={product.soldOut}
            onClick={open}
            aria-label={`${label}: ${product.title}`}
          >
            {label}
          </Button>
          {extra}
        </Group>
      </Stack>
      <ProductChoice
        query={liveProductQuery(product.id)}
        title={product.title}
        opened={opened}
        onClose={close}
        action={(choice) => <AddToCart {...choice} eventId={eventId} />}
      />
    </Group>
  );
}
