import { z } from "zod";
import { booleanField, Id, MessageResponseSchema, uuidField } from "../common.ts";
import { endpoint } from "../endpoint.ts";

/** How many cards one person may keep. */
export const CARD_LIMIT = 10;

/**
 * The payment methods Stripe documents for tests, which the built-in test provider accepts: the first
 * succeeds, the second is declined, the third is declined for insufficient funds, the fourth asks the
 * payer to confirm with their bank (3-D Secure) on every payment.
 */
export const TEST_PAYMENT_METHODS = [
  "pm_card_visa",
  "pm_card_chargeDeclined",
  "pm_card_chargeDeclinedInsufficientFunds",
  "pm_card_authenticationRequired",
] as const;
export type TestPaymentMethod = (typeof TEST_PAYMENT_METHODS)[number];

/**
 * What the test provider's card form hands CBM for a test card: the documented method with the expiry
 * the form read (`pm_card_visa_exp_05_2029`), never the number.
 */
export const testPaymentMethodOf = (method: TestPaymentMethod, expMonth: number, expYear: number) =>
  `${method}_exp_${String(expMonth).padStart(2, "0")}_${expYear}`;

/**
 * A payment method as the provider names it: Stripe's `pm_...` ids. The browser gets one from the
 * provider's card form (Stripe Elements, or the test provider's), so no card number reaches CBM.
 */
export const ProviderPaymentMethodSchema = z
  .string({ error: "Payment method must be the card form's reference" })
  .trim()
  .regex(/^pm_[A-Za-z0-9_]{1,200}$/, "Payment method must be the card form's reference, like pm_...");

export const SaveCardBodySchema = z.object({
  paymentMethodId: ProviderPaymentMethodSchema,
  /** Make it the default card (the first card always is). */
  makeDefault: booleanField("Make default").default(false),
});
export type SaveCardBody = z.input<typeof SaveCardBodySchema>;

/** A saved card: only what a receipt shows. */
export const CardSchema = z.object({
  id: Id,
  /** visa, mastercard, amex, ... as the provider names it. */
  brand: z.string(),
  last4: z.string(),
  expMonth: z.number().int(),
  expYear: z.number().int(),
  isDefault: z.boolean(),
  createdAt: z.iso.datetime(),
});
export type Card = z.infer<typeof CardSchema>;

export const CardListSchema = z.object({ items: z.array(CardSchema) });
export type CardList = z.infer<typeof CardListSchema>;

export const CardIdParamsSchema = z.object({ id: uuidField("Card") });

export const PaymentsConfigSchema = z.object({
  /** Which card form the browser shows: the built-in test provider's, or Stripe Elements. */
  provider: z.enum(["test", "stripe"]),
  /** Stripe's publishable key; null for the test provider. */
  publishableKey: z.string().nullable(),
});
export type PaymentsConfig = z.infer<typeof PaymentsConfigSchema>;

export const CARD_DELETED = "The card was removed.";

export const WebhookAnswerSchema = z.object({ received: z.boolean() });

/** The payer's answer to the test provider's stand-in of a bank's check (3-D Secure). */
export const TestBankAnswerSchema = z.object({
  clientSecret: z
    .string({ error: "Client secret is required" })
    .regex(
      /^pi_test_[a-f0-9]{24}_secret_[a-f0-9]{32}$/,
      "Client secret must be the one the payment answered",
    ),
  passes: z.boolean({ error: "Passes must be true or false" }),
});
export type TestBankAnswer = z.infer<typeof TestBankAnswerSchema>;

export const TEST_BANK_ANSWERED = "The bank's check is answered.";

/** Stripe's words when the payer fails or abandons their bank's check (3-D Secure). */
export const BANK_CHECK_FAILED =
  "We are unable to authenticate your payment method. Please choose a different payment method and try again.";

const card = { params: CardIdParamsSchema, access: "signed-in" } as const;

export const cardEndpoints = {
  config: endpoint({
    method: "GET",
    path: "/v1/payments/config",
    access: "anyone",
    summary: "Which card payment provider CBM uses, and its publishable key",
    response: PaymentsConfigSchema,
  }),
  list: endpoint({
    method: "GET",
    path: "/v1/users/payment-methods",
    access: "signed-in",
    summary: "The signed-in user's saved cards, the default first, then the newest",
    response: CardListSchema,
  }),
  create: endpoint({
    method: "POST",
    path: "/v1/users/payment-methods",
    access: "signed-in",
    summary: `Save a card from the provider's card form (at most ${CARD_LIMIT}; the first becomes the default)`,
    body: SaveCardBodySchema,
    response: CardSchema,
    status: 201,
  }),
  remove: endpoint({
    ...card,
    method: "DELETE",
    path: "/v1/users/payment-method/:id",
    summary: "Remove a saved card; when it was the default, the newest other one takes over",
    response: MessageResponseSchema,
  }),
  webhook: endpoint({
    method: "POST",
    path: "/v1/payments/webhook",
    access: "anyone",
    summary: "The card payment provider's events, signed over the raw body (Stripe-Signature)",
    body: z.string(),
    consumes: ["application/json"],
    response: WebhookAnswerSchema,
  }),
  testBank: endpoint({
    method: "POST",
    path: "/v1/payments/test-bank",
    access: "signed-in",
    summary:
      "The built-in test provider's stand-in of a bank's check (3-D Secure): the payer completes or fails it (404 with Stripe)",
    body: TestBankAnswerSchema,
    response: MessageResponseSchema,
  }),
  makeDefault: endpoint({
    ...card,
    method: "POST",
    path: "/v1/users/payment-method/:id/default",
    summary: "Make a saved card the default (the previous default stops being one)",
    response: CardSchema,
  }),
};
