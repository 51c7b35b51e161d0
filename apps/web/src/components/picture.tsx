import type { Image } from "@cbm/contracts";
import { getRadius, type MantineRadius } from "@mantine/core";

/** The variant named in `src`, for browsers that ignore `srcset`: about a feed card's width. */
const FALLBACK_WIDTH = 640;

export interface PictureProps {
  image: Image;
  alt: string;
  /** How wide the picture is shown, as the `sizes` attribute says it; default the whole viewport. */
  sizes?: string;
  radius?: MantineRadius;
  /** Width over height of the box, e.g. 4 / 5; default the image's own. The picture is cropped to fill it. */
  ratio?: number;
  /** For the picture at the top of a page: fetched first, not lazily. */
  priority?: boolean;
}

/** A stored image in its resized variants, in a box of fixed ratio, so nothing moves while it loads. */
export function Picture({ image, alt, sizes = "100vw", radius, ratio, priority = false }: PictureProps) {
  return (
    <img
      src={nearestVariant(image, FALLBACK_WIDTH).url}
      srcSet={image.variants.map((variant) => `${variant.url} ${variant.width}w`).join(", ")}
      sizes={sizes}
      alt={alt}
      width={image.width}
      height={image.height}
      loading={priority ? "eager" : "lazy"}
      decoding={priority ? undefined : "async"}
      fetchPriority={priority ? "high" : undefined}
      style={{
        display: "block",
        width: "100%",
        height: "auto",
        aspectRatio: ratio ?? `${image.width} / ${image.height}`,
        objectFit: "cover",
        borderRadius: getRadius(radius),
        backgroundColor: "var(--mantine-color-ink-0)",
      }}
    />
  );
}

function nearestVariant(image: Image, width: number) {
  const distance = (variant: Image["variants"][number]) => Math.abs(variant.width - width);
  return image.variants.reduce(
    (nearest, variant) => (distance(variant) < distance(nearest) ? variant : nearest),
    image,
  );
}
