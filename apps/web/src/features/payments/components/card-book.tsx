import { CARD_LIMIT, type Card } from "@cbm/contracts";
import { Modal } from "@mantine/core";
import { IconCreditCard } from "@tabler/icons-react";
import { useQuery } from "@tanstack/react-query";
import { useState } from "react";
import { Book, ConfirmRemoval, useBookChanges } from "../../../components/book/index.ts";
import { notify } from "../../../lib/notify.ts";
import { cardsQuery, useMakeDefaultCard, useRemoveCard } from "../api.ts";
import { CardForm } from "./card-form.tsx";
import { CardExpiry, cardName, SavedCard } from "./saved-card.tsx";

/**
 * The signed-in person's saved cards, the default first and marked: add one (in a dialog unless the
 * caller takes adding elsewhere with `onAdd`), remove one after a confirmation, make another the default.
 */
export function CardBook({ onAdd }: { onAdd?: () => void }) {
  const cards = useQuery(cardsQuery());
  const changes = useBookChanges<Card>({
    remove: useRemoveCard(),
    makeDefault: useMakeDefaultCard(),
    nameOf: cardName,
    kind: "card",
  });
  const [adding, setAdding] = useState(false);

  return (
    <>
      <Book
        what="your cards"
        query={cards}
        empty={{
          icon: <IconCreditCard size={28} aria-hidden />,
          title: "No card saved",
          description:
            "Save a card to pay in one step at checkout. CBM keeps only its brand, last four digits and expiry date.",
        }}
        addLabel="Add a card"
        onAdd={onAdd ?? (() => setAdding(true))}
        limit={CARD_LIMIT}
        removeWord="Remove"
      >
        {(cards.data?.items ?? []).map((card) => (
          <SavedCard
            key={card.id}
            card={card}
            busy={changes.busyId === card.id}
            onRemove={() => changes.askRemoval(card)}
            onMakeDefault={() => changes.chooseDefault(card)}
          />
        ))}
      </Book>
      <Modal opened={adding} onClose={() => setAdding(false)} title="Add a card">
        <CardForm
          onCancel={() => setAdding(false)}
          onSaved={(card) => {
            notify.success(`${cardName(card)} was saved.`);
            setAdding(false);
          }}
        />
      </Modal>
      <ConfirmRemoval title="Remove this card?" confirmLabel="Remove card" {...changes.confirm}>
        {changes.removing && <CardExpiry card={changes.removing} />}
      </ConfirmRemoval>
    </>
  );
}
