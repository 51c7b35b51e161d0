import { type ClosetItem, OUTFIT_LIMITS } from "@cbm/contracts";
import { Stack, Text } from "@mantine/core";
import { Picture } from "../../../components/picture.tsx";
import { countOf } from "../../../lib/count-of.ts";
import classes from "./outfits.module.css";

/** What an outfit shows of each picked piece (a closet item, or an item of the outfit being edited). */
export type PickedItem = Pick<ClosetItem, "id" | "image" | "subcategory" | "brand">;

const columnsFor = (count: number) => (count <= 1 ? 1 : count <= 4 ? 2 : 3);

/** The picked pieces as the outfit's collage will show them; the collage holds the first six. */
export function CollagePreview({ items }: { items: PickedItem[] }) {
  const drawn = items.slice(0, OUTFIT_LIMITS.collageItems);
  const listedOnly = items.length - drawn.length;
  return (
    <Stack gap={6}>
      <div
        className={classes.collage}
        style={{ "--collage-columns": columnsFor(drawn.length) } as React.CSSProperties}
        role="img"
        aria-label={drawn.length ? `Collage of ${countOf(drawn.length, "piece")}` : "Empty collage"}
      >
        {drawn.map((item) => (
          <Picture key={item.id} image={item.image} alt="" sizes="200px" ratio={1} radius="md" />
        ))}
        {drawn.length === 0 && (
          <Text ta="center" c="dimmed" size="sm" px="xl">
            Pick pieces from your closet to see the outfit take shape.
          </Text>
        )}
      </div>
      {listedOnly > 0 && (
        <Text size="xs" c="dimmed">
          The collage shows the first {OUTFIT_LIMITS.collageItems} pieces; the other {listedOnly} are listed
          with the outfit.
        </Text>
      )}
    </Stack>
  );
}
