import { Anchor, Button, Stack, Text } from "@mantine/core";
import { Link } from "@tanstack/react-router";

export const SUGGESTED_QUESTIONS = [
  "How do I return an order?",
  "Black boots under 100",
  "Who sells dresses?",
  "How do I become an influencer?",
] as const;

/** What an empty window offers: questions to send with one click, and the help articles. */
export function EmptyConversation({
  onAsk,
  onNavigate,
}: {
  onAsk: (question: string) => void;
  onNavigate: () => void;
}) {
  return (
    <Stack gap="xs" align="flex-start">
      <Text size="sm" c="dimmed">
        Ask about outfits, orders, or how CBM works. Try:
      </Text>
      {SUGGESTED_QUESTIONS.map((question) => (
        <Button
          key={question}
          variant="default"
          size="compact-sm"
          radius="xl"
          onClick={() => onAsk(question)}
        >
          {question}
        </Button>
      ))}
      <Anchor component={Link} to="/help" size="sm" onClick={onNavigate}>
        Browse the help articles
      </Anchor>
    </Stack>
  );
}
