import { Button, Group, Modal, Paper, Stack, Title } from "@mantine/core";
import { useDisclosure } from "@mantine/hooks";
import { IconPlus } from "@tabler/icons-react";
import type { ReactNode } from "react";

/** A section of the checkout: its heading, a way to add what it chooses from, and the choice. */
export function Step({
  title,
  manage,
  children,
}: {
  title: string;
  manage?: ReactNode;
  children: ReactNode;
}) {
  return (
    <Paper withBorder radius="lg" p={{ base: "md", sm: "lg" }} component="section" aria-label={title}>
      <Stack gap="md">
        <Group justify="space-between">
          <Title order={2} fz="h4">
            {title}
          </Title>
          {manage}
        </Group>
        {children}
      </Stack>
    </Paper>
  );
}

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
