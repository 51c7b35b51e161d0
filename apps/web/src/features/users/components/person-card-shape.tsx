import { Card, Group, Skeleton, Stack } from "@mantine/core";
import type { ReactNode } from "react";

/**
 * The shape of a card about someone while it loads: the picture and two lines beside it, `children` for
 * what the card says under them, and a footer line beside the follow button.
 */
export function PersonCardShape({
  avatarSize,
  subLineWidth,
  footLineWidth,
  children,
}: {
  avatarSize: number;
  subLineWidth: string;
  footLineWidth: number;
  children: ReactNode;
}) {
  return (
    <Card withBorder radius="lg" padding="lg" bg="var(--cbm-paper)" aria-hidden>
      <Stack gap="sm">
        <Group gap="md" wrap="nowrap">
          <Skeleton circle height={avatarSize} />
          <Stack gap={8} flex={1}>
            <Skeleton height={16} width="70%" />
            <Skeleton height={12} width={subLineWidth} />
          </Stack>
        </Group>
        {children}
        <Group justify="space-between">
          <Skeleton height={12} width={footLineWidth} />
          <Skeleton height={26} width={84} radius="md" />
        </Group>
      </Stack>
    </Card>
  );
}
