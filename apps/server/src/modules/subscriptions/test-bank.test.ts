// Subscribing with the built-in test provider's 3184 card, whose bank asks the member to confirm every
// payment made with them at the screen (3-D Secure): the first charge waits for the bank's check, and the
// check's answer, told as Stripe's webhook would be, starts or frees the member's place.

import { randomUUID } from "node:crypto";
import { BANK_CHECK_FAILED, type Subscription, type SubscriptionDetails } from "@cbm/contracts";
import { sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { subscriptionsUnderTest } from "../../testing/subscriptions.ts";
import { rowsOf } from "../../testing/tables.ts";
import { subscriptionsService } from "./service.ts";

const { test, kit } = subscriptionsUnderTest();

/** A member subscribing with the 3184 card: the first charge waits for their bank. */
async function askedByTheBank() {
  const plan = await kit.plan("customer", { name: "Closet Plus" });
  const who = await kit.member("customer", "pm_card_authenticationRequired");
  const body = { planId: plan.id, interval: "month", paymentMethodId: who.card.id };
  const key = `bank-${randomUUID()}`;
  const asked = await kit.subscribeCall(who.person, body, key);
  expect(asked.statusCode, asked.body).toBe(402);
  expect(asked.json()).toEqual({
    message: "Your bank asks you to confirm this payment.",
    confirmation: { clientSecret: expect.stringMatching(/^pi_test_[a-f0-9]{24}_secret_[a-f0-9]{32}$/) },
  });
  const { clientSecret } = asked.json<{ confirmation: { clientSecret: string } }>().confirmation;
  const userId = who.person.auth.user.id;
  return {
    who,
    userId,
    clientSecret,
    answerBank: (passes: boolean) =>
      kit.call(who.person, "POST", "/v1/payments/test-bank", { clientSecret, passes }),
    again: () => kit.subscribeCall(who.person, body, key),
    current: async () =>
      (await kit.call(who.person, "GET", "/v1/users/subscription")).json<Subscription | null>(),
  };
}

describe("subscribing when the member's bank asks to confirm (the test provider's 3184 card)", () => {
  it("holds the place while the bank checks, then starts the plan once the member completes the check", async () => {
    const member = await askedByTheBank();
    expect(await kit.rowsOfPerson(member.userId)).toEqual([
      expect.objectContaining({ status: "incomplete" }),
    ]);
    expect(await member.current()).toBeNull();
    expect((await member.again()).json()).toMatchObject({
      confirmation: { clientSecret: member.clientSecret },
    });

    expect((await member.answerBank(true)).statusCode).toBe(200);
    // The check's answer started it, as the provider's webhook would; the same request answers it.
    expect(await member.current()).toMatchObject({ status: "active", card: { last4: "3184" } });
    const started = await member.again();
    expect(started.statusCode, started.body).toBe(201);
    const subscription = started.json<Subscription>();
    expect(subscription).toMatchObject({ status: "active", price: 999 });
    const details = await kit.call(member.who.person, "GET", `/v1/users/subscription/${subscription.id}`);
    expect(details.json<SubscriptionDetails>().invoices).toEqual([
      expect.objectContaining({ reason: "subscription_create", amount: 999, status: "paid" }),
    ]);
  });

  it("frees the place when the bank refuses, and the same request answers the refusal", async () => {
    const member = await askedByTheBank();
    expect((await member.answerBank(false)).statusCode).toBe(200);
    expect(await kit.rowsOfPerson(member.userId)).toEqual([]);
    const refused = await member.again();
    expect(refused.statusCode).toBe(402);
    expect(refused.json()).toEqual({ message: BANK_CHECK_FAILED });
    expect(await member.current()).toBeNull();
    expect(await kit.rowsOfPerson(member.userId)).toEqual([]);
  });

  it("gives the payment back when the place was given up before the bank answered", async () => {
    const member = await askedByTheBank();
    // As a later subscribe does with a place left waiting longer than ten minutes.
    await test.deps.database.db.execute(sql`delete from subscriptions where user_id = ${member.userId}`);
    expect((await member.answerBank(true)).statusCode).toBe(200);
    await test.settled();
    const chargeId = member.clientSecret.split("_secret_")[0];
    const charges = await rowsOf<{ id: string; refundedMinor: number }>(
      test.deps.database.db,
      "test_charges",
    );
    expect(charges.find((charge) => charge.id === chargeId)).toMatchObject({
      outcome: "succeeded",
      amountMinor: 999,
      refundedMinor: 999,
    });
    expect(await member.current()).toBeNull();
  });
});

describe("paying a past-due renewal with a card whose bank asks to confirm", () => {
  /** A member whose renewal with the 3184 card failed: off session, nobody was there to confirm it. */
  async function pastDue() {
    const member = await askedByTheBank();
    await member.answerBank(true);
    const started = (await member.current()) as Subscription;
    const clock = subscriptionsService(test.deps, { byId: async () => undefined });
    await clock.keepTime(new Date(new Date(started.currentPeriodEnd).getTime() + 60_000));
    expect(await member.current()).toMatchObject({ status: "past_due" });
    const pay = () =>
      kit.call(member.who.person, "PUT", "/v1/users/subscription/card", {
        paymentMethodId: member.who.card.id,
      });
    const invoices = async () =>
      (
        await kit.call(member.who.person, "GET", `/v1/users/subscription/${started.id}`)
      ).json<SubscriptionDetails>().invoices;
    return { member, pay, invoices, subscriptionId: started.id };
  }

  const secretOf = (response: { json<T>(): T }) =>
    response.json<{ confirmation: { clientSecret: string } }>().confirmation.clientSecret;

  it("asks the bank when the member pays at the screen, and pays the invoice once they confirm", async () => {
    const { member, pay, invoices, subscriptionId } = await pastDue();
    const asked = await pay();
    expect(asked.statusCode, asked.body).toBe(402);
    expect(asked.json()).toMatchObject({ message: "Your bank asks you to confirm this payment." });
    const clientSecret = secretOf(asked);
    // Asked again before answering the bank: the same charge waits.
    expect(secretOf(await pay())).toBe(clientSecret);

    const answered = await kit.call(member.who.person, "POST", "/v1/payments/test-bank", {
      clientSecret,
      passes: true,
    });
    expect(answered.statusCode).toBe(200);
    // The bank's answer paid it, as the provider's webhook would, whether or not the member comes back.
    expect(await member.current()).toMatchObject({ status: "active", nextRetryAt: null });
    const again = await pay();
    expect(again.statusCode, again.body).toBe(200);
    expect(again.json()).toMatchObject({ status: "active" });
    expect((await invoices()).map((invoice) => [invoice.reason, invoice.status])).toEqual([
      ["subscription_cycle", "paid"],
      ["subscription_create", "paid"],
    ]);
    const charges = await rowsOf<{ outcome: string; metadata: Record<string, string> }>(
      test.deps.database.db,
      "test_charges",
    );
    const paidAtScreen = charges.filter(
      ({ outcome, metadata }) =>
        outcome === "succeeded" && metadata.subscriptionId === subscriptionId && metadata.paidByMember,
    );
    expect(paidAtScreen).toHaveLength(1);
  });

  it("leaves it past due when the bank refuses, and the member may try again", async () => {
    const { member, pay } = await pastDue();
    const clientSecret = secretOf(await pay());
    await kit.call(member.who.person, "POST", "/v1/payments/test-bank", { clientSecret, passes: false });
    expect(await member.current()).toMatchObject({ status: "past_due" });
    expect((await pay()).statusCode).toBe(402);
  });
});
