import { IMAGE_TYPES } from "@cbm/contracts";
import { Button, FileButton, Group, Input } from "@mantine/core";
import { IconPhotoUp, IconTrash } from "@tabler/icons-react";
import { type ReactNode, useRef, useState } from "react";
import { messageFor } from "../../../lib/api-error.ts";
import { imageProblem, uploadImage } from "../../uploads/index.ts";

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
  const [uploading, setUploading] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const resetRef = useRef<() => void>(null);

  const pick = async (file: File | null) => {
    resetRef.current?.(); // so the same file can be picked again after a removal
    if (!file) return;
    const refused = imageProblem(file);
    setProblem(refused);
    if (refused) return;
    setUploading(true);
    onUploading(true);
    try {
      onChange(await uploadImage(file));
    } catch (failure) {
      setProblem(messageFor(failure));
    } finally {
      setUploading(false);
      onUploading(false);
    }
  };

  return (
    <Input.Wrapper
      label="Banner"
      description="A wide picture across the top of your store; 3:1 looks best. JPEG, PNG, WebP, GIF or AVIF, up to 10 MB. Without one, your accent colour fills the top."
      error={problem ?? error}
      labelElement="div"
    >
      <Group gap="sm" mt="xs">
        <FileButton
          onChange={(file) => void pick(file)}
          accept={IMAGE_TYPES.join(",")}
          resetRef={resetRef}
          disabled={uploading}
          inputProps={{ "aria-label": "Banner image" }}
        >
          {(props) => (
            <Button
              {...props}
              variant="default"
              loading={uploading}
              leftSection={<IconPhotoUp size={16} aria-hidden />}
            >
              {value ? "Change banner" : "Upload a banner"}
            </Button>
          )}
        </FileButton>
        {value && (
          <Button
            variant="subtle"
            color="ink"
            leftSection={<IconTrash size={14} aria-hidden />}
            onClick={() => onChange(null)}
            disabled={uploading}
          >
            Remove banner
          </Button>
        )}
      </Group>
    </Input.Wrapper>
  );
}
