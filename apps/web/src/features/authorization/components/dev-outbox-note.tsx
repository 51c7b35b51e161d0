import { devEndpoints } from "@cbm/contracts";
import { Alert, Anchor, Text, VisuallyHidden } from "@mantine/core";
import { IconFlask } from "@tabler/icons-react";
import { useQuery } from "@tanstack/react-query";

const outboxPath = (to: string) => `${devEndpoints.outbox.path}?${new URLSearchParams({ to })}`;

/**
 * Whether the server keeps a dev outbox (it answers 404 in production). A plain fetch on purpose: no
 * session, no error toast, nothing read from the answer. The code itself is never filled in for the user.
 */
export function useDevOutbox(to: string | undefined): boolean {
  const { data } = useQuery({
    queryKey: ["authorization", "dev-outbox", to],
    queryFn: async () => {
      try {
        const response = await fetch(outboxPath(to ?? ""), { headers: { accept: "application/json" } });
        return response.status === 200;
      } catch {
        return false;
      }
    },
    enabled: Boolean(to),
    retry: false,
    staleTime: Number.POSITIVE_INFINITY,
  });
  return data === true;
}

/** Outside production, says where the code we just sent can be read. */
export function DevOutboxNote({ to }: { to: string | undefined }) {
  const available = useDevOutbox(to);
  if (!available || !to) return null;
  return (
    <Alert variant="light" color="ink" radius="md" icon={<IconFlask size={18} aria-hidden />} py="xs">
      <Text size="sm">
        Development: the code we sent is in the dev outbox.{" "}
        <Anchor href={outboxPath(to)} target="_blank" rel="noopener noreferrer" size="sm" fw={600}>
          Open the dev outbox
          <VisuallyHidden> (opens in a new tab)</VisuallyHidden>
        </Anchor>
      </Text>
    </Alert>
  );
}
