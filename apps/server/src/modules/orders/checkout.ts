// Checkout (POST /v1/cart/checkout): the cart's lines of the stores chosen become one order per store and
// one charge, all or nothing. Stock is taken and the orders written first, in one transaction; the card is
// charged under a key of the checkout (never twice); the orders are then paid, or the stock goes back.
// A checkout left between the two (a crash, a provider that did not answer) is settled by a job from the
// provider's records.
import type { Checkout, CheckoutBody, Currency, ShippingOptions } from "@cbm/contracts";
import { type Db, inTransaction, type Tx } from "../../platform/db.ts";
import type { Deps } from "../../platform/deps.ts";
import { AppError } from "../../platform/errors.ts";
import {
  type Charge,
  PaymentDeclined,
  PaymentMethodRefused,
  PaymentNeedsConfirmation,
} from "../../platform/payments.ts";
import { addressOf } from "../addresses/index.ts";
import { cartOfUser } from "../cart/index.ts";
import { cardToCharge, refundOrphan } from "../payments/index.ts";
import { restoreStock } from "../products/index.ts";
import { methodsOf } from "../stores/index.ts";
import * as checkoutsRepo from "./checkouts-repo.ts";
import { delivers, itemsOf, prepare, shippingFor, takenBy, takeStockOf } from "./placing.ts";
import * as repo from "./repo.ts";
import type { CheckoutRow, OrderRow } from "./tables.ts";

type Answer = { status: number; body: unknown };

const chargeKey = (checkoutId: string) => `checkout-${checkoutId}`;

/** The request a key stands for, the same text whatever the order of the stores. */
export const requestOf = (body: CheckoutBody) =>
  JSON.stringify([
    body.addressId,
    Object.entries(body.shippingMethods).sort(([one], [other]) => one.localeCompare(other)),
    body.paymentMethodId,
  ]);

/** A first answer given again: the checkout, or the refusal it got. */
function replayed(answer: Answer): Checkout {
  if (answer.status === 201) return answer.body as Checkout;
  const body = answer.body as { message?: string } & Record<string, string[]>;
  if (answer.status === 400) throw AppError.invalid(body);
  throw new AppError(answer.status as 402, body.message ?? "This checkout did not go through.");
}

const answerOfRefusal = (error: AppError): Answer => ({
  status: error.status,
  body: error.fields ?? { message: error.message },
});

const bodyOf = (checkout: CheckoutRow, orders: OrderRow[]): Checkout => ({
  id: checkout.id,
  orders: orders.map((order) => ({
    id: order.id,
    storeId: order.store.id,
    status: order.status,
    total: order.totalMinor,
    currency: order.currency,
  })),
  total: orders.reduce((sum, order) => sum + order.totalMinor, 0),
  currency: orders[0]?.currency ?? ("EUR" as Currency),
});

export function checkoutFlow({
  database,
  payments,
  bus,
  jobs,
}: Pick<Deps, "database" | "payments" | "bus" | "jobs">) {
  const db: Db = database.db;

  /**
   * The one way a checkout is paid, whoever learns of the charge first (the request, the provider's
   * webhook, the settling job), in the caller's transaction: paid once, answered the same after. A charge
   * for a checkout that had already ended is refunded, so no charge is ever kept without its orders.
   */
  async function fulfilIn(tx: Tx, checkoutId: string, charge: Charge): Promise<Checkout | undefined> {
    const checkout = await checkoutsRepo.checkoutOf(tx, checkoutId, true);
    if (!checkout) return undefined;
    if (checkout.status === "declined" || checkout.status === "expired") {
      await refundOrphan(jobs, tx, charge);
      return undefined;
    }
    if (checkout.answer) return replayed(checkout.answer);
    const orders = await repo.markPaid(tx, checkoutId);
    const body = bodyOf(checkout, orders);
    await checkoutsRepo.updateCheckout(tx, checkoutId, {
      status: "paid",
      chargeId: charge.id,
      card: { brand: charge.card.brand, last4: charge.card.last4 },
      answer: { status: 201, body },
    });
    const lines = await repo.linesOf(
      tx,
      orders.map((order) => order.id),
    );
    await bus.emit(tx, "checkout.paid", {
      checkoutId,
      userId: checkout.userId,
      variantIds: lines.flatMap((line) => (line.variantId ? [line.variantId] : [])),
      storeIds: orders.map((order) => order.store.id),
      productIds: [...new Set(lines.flatMap((line) => line.productId ?? []))],
    });
    await bus.emitEach(
      tx,
      "order.paid",
      orders.map((order) => {
        const bought = lines.filter((line) => line.orderId === order.id);
        return {
          orderId: order.id,
          userId: checkout.userId,
          storeId: order.store.id,
          storeName: order.store.name,
          itemCount: bought.reduce((sum, line) => sum + line.quantity, 0),
          totalMinor: order.totalMinor,
          currency: order.currency,
          thumbnail: bought.find((line) => line.image)?.image?.url ?? null,
        };
      }),
    );
    return body;
  }

  const fulfil = (checkoutId: string, charge: Charge) =>
    inTransaction(db, (tx) => fulfilIn(tx, checkoutId, charge)) as Promise<Checkout>;

  /**
   * Ends a checkout that will not be paid, in the caller's transaction: the stock goes back, its orders go,
   * the answer is kept. One already answered (paid, or ended before) is left as it is.
   */
  async function releaseIn(tx: Tx, checkoutId: string, status: "declined" | "expired", answer: Answer) {
    const checkout = await checkoutsRepo.checkoutOf(tx, checkoutId, true);
    if (!checkout || checkout.answer) return;
    await restoreStock(tx, await takenBy(tx, checkoutId));
    await repo.deleteOrdersOf(tx, checkoutId);
    await checkoutsRepo.updateCheckout(tx, checkoutId, { status, answer });
  }

  const release = (checkoutId: string, status: "declined" | "expired", answer: Answer) =>
    inTransaction(db, (tx) => releaseIn(tx, checkoutId, status, answer));

  /** The checkout with its orders placed (its stock taken) and what to charge, in the caller's transaction. */
  async function preparedIn(tx: Tx, checkout: CheckoutRow, body: CheckoutBody): Promise<CheckoutRow> {
    const card = await cardToCharge(tx, checkout.userId, body.paymentMethodId);
    const { orders, lines } = await prepare(tx, bus, checkout, body);
    const fields = {
      currency: orders[0]?.currency ?? null,
      totalMinor: orders.reduce((sum, order) => sum + order.totalMinor, 0),
      paymentMethodId: card.paymentMethodId,
      customerId: card.customerId ?? null,
    };
    await checkoutsRepo.updateCheckout(tx, checkout.id, fields);
    await takeStockOf(tx, lines);
    return { ...checkout, ...fields };
  }

  /** Charges a prepared checkout under its own key: the provider charges it once, however often asked. */
  const chargeOf = (checkout: CheckoutRow) =>
    payments.charge({
      customerId: checkout.customerId ?? undefined,
      paymentMethodId: checkout.paymentMethodId as string,
      amountMinor: checkout.totalMinor as number,
      currency: checkout.currency as string,
      idempotencyKey: chargeKey(checkout.id),
      metadata: { checkoutId: checkout.id },
      onSession: true,
    });

  /**
   * Charges the prepared checkout and pays it, or releases it on a decline. An unknown outcome stays
   * pending; so does a charge the buyer's bank wants confirmed, for the same request to answer once it is.
   */
  async function charge(checkout: CheckoutRow): Promise<Checkout> {
    let made: Charge;
    try {
      made = await chargeOf(checkout);
    } catch (error) {
      if (error instanceof PaymentNeedsConfirmation) {
        await checkoutsRepo.updateCheckout(db, checkout.id, { claimedUntil: null });
        throw AppError.paymentNeedsConfirmation(error.message, { clientSecret: error.clientSecret });
      }
      if (error instanceof PaymentDeclined || error instanceof PaymentMethodRefused) {
        const refusal =
          error instanceof PaymentDeclined
            ? AppError.paymentDeclined(error.message)
            : AppError.field("paymentMethodId", error.message);
        await release(checkout.id, "declined", answerOfRefusal(refusal));
        throw refusal;
      }
      await checkoutsRepo.updateCheckout(db, checkout.id, { claimedUntil: null });
      throw AppError.unavailable(
        "The card payment service did not answer. If your card was charged, your orders appear in My orders within minutes; otherwise nothing was taken.",
      );
    }
    return fulfil(checkout.id, made);
  }

  /** Waits a little for the request working on the checkout to answer, then answers the same. */
  async function answerOfOther(checkoutId: string): Promise<Checkout> {
    for (let tries = 0; tries < 50; tries++) {
      const checkout = await checkoutsRepo.checkoutOf(db, checkoutId);
      if (checkout?.answer) return replayed(checkout.answer);
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
    throw AppError.conflict("This checkout is still being processed. Try again in a moment.");
  }

  return {
    fulfilIn,

    /** The provider's word that the checkout's payment failed (the bank's check, say): its stock goes back now. */
    failedIn: (tx: Tx, checkoutId: string, message: string) =>
      releaseIn(tx, checkoutId, "declined", answerOfRefusal(AppError.paymentDeclined(message))),

    /** How each store of the user's cart can deliver to the address, priced for this cart. */
    async shippingOptions(userId: string, addressId: string): Promise<ShippingOptions> {
      const address = await addressOf(db, userId, addressId);
      if (!address) throw AppError.field("addressId", "We could not find this address.");
      const cart = await cartOfUser(db, userId);
      const stores = await Promise.all(
        cart.stores.map(async (part) => {
          const methods = (await methodsOf(db, part.store.id, true)).filter((method) =>
            delivers(method, address.country),
          );
          const items = itemsOf(part);
          const options = methods.map(({ id, name, minDays, maxDays, ...method }) => {
            const priceMinor = shippingFor(method, items);
            return { id, name, minDays, maxDays, priceMinor, free: priceMinor === 0 };
          });
          return {
            storeId: part.store.id,
            methods: options.sort((one, other) => one.priceMinor - other.priceMinor),
          };
        }),
      );
      return { stores };
    },

    async checkout(userId: string, idempotencyKey: string, body: CheckoutBody): Promise<Checkout> {
      const request = requestOf(body);
      const { checkout: found, opened } = await checkoutsRepo.checkoutOfKey(
        db,
        userId,
        idempotencyKey,
        request,
      );
      if (found.request !== request) {
        throw new AppError(422, "This Idempotency-Key was used for a different checkout.");
      }
      if (found.answer) return replayed(found.answer);
      const checkout = opened ? found : await checkoutsRepo.claimed(db, found.id);
      if (!checkout) return answerOfOther(found.id);
      if (checkout.totalMinor !== null) return charge(checkout);
      let prepared: CheckoutRow;
      try {
        prepared = await inTransaction(db, (tx) => preparedIn(tx, checkout, body));
      } catch (error) {
        // Nothing was taken or charged: the key is free again for the same request.
        await checkoutsRepo.deleteCheckout(db, checkout.id);
        throw error;
      }
      return charge(prepared);
    },

    /**
     * Settles checkouts left pending since before `before` (a crash between the charge and the orders, a
     * provider that did not answer): paid when the provider holds their charge, released once `expireBefore`
     * has passed without one.
     */
    async settle(before: Date, expireBefore: Date): Promise<void> {
      for (const checkout of await checkoutsRepo.unsettledCheckouts(db, before)) {
        if (checkout.totalMinor === null) {
          await checkoutsRepo.deleteCheckout(db, checkout.id);
          continue;
        }
        const made = await payments.chargeFor(chargeKey(checkout.id));
        if (made) await fulfil(checkout.id, made);
        else if (checkout.createdAt < expireBefore) {
          await release(checkout.id, "expired", {
            status: 409,
            body: { message: "This checkout was not paid in time and has ended. Nothing was charged." },
          });
        }
      }
    },
  };
}
