import type { Invoice, Plan, Subscription } from "@cbm/contracts";

/** Plans, subscriptions and invoices for the tests of the subscriptions screens. */
export const id = (n: number) => `11111111-2222-4333-8444-${String(n).padStart(12, "0")}`;

const plan = (n: number, fields: Partial<Plan>): Plan => ({
  id: id(n),
  slug: `plan-${n}`,
  name: `Plan ${n}`,
  audience: "customer",
  description: "A plan.",
  monthlyPrice: 0,
  yearlyPrice: 0,
  currency: "EUR",
  trialDays: 0,
  active: true,
  displayOrder: n,
  features: { closets: 3, closetItems: 50 },
  ...fields,
});

export const free = plan(1, { slug: "free", name: "Free" });
export const plus = plan(2, {
  slug: "plus",
  name: "Plus",
  monthlyPrice: 990,
  yearlyPrice: 9_900,
  features: { closets: 20, closetItems: 1_000 },
});
export const atelier = plan(3, {
  slug: "atelier",
  name: "Atelier",
  monthlyPrice: 1_990,
  yearlyPrice: 19_900,
  trialDays: 14,
  features: { closets: null, closetItems: null },
});

const summary = ({ id, slug, name, audience }: Plan) => ({ id, slug, name, audience });

export const subscriptionTo = (to: Plan, fields: Partial<Subscription> = {}): Subscription => ({
  id: id(40),
  plan: summary(to),
  status: "active",
  interval: "month",
  price: to.monthlyPrice,
  currency: "EUR",
  currentPeriodStart: "2026-11-10T10:00:00.000Z",
  currentPeriodEnd: "2026-12-10T10:00:00.000Z",
  cancelAtPeriodEnd: false,
  trialEnd: null,
  card: { id: id(30), brand: "visa", last4: "4242" },
  scheduledChange: null,
  upcomingPrice: null,
  nextRetryAt: null,
  confirmPaymentUrl: null,
  endedAt: null,
  createdAt: "2026-11-10T10:00:00.000Z",
  ...fields,
});

export const paidInvoice: Invoice = {
  id: id(50),
  createdAt: "2026-11-10T10:00:00.000Z",
  reason: "subscription_create",
  periodStart: "2026-11-10T10:00:00.000Z",
  periodEnd: "2026-12-10T10:00:00.000Z",
  subtotal: 990,
  credit: 0,
  amount: 990,
  currency: "EUR",
  status: "paid",
  attempts: 1,
  failureMessage: null,
  card: { brand: "visa", last4: "4242" },
};

export const card = (n: number, last4: string, isDefault: boolean) => ({
  id: id(n),
  brand: "visa",
  last4,
  expMonth: 5,
  expYear: 2031,
  isDefault,
  createdAt: "2026-11-01T10:00:00.000Z",
});
