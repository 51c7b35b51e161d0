import { Group, Stack, Text, ThemeIcon } from "@mantine/core";
import type { ReactNode } from "react";

export interface IconPointContent {
  icon: ReactNode;
  title: string;
  text: string;
}

/** One point of a list beside a form or an intro: a round icon, a short title and a line about it. */
export function IconPoint({ point }: { point: IconPointContent }) {
  return (
    <Group component="li" gap="md" wrap="nowrap" align="flex-start">
      <ThemeIcon variant="light" color="rose" size={40} radius="xl">
        {point.icon}
      </ThemeIcon>
      <Stack gap={2}>
        <Text fw={600}>{point.title}</Text>
        <Text size="sm" c="dimmed">
          {point.text}
        </Text>
      </Stack>
    </Group>
  );
}

/** The points, one under the other. */
export function IconPointList({ points }: { points: IconPointContent[] }) {
  return (
    <Stack gap="md" component="ul" p={0} m={0} style={{ listStyle: "none" }}>
      {points.map((point) => (
        <IconPoint key={point.title} point={point} />
      ))}
    </Stack>
  );
}
