import { useQuery } from "@tanstack/react-query";
import { useNavigate } from "@tanstack/react-router";
import { OutsideStepFrame, useListPageFooter } from "../../style/index.ts";
import { cardsQuery } from "../api.ts";
import { CardBook } from "../components/card-book.tsx";

/** `/questionnaire/manage-payment-method`: the saved cards, then on with the questionnaire. */
export function ManagePaymentMethodPage() {
  const navigate = useNavigate();
  const footer = useListPageFooter("add-payment-method");
  const cards = useQuery(cardsQuery());
  return (
    <OutsideStepFrame
      step="add-payment-method"
      title="Your payment cards"
      lead="Your default card comes first at checkout. Add or remove cards whenever you like."
      {...footer}
      continueDisabled={!cards.data?.items.length}
    >
      <CardBook onAdd={() => void navigate({ to: "/questionnaire/add-payment-method", search: true })} />
    </OutsideStepFrame>
  );
}
