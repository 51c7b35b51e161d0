import { IMAGE_TYPES, type Image } from "@cbm/contracts";
import { Button, FileButton, Group, Input, Stack } from "@mantine/core";
import { IconCamera, IconPhotoUp, IconTrash } from "@tabler/icons-react";
import { type ReactNode, useEffect, useRef, useState } from "react";
import { Picture } from "../../../components/picture.tsx";
import { messageFor } from "../../../lib/api-error.ts";
import { imageProblem, uploadImage } from "../../uploads/index.ts";
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

/** The picked file as an object URL while it is shown; released when it changes or the picker goes. */
function useObjectUrl(file: File | null) {
  const [url, setUrl] = useState<string | null>(null);
  useEffect(() => {
    if (!file) {
      setUrl(null);
      return;
    }
    const objectUrl = URL.createObjectURL(file);
    setUrl(objectUrl);
    return () => URL.revokeObjectURL(objectUrl);
  }, [file]);
  return url;
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
  const [file, setFile] = useState<File | null>(null);
  const [uploading, setUploading] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const preview = useObjectUrl(file);
  const resetRef = useRef<() => void>(null);
  const showsCurrent = Boolean(current && value === current.url);

  const pick = async (picked: File | null) => {
    resetRef.current?.(); // so the same file can be picked again after a removal
    if (!picked) return;
    const refused = imageProblem(picked);
    setProblem(refused);
    if (refused) return;
    setFile(picked);
    setUploading(true);
    onUploading(true);
    try {
      onChange(await uploadImage(picked));
    } catch (failure) {
      setFile(null);
      setProblem(messageFor(failure));
    } finally {
      setUploading(false);
      onUploading(false);
    }
  };

  const remove = () => {
    setFile(null);
    onChange("");
  };

  const shown = value || uploading;
  return (
    <Input.Wrapper
      label={label}
      description={description}
      error={problem ?? error}
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
          <FileButton
            onChange={(picked) => void pick(picked)}
            accept={IMAGE_TYPES.join(",")}
            resetRef={resetRef}
            disabled={uploading}
            inputProps={{ "aria-label": label }}
          >
            {(props) => (
              <Button
                {...props}
                variant="default"
                loading={uploading}
                leftSection={<IconPhotoUp size={16} aria-hidden />}
              >
                {value ? "Change photo" : "Choose a photo"}
              </Button>
            )}
          </FileButton>
          {removable && value && (
            <Button
              variant="subtle"
              color="ink"
              size="compact-sm"
              leftSection={<IconTrash size={14} aria-hidden />}
              onClick={remove}
              disabled={uploading}
            >
              Remove photo
            </Button>
          )}
        </Stack>
      </Group>
    </Input.Wrapper>
  );
}
