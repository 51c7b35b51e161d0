// The built-in test provider, CBM's default: it behaves as Stripe does with its documented test payment
// methods, and keeps its records in CBM's database (payments-tables.ts) as Stripe keeps them on its side.
import { createHmac, randomBytes, timingSafeEqual } from "node:crypto";
import { BANK_CHECK_FAILED, TEST_PAYMENT_METHODS, type TestPaymentMethod } from "@cbm/contracts";
import { and, eq, isNull, sql } from "drizzle-orm";
import { type Db, reusable } from "./db.ts";
import {
  type CardDetails,
  type Charge,
  type ChargeRequest,
  IdempotencyKeyReused,
  PaymentDeclined,
  type PaymentEvent,
  PaymentMethodRefused,
  PaymentNeedsConfirmation,
  type Payments,
  type ProviderCard,
  type Refund,
  verifyWebhookSignature,
  webhookSignature,
} from "./payments.ts";
import { testCharges, testPaymentMethods, testRefunds } from "./payments-tables.ts";

/** Stripe's own words for each way a test payment does not go through, by its code. */
const DECLINES = {
  card_declined: "Your card was declined.",
  insufficient_funds: "Your card has insufficient funds.",
  expired_card: "Your card has expired.",
  authentication_required: "Your card was declined. This transaction requires authentication.",
  payment_intent_authentication_failure: BANK_CHECK_FAILED,
} as const;
type DeclineCode = keyof typeof DECLINES;

interface Behaviour {
  last4: string;
  decline?: DeclineCode;
  /** Every payment asks the payer's bank to confirm it (3-D Secure): on session, the payer is asked. */
  asksBank?: boolean;
}

/** What each documented test method does. */
const BEHAVIOURS: Record<TestPaymentMethod, Behaviour> = {
  pm_card_visa: { last4: "4242" },
  pm_card_chargeDeclined: { last4: "0002", decline: "card_declined" },
  pm_card_chargeDeclinedInsufficientFunds: { last4: "9995", decline: "insufficient_funds" },
  pm_card_authenticationRequired: { last4: "3184", asksBank: true },
};

/** A charge waiting for the payer's answer to their bank's check. */
const ASKING_BANK = "requires_action";

/** A documented method, optionally with the expiry the card form read (`testPaymentMethodOf`). */
const TEST_METHOD = /^(pm_card_[A-Za-z]+?)(?:_exp_(\d{2})_(\d{4}))?$/;

interface Usable {
  behaviour: TestPaymentMethod;
  card: CardDetails;
  /** The customer it is attached to; none for a documented method used as it is. */
  customerId: string | null;
}

const newId = (prefix: string) => `${prefix}_test_${randomBytes(12).toString("hex")}`;

/** A documented test method named directly, with its card; undefined for anything else. */
function documented(paymentMethodId: string, now = new Date()): Usable | undefined {
  const [, name, month, year] = TEST_METHOD.exec(paymentMethodId) ?? [];
  if (!name || !(TEST_PAYMENT_METHODS as readonly string[]).includes(name)) return undefined;
  const behaviour = name as TestPaymentMethod;
  const expMonth = month ? Number(month) : 12;
  const expYear = year ? Number(year) : now.getUTCFullYear() + 3;
  if (expMonth < 1 || expMonth > 12) return undefined;
  return {
    behaviour,
    card: { brand: "visa", last4: BEHAVIOURS[behaviour].last4, expMonth, expYear },
    customerId: null,
  };
}

const expired = ({ expMonth, expYear }: CardDetails, now = new Date()) =>
  expYear * 12 + expMonth < now.getUTCFullYear() * 12 + now.getUTCMonth() + 1;

type ChargeRow = typeof testCharges.$inferSelect;

const chargeOf = (row: ChargeRow): Charge => ({
  id: row.id,
  amountMinor: row.amountMinor,
  currency: row.currency,
  refundedMinor: row.refundedMinor,
  card: row.card as CardDetails,
  metadata: row.metadata,
});

/** A charge written unless its key was charged before (then nothing, and the caller reads that one). */
const chargeInsert = reusable((db) =>
  db
    .insert(testCharges)
    .values({
      id: sql.placeholder("id"),
      idempotencyKey: sql.placeholder("idempotencyKey"),
      request: sql.placeholder("request"),
      paymentMethodId: sql.placeholder("paymentMethodId"),
      amountMinor: sql.placeholder("amountMinor"),
      currency: sql.placeholder("currency"),
      outcome: sql.placeholder("outcome"),
      card: sql.placeholder("card"),
      metadata: sql.placeholder("metadata"),
    })
    .onConflictDoNothing({ target: testCharges.idempotencyKey })
    .returning()
    .prepare("test_charge_made"),
);

export class TestPayments implements Payments {
  readonly config = { provider: "test", publishableKey: null } as const;

  constructor(
    private readonly db: Db,
    private readonly webhookSecret: string,
  ) {}

  async createCustomer(): Promise<string> {
    return newId("cus");
  }

  async attachCard(customerId: string, paymentMethodId: string): Promise<ProviderCard> {
    const method = documented(paymentMethodId);
    if (!method) throw new PaymentMethodRefused("Add the card with the card form.");
    if (expired(method.card)) throw new PaymentDeclined("expired_card", DECLINES.expired_card);
    const id = newId("pm");
    await this.db
      .insert(testPaymentMethods)
      .values({ id, behaviour: method.behaviour, customerId, ...method.card });
    return { id, ...method.card };
  }

  async detachCard(paymentMethodId: string): Promise<void> {
    await this.db
      .update(testPaymentMethods)
      .set({ detachedAt: new Date() })
      .where(and(eq(testPaymentMethods.id, paymentMethodId), isNull(testPaymentMethods.detachedAt)));
  }

  /** A method a charge may use: a documented one, or one attached to the customer and not detached. */
  private async usable(paymentMethodId: string, customerId: string | undefined): Promise<Usable> {
    const direct = documented(paymentMethodId);
    if (direct) return direct;
    const [row] = await this.db
      .select()
      .from(testPaymentMethods)
      .where(and(eq(testPaymentMethods.id, paymentMethodId), isNull(testPaymentMethods.detachedAt)));
    if (!row || (customerId !== undefined && row.customerId !== customerId)) {
      throw new PaymentMethodRefused(`No such payment method: '${paymentMethodId}'.`);
    }
    const { brand, last4, expMonth, expYear } = row;
    return {
      behaviour: row.behaviour as TestPaymentMethod,
      card: { brand, last4, expMonth, expYear },
      customerId: row.customerId,
    };
  }

  private async chargeRow(idempotencyKey: string): Promise<ChargeRow | undefined> {
    const [row] = await this.db
      .select()
      .from(testCharges)
      .where(eq(testCharges.idempotencyKey, idempotencyKey));
    return row;
  }

  /** How the charge under a key stands, again: the charge, its decline, or the bank's question. */
  private answer(row: ChargeRow, request: string): Charge {
    if (row.request !== request) throw new IdempotencyKeyReused();
    if (row.outcome === "succeeded") return chargeOf(row);
    if (row.outcome === ASKING_BANK) throw new PaymentNeedsConfirmation(this.clientSecretOf(row.id));
    const code = row.outcome as DeclineCode;
    throw new PaymentDeclined(code, DECLINES[code] ?? DECLINES.card_declined);
  }

  /** The charge's client secret: only the payer is given it (in the 402), and only it answers the bank. */
  private clientSecretOf(chargeId: string): string {
    const proof = createHmac("sha256", this.webhookSecret).update(`client-secret.${chargeId}`).digest("hex");
    return `${chargeId}_secret_${proof.slice(0, 32)}`;
  }

  /** What a charge asking the bank meets: the payer is asked when here, or it is declined (a renewal). */
  private static outcomeOf(method: Usable, onSession: boolean | undefined): string {
    if (expired(method.card)) return "expired_card";
    const behaviour = BEHAVIOURS[method.behaviour];
    if (behaviour.asksBank) return onSession ? ASKING_BANK : "authentication_required";
    return behaviour.decline ?? "succeeded";
  }

  /**
   * The stand-in of the payer's bank (3-D Secure): the payer completes or fails its check of a charge
   * waiting for it, which then goes through or fails, as Stripe's webhook would tell; undefined when the
   * secret is not a charge's or the charge is not waiting.
   */
  readonly testBank = {
    answer: async (clientSecret: string, passes: boolean): Promise<PaymentEvent | undefined> => {
      const chargeId = clientSecret.split("_secret_")[0] ?? "";
      const given = Buffer.from(clientSecret);
      const expected = Buffer.from(this.clientSecretOf(chargeId));
      if (given.length !== expected.length || !timingSafeEqual(given, expected)) return undefined;
      const [row] = await this.db
        .update(testCharges)
        .set({ outcome: passes ? "succeeded" : "payment_intent_authentication_failure" })
        .where(and(eq(testCharges.id, chargeId), eq(testCharges.outcome, ASKING_BANK)))
        .returning();
      if (!row) return undefined;
      const id = newId("evt");
      return passes
        ? { id, type: "payment_intent.succeeded", charge: chargeOf(row) }
        : {
            id,
            type: "payment_intent.payment_failed",
            failed: { metadata: row.metadata, message: DECLINES.payment_intent_authentication_failure },
          };
    },
  };

  async charge(request: ChargeRequest): Promise<Charge> {
    const asked = JSON.stringify([
      request.paymentMethodId,
      request.amountMinor,
      request.currency,
      request.customerId ?? null,
    ]);
    // A key seen before answers as it did then, even once its card is gone; the insert finds it below.
    let method: Usable;
    try {
      method = await this.usable(request.paymentMethodId, request.customerId);
    } catch (error) {
      const earlier = await this.chargeRow(request.idempotencyKey);
      if (earlier) return this.answer(earlier, asked);
      throw error;
    }
    const [made] = await chargeInsert(this.db).execute({
      id: newId("pi"),
      idempotencyKey: request.idempotencyKey,
      request: asked,
      paymentMethodId: request.paymentMethodId,
      amountMinor: request.amountMinor,
      currency: request.currency,
      outcome: TestPayments.outcomeOf(method, request.onSession),
      card: method.card,
      metadata: request.metadata,
    });
    // Under a key seen before, or the same key at the same moment, the first insert won: answer what it made.
    const row = made ?? (await this.chargeRow(request.idempotencyKey));
    if (!row) throw new Error("a charge under this key vanished");
    return this.answer(row, asked);
  }

  async chargeFor(idempotencyKey: string): Promise<Charge | null> {
    const row = await this.chargeRow(idempotencyKey);
    return row?.outcome === "succeeded" ? chargeOf(row) : null;
  }

  async refund(request: { chargeId: string; amountMinor: number; idempotencyKey: string }): Promise<Refund> {
    return this.db.transaction(async (tx) => {
      const [earlier] = await tx
        .select()
        .from(testRefunds)
        .where(eq(testRefunds.idempotencyKey, request.idempotencyKey));
      if (earlier) return { id: earlier.id, chargeId: earlier.chargeId, amountMinor: earlier.amountMinor };
      const [charge] = await tx
        .select()
        .from(testCharges)
        .where(and(eq(testCharges.id, request.chargeId), eq(testCharges.outcome, "succeeded")))
        .for("update");
      if (!charge) throw new Error(`no such charge: '${request.chargeId}'`);
      if (request.amountMinor <= 0 || charge.refundedMinor + request.amountMinor > charge.amountMinor) {
        throw new Error("a refund cannot be more than what is left of the charge");
      }
      const id = newId("re");
      await tx.insert(testRefunds).values({ id, ...request });
      await tx
        .update(testCharges)
        .set({ refundedMinor: sql`${testCharges.refundedMinor} + ${request.amountMinor}` })
        .where(eq(testCharges.id, charge.id));
      return { id, chargeId: charge.id, amountMinor: request.amountMinor };
    });
  }

  webhookEvent(rawBody: string, signatureHeader: string | undefined): PaymentEvent {
    verifyWebhookSignature(this.webhookSecret, rawBody, signatureHeader);
    return JSON.parse(rawBody) as PaymentEvent;
  }

  /** A webhook as the provider sends it: the event's JSON and its `Stripe-Signature` header. */
  signedWebhook(event: PaymentEvent): { payload: string; signature: string } {
    const payload = JSON.stringify(event);
    return { payload, signature: webhookSignature(this.webhookSecret, payload) };
  }
}
