import { useQuery } from "@tanstack/react-query";
import { useNavigate } from "@tanstack/react-router";
import { notify } from "../../../lib/notify.ts";
import { OutsideStepFrame, useAddPageFooter } from "../../style/index.ts";
import { cardsQuery, paymentsConfigQuery } from "../api.ts";
import { cardName } from "../components/saved-card.tsx";
import { TestCardFields, useTestCardForm } from "../components/test-card-form.tsx";
import { WithTestProvider } from "../components/with-test-provider.tsx";

/** `/questionnaire/add-payment-method`: save a card, then on to the saved cards. */
export function AddPaymentMethodPage() {
  const navigate = useNavigate();
  const toList = () => void navigate({ to: "/questionnaire/manage-payment-method", search: true });
  const cards = useQuery(cardsQuery());
  const config = useQuery(paymentsConfigQuery());
  const first = (cards.data?.items.length ?? 0) === 0;
  const footer = useAddPageFooter("add-payment-method", { first, toList });
  const { form, submit, saving } = useTestCardForm({
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
      continueDisabled={config.data?.provider !== "test"}
      {...footer}
    >
      <WithTestProvider>
        <TestCardFields form={form} />
      </WithTestProvider>
    </OutsideStepFrame>
  );
}
