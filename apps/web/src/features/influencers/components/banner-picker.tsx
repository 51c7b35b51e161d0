import { Button, Group, Input } from "@mantine/core";
import { IconTrash } from "@tabler/icons-react";
import type { ReactNode } from "react";
import { ImageUploadButton, useImageUpload } from "../../uploads/index.ts";

export interface BannerPickerProps {
  /** Media location of the banner, once uploaded; null for none. */
  value: string | null;
  onChange: (location: string | null) => void;
  /** Says whether an upload is running, so the step waits for it. */
  onUploading: (uploading: boolean) => void;
  error?: ReactNode;
}

/** The storefront banner: picked, checked against the upload rules and uploaded at once (the preview shows it). */
export function BannerPicker({ value, onChange, onUploading, error }: BannerPickerProps) {
  const upload = useImageUpload({ onUploaded: onChange, onUploading });
  return (
    <Input.Wrapper
      label="Banner"
      description="A wide picture across the top of your store; 3:1 looks best. JPEG, PNG, WebP, GIF or AVIF, up to 10 MB. Without one, your accent colour fills the top."
      error={upload.problem ?? error}
      labelElement="div"
    >
      <Group gap="sm" mt="xs">
        <ImageUploadButton upload={upload} label="Banner image">
          {value ? "Change banner" : "Upload a banner"}
        </ImageUploadButton>
        {value && (
          <Button
            variant="subtle"
            color="ink"
            leftSection={<IconTrash size={14} aria-hidden />}
            onClick={() => onChange(null)}
            disabled={upload.uploading}
          >
            Remove banner
          </Button>
        )}
      </Group>
    </Input.Wrapper>
  );
}
