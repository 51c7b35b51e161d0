import { Code, Paper, Stack, Text } from "@mantine/core";
import { IconFlask } from "@tabler/icons-react";
import { formatNumber, TEST_CARDS } from "../card-details.ts";
import classes from "./test-cards-note.module.css";

/** Which cards the test provider takes, as Stripe's test mode lists them. */
export function TestCardsNote() {
  return (
    <Paper radius="md" p="sm" bg="ink.0">
      <Stack gap={6}>
        <Text size="sm" fw={600} className={classes.title}>
          <IconFlask size={16} aria-hidden />
          Test mode: no real card is charged
        </Text>
        <Text size="sm" c="ink.7">
          Use one of these test cards, with any future date and any security code:
        </Text>
        <ul className={classes.cards}>
          {TEST_CARDS.map((card) => (
            <Text component="li" size="sm" key={card.number}>
              <Code fz="sm">{formatNumber(card.number)}</Code> {card.outcome}
            </Text>
          ))}
        </ul>
      </Stack>
    </Paper>
  );
}
