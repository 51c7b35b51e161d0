import { Button, Modal } from "@mantine/core";
import { useDisclosure } from "@mantine/hooks";
import { IconPlus } from "@tabler/icons-react";
import type { ReactNode } from "react";

/** A button that opens a form to add something (an address, a card) in a dialog; `form` gets its closer. */
export function AddInDialog({ label, form }: { label: string; form: (close: () => void) => ReactNode }) {
  const [opened, { open, close }] = useDisclosure(false);
  return (
    <>
      <Button
        variant="subtle"
        size="compact-sm"
        leftSection={<IconPlus size={16} aria-hidden />}
        onClick={open}
      >
        {label}
      </Button>
      <Modal opened={opened} onClose={close} title={label} size="lg">
        {form(close)}
      </Modal>
    </>
  );
}
