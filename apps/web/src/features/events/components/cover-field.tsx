import { DEFAULT_EVENT_IMAGE } from "@cbm/contracts";
import { Button, Group, Input, Stack } from "@mantine/core";
import { IconTrash } from "@tabler/icons-react";
import type { ReactNode } from "react";
import { useObjectUrl } from "../../../lib/use-object-url.ts";
import { ImageUploadButton, useImageUpload } from "../../uploads/index.ts";
import { EventCover } from "./event-cover.tsx";
import classes from "./events.module.css";

/**
 * The event's cover: uploaded as soon as it is picked (the form then sends its location), previewed from
 * the file meanwhile; without one, CBM's default cover is shown and used.
 */
export function CoverField({
  value,
  onChange,
  onUploading,
  error,
}: {
  /** The uploaded cover's location, or "" for the default. */
  value: string;
  onChange: (location: string) => void;
  onUploading: (uploading: boolean) => void;
  error?: ReactNode;
}) {
  const upload = useImageUpload({ onUploaded: onChange, onUploading });
  const picked = useObjectUrl(upload.file);
  const remove = () => {
    upload.forgetFile();
    onChange("");
  };
  return (
    <Input.Wrapper
      label="Cover"
      description="A wide picture, 16:9 looks best. Without one, CBM's own cover is used."
      error={upload.problem ?? error}
      labelElement="div"
    >
      <Stack gap="sm" mt="xs">
        <div className={classes.coverFrame}>
          <EventCover
            src={picked ?? (value || DEFAULT_EVENT_IMAGE)}
            alt={value || picked ? "The event's cover" : "CBM's default cover"}
            priority
          />
        </div>
        <Group gap="xs">
          <ImageUploadButton upload={upload} label="Cover image">
            {value ? "Change cover" : "Upload a cover"}
          </ImageUploadButton>
          {value && (
            <Button
              variant="subtle"
              color="ink"
              leftSection={<IconTrash size={14} aria-hidden />}
              onClick={remove}
              disabled={upload.uploading}
            >
              Use the default cover
            </Button>
          )}
        </Group>
      </Stack>
    </Input.Wrapper>
  );
}
