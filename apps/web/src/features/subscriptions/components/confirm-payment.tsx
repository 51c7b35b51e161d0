import { Alert, Button, Stack, Text } from "@mantine/core";

/** A renewal the member's bank asks them to authenticate (3-D Secure): the provider's page confirms it. */
export function ConfirmPayment({ url }: { url: string }) {
  return (
    <Alert color="orange" variant="light" title="Your bank asks you to confirm a payment">
      <Stack gap="sm" align="flex-start">
        <Text size="sm">
          Your plan renewed, and your bank wants you to approve the charge. You keep your plan meanwhile.
        </Text>
        <Button component="a" href={url} rel="noopener noreferrer" color="orange">
          Confirm the payment
        </Button>
      </Stack>
    </Alert>
  );
}
