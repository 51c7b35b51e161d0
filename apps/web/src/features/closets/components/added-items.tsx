import type { ClosetItem } from "@cbm/contracts";
import { Anchor, SimpleGrid, Stack, Text, Title } from "@mantine/core";
import { Link } from "@tanstack/react-router";
import { Picture } from "../../../components/picture.tsx";
import { itemName } from "../wording.ts";
import { ITEM_RATIO } from "./closet-cover.tsx";

/** The items added since the page opened, newest first, each a way to see it in its closet. */
export function AddedItems({ items }: { items: ClosetItem[] }) {
  if (items.length === 0) return null;
  return (
    <Stack gap="sm" component="section" aria-labelledby="added-just-now">
      <Title order={2} fz="h4" id="added-just-now">
        Added just now
      </Title>
      <SimpleGrid
        cols={{ base: 3, xs: 4, sm: 6 }}
        spacing="sm"
        component="ul"
        p={0}
        m={0}
        style={{ listStyle: "none" }}
      >
        {items.map((item) => (
          <li key={item.id}>
            <Anchor
              renderRoot={(props) => (
                <Link
                  to="/wall/closets/$id"
                  params={{ id: item.closetId }}
                  search={{ item: item.id }}
                  {...props}
                />
              )}
              c="inherit"
              underline="never"
            >
              <Picture image={item.image} alt="" ratio={ITEM_RATIO} sizes="120px" radius="md" />
              <Text size="xs" mt={4} lineClamp={1}>
                {itemName(item)}
              </Text>
            </Anchor>
          </li>
        ))}
      </SimpleGrid>
    </Stack>
  );
}
