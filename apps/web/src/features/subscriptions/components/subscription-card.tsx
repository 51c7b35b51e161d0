import type { Subscription } from "@cbm/contracts";
import { Alert, Button, Stack, Title } from "@mantine/core";
import { useState } from "react";
import { messageFor } from "../../../lib/api-error.ts";
import { formatMoney } from "../../../lib/money.ts";
import { notify } from "../../../lib/notify.ts";
import { useBankCheckedPayment } from "../../payments/index.ts";
import { useChangeSubscriptionCard } from "../api.ts";
import { longDate } from "../dates.ts";
import { CardPicker } from "./card-picker.tsx";

/** Why a past-due plan waits, and when its card is tried again. */
function PaymentDue({ subscription }: { subscription: Subscription }) {
  const retry = subscription.nextRetryAt
    ? ` We try the card again on ${longDate(subscription.nextRetryAt)}.`
    : " It was the last try: pay now to keep your plan.";
  return (
    <Alert color="orange" variant="light" title="Your last payment did not go through">
      Pay {formatMoney(subscription.price, subscription.currency)} now with a card below.{retry}
    </Alert>
  );
}

/**
 * The card renewals charge, and the way to change it. While a renewal is unpaid, choosing a card pays it
 * at once; the member's bank may ask them to confirm (3-D Secure) in its dialog first.
 */
export function SubscriptionCard({ subscription }: { subscription: Subscription }) {
  const [cardId, setCardId] = useState<string | null>(subscription.card?.id ?? null);
  const change = useChangeSubscriptionCard();
  const { pay, confirming, waiting, bankRefusal, bankDialog } = useBankCheckedPayment(change.mutateAsync);
  const due = subscription.status === "past_due";
  const unchanged = !due && cardId === subscription.card?.id;
  const refusal = bankRefusal ?? (change.isError && !confirming ? messageFor(change.error) : undefined);

  const submit = () => {
    if (!cardId) return;
    pay({ paymentMethodId: cardId }).then(
      () => notify.success(due ? "Paid: your plan is active again." : "Renewals now go to this card."),
      () => {},
    );
  };

  return (
    <Stack gap="sm" align="flex-start">
      {bankDialog}
      <Title order={3} fz="h5">
        Payment card
      </Title>
      {due && <PaymentDue subscription={subscription} />}
      <CardPicker value={cardId} onChange={setCardId} />
      {refusal && (
        <Alert color="red" variant="light" title="Not paid" w="100%">
          {refusal}
        </Alert>
      )}
      <Button onClick={submit} disabled={!cardId || unchanged} loading={change.isPending || waiting}>
        {due ? "Pay now" : "Use this card for renewals"}
      </Button>
    </Stack>
  );
}
