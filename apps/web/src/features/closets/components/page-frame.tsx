import { Stack, Text, Title } from "@mantine/core";
import type { ReactNode } from "react";

/** A form page of the closets: eyebrow, title and lead above the form, in the site's editorial voice. */
export function PageFrame({
  eyebrow,
  title,
  lead,
  children,
}: {
  eyebrow: string;
  title: string;
  lead: string;
  children: ReactNode;
}) {
  return (
    <Stack gap="xl" maw={760}>
      <Stack gap={4}>
        <Text tt="uppercase" fw={600} c="rose.8" size="sm" lts={1}>
          {eyebrow}
        </Text>
        <Title order={1}>{title}</Title>
        <Text c="dimmed" maw={560}>
          {lead}
        </Text>
      </Stack>
      {children}
    </Stack>
  );
}
