import { IMAGE_TYPES, PRODUCT_LIMITS } from "@cbm/contracts";
import { ActionIcon, Badge, Button, FileButton, Group, Input, Loader, Text, Tooltip } from "@mantine/core";
import { IconArrowLeft, IconArrowRight, IconPhotoUp, IconTrash } from "@tabler/icons-react";
import { type ReactNode, useRef, useState } from "react";
import { Picture } from "../../../../components/picture.tsx";
import { messageFor } from "../../../../lib/api-error.ts";
import { useObjectUrl } from "../../../../lib/use-object-url.ts";
import { imageProblem, uploadImage } from "../../../uploads/index.ts";
import { type ImageEntry, newKey } from "./product-values.ts";
import classes from "./retailer-products.module.css";

const MAX = PRODUCT_LIMITS.images.max;

function Preview({ entry, alt }: { entry: ImageEntry; alt: string }) {
  const picked = useObjectUrl(entry.file ?? null);
  if (entry.image && entry.location === entry.image.url)
    return <Picture image={entry.image} alt={alt} ratio={4 / 5} sizes="160px" />;
  return picked ? <img src={picked} alt={alt} className={classes.picked} /> : null;
}

function Tile({
  entry,
  index,
  count,
  error,
  onMove,
  onRemove,
}: {
  entry: ImageEntry;
  index: number;
  count: number;
  error?: ReactNode;
  onMove: (by: -1 | 1) => void;
  onRemove: () => void;
}) {
  const uploading = !entry.location;
  const name = `image ${index + 1}`;
  return (
    <li className={classes.tile} aria-label={index === 0 ? `Image 1, the cover` : `Image ${index + 1}`}>
      <div className={classes.tileFrame} data-error={Boolean(error) || undefined}>
        <Preview entry={entry} alt={`Product ${name}${uploading ? ", uploading" : ""}`} />
        {uploading && (
          <div className={classes.tileBusy}>
            <Loader size="sm" color="ink" aria-label={`Uploading ${name}`} />
          </div>
        )}
        {index === 0 && (
          <Badge className={classes.cover} size="sm" radius="sm" color="ink.9">
            Cover
          </Badge>
        )}
      </div>
      <Group gap={2} justify="center" wrap="nowrap">
        <Tooltip label="Move left" openDelay={400}>
          <ActionIcon
            variant="subtle"
            color="ink"
            aria-label={`Move ${name} left`}
            disabled={index === 0}
            onClick={() => onMove(-1)}
          >
            <IconArrowLeft size={18} aria-hidden />
          </ActionIcon>
        </Tooltip>
        <Tooltip label="Remove" openDelay={400}>
          <ActionIcon variant="subtle" color="red.9" aria-label={`Remove ${name}`} onClick={onRemove}>
            <IconTrash size={18} aria-hidden />
          </ActionIcon>
        </Tooltip>
        <Tooltip label="Move right" openDelay={400}>
          <ActionIcon
            variant="subtle"
            color="ink"
            aria-label={`Move ${name} right`}
            disabled={index === count - 1}
            onClick={() => onMove(1)}
          >
            <IconArrowRight size={18} aria-hidden />
          </ActionIcon>
        </Tooltip>
      </Group>
      {error && (
        <Text size="xs" c="red.9" ta="center">
          {error}
        </Text>
      )}
    </li>
  );
}

/**
 * The product's pictures in the order shoppers see them (the first is the cover): up to 8 picked at once
 * and uploaded at once, each with its preview, moved left or right, or removed.
 */
export function ImageListField({
  value,
  onChange,
  errors,
}: {
  value: ImageEntry[];
  /** Called with the list as it is now: updates arrive as uploads finish. */
  onChange: (update: (entries: ImageEntry[]) => ImageEntry[]) => void;
  /** The form's errors: `images` for the list, `images.N` for one picture. */
  errors: Record<string, ReactNode>;
}) {
  const [problem, setProblem] = useState<string | null>(null);
  const resetRef = useRef<() => void>(null);
  const room = MAX - value.length;

  const pick = (files: File[]) => {
    resetRef.current?.(); // so the same file can be picked again after a removal
    setProblem(null);
    const refused = files.map(imageProblem).find(Boolean);
    const fine = files.filter((file) => !imageProblem(file));
    const taken = fine.slice(0, room);
    if (refused) setProblem(refused);
    else if (fine.length > room)
      setProblem(`A product shows at most ${MAX} images: ${fine.length - room} left out.`);
    const added = taken.map((file) => ({ key: newKey(), location: "", file }));
    onChange((entries) => [...entries, ...added]);
    for (const entry of added) {
      uploadImage(entry.file)
        .then((location) =>
          onChange((entries) =>
            entries.map((each) => (each.key === entry.key ? { ...each, location } : each)),
          ),
        )
        .catch((failure: unknown) => {
          setProblem(messageFor(failure));
          onChange((entries) => entries.filter((each) => each.key !== entry.key));
        });
    }
  };

  const move = (index: number, by: -1 | 1) =>
    onChange((entries) => {
      const next = [...entries];
      const [moved] = next.splice(index, 1);
      if (moved) next.splice(index + by, 0, moved);
      return next;
    });

  return (
    <Input.Wrapper
      label="Images"
      description={`1 to ${MAX} pictures; the first is the cover. JPEG, PNG, WebP, GIF or AVIF, up to 10 MB each.`}
      error={problem ?? errors.images}
      required
      labelElement="div"
    >
      <div className={classes.images}>
        {value.length > 0 && (
          <ul className={classes.tiles} aria-label="Product images">
            {value.map((entry, index) => (
              <Tile
                key={entry.key}
                entry={entry}
                index={index}
                count={value.length}
                error={errors[`images.${index}`]}
                onMove={(by) => move(index, by)}
                onRemove={() => onChange((entries) => entries.filter((each) => each.key !== entry.key))}
              />
            ))}
          </ul>
        )}
        <Group gap="sm">
          <FileButton
            onChange={pick}
            accept={IMAGE_TYPES.join(",")}
            multiple
            resetRef={resetRef}
            disabled={room <= 0}
            inputProps={{ "aria-label": "Pick product images" }}
          >
            {(props) => (
              <Button {...props} variant="default" leftSection={<IconPhotoUp size={16} aria-hidden />}>
                {value.length === 0 ? "Add images" : "Add more images"}
              </Button>
            )}
          </FileButton>
          <Text size="sm" c="ink.7">
            {value.length} of {MAX}
          </Text>
        </Group>
      </div>
    </Input.Wrapper>
  );
}
