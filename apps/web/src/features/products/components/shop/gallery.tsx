import type { Image } from "@cbm/contracts";
import { Group, Stack } from "@mantine/core";
import { type KeyboardEvent, useRef, useState } from "react";
import { Picture } from "../../../../components/picture.tsx";
import classes from "./shop.module.css";

const RATIO = 4 / 5;
/** Half the page beside the details from 62em (the page is at most 1200px wide); the whole width below. */
const MAIN_SIZES = "(min-width: 62em) 560px, 100vw";

/**
 * A product's pictures: the chosen one large, the others as thumbnails below. Each thumbnail is a button
 * (Tab reaches it, Enter or Space shows it); the arrow keys, Home and End move along them.
 */
export function Gallery({ images, title }: { images: Image[]; title: string }) {
  const [shown, setShown] = useState(0);
  const thumbs = useRef<(HTMLButtonElement | null)[]>([]);
  const image = images[shown] ?? images[0];
  if (!image) return null;
  const many = images.length > 1;

  const move = (event: KeyboardEvent) => {
    const last = images.length - 1;
    const to = {
      ArrowRight: Math.min(shown + 1, last),
      ArrowDown: Math.min(shown + 1, last),
      ArrowLeft: Math.max(shown - 1, 0),
      ArrowUp: Math.max(shown - 1, 0),
      Home: 0,
      End: last,
    }[event.key];
    if (to === undefined) return;
    event.preventDefault();
    setShown(to);
    thumbs.current[to]?.focus();
  };

  return (
    <Stack gap="sm">
      <Picture
        image={image}
        alt={many ? `${title}, picture ${shown + 1} of ${images.length}` : title}
        sizes={MAIN_SIZES}
        ratio={RATIO}
        radius="lg"
        priority
      />
      {many && (
        <Group gap="sm" role="group" aria-label="Pictures" onKeyDown={move}>
          {images.map((thumb, index) => (
            <button
              key={thumb.url}
              ref={(node) => {
                thumbs.current[index] = node;
              }}
              type="button"
              className={classes.thumb}
              aria-pressed={index === shown}
              aria-label={`Show picture ${index + 1} of ${images.length}`}
              onClick={() => setShown(index)}
            >
              <Picture image={thumb} alt="" sizes="72px" ratio={RATIO} />
            </button>
          ))}
        </Group>
      )}
    </Stack>
  );
}
