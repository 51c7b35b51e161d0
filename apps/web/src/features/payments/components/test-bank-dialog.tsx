import { Button, Group, Modal, Stack, Text, ThemeIcon } from "@mantine/core";
import { IconShieldCheck } from "@tabler/icons-react";

/**
 * The built-in test provider's stand-in of a bank's check (3-D Secure), as Stripe's test cards show one:
 * the payer completes or fails it. With Stripe, its own dialog takes this place.
 */
export function TestBankDialog({
  opened,
  onAnswer,
}: {
  opened: boolean;
  onAnswer: (passes: boolean) => void;
}) {
  return (
    <Modal opened={opened} onClose={() => onAnswer(false)} title="Confirm with your bank" centered>
      <Stack gap="md">
        <Group gap="sm" wrap="nowrap" align="flex-start">
          <ThemeIcon variant="light" size={40} radius="xl">
            <IconShieldCheck size={22} aria-hidden />
          </ThemeIcon>
          <Text size="sm">
            Your bank asks you to confirm this payment. This is the test bank of CBM's test cards: a real bank
            would ask for a code or its app here.
          </Text>
        </Group>
        <Group justify="flex-end">
          <Button variant="default" onClick={() => onAnswer(false)}>
            Fail the check
          </Button>
          <Button onClick={() => onAnswer(true)}>Complete the check</Button>
        </Group>
      </Stack>
    </Modal>
  );
}
