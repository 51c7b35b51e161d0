import { Group, Paper, Stack, Title } from "@mantine/core";
import type { ReactNode } from "react";

/** A bordered section of an order or the checkout: its heading, what may be done beside it, and its content. */
export function Section({
  title,
  aside,
  children,
}: {
  title: string;
  aside?: ReactNode;
  children: ReactNode;
}) {
  return (
    <Paper withBorder radius="lg" p={{ base: "md", sm: "lg" }} component="section" aria-label={title}>
      <Stack gap="md">
        <Group justify="space-between">
          <Title order={2} fz="h4">
            {title}
          </Title>
          {aside}
        </Group>
        {children}
      </Stack>
    </Paper>
  );
}
