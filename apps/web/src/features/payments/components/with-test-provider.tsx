import { Alert, Skeleton, Stack } from "@mantine/core";
import { IconCreditCardOff } from "@tabler/icons-react";
import { useQuery } from "@tanstack/react-query";
import type { ReactNode } from "react";
import { LoadError } from "../../../components/load-error.tsx";
import { paymentsConfigQuery } from "../api.ts";

/**
 * Shows `children`, the test provider's card form, when the server takes payments with it. With Stripe it
 * says that Stripe's card form is not in this build yet: a card number must only ever go to Stripe's own.
 */
export function WithTestProvider({ children }: { children: ReactNode }) {
  const config = useQuery(paymentsConfigQuery());
  if (config.isPending) {
    return (
      <Stack gap="md" aria-busy aria-label="Loading the card form">
        <Skeleton height={60} />
        <Skeleton height={60} />
      </Stack>
    );
  }
  if (config.isError) {
    return <LoadError title="We could not load the card form" onRetry={() => void config.refetch()} />;
  }
  if (config.data.provider === "stripe") {
    return (
      <Alert
        color="yellow"
        variant="light"
        icon={<IconCreditCardOff size={20} aria-hidden />}
        title="Card payments by Stripe are not available in this build yet"
      >
        This CBM takes card payments through Stripe, whose card form comes with a later version. Until then,
        cards cannot be added here.
      </Alert>
    );
  }
  return children;
}
