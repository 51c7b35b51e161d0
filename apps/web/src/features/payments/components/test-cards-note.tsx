import { Code, List, Paper, Text } from "@mantine/core";
import { IconFlask } from "@tabler/icons-react";
import { formatNumber, TEST_CARDS } from "../card-details.ts";

/** Which cards the test provider takes, as Stripe's test mode lists them. */
export function TestCardsNote() {
  return (
    <Paper radius="md" p="sm" bg="ink.0">
      <Text size="sm" fw={600} mb={4}>
        <IconFlask size={16} aria-hidden style={{ verticalAlign: "-3px", marginRight: 6 }} />
        Test mode: no real card is charged
      </Text>
      <Text size="sm" c="ink.7" mb={6}>
        Use one of these cards with any future date and any security code:
      </Text>
      <List size="sm" spacing={4} c="ink.8">
        {TEST_CARDS.map((card) => (
          <List.Item key={card.number}>
            <Code>{formatNumber(card.number)}</Code>: {card.outcome}
          </List.Item>
        ))}
      </List>
    </Paper>
  );
}
