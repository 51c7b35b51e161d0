import { Button, type ButtonProps, Group, Modal, Stack, Text } from "@mantine/core";
import { useDisclosure } from "@mantine/hooks";

/** A button whose move is asked again in a dialog, saying what follows, before it is made. */
export function ConfirmButton({
  label,
  question,
  consequence,
  keepLabel,
  onConfirm,
  busy,
  ...buttonProps
}: ButtonProps & {
  label: string;
  question: string;
  consequence: string;
  keepLabel: string;
  onConfirm: () => Promise<unknown>;
  busy: boolean;
}) {
  const [opened, { open, close }] = useDisclosure(false);
  return (
    <>
      <Button {...buttonProps} onClick={open}>
        {label}
      </Button>
      <Modal opened={opened} onClose={close} title={question}>
        <Stack gap="lg">
          <Text size="sm">{consequence}</Text>
          <Group justify="flex-end" gap="sm">
            <Button variant="subtle" color="ink" onClick={close} disabled={busy}>
              {keepLabel}
            </Button>
            <Button color="red.9" loading={busy} onClick={() => void onConfirm().finally(close)}>
              {label}
            </Button>
          </Group>
        </Stack>
      </Modal>
    </>
  );
}
