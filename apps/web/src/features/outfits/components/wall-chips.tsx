import { labelOf, OCCASIONS, type Occasion } from "@cbm/contracts";
import { Chip, Group } from "@mantine/core";
import classes from "./outfits.module.css";

/** What a wall shows: one of the two feeds, or Explore narrowed to an occasion. */
export type WallChoice = "following" | "explore" | Occasion;

/**
 * The chips above the wall, one choice at a time: Following, Explore, then Explore by occasion. On a phone
 * the row scrolls sideways rather than wrapping, so the pictures start high.
 */
export function WallChips({
  value,
  onChange,
}: {
  value: WallChoice;
  onChange: (choice: WallChoice) => void;
}) {
  return (
    <Chip.Group value={value} onChange={(choice) => onChange(choice as WallChoice)}>
      <Group gap="xs" wrap="nowrap" className={classes.chips} role="radiogroup" aria-label="Show on the wall">
        <Chip value="following" type="radio" name="wall" color="ink" variant="outline">
          Following
        </Chip>
        <Chip value="explore" type="radio" name="wall" color="ink" variant="outline">
          Explore
        </Chip>
        {OCCASIONS.map((occasion) => (
          <Chip key={occasion} value={occasion} type="radio" name="wall" color="ink" variant="outline">
            {labelOf(occasion)}
          </Chip>
        ))}
      </Group>
    </Chip.Group>
  );
}
