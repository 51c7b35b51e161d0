import { Paper, Stack, Text, Title } from "@mantine/core";
import type { ReactNode } from "react";

/** A part of a long form (a store's configuration, a product): a heading, what it is for, then its fields. */
export function FormSection({
  title,
  description,
  children,
}: {
  title: string;
  description: string;
  children: ReactNode;
}) {
  return (
    <Paper component="section" withBorder radius="lg" p={{ base: "md", sm: 28 }} bg="var(--cbm-paper)">
      <Stack gap="lg">
        <Stack gap={4}>
          <Title order={2} fz={{ base: 20, sm: 24 }}>
            {title}
          </Title>
          <Text c="dimmed" size="sm" maw={620}>
            {description}
          </Text>
        </Stack>
        {children}
      </Stack>
    </Paper>
  );
}
