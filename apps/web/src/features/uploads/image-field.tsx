import { Button, Group, Input, Stack } from "@mantine/core";
import { IconTrash } from "@tabler/icons-react";
import type { ReactNode } from "react";
import { useObjectUrl } from "../../lib/use-object-url.ts";
import { ImageUploadButton, useImageUpload } from "./image-upload.tsx";

export interface ImageFieldProps {
  /** The field's name, as a form shows it ("Logo"); the buttons' words follow from it. */
  label: string;
  description: string;
  /** The image's location: the saved one, or a new upload's; "" for none. */
  value: string;
  onChange: (location: string) => void;
  /** Says whether an upload is running, so the form waits for it. */
  onUploading: (uploading: boolean) => void;
  error?: ReactNode;
  /** Draws the preview of the picked file while it uploads, then of `value` (null when there is neither). */
  preview?: (src: string | null) => ReactNode;
  /** What removing the image says; "Remove <label>" unless given. */
  removeLabel?: string;
}

/**
 * An image of a form (a logo, a banner, a cover): picked, checked against the upload rules and uploaded at
 * once, the form then sending its location. A new upload is not served until the form is saved, so the
 * picked file is what the preview shows meanwhile.
 */
export function ImageField({
  label,
  description,
  value,
  onChange,
  onUploading,
  error,
  preview,
  removeLabel,
}: ImageFieldProps) {
  const upload = useImageUpload({ onUploaded: onChange, onUploading });
  const picked = useObjectUrl(upload.file);
  const name = label.toLowerCase();
  const remove = () => {
    upload.forgetFile();
    onChange("");
  };
  return (
    <Input.Wrapper label={label} description={description} error={upload.problem ?? error} labelElement="div">
      <Stack gap="sm" mt="xs">
        {preview?.(picked ?? (value || null))}
        <Group gap="xs">
          <ImageUploadButton upload={upload} label={`${label} image`}>
            {value ? `Change ${name}` : `Upload a ${name}`}
          </ImageUploadButton>
          {value && (
            <Button
              variant="subtle"
              color="ink"
              leftSection={<IconTrash size={14} aria-hidden />}
              onClick={remove}
              disabled={upload.uploading}
            >
              {removeLabel ?? `Remove ${name}`}
            </Button>
          )}
        </Group>
      </Stack>
    </Input.Wrapper>
  );
}
