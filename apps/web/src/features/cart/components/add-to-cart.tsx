import { Anchor, Button, Group, NumberInput, Stack, Text } from "@mantine/core";
import { IconCheck, IconShoppingBagPlus } from "@tabler/icons-react";
import { Link } from "@tanstack/react-router";
import { useId, useState } from "react";
import { messageFor } from "../../../lib/api-error.ts";
import { useAddToCart } from "../api.ts";

/**
 * A product's buying box: how many, and Add to cart once a variant in stock is chosen. Adding reserves
 * nothing; the answer says so plainly, or why it could not be added.
 */
export function AddToCart({
  variantId,
  unavailable,
  outfitId,
  eventId,
}: {
  /** The variant chosen, or null while the choice is incomplete or sold out. */
  variantId: string | null;
  /** Why nothing can be added now (the store is away, all sold out), if so. */
  unavailable?: string;
  /** The outfit the product is bought from: the cart line credits the look and its author. */
  outfitId?: string;
  /** The event the product is bought from: the cart line remembers it. */
  eventId?: string;
}) {
  const [quantity, setQuantity] = useState(1);
  const add = useAddToCart();
  const hint = unavailable ?? (variantId ? null : "Choose a colour and a size.");
  const hintId = useId();

  return (
    <Stack gap={8}>
      <Group gap="sm" align="flex-end" wrap="nowrap">
        <NumberInput
          label="Quantity"
          value={quantity}
          onChange={(value) => setQuantity(typeof value === "number" ? value : 1)}
          min={1}
          max={10}
          clampBehavior="strict"
          allowDecimal={false}
          w={96}
          size="md"
          disabled={Boolean(unavailable)}
        />
        <Button
          size="md"
          flex={1}
          leftSection={<IconShoppingBagPlus size={20} aria-hidden />}
          disabled={Boolean(hint)}
          loading={add.isPending}
          aria-describedby={hint ? hintId : undefined}
          onClick={() => variantId && add.mutate({ variantId, quantity, outfitId, eventId })}
        >
          Add to cart
        </Button>
      </Group>
      {hint && (
        <Text size="sm" c="dimmed" id={hintId}>
          {hint}
        </Text>
      )}
      {add.isSuccess && !add.isPending && (
        <Group gap={6} role="status">
          <IconCheck size={16} color="var(--mantine-color-teal-8)" aria-hidden />
          <Text size="sm">
            Added to your cart.{" "}
            <Anchor component={Link} to="/cart" fw={600}>
              View cart
            </Anchor>
          </Text>
        </Group>
      )}
      {add.isError && (
        <Text size="sm" c="red.8" role="alert">
          {messageFor(add.error)}
        </Text>
      )}
    </Stack>
  );
}
