import type { Closet } from "@cbm/contracts";
import { IconHanger } from "@tabler/icons-react";
import { Picture } from "../../../components/picture.tsx";
import classes from "./closets.module.css";

export const ITEM_RATIO = 4 / 5;

/**
 * A cover the owner chose is an upload of its own; without one the server answers the newest item's
 * photo, which is also the first of the previews.
 */
const hasChosenCover = (closet: Pick<Closet, "cover" | "preview">) =>
  closet.cover !== null && !closet.preview.some((image) => image.url === closet.cover?.url);

/** The cover the owner chose, if any (the edit form shows it). */
export const chosenCover = (closet: Pick<Closet, "cover" | "preview">) =>
  hasChosenCover(closet) ? closet.cover : null;

/**
 * A closet's picture in a 4:5 frame: the cover the owner chose; else four of the newest items as a 2×2
 * mosaic; else the newest item's photo; else a soft placeholder for an empty closet.
 */
export function ClosetCover({
  closet,
  sizes,
  priority,
}: {
  closet: Pick<Closet, "cover" | "preview">;
  /** How wide the whole cover is shown, and each tile of the mosaic, as `sizes` says it. */
  sizes: { whole: string; tile: string };
  priority?: boolean;
}) {
  const { cover, preview } = closet;
  if (!hasChosenCover(closet) && preview.length >= 4) {
    return (
      <div className={`${classes.frame} ${classes.mosaic}`}>
        {preview.slice(0, 4).map((image) => (
          <Picture
            key={image.url}
            image={image}
            alt=""
            ratio={ITEM_RATIO}
            sizes={sizes.tile}
            priority={priority}
          />
        ))}
      </div>
    );
  }
  return (
    <div className={classes.frame}>
      {cover ? (
        <Picture image={cover} alt="" ratio={ITEM_RATIO} sizes={sizes.whole} priority={priority} />
      ) : (
        <div className={classes.placeholder}>
          <IconHanger size={48} stroke={1.2} aria-hidden />
        </div>
      )}
    </div>
  );
}
