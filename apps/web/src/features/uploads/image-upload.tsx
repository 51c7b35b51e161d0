import { IMAGE_TYPES } from "@cbm/contracts";
import { Button, FileButton } from "@mantine/core";
import { IconPhotoUp } from "@tabler/icons-react";
import { type ReactNode, useRef, useState } from "react";
import { messageFor } from "../../lib/api-error.ts";
import { uploadImage } from "./api.ts";
import { imageProblem } from "./image-problem.ts";

/**
 * An image picked, checked against the upload rules and uploaded at once. `file` is the picked file while
 * it uploads and after (none when its upload failed); `problem` says why a file was refused or failed.
 */
export function useImageUpload({
  onUploaded,
  onUploading,
}: {
  onUploaded: (location: string) => void;
  /** Says whether an upload is running, so a form can wait for it. */
  onUploading: (uploading: boolean) => void;
}) {
  const [file, setFile] = useState<File | null>(null);
  const [uploading, setUploading] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const resetRef = useRef<() => void>(null);

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
      onUploaded(await uploadImage(picked));
    } catch (failure) {
      setFile(null);
      setProblem(messageFor(failure));
    } finally {
      setUploading(false);
      onUploading(false);
    }
  };

  return { file, forgetFile: () => setFile(null), uploading, problem, pick, resetRef };
}

/** The button that picks an image for `upload`; it spins while the image uploads. */
export function ImageUploadButton({
  upload,
  label,
  children,
}: {
  upload: ReturnType<typeof useImageUpload>;
  /** The name of the hidden file input, for assistive technology. */
  label: string;
  children: ReactNode;
}) {
  return (
    <FileButton
      onChange={(picked) => void upload.pick(picked)}
      accept={IMAGE_TYPES.join(",")}
      resetRef={upload.resetRef}
      disabled={upload.uploading}
      inputProps={{ "aria-label": label }}
    >
      {(props) => (
        <Button
          {...props}
          variant="default"
          loading={upload.uploading}
          leftSection={<IconPhotoUp size={16} aria-hidden />}
        >
          {children}
        </Button>
      )}
    </FileButton>
  );
}
