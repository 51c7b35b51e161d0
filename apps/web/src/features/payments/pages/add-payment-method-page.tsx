import { useQuery } from "@tanstack/react-query";
import { useNavigate } from "@tanstack/react-router";
import { notify } from "../../../lib/notify.ts";
import { OutsideStepFrame, useAddPageFooter } from "../../style/index.ts";
import { cardsQuery } from "../api.ts";
import { CardFields, useCardForm } from "../components/card-form.tsx";
import { cardName } from "../components/saved-card.tsx";

/** `/questionnaire/add-payment-method`: save a card, then on to the saved cards. */
export function AddPaymentMethodPage() {
  const navigate = useNavigate();
  const toList = () => void navigate({ to: "/questionnaire/manage-payment-method", search: true });
  const cards = useQuery(cardsQuery());
  const first = (cards.data?.items.length ?? 0) === 0;
  const footer = useAddPageFooter("add-payment-method", { first, toList });
  const { form, submit, saving, ready } = useCardForm({
    onSaved: (card) => {
      notify.success(`${cardName(card)} was saved.`);
      toList();
    },
  });

  return (
    <OutsideStepFrame
      step="add-payment-method"
      title={first ? "How would you like to pay?" : "Add a card"}
      lead="Save a card to check out in one step; your default card comes first. CBM keeps only its brand, last four digits and expiry date."
      onContinue={() => submit()}
      saving={saving}
      continueLabel="Save card"
      continueDisabled={!ready}
      {...footer}
    >
      <CardFields form={form} />
    </OutsideStepFrame>
  );
}
