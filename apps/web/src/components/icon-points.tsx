import { Group, Stack, Text, ThemeIcon } from "@mantine/core";
import type { ReactNode } from "react";

/** One point of a list beside a form or an intro: a round icon, a short title and a line about it. */
export function IconPoint({
  icon,
  title,
  children,
}: {
  icon: ReactNode;
  title: string;
  children: ReactNode;
}) {
  return (
    <Group component="li" gap="md" wrap="nowrap" align="flex-start">
      <ThemeIcon variant="light" color="rose" size={40} radius="xl">
        {icon}
      </ThemeIcon>
      <Stack gap={2}>
        <Text fw={600}>{title}</Text>
        <Text size="sm" c="dimmed">
          {children}
        </Text>
      </Stack>
    </Group>
  );
}

/** Points, one under the other. */
export function IconPointList({ children }: { children: ReactNode }) {
  return (
    <Stack gap="md" component="ul" p={0} m={0} style={{ listStyle: "none" }}>
      {children}
    </Stack>
  );
}
