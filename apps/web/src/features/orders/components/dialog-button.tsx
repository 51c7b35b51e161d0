import { Button, type ButtonProps, Modal } from "@mantine/core";
import { useDisclosure } from "@mantine/hooks";
import type { ReactNode } from "react";

/** A button that opens a dialog titled `title`; `content` gets the dialog's closer. */
export function DialogButton({
  label,
  title,
  content,
  ...buttonProps
}: ButtonProps & { label: string; title: string; content: (close: () => void) => ReactNode }) {
  const [opened, { open, close }] = useDisclosure(false);
  return (
    <>
      <Button {...buttonProps} onClick={open}>
        {label}
      </Button>
      <Modal opened={opened} onClose={close} title={title}>
        {content(close)}
      </Modal>
    </>
  );
}
