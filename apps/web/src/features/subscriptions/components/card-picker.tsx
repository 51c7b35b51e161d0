import { Skeleton, Stack, Text } from "@mantine/core";
import { useQuery } from "@tanstack/react-query";
import { AddInDialog } from "../../../components/add-in-dialog.tsx";
import { Choices } from "../../../components/choices.tsx";
import { LoadError } from "../../../components/load-error.tsx";
import { CardForm, cardName, cardsQuery } from "../../payments/index.ts";

/** A saved card to pay with, or a new one added in a dialog (and then chosen). */
export function CardPicker({
  value,
  onChange,
}: {
  value: string | null;
  onChange: (cardId: string) => void;
}) {
  const cards = useQuery(cardsQuery());
  const add = (
    <AddInDialog
      label="Add a card"
      form={(close) => (
        <CardForm
          onSaved={(card) => {
            onChange(card.id);
            close();
          }}
          onCancel={close}
        />
      )}
    />
  );
  if (cards.isPending) return <Skeleton height={90} radius="md" aria-label="Loading your cards" />;
  if (cards.isError)
    return <LoadError title="Your cards could not load" onRetry={() => void cards.refetch()} />;
  return (
    <Stack gap="sm" align="flex-start">
      {cards.data.items.length === 0 ? (
        <Text c="dimmed" size="sm">
          Add a card to pay with. Renewals are charged to it.
        </Text>
      ) : (
        <Stack w="100%">
          <Choices
            label="Pay with"
            value={value}
            onChange={onChange}
            choices={cards.data.items.map((card) => ({
              value: card.id,
              title: cardName(card),
              detail: `Expires ${String(card.expMonth).padStart(2, "0")}/${card.expYear}`,
            }))}
          />
        </Stack>
      )}
      {add}
    </Stack>
  );
}
