import { Paper, Stack, Text, Title } from "@mantine/core";
import type { ReactNode } from "react";

/** The frame every settings section shares: a heading, what it is for, then its form. */
export function SettingsSection({
  title,
  description,
  danger = false,
  children,
}: {
  title: string;
  description: ReactNode;
  danger?: boolean;
  children: ReactNode;
}) {
  return (
    <Paper
      withBorder
      radius="lg"
      p={{ base: "lg", sm: 32 }}
      bg="var(--cbm-paper)"
      style={danger ? { borderColor: "var(--mantine-color-red-3)" } : undefined}
    >
      <Stack gap="lg">
        <Stack gap={4}>
          <Title order={2} fz={{ base: 22, sm: 26 }} c={danger ? "red.9" : undefined}>
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
