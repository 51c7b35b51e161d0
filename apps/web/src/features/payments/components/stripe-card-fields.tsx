import { Input, type MantineTheme, useMantineTheme } from "@mantine/core";
import { CardElement, Elements, useElements } from "@stripe/react-stripe-js";
import type { Stripe, StripeCardElementOptions } from "@stripe/stripe-js";
import { type Ref, useImperativeHandle, useState } from "react";
import { type CardReader, CardRefusal } from "../card-reader.ts";
import classes from "./stripe-card-fields.module.css";

/**
 * Stripe draws the card's inputs in its own frame, which CBM's styles cannot reach: they get the theme's
 * text, placeholder and error colours here. Only number, expiry and security code, as the test form asks.
 */
const cardOptions = (theme: MantineTheme): StripeCardElementOptions => ({
  hidePostalCode: true,
  disableLink: true,
  style: {
    base: {
      color: theme.black,
      fontFamily: theme.fontFamily,
      fontSize: "14px",
      "::placeholder": { color: theme.colors.gray[5] },
    },
    invalid: { color: theme.colors.red[8], iconColor: theme.colors.red[8] },
  },
});

interface StripeCardFieldsProps {
  stripe: Stripe;
  ref: Ref<CardReader>;
}

/**
 * Stripe's card field (Stripe Elements) in a Mantine input: the card goes to Stripe, which hands back a
 * payment method (`pm_...`). Its checks show under the field; any other refusal goes to the card form.
 */
export function StripeCardFields({ stripe, ref }: StripeCardFieldsProps) {
  return (
    <Elements stripe={stripe}>
      <StripeCardInput stripe={stripe} ref={ref} />
    </Elements>
  );
}

function StripeCardInput({ stripe, ref }: StripeCardFieldsProps) {
  const elements = useElements();
  const theme = useMantineTheme();
  const [problem, setProblem] = useState<string>();
  const cardElement = () => elements?.getElement(CardElement) ?? null;

  useImperativeHandle(ref, () => ({
    read: async () => {
      const card = cardElement();
      if (!card) return null;
      const { paymentMethod, error } = await stripe.createPaymentMethod({ type: "card", card });
      if (paymentMethod) return paymentMethod.id;
      const message = error.message ?? "Your card could not be checked. Please try again.";
      if (error.type !== "validation_error") throw new CardRefusal(message);
      setProblem(message);
      card.focus();
      return null;
    },
  }));

  return (
    <Input.Wrapper
      label="Card details"
      required
      error={problem}
      // The label cannot point into Stripe's frame: a click on it focuses the card field instead.
      labelProps={{ onClick: () => cardElement()?.focus() }}
    >
      <Input component="div" error={Boolean(problem)} classNames={{ input: classes.card }}>
        <CardElement
          options={cardOptions(theme)}
          onChange={(event) => setProblem(event.error?.message)}
          onLoadError={() =>
            setProblem("Stripe's card form could not load. Check your connection, then try again.")
          }
        />
      </Input>
    </Input.Wrapper>
  );
}
