import { Group, Radio, Stack, Text } from "@mantine/core";
import type { ReactNode } from "react";

export interface Choice {
  value: string;
  title: ReactNode;
  detail?: ReactNode;
  /** Shown at the end of the row: a price, a badge. */
  aside?: ReactNode;
}

/** One of several, as cards that are radio buttons: an address, a shipping method, a card. */
export function Choices({
  label,
  value,
  onChange,
  choices,
}: {
  label: string;
  value: string | null;
  onChange: (value: string) => void;
  choices: Choice[];
}) {
  return (
    <Radio.Group value={value} onChange={onChange} label={label} labelProps={{ mb: "xs" }}>
      <Stack gap="xs">
        {choices.map((choice) => (
          <Radio.Card key={choice.value} value={choice.value} radius="md" p="sm" withBorder>
            <Group wrap="nowrap" align="flex-start" gap="sm">
              <Radio.Indicator mt={2} />
              <Stack gap={2} flex={1} miw={0}>
                <Text fw={600} size="sm">
                  {choice.title}
                </Text>
                {choice.detail && (
                  <Text size="sm" c="dimmed">
                    {choice.detail}
                  </Text>
                )}
              </Stack>
              {choice.aside}
            </Group>
          </Radio.Card>
        ))}
      </Stack>
    </Radio.Group>
  );
}
