import type { Image } from "@cbm/contracts";
import { Button, Group, Input, Stack } from "@mantine/core";
import { IconCamera, IconTrash } from "@tabler/icons-react";
import type { ReactNode } from "react";
import { Picture } from "../../../components/picture.tsx";
import { useObjectUrl } from "../../../lib/use-object-url.ts";
import { ImageUploadButton, useImageUpload } from "../../uploads/index.ts";
import { ITEM_RATIO } from "./closet-cover.tsx";
import classes from "./closets.module.css";

export interface PhotoPickerProps {
  label: string;
  description: string;
  /** The uploaded photo's location; "" for none. */
  value: string;
  /** The photo already saved, shown while `value` is its location. */
  current?: Image | null;
  onChange: (location: string) => void;
  /** Says whether an upload is running, so the form waits for it. */
  onUploading: (uploading: boolean) => void;
  /** Offers to remove the photo (optional photos only). */
  removable?: boolean;
  required?: boolean;
  error?: ReactNode;
}

/**
 * A photo in a 4:5 frame: picked, checked against the upload rules and uploaded at once; the preview
 * shows the file while it uploads.
 */
export function PhotoPicker({
  label,
  description,
  value,
  current,
  onChange,
  onUploading,
  removable,
  required,
  error,
}: PhotoPickerProps) {
  const upload = useImageUpload({ onUploaded: onChange, onUploading });
  const preview = useObjectUrl(upload.file);
  const showsCurrent = Boolean(current && value === current.url);

  const remove = () => {
    upload.forgetFile();
    onChange("");
  };

  const shown = value || upload.uploading;
  return (
    <Input.Wrapper
      label={label}
      description={description}
      error={upload.problem ?? error}
      required={required}
      labelElement="div"
    >
      <Group gap="lg" mt="xs" align="flex-end">
        <div className={`${classes.frame} ${classes.preview}`}>
          {showsCurrent && current ? (
            <Picture image={current} alt={`${label}: the current photo`} ratio={ITEM_RATIO} sizes="200px" />
          ) : shown && preview ? (
            <img src={preview} alt={`${label}: preview`} />
          ) : (
            <div className={classes.placeholder}>
              <IconCamera size={40} stroke={1.2} aria-hidden />
            </div>
          )}
        </div>
        <Stack gap="xs" align="flex-start">
          <ImageUploadButton upload={upload} label={label}>
            {value ? "Change photo" : "Choose a photo"}
          </ImageUploadButton>
          {removable && value && (
            <Button
              variant="subtle"
              color="ink"
              size="compact-sm"
              leftSection={<IconTrash size={14} aria-hidden />}
              onClick={remove}
              disabled={upload.uploading}
            >
              Remove photo
            </Button>
          )}
        </Stack>
      </Group>
    </Input.Wrapper>
  );
}
