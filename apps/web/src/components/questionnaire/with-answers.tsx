import { Button, Center, SimpleGrid, Skeleton, Stack, Text, ThemeIcon, Title } from "@mantine/core";
import { IconCloudOff } from "@tabler/icons-react";
import type { UseQueryResult } from "@tanstack/react-query";
import type { ReactNode } from "react";
import { messageFor } from "../../lib/api-error.ts";

/** The shape of a step while its answers load, so nothing jumps when they arrive. */
function LoadingStep({ label }: { label: string }) {
  return (
    <Stack
      gap={28}
      maw={760}
      mx="auto"
      pt={{ base: 8, sm: 32 }}
      role="status"
      aria-busy="true"
      aria-label={label}
    >
      <Stack gap={10}>
        <Skeleton h={12} w={110} />
        <Skeleton h={3} />
      </Stack>
      <Stack gap={12}>
        <Skeleton h={40} w="70%" />
        <Skeleton h={16} w="90%" />
      </Stack>
      <SimpleGrid cols={{ base: 2, sm: 3 }} spacing="sm">
        {[1, 2, 3, 4, 5, 6].map((key) => (
          <Skeleton key={key} h={96} radius="md" />
        ))}
      </SimpleGrid>
    </Stack>
  );
}

function LoadFailed({ title, error, onRetry }: { title: string; error: unknown; onRetry: () => void }) {
  return (
    <Center mih="50vh">
      <Stack align="center" gap="sm" maw={420} ta="center">
        <ThemeIcon variant="light" color="rose" size={56} radius="xl">
          <IconCloudOff size={28} aria-hidden />
        </ThemeIcon>
        <Title order={1} fz={28}>
          {title}
        </Title>
        <Text c="dimmed">{messageFor(error)}</Text>
        <Button variant="light" onClick={onRetry}>
          Try again
        </Button>
      </Stack>
    </Center>
  );
}

/**
 * Renders `children` with a questionnaire's answers once loaded; until then the step's skeleton, and a
 * retry when loading failed. `fresh` waits for a new read (the hub decides where to resume from it).
 */
export function WithAnswers<T>({
  query,
  what,
  fresh = false,
  children,
}: {
  query: UseQueryResult<T>;
  /** What is loading, as in "your storefront": names the skeleton and the failure. */
  what: string;
  fresh?: boolean;
  children: (data: T) => ReactNode;
}) {
  if (query.isPending || (fresh && query.isFetching)) return <LoadingStep label={`Loading ${what}`} />;
  if (query.isError) {
    return (
      <LoadFailed
        title={`We could not load ${what}`}
        error={query.error}
        onRetry={() => void query.refetch()}
      />
    );
  }
  return children(query.data);
}
