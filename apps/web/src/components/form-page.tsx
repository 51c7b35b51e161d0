import { Button, Container, Group, Paper, SimpleGrid, Stack, Text, ThemeIcon, Title } from "@mantine/core";
import { IconSend } from "@tabler/icons-react";
import { type ReactNode, useEffect, useRef } from "react";

/** A page of one form to send: what it is for beside it on wide screens (above on narrow ones), the form on a card. */
export function FormPage({ aside, children }: { aside: ReactNode; children: ReactNode }) {
  return (
    <Container size="lg" py={{ base: "md", sm: 40 }}>
      <SimpleGrid cols={{ base: 1, md: 2 }} spacing={{ base: 32, md: 64 }}>
        {aside}
        <Paper
          withBorder
          radius="lg"
          p={{ base: "lg", sm: 36 }}
          bg="var(--cbm-paper)"
          style={{ alignSelf: "start" }}
        >
          {children}
        </Paper>
      </SimpleGrid>
    </Container>
  );
}

/** The heading of a form page: a small word above, the title, and a line on what happens to what one sends. */
export function FormIntro({
  eyebrow,
  title,
  children,
}: {
  eyebrow: string;
  title: string;
  children: ReactNode;
}) {
  return (
    <Stack gap={6}>
      <Text tt="uppercase" fw={600} c="rose.8" size="sm" lts={1}>
        {eyebrow}
      </Text>
      <Title order={1}>{title}</Title>
      <Text c="dimmed">{children}</Text>
    </Stack>
  );
}

/** The foot of a form to send: a note on how the answers are used, and the send button. */
export function SendRow({ note, sending, children }: { note: string; sending: boolean; children: string }) {
  return (
    <Group justify="space-between" gap="sm">
      <Text size="xs" c="dimmed" maw={280}>
        {note}
      </Text>
      <Button type="submit" size="md" loading={sending} leftSection={<IconSend size={18} aria-hidden />}>
        {children}
      </Button>
    </Group>
  );
}

/**
 * What a form page shows once its form is sent: the server's thanks, a hint on what comes next and one
 * action. The heading takes the focus, so a screen reader announces that the form has gone.
 */
export function ThankYou({
  icon,
  message,
  hint,
  width,
  action,
}: {
  icon: ReactNode;
  message: string;
  hint: string;
  /** How wide the lines of text may grow, in pixels. */
  width: number;
  action: ReactNode;
}) {
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), []);
  return (
    <Stack gap="md" align="center" ta="center" py="xl">
      <ThemeIcon variant="light" color="teal" size={64} radius="xl">
        {icon}
      </ThemeIcon>
      <Title order={2} ref={heading} tabIndex={-1} style={{ outline: "none" }}>
        Thank you
      </Title>
      <Text maw={width}>{message}</Text>
      <Text size="sm" c="dimmed" maw={width}>
        {hint}
      </Text>
      {action}
    </Stack>
  );
}
