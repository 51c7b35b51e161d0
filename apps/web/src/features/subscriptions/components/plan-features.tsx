import type { Plan } from "@cbm/contracts";
import { Group, Stack, Text, ThemeIcon } from "@mantine/core";
import { IconCheck, IconMinus } from "@tabler/icons-react";
import { featureLines } from "../plans.ts";

/** A plan's features in its audience's order, so plans side by side compare line by line. */
export function PlanFeatures({ plan }: { plan: Plan }) {
  return (
    <Stack
      component="ul"
      gap={8}
      p={0}
      m={0}
      style={{ listStyle: "none" }}
      aria-label={`What ${plan.name} includes`}
    >
      {featureLines(plan).map((line) => (
        <Group component="li" key={line.name} gap={8} wrap="nowrap" align="flex-start">
          <ThemeIcon size={20} radius="xl" variant="light" color={line.missing ? "gray" : "teal"} aria-hidden>
            {line.missing ? <IconMinus size={12} /> : <IconCheck size={12} />}
          </ThemeIcon>
          <Text size="sm" c={line.missing ? "dimmed" : undefined}>
            {line.label}: <strong>{line.value}</strong>
          </Text>
        </Group>
      ))}
    </Stack>
  );
}
