import { MESSAGE_MAX } from "@cbm/contracts";
import { ActionIcon, Group, Textarea } from "@mantine/core";
import { IconSend } from "@tabler/icons-react";
import { useState } from "react";

/**
 * Where a message is written: Enter sends, Shift+Enter starts a new line. The text is trimmed; an empty
 * one sends nothing. The text is cleared once `onSend` resolves, and kept when it fails.
 */
export function Composer({
  onSend,
  onTyping,
  busy = false,
  disabled = false,
  placeholder = "Write a message",
}: {
  onSend: (text: string) => Promise<unknown>;
  /** Called as the viewer writes, to tell the others. */
  onTyping?: () => void;
  busy?: boolean;
  disabled?: boolean;
  placeholder?: string;
}) {
  const [text, setText] = useState("");
  const send = () => {
    const message = text.trim();
    if (!message || busy || disabled) return;
    onSend(message).then(
      () => setText(""),
      () => {},
    );
  };
  return (
    <Group gap="xs" align="flex-end" wrap="nowrap">
      <Textarea
        aria-label="Message"
        placeholder={placeholder}
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
        disabled={disabled || !text.trim()}
        onClick={send}
      >
        <IconSend size={18} aria-hidden />
      </ActionIcon>
    </Group>
  );
}
