import { Button, Group, Input, Stack } from "@mantine/core";
import { IconBuildingStore, IconPhoto, IconTrash } from "@tabler/icons-react";
import type { ReactNode } from "react";
import { useObjectUrl } from "../../../lib/use-object-url.ts";
import { ImageUploadButton, useImageUpload } from "../../uploads/index.ts";
import classes from "./store-form.module.css";

export interface StoreImageFieldProps {
  kind: "logo" | "banner";
  /** The image's location: the saved one, or a new upload's; "" for none. */
  value: string;
  onChange: (location: string) => void;
  /** Says whether an upload is running, so the form waits for it. */
  onUploading: (uploading: boolean) => void;
  error?: ReactNode;
}

const TEXT = {
  logo: {
    label: "Logo",
    description: "A square picture beside your store's name. JPEG, PNG, WebP, GIF or AVIF, up to 10 MB.",
    Icon: IconBuildingStore,
  },
  banner: {
    label: "Banner",
    description: "A wide picture across the top of your store; 3:1 looks best. Up to 10 MB.",
    Icon: IconPhoto,
  },
} as const;

/**
 * The store's logo or banner: picked, checked against the upload rules and uploaded at once, with a preview
 * of the picked file while it uploads and of the image once it is there.
 */
export function StoreImageField({ kind, value, onChange, onUploading, error }: StoreImageFieldProps) {
  const { label, description, Icon } = TEXT[kind];
  const upload = useImageUpload({ onUploaded: onChange, onUploading });
  const picked = useObjectUrl(upload.file);
  // A new upload is not served until the store is saved: the picked file shows until then.
  const preview = picked ?? (value || null);
  const name = label.toLowerCase();

  const remove = () => {
    upload.forgetFile();
    onChange("");
  };

  return (
    <Input.Wrapper label={label} description={description} error={upload.problem ?? error} labelElement="div">
      <Stack gap="sm" mt="xs">
        <div className={classes[`${kind}Frame`]}>
          {preview ? (
            <img src={preview} alt={`Your store's ${name}`} className={classes.image} />
          ) : (
            <Icon size={kind === "logo" ? 32 : 40} stroke={1.2} aria-hidden />
          )}
        </div>
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
              Remove {name}
            </Button>
          )}
        </Group>
      </Stack>
    </Input.Wrapper>
  );
}
