import {
  CARD_DELETED,
  CARD_LIMIT,
  type Card,
  type CardList,
  type MessageResponse,
  type SaveCardBody,
  TEST_BANK_ANSWERED,
  type TestBankAnswer,
} from "@cbm/contracts";
import { type Executor, inTransaction, lockedThingsOf } from "../../platform/db.ts";
import type { Deps } from "../../platform/deps.ts";
import { AppError } from "../../platform/errors.ts";
import {
  IdempotencyKeyReused,
  PaymentDeclined,
  type PaymentEvent,
  PaymentMethodRefused,
  PaymentProviderUnavailable,
  WebhookSignatureInvalid,
} from "../../platform/payments.ts";
import * as repo from "./repo.ts";
import type { CardRow } from "./tables.ts";

/** The job that detaches a removed card at the provider, retried until the provider answers. */
export const DETACH_CARD_JOB = "payments.detach-card";

const toCard = (row: CardRow): Card => ({
  id: row.id,
  brand: row.brand,
  last4: row.last4,
  expMonth: row.expMonth,
  expYear: row.expYear,
  isDefault: row.isDefault,
  createdAt: row.createdAt.toISOString(),
});

const NOT_FOUND = "We could not find this card.";
const LIMIT_REACHED = `You can keep at most ${CARD_LIMIT} cards. Remove one to add another.`;

/** The answer to a provider's refusal: the decline's own message (402), a bad method (400) or 503. */
function paymentFailure(error: unknown): unknown {
  if (error instanceof PaymentDeclined) return AppError.paymentDeclined(error.message);
  if (error instanceof PaymentMethodRefused) return AppError.field("paymentMethodId", error.message);
  if (error instanceof IdempotencyKeyReused) return new AppError(422, error.message);
  if (error instanceof PaymentProviderUnavailable) {
    return AppError.unavailable(
      "The card payment service is not answering. Nothing was charged; please try again.",
    );
  }
  return error;
}

/** Calls the provider, turning its refusals into answers. */
async function atProvider<T>(call: () => Promise<T>): Promise<T> {
  try {
    return await call();
  } catch (error) {
    throw paymentFailure(error);
  }
}

/** What a charge names: a saved card of the user (its provider method and customer), or a new card's reference. */
export async function cardToCharge(
  db: Executor,
  userId: string,
  paymentMethodId: string,
): Promise<{ paymentMethodId: string; customerId?: string }> {
  if (paymentMethodId.startsWith("pm_")) return { paymentMethodId };
  const card = await repo.cardOf(db, userId, paymentMethodId);
  if (!card) throw AppError.field("paymentMethodId", NOT_FOUND);
  return { paymentMethodId: card.providerMethodId, customerId: await repo.customerOf(db, userId) };
}

/** A saved card of the user, as a later charge (a renewal) names it and a receipt shows it; undefined once removed. */
export async function savedCard(db: Executor, userId: string, cardId: string) {
  const card = await repo.cardOf(db, userId, cardId);
  if (!card) return undefined;
  return {
    id: card.id,
    brand: card.brand,
    last4: card.last4,
    paymentMethodId: card.providerMethodId,
    customerId: await repo.customerOf(db, userId),
  };
}

/** A person's saved cards; every change that touches the default runs one at a time per person. */
export function paymentsService({
  database,
  payments,
  jobs,
  bus,
}: Pick<Deps, "database" | "payments" | "jobs" | "bus">) {
  const { db } = database;

  const locked = lockedThingsOf("cards", db);

  async function customerFor(userId: string): Promise<string> {
    const kept = await repo.customerOf(db, userId);
    if (kept) return kept;
    return repo.keptCustomer(db, userId, await atProvider(() => payments.createCustomer(userId)));
  }

  /** What the provider says happened, told in one transaction each: whoever it concerns acts on it once. */
  async function told({ type, charge, failed, subscriptionId }: PaymentEvent): Promise<void> {
    if (type === "payment_intent.succeeded" && charge) {
      await inTransaction(db, (tx) => bus.emit(tx, "payment.succeeded", { charge }));
    }
    if (type === "payment_intent.payment_failed" && failed) {
      await inTransaction(db, (tx) => bus.emit(tx, "payment.failed", failed));
    }
    if (subscriptionId) {
      await inTransaction(db, (tx) => bus.emit(tx, "payment.subscription-changed", { subscriptionId }));
    }
  }

  return {
    list: async (userId: string): Promise<CardList> => ({
      items: (await repo.cardsOf(db, userId)).map(toCard),
    }),

    /**
     * Attaches the card form's payment method to the user's customer, then keeps it: at most CARD_LIMIT
     * cards, the first (or one asked to be) the default. A card refused at the provider keeps nothing.
     */
    async save(userId: string, body: SaveCardBody): Promise<Card> {
      if ((await repo.cardCount(db, userId)) >= CARD_LIMIT) {
        throw AppError.field("paymentMethodId", LIMIT_REACHED);
      }
      const customerId = await customerFor(userId);
      const attached = await atProvider(() => payments.attachCard(customerId, body.paymentMethodId));
      const { id: providerMethodId, ...details } = attached;
      return locked(userId, async (tx) => {
        const count = await repo.cardCount(tx, userId);
        if (count >= CARD_LIMIT) {
          await jobs.enqueue(tx, DETACH_CARD_JOB, { providerMethodId });
          throw AppError.field("paymentMethodId", LIMIT_REACHED);
        }
        const row = await repo.insertedCard(tx, {
          ...details,
          userId,
          providerMethodId,
          isDefault: count === 0,
        });
        if (body.makeDefault && count > 0) await repo.cardDefault.make(tx, userId, row.id);
        return toCard({ ...row, isDefault: row.isDefault || Boolean(body.makeDefault) });
      });
    },

    /** Forgets the card now and detaches it at the provider after; the newest other card becomes the default. */
    remove: (userId: string, id: string): Promise<MessageResponse> =>
      locked(userId, async (tx) => {
        const deleted = await repo.deletedCard(tx, userId, id);
        if (!deleted) throw AppError.notFound(NOT_FOUND);
        if (deleted.isDefault) await repo.cardDefault.passOn(tx, userId);
        await jobs.enqueue(tx, DETACH_CARD_JOB, { providerMethodId: deleted.providerMethodId });
        return { message: CARD_DELETED };
      }),

    /**
     * A webhook from the provider, read only once its signature over the raw body holds; a charge that
     * went through, or did not, is told to whoever it was for, in one transaction (a replay changes nothing more).
     */
    async receive(rawBody: string, signature: string | undefined): Promise<{ received: boolean }> {
      let event: ReturnType<typeof payments.webhookEvent>;
      try {
        event = payments.webhookEvent(rawBody, signature);
      } catch (error) {
        if (error instanceof WebhookSignatureInvalid) throw AppError.field("stripe-signature", error.message);
        throw error;
      }
      await told(event);
      return { received: true };
    },

    /** The payer's answer to the test provider's bank check (3-D Secure), told as Stripe's webhook would be. */
    async answerTestBank(body: TestBankAnswer): Promise<MessageResponse> {
      if (!payments.testBank) throw AppError.notFound("There is no test bank: cards are paid with Stripe.");
      const event = await payments.testBank.answer(body.clientSecret, body.passes);
      if (!event) throw AppError.notFound("No payment waits for this check.");
      await told(event);
      return { message: TEST_BANK_ANSWERED };
    },

    makeDefault: (userId: string, id: string): Promise<Card> =>
      locked(userId, async (tx) => {
        const card = await repo.cardOf(tx, userId, id);
        if (!card) throw AppError.notFound(NOT_FOUND);
        if (!card.isDefault) await repo.cardDefault.make(tx, userId, id);
        return toCard({ ...card, isDefault: true });
      }),
  };
}

export type PaymentsService = ReturnType<typeof paymentsService>;
