import { IMAGE_TYPES } from "@cbm/contracts";
import { Avatar, Button, FileButton, Group, Input, Stack } from "@mantine/core";
import { IconCamera, IconTrash } from "@tabler/icons-react";
import { type ReactNode, useRef } from "react";
import { useObjectUrl } from "../../../lib/use-object-url.ts";
import { imageProblem } from "../../uploads/index.ts";

export interface AvatarPickerProps {
  file: File | null;
  /** The photo already on the profile, shown while no new file is picked (Settings). */
  current?: string | null;
  /** A new picture (already checked against the upload rules), or null when removed. */
  onChange: (file: File | null) => void;
  /** A picked file that breaks the upload rules. */
  onReject: (message: string) => void;
  error?: ReactNode;
  disabled?: boolean;
}

/**
 * An optional profile photo: pick an image, see it at once in a round preview, remove it again. Removing
 * calls `onChange(null)`: it drops the picked file, or the current photo when none is picked.
 */
export function AvatarPicker({ file, current, onChange, onReject, error, disabled }: AvatarPickerProps) {
  const preview = useObjectUrl(file);
  const resetRef = useRef<() => void>(null);

  const pick = (picked: File | null) => {
    resetRef.current?.(); // so the same file can be picked again after a removal
    if (!picked) return;
    const problem = imageProblem(picked);
    if (problem) onReject(problem);
    else onChange(picked);
  };

  return (
    <Input.Wrapper
      label="Profile photo"
      description="JPEG, PNG, WebP, GIF or AVIF, up to 10 MB."
      error={error}
      labelElement="div"
    >
      <Group gap="md" wrap="nowrap" mt="xs">
        <Avatar
          src={preview ?? current}
          alt={preview ? "Preview of your profile photo" : current ? "Your profile photo" : undefined}
          size={72}
          radius={999}
          color="rose"
          variant="light"
          style={{ flexShrink: 0, border: "1px solid var(--cbm-line)" }}
        >
          <IconCamera size={28} aria-hidden />
        </Avatar>
        <Stack gap={6} align="flex-start">
          <FileButton
            onChange={pick}
            accept={IMAGE_TYPES.join(",")}
            resetRef={resetRef}
            disabled={disabled}
            inputProps={{ name: "avatar", "aria-label": "Profile photo" }}
          >
            {(props) => (
              <Button {...props} variant="default" size="sm" disabled={disabled}>
                {file || current ? "Change photo" : "Choose a photo"}
              </Button>
            )}
          </FileButton>
          {(file || current) && (
            <Button
              variant="subtle"
              color="ink"
              size="compact-sm"
              leftSection={<IconTrash size={14} aria-hidden />}
              onClick={() => onChange(null)}
              disabled={disabled}
            >
              Remove photo
            </Button>
          )}
        </Stack>
      </Group>
    </Input.Wrapper>
  );
}
