import { IMAGE_TYPES, MESSAGE_MAX, type SendMessageBody } from "@cbm/contracts";
import { ActionIcon, CloseButton, FileButton, Group, Image, Stack, Text, Textarea } from "@mantine/core";
import { IconPhoto, IconSend } from "@tabler/icons-react";
import { useState } from "react";
import { useObjectUrl } from "../../../lib/use-object-url.ts";
import { useImageUpload } from "../../uploads/index.ts";
import classes from "./chat.module.css";

/** The photo picked for the next message: uploaded at once, shown small until the message is sent. */
function useAttachedPhoto() {
  const [location, setLocation] = useState<string | null>(null);
  const [uploading, setUploading] = useState(false);
  const upload = useImageUpload({ onUploaded: setLocation, onUploading: setUploading });
  const preview = useObjectUrl(location || uploading ? upload.file : null);
  const remove = () => {
    setLocation(null);
    upload.forgetFile();
  };
  return { upload, location, uploading, preview, remove };
}

/**
 * Where a message is written: Enter sends, Shift+Enter starts a new line. The text is trimmed; an empty
 * one sends nothing (a photo goes with a few words). Text and photo are cleared once `onSend` resolves,
 * and kept when it fails.
 */
export function Composer({
  onSend,
  onTyping,
  busy = false,
  disabled = false,
  placeholder = "Write a message",
}: {
  onSend: (body: SendMessageBody) => Promise<unknown>;
  /** Called as the viewer writes, to tell the others. */
  onTyping?: () => void;
  busy?: boolean;
  disabled?: boolean;
  placeholder?: string;
}) {
  const [text, setText] = useState("");
  const photo = useAttachedPhoto();
  const send = () => {
    const message = text.trim();
    if (!message || busy || disabled || photo.uploading) return;
    onSend(photo.location ? { message, image: photo.location } : { message }).then(
      () => {
        setText("");
        photo.remove();
      },
      () => {},
    );
  };
  return (
    <Stack gap={6}>
      {photo.preview && (
        <Group gap="xs" className={classes.attached}>
          <Image src={photo.preview} alt="The photo to send" w={56} h={56} radius="sm" fit="cover" />
          <Text size="xs" c="dimmed" style={{ flex: 1 }}>
            {photo.uploading ? "Uploading the photo…" : "Add a few words and send it."}
          </Text>
          <CloseButton aria-label="Remove the photo" onClick={photo.remove} disabled={photo.uploading} />
        </Group>
      )}
      {photo.upload.problem && (
        <Text size="xs" c="red.8" role="alert">
          {photo.upload.problem}
        </Text>
      )}
      <Group gap="xs" align="flex-end" wrap="nowrap">
        <FileButton
          onChange={(picked) => void photo.upload.pick(picked)}
          accept={IMAGE_TYPES.join(",")}
          resetRef={photo.upload.resetRef}
          disabled={disabled || photo.uploading}
          inputProps={{ "aria-label": "Photo to send" }}
        >
          {(props) => (
            <ActionIcon
              {...props}
              size={36}
              radius="xl"
              variant="subtle"
              color="ink"
              aria-label="Attach a photo"
              loading={photo.uploading}
            >
              <IconPhoto size={20} aria-hidden />
            </ActionIcon>
          )}
        </FileButton>
        <Textarea
          aria-label="Message"
          placeholder={photo.preview ? "Say something about the photo" : placeholder}
          value={text}
          onChange={(event) => {
            setText(event.currentTarget.value);
            if (event.currentTarget.value.trim()) onTyping?.();
          }}
          onKeyDown={(event) => {
            if (event.key !== "Enter" || event.shiftKey || event.nativeEvent.isComposing) return;
            event.preventDefault();
            send();
          }}
          maxLength={MESSAGE_MAX}
          autosize
          minRows={1}
          maxRows={6}
          disabled={disabled}
          style={{ flex: 1 }}
        />
        <ActionIcon
          size={36}
          radius="xl"
          color="rose.8"
          aria-label="Send"
          loading={busy}
          disabled={disabled || !text.trim() || photo.uploading}
          onClick={send}
        >
          <IconSend size={18} aria-hidden />
        </ActionIcon>
      </Group>
    </Stack>
  );
}
