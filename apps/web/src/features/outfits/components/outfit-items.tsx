import { COLOUR_PALETTE, labelOf, type OutfitItem, type ProductDetails } from "@cbm/contracts";
import { Anchor, Group, Stack, Text } from "@mantine/core";
import { Link } from "@tanstack/react-router";
import { ColourSwatch } from "../../../components/colour-swatch.tsx";
import { Picture } from "../../../components/picture.tsx";
import { productPath } from "./shop-the-look.tsx";

const THUMB = 88;

function ItemRow({ item, product }: { item: OutfitItem; product?: ProductDetails }) {
  const type = labelOf(item.subcategory);
  return (
    <Group component="li" gap="md" wrap="nowrap" align="flex-start">
      <div style={{ width: THUMB, flexShrink: 0 }}>
        <Picture image={item.image} alt={type} sizes={`${THUMB}px`} ratio={1} radius="md" />
      </div>
      <Stack gap={4} miw={0}>
        <Text fw={600} lh={1.3}>
          {type}
        </Text>
        {item.brand && (
          <Text size="sm" c="dimmed">
            {item.brand.name}
          </Text>
        )}
        <Group gap={6}>
          {item.colours.map((colour) => (
            <ColourSwatch key={colour} colour={colour} size={14} />
          ))}
          <Text size="xs" c="dimmed">
            {item.colours.map((colour) => COLOUR_PALETTE[colour].label).join(", ")}
          </Text>
        </Group>
        {item.closet && (
          <Text size="sm">
            From{" "}
            <Anchor component={Link} to={`/wall/closets/${item.closet.id}`}>
              {item.closet.name}
            </Anchor>
          </Text>
        )}
        {product && (
          <Anchor component={Link} to={productPath(product)} size="sm" fw={600}>
            In the shop
          </Anchor>
        )}
      </Stack>
    </Group>
  );
}

/**
 * Each piece of the outfit: its photo, type, brand, colours, its closet when the viewer may see it, and
 * its page in the shop when it is one of `products` (those the shop sells now).
 */
export function OutfitItems({ items, products = [] }: { items: OutfitItem[]; products?: ProductDetails[] }) {
  const productOf = (item: OutfitItem) => products.find((product) => product.id === item.productId);
  return (
    <Stack component="ul" gap="lg" p={0} m={0} style={{ listStyle: "none" }} aria-label="Pieces">
      {items.map((item) => (
        <ItemRow key={item.id} item={item} product={productOf(item)} />
      ))}
    </Stack>
  );
}
