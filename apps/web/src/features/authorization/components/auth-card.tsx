import { Container, Paper, Stack, Text, Title } from "@mantine/core";
import type { ReactNode } from "react";

/** The frame shared by login, registration, verification and password reset. */
export function AuthCard({
  title,
  intro,
  children,
}: {
  title: string;
  intro?: ReactNode;
  children: ReactNode;
}) {
  return (
    <Container size={460} py={48}>
      <Paper withBorder radius="lg" p={{ base: "lg", sm: 36 }} bg="var(--cbm-paper)">
        <Stack gap="lg">
          <Stack gap={4}>
            <Title order={1} fz={32}>
              {title}
            </Title>
            {intro && <Text c="dimmed">{intro}</Text>}
          </Stack>
          {children}
        </Stack>
      </Paper>
    </Container>
  );
}
