import { Button, Group, Paper, Text } from "@mantine/core";
import { IconSparkles } from "@tabler/icons-react";
import { Link } from "@tanstack/react-router";
import { openAssistant } from "../../assistant/index.ts";

/** The way on when the articles do not answer: the assistant, or a person through the contact page. */
export function AskAssistant() {
  return (
    <Paper withBorder radius="md" p="lg" bg="ink.0">
      <Group justify="space-between" gap="sm">
        <Text fw={600}>Still looking for an answer?</Text>
        <Group gap="sm">
          <Button leftSection={<IconSparkles size={16} aria-hidden />} onClick={openAssistant}>
            Ask the CBM Assistant
          </Button>
          <Button component={Link} to="/contact" variant="default">
            Contact us
          </Button>
        </Group>
      </Group>
    </Paper>
  );
}
