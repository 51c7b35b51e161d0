// What members are told of their subscription: every change, in the app and by mail (the `account`
// topic, which cannot be turned off: a member must know what they are charged).
import { CURRENCY_DIGITS, type Currency } from "@cbm/contracts";
import type { Deps } from "../../platform/deps.ts";
import type { SubscriptionChanged } from "../subscriptions/index.ts";
import type { UsersService } from "../users/index.ts";
import { html } from "./html.ts";
import { notifier } from "./service.ts";

const money = (amountMinor: number, currency: string) =>
  new Intl.NumberFormat("en-US", { style: "currency", currency }).format(
    amountMinor / 10 ** CURRENCY_DIGITS[currency as Currency],
  );

const day = (iso: string | null) =>
  iso
    ? new Date(iso).toLocaleDateString("en-GB", {
        day: "numeric",
        month: "long",
        year: "numeric",
        timeZone: "UTC",
      })
    : "";

/** The sentence a member reads for each change of their subscription. */
function sentenceOf(event: SubscriptionChanged): string {
  const plan = event.planName;
  const amount = money(event.amount, event.currency);
  const on = day(event.on);
  switch (event.change) {
    case "started":
      return `Your ${plan} plan has started: ${amount} was charged. It renews on ${on}.`;
    case "trial-started":
      return `Your free trial of ${plan} has started. Your card is charged ${amount} on ${on} unless you cancel before.`;
    case "renewed":
      return `Your ${plan} plan was renewed: ${amount} was charged. The next renewal is on ${on}.`;
    case "payment-failed":
      return on
        ? `We could not charge ${amount} for your ${plan} plan. We will try again on ${on}; you keep your plan meanwhile. Update your card to settle it now.`
        : `We could not charge ${amount} for your ${plan} plan.`;
    case "payment-action-required":
      return `Your bank asks you to confirm the payment of ${amount} for your ${plan} plan. Confirm it from your subscription in Settings; you keep your plan meanwhile.`;
    case "cancel-scheduled":
      return `Your ${plan} plan is cancelled: you keep it until ${on}, then nothing more is charged.`;
    case "resumed":
      return `Your ${plan} plan continues: it renews on ${on}.`;
    case "upgraded":
      return `You moved to ${plan}: ${amount} was charged, the unused time of your previous plan credited.`;
    case "downgrade-scheduled":
      return `Your plan changes to ${plan} on ${on}, at ${amount} a ${event.interval}.`;
    case "card-changed":
      return `Your ${plan} plan is now charged to your new card.`;
    case "price-announced":
      return `The price of ${plan} changes to ${amount} a ${event.interval}, from your first renewal on or after ${on}.`;
    case "cancelled":
      return `Your ${plan} plan has ended.`;
    case "expired":
      return `Your ${plan} plan ended on ${on}, as you asked. You are back on the free plan.`;
    case "refunded":
      return `${amount} of your ${plan} plan was refunded to your card.`;
  }
}

export function subscriptionListeners(
  deps: Pick<Deps, "bus" | "config" | "database" | "mailer" | "realtime">,
  users: Pick<UsersService, "byId">,
): void {
  const notify = notifier(deps);
  deps.bus.afterCommit(
    "subscription.changed",
    "notifications.subscription-changed",
    async (event, createdAt) => {
      const member = await users.byId(event.userId);
      if (!member) return;
      const said = sentenceOf(event);
      await notify(
        "account",
        member,
        {
          kind: `subscription-${event.change}:${event.subscriptionId}:${event.mark}`,
          message: html`${said}`,
          link: `/settings?section=subscription`,
          createdAt,
        },
        { subject: said.split(/[.:]/)[0] ?? said, body: said, action: "See your plan" },
      );
    },
  );
}
