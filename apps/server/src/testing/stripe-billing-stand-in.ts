// The Stripe Billing part of the Stripe stand-in: products, subscriptions with inline prices, their
// invoices charged to the subscription's card, prorated upgrades, schedules (a downgrade's next phase),
// paying an open invoice, cancelling. Time moves only when a test says so (`renew`, `retry`, `end`), and
// each move answers the webhooks Stripe would send, for the test to post.
import { randomBytes } from "node:crypto";

const newId = (prefix: string) => `${prefix}_${randomBytes(10).toString("hex")}`;
const DAY = 86_400;
const seconds = () => Math.floor(Date.now() / 1000);
const periodAfter = (start: number, interval: string) => start + (interval === "year" ? 365 : 30) * DAY;

type Form = Record<string, unknown>;
type Row = Record<string, unknown> & { id: string };
type Result = { status: number; body: unknown };

/** A charge to a card: the payment intent made, or the card's decline (as Stripe's error body). */
export type Pay = (
  methodId: string,
  amount: number,
  currency: string,
) => { intent: Row } | { decline: Result };

/** `items[0][price_data][currency]=usd` and the like, as the objects the package encoded. */
export function nested(form: URLSearchParams): Form {
  const root: Form = {};
  for (const [key, value] of form) {
    const path = key.split(/\]?\[|\]/).filter(Boolean);
    let node: Form = root;
    path.forEach((part, index) => {
      if (index === path.length - 1) node[part] = value;
      else {
        node[part] = node[part] ?? {};
        node = node[part] as Form;
      }
    });
  }
  return root;
}

const listOf = (value: unknown): Form[] => Object.values((value ?? {}) as Form) as Form[];

export function billingStandIn(pay: Pay, methodOf: (id: string) => Row | undefined) {
  const products = new Set<string>();
  const subscriptions = new Map<string, Row>();
  const invoices = new Map<string, Row>();
  const schedules = new Map<string, Row>();

  const priceOf = (data: Form) => ({
    id: newId("price"),
    object: "price",
    currency: data.currency,
    product: data.product,
    unit_amount: Number(data.unit_amount),
    recurring: { interval: (data.recurring as Form).interval },
  });
  const itemOf = (subscription: Row) => (subscription.items as { data: Row[] }).data[0] as Row;
  const priceOfItem = (subscription: Row) => itemOf(subscription).price as Row & { unit_amount: number };

  function shown(subscription: Row): Row {
    const invoice = invoices.get(subscription.latest_invoice as string);
    return {
      ...subscription,
      default_payment_method: methodOf(subscription.default_payment_method as string) ?? null,
      latest_invoice: invoice ?? null,
    };
  }

  const error = (status: number, type: string, message: string, code?: string): Result => ({
    status,
    body: { error: { type, message, ...(code ? { code } : {}) } },
  });

  /**
   * An invoice of `subscription` for a period, charged at once to its card (unless `amount` is 0, or
   * `charge` is off: a subscription created `default_incomplete` is paid by a call of its own).
   */
  function invoiced(subscription: Row, reason: string, amount: number, subtotal: number, charge = true) {
    const item = itemOf(subscription);
    const invoice: Row = {
      id: newId("in"),
      object: "invoice",
      billing_reason: reason,
      status: "open",
      subtotal,
      amount_due: amount,
      amount_paid: 0,
      attempt_count: 0,
      next_payment_attempt: null,
      hosted_invoice_url: null,
      period_start: item.current_period_start,
      period_end: item.current_period_end,
      lines: {
        object: "list",
        data: [{ period: { start: item.current_period_start, end: item.current_period_end } }],
      },
      parent: { type: "subscription_details", subscription_details: { subscription: subscription.id } },
      payments: { object: "list", data: [] },
    };
    invoices.set(invoice.id, invoice);
    subscription.latest_invoice = invoice.id;
    if (amount === 0) {
      invoice.status = "paid";
      return { invoice };
    }
    if (!charge) return { invoice };
    return { invoice, declined: charged(invoice, subscription.default_payment_method as string) };
  }

  /** Tries an open invoice on a card: paid, or the decline (an attempt counted, the next try planned). */
  function charged(invoice: Row, methodId: string): Result | undefined {
    invoice.attempt_count = (invoice.attempt_count as number) + 1;
    const outcome = pay(methodId, invoice.amount_due as number, String(itemCurrency(invoice)));
    if ("intent" in outcome) {
      (invoice.payments as { data: Row[] }).data.push({
        id: newId("inpay"),
        payment: { type: "payment_intent", payment_intent: outcome.intent },
      });
      if (outcome.intent.status === "requires_action") {
        invoice.hosted_invoice_url = `https://invoice.stripe.com/i/${invoice.id}`;
        invoice.confirmation_secret = {
          type: "payment_intent",
          client_secret: outcome.intent.client_secret,
        };
        return undefined;
      }
      Object.assign(invoice, { status: "paid", amount_paid: invoice.amount_due, next_payment_attempt: null });
      return undefined;
    }
    const failed = {
      id: newId("pi"),
      object: "payment_intent",
      status: "requires_payment_method",
      last_payment_error: (outcome.decline.body as { error: Form }).error,
    };
    (invoice.payments as { data: Row[] }).data.push({
      id: newId("inpay"),
      payment: { type: "payment_intent", payment_intent: failed },
    });
    invoice.next_payment_attempt = seconds() + 3 * DAY;
    return outcome.decline;
  }
  const itemCurrency = (invoice: Row) => {
    const owner = ((invoice.parent as Form).subscription_details as Form).subscription as string;
    return priceOfItem(subscriptions.get(owner) as Row).currency;
  };

  function create(form: Form): Result {
    const [item] = listOf(form.items);
    const data = item?.price_data as Form | undefined;
    if (!data || !products.has(String(data.product)))
      return error(400, "invalid_request_error", "No such product");
    const start = seconds();
    const trialDays = Number(form.trial_period_days ?? 0);
    const interval = String((data.recurring as Form).interval);
    const end = trialDays > 0 ? start + trialDays * DAY : periodAfter(start, interval);
    const subscription: Row = {
      id: newId("sub"),
      object: "subscription",
      customer: form.customer,
      status: trialDays > 0 ? "trialing" : "incomplete",
      items: {
        object: "list",
        data: [
          {
            id: newId("si"),
            object: "subscription_item",
            price: priceOf(data),
            quantity: 1,
            current_period_start: start,
            current_period_end: end,
          },
        ],
      },
      trial_end: trialDays > 0 ? end : null,
      cancel_at_period_end: false,
      ended_at: null,
      default_payment_method: form.default_payment_method,
      latest_invoice: null,
      schedule: null,
      metadata: form.metadata ?? {},
    };
    subscriptions.set(subscription.id, subscription);
    const price = priceOfItem(subscription).unit_amount;
    invoiced(subscription, "subscription_create", trialDays > 0 ? 0 : price, price, false);
    return { status: 200, body: shown(subscription) };
  }

  function update(subscription: Row, form: Form): Result {
    if (subscription.status === "canceled")
      return error(400, "invalid_request_error", "This subscription is canceled.");
    if (form.default_payment_method) subscription.default_payment_method = form.default_payment_method;
    if (form.cancel_at_period_end !== undefined)
      subscription.cancel_at_period_end = form.cancel_at_period_end === "true";
    const [item] = listOf(form.items);
    const data = item?.price_data as Form | undefined;
    if (!data) return { status: 200, body: shown(subscription) };
    if (subscription.schedule)
      return error(400, "invalid_request_error", "The subscription is managed by a schedule.");
    const current = itemOf(subscription);
    const before = { ...current };
    const price = priceOf(data);
    current.price = price;
    if ((form.billing_cycle_anchor as Form | undefined)?.type === "now") {
      const now = seconds();
      const start = Number(before.current_period_start);
      const end = Number(before.current_period_end);
      const oldPrice = (before.price as { unit_amount: number }).unit_amount;
      const credit = Math.floor((oldPrice * Math.max(0, end - now)) / (end - start));
      current.current_period_start = now;
      current.current_period_end = periodAfter(now, String(price.recurring.interval));
      const { declined } = invoiced(
        subscription,
        "subscription_update",
        Math.max(0, price.unit_amount - credit),
        price.unit_amount,
      );
      if (declined) {
        Object.assign(current, before);
        return declined;
      }
    }
    return { status: 200, body: shown(subscription) };
  }

  function scheduleUpdate(schedule: Row, form: Form): Result {
    const phases = listOf(form.phases);
    schedule.phases = phases;
    schedule.end_behavior = form.end_behavior;
    return { status: 200, body: schedule };
  }

  const ownerOf = (invoice: Row) =>
    subscriptions.get(((invoice.parent as Form).subscription_details as Form).subscription as string) as Row;

  /** `POST /v1/invoices/{id}/pay`: on the card given, or the subscription's (on-session). */
  function paid(invoice: Row | undefined, form: Form): Result {
    if (invoice?.status !== "open")
      return error(400, "invalid_request_error", "This invoice cannot be paid.");
    const owner = ownerOf(invoice);
    const declined = charged(invoice, String(form.payment_method ?? owner.default_payment_method));
    if (declined) return declined;
    if (invoice.status === "open") {
      return error(
        402,
        "card_error",
        "This payment requires the customer's authentication.",
        "invoice_payment_intent_requires_action",
      );
    }
    if (owner.status === "past_due" || owner.status === "incomplete") owner.status = "active";
    return { status: 200, body: invoice };
  }

  /** Answers a Billing request, or undefined when it is not one. */
  function answer(method: string, path: string, form: Form): Result | undefined {
    if (method === "POST" && path === "/v1/products") {
      const id = String(form.id);
      if (products.has(id))
        return error(
          400,
          "invalid_request_error",
          `Product already exists: ${id}`,
          "resource_already_exists",
        );
      products.add(id);
      return { status: 200, body: { id, object: "product", name: form.name } };
    }
    if (method === "POST" && path === "/v1/subscriptions") return create(form);
    const one = /^\/v1\/subscriptions\/([^/]+)$/.exec(path);
    const subscription = one ? subscriptions.get(one[1] ?? "") : undefined;
    if (one && !subscription)
      return error(404, "invalid_request_error", "No such subscription", "resource_missing");
    if (subscription && method === "GET") return { status: 200, body: shown(subscription) };
    if (subscription && method === "POST") return update(subscription, form);
    if (subscription && method === "DELETE") {
      Object.assign(subscription, { status: "canceled", ended_at: seconds(), cancel_at_period_end: false });
      return { status: 200, body: shown(subscription) };
    }
    if (method === "POST" && path === "/v1/subscription_schedules") {
      const owner = subscriptions.get(String(form.from_subscription));
      if (!owner) return error(400, "invalid_request_error", "No such subscription");
      const item = itemOf(owner);
      const schedule: Row = {
        id: newId("sub_sched"),
        object: "subscription_schedule",
        subscription: owner.id,
        phases: [
          {
            items: [{ price: item.price, quantity: 1 }],
            start_date: item.current_period_start,
            end_date: item.current_period_end,
          },
        ],
      };
      schedules.set(schedule.id, schedule);
      owner.schedule = schedule.id;
      return { status: 200, body: schedule };
    }
    const scheduled = /^\/v1\/subscription_schedules\/([^/]+?)(\/release)?$/.exec(path);
    const schedule = scheduled ? schedules.get(scheduled[1] ?? "") : undefined;
    if (scheduled && !schedule) return error(404, "invalid_request_error", "No such subscription schedule");
    if (schedule && scheduled?.[2]) {
      schedules.delete(schedule.id);
      (subscriptions.get(schedule.subscription as string) as Row).schedule = null;
      return { status: 200, body: { ...schedule, status: "released" } };
    }
    if (schedule && method === "POST") return scheduleUpdate(schedule, form);
    const paying = /^\/v1\/invoices\/([^/]+)\/pay$/.exec(path);
    if (method === "POST" && paying) return paid(invoices.get(paying[1] ?? ""), form);
    return undefined;
  }

  /** The webhooks a move sends: the invoice's and the subscription's own. */
  const told = (subscription: Row, invoiceEvent?: string) => [
    ...(invoiceEvent
      ? [{ type: invoiceEvent, object: invoices.get(subscription.latest_invoice as string) }]
      : []),
    {
      type:
        subscription.status === "canceled"
          ? "customer.subscription.deleted"
          : "customer.subscription.updated",
      object: shown(subscription),
    },
  ];

  return {
    answer,

    /** The period ends: a subscription cancelled at its end ends; any other renews (a schedule's next phase first) and is charged off-session. */
    renew(id: string) {
      const subscription = subscriptions.get(id) as Row;
      const item = itemOf(subscription);
      if (subscription.cancel_at_period_end) {
        Object.assign(subscription, { status: "canceled", ended_at: item.current_period_end });
        return told(subscription);
      }
      const schedule = schedules.get(subscription.schedule as string);
      const next = schedule && listOf((schedule.phases as Form[])[1]?.items)[0];
      if (schedule && next) {
        item.price = priceOf(next.price_data as Form);
        schedules.delete(schedule.id);
        subscription.schedule = null;
      }
      const start = Number(item.current_period_end);
      item.current_period_start = start;
      item.current_period_end = periodAfter(
        start,
        String((item.price as Row & { recurring: Form }).recurring.interval),
      );
      const price = priceOfItem(subscription).unit_amount;
      const { invoice, declined } = invoiced(subscription, "subscription_cycle", price, price);
      subscription.status = invoice.status === "paid" ? "active" : "past_due";
      const event = declined
        ? "invoice.payment_failed"
        : invoice.status === "paid"
          ? "invoice.paid"
          : "invoice.payment_action_required";
      return told(subscription, event);
    },

    /** Smart Retries tries the open invoice again; the last try gives up and cancels the subscription. */
    retry(id: string, { last = false } = {}) {
      const subscription = subscriptions.get(id) as Row;
      const invoice = invoices.get(subscription.latest_invoice as string) as Row;
      const declined = charged(invoice, subscription.default_payment_method as string);
      if (!declined) {
        subscription.status = "active";
        return told(subscription, "invoice.paid");
      }
      if (last) {
        Object.assign(invoice, { status: "uncollectible", next_payment_attempt: null });
        Object.assign(subscription, { status: "canceled", ended_at: seconds() });
      }
      return told(subscription, "invoice.payment_failed");
    },

    /** The member confirms the latest invoice's payment with their bank (Stripe.js or the hosted page). */
    authenticate(id: string) {
      const subscription = subscriptions.get(id) as Row;
      const invoice = invoices.get(subscription.latest_invoice as string) as Row;
      const [last] = (invoice.payments as { data: { payment: { payment_intent: Row } }[] }).data.slice(-1);
      if (last) last.payment.payment_intent.status = "succeeded";
      Object.assign(invoice, { status: "paid", amount_paid: invoice.amount_due, next_payment_attempt: null });
      subscription.status = "active";
      return told(subscription, "invoice.paid");
    },

    subscription: (id: string) => subscriptions.get(id),
    /** The member's latest subscription, by the user id CBM gave it. */
    subscriptionOf: (userId: string) =>
      [...subscriptions.values()].findLast((one) => (one.metadata as Form).userId === userId),
  };
}
