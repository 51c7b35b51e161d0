import { Group, Stack, Text, Title } from "@mantine/core";
import type { ReactNode } from "react";

/**
 * The top of a list page: an eyebrow, the serif title, a lead, and the page's main actions beside them.
 * On a phone only the title and the actions: the first screen is for pictures.
 */
export function PageIntro({
  eyebrow,
  title,
  lead,
  actions,
}: {
  eyebrow: string;
  title: string;
  lead: ReactNode;
  actions?: ReactNode;
}) {
  return (
    <Group justify="space-between" align="flex-end" gap="sm">
      <Stack gap={4} maw={620}>
        <Text tt="uppercase" fw={600} c="rose.8" size="sm" lts={1} visibleFrom="sm">
          {eyebrow}
        </Text>
        <Title order={1} fz={{ base: "h2", sm: "h1" }}>
          {title}
        </Title>
        <Text c="dimmed" visibleFrom="sm">
          {lead}
        </Text>
      </Stack>
      {actions && <Group gap="sm">{actions}</Group>}
    </Group>
  );
}
