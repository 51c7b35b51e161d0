// The admin's subscriptions: the list, the metrics (MRR, live members, churn by month), and actions on
// one: cancel now, cancel at the period's end, refund its last paid invoice.
import type {
  AdminCancelBody,
  AdminSubscription,
  AdminSubscriptionPage,
  AdminSubscriptionsFilter,
  SubscriptionMetrics,
  SubscriptionMonth,
} from "@cbm/contracts";
import { type Db, inTransaction } from "../../platform/db.ts";
import type { Deps } from "../../platform/deps.ts";
import { AppError } from "../../platform/errors.ts";
import { numberedPage, pagingOf } from "../../platform/paging.ts";
import { PaymentProviderUnavailable } from "../../platform/payments.ts";
import type { UsersService } from "../users/index.ts";
import * as adminRepo from "./admin-repo.ts";
import { type Billing, refusalOf } from "./billing.ts";
import { cancelledAtPeriodEndIn, endedNowIn } from "./changes.ts";
import * as invoicesRepo from "./invoices-repo.ts";
import type { ProviderBilled } from "./provider.ts";
import * as repo from "./repo.ts";
import type { SubscriptionRow } from "./tables.ts";

const NOT_FOUND = "We could not find this subscription.";
const MONTHS = 12;

type Money = { currency: SubscriptionMonth["mrr"][number]["currency"]; amount: number }[];

/** The database's rows (one per month and currency) as months, oldest first. */
function monthsFrom(rows: adminRepo.MonthRow[]): SubscriptionMonth[] {
  const months = new Map<string, SubscriptionMonth & { liveAtStart: number }>();
  for (const row of rows) {
    const month = months.get(row.month) ?? {
      month: row.month,
      mrr: [] as Money,
      activeMembers: 0,
      newMembers: 0,
      churned: 0,
      churnRate: 0,
      liveAtStart: 0,
    };
    if (row.currency && row.mrr > 0)
      month.mrr.push({ currency: row.currency as Money[number]["currency"], amount: row.mrr });
    month.activeMembers += row.active_members;
    month.newMembers += row.new_members;
    month.churned += row.churned;
    month.liveAtStart += row.live_at_start;
    months.set(row.month, month);
  }
  return [...months.values()].map(({ liveAtStart, ...month }) => ({
    ...month,
    churnRate: liveAtStart ? Math.round((month.churned / liveAtStart) * 1000) / 10 : 0,
  }));
}

export function adminSubscriptions(
  db: Db,
  kit: Billing,
  { payments }: Pick<Deps, "payments">,
  users: Pick<UsersService, "byId">,
  billed?: ProviderBilled,
) {
  async function shown(row: SubscriptionRow): Promise<AdminSubscription> {
    const [subscription, member, last] = await Promise.all([
      kit.shown(db, row),
      users.byId(row.userId),
      invoicesRepo.lastPaidInvoice(db, row.id),
    ]);
    return {
      ...subscription,
      member: {
        id: row.userId,
        fullName: member ? `${member.firstName} ${member.lastName}` : "Deleted account",
        email: member?.email ?? "",
        avatar: member?.avatar ?? null,
      },
      refundable: last?.amount ?? 0,
    };
  }

  async function existing(id: string): Promise<SubscriptionRow> {
    const row = await repo.subscriptionOf(db, { id });
    if (!row) throw AppError.notFound(NOT_FOUND);
    return row;
  }

  return {
    async list(query: AdminSubscriptionsFilter): Promise<AdminSubscriptionPage> {
      const filter = { planSlug: query.plan, status: query.status, audience: query.audience };
      const { rows, total } = await adminRepo.adminPage(db, filter, pagingOf(query));
      const items = [];
      for (const row of rows) items.push(await shown(row));
      return numberedPage(query, items, total);
    },

    async metrics(now: Date): Promise<SubscriptionMetrics> {
      const months = monthsFrom(await adminRepo.monthsOf(db, now, MONTHS));
      const current = months.at(-1);
      const counts = await adminRepo.statusCounts(db);
      return {
        mrr: current?.mrr ?? [],
        activeMembers: current?.activeMembers ?? 0,
        trialing: counts.trialing ?? 0,
        pastDue: counts.past_due ?? 0,
        months,
      };
    },

    async cancel(id: string, { when }: AdminCancelBody): Promise<AdminSubscription> {
      const cancellable = (row: SubscriptionRow | undefined) => {
        if (!row) throw AppError.notFound(NOT_FOUND);
        if (!repo.LIVE.includes(row.status as (typeof repo.LIVE)[number])) {
          throw AppError.conflict("This subscription has ended already.");
        }
        if (when !== "now" && row.cancelAtPeriodEnd)
          throw AppError.conflict("This subscription is already cancelled at its period's end.");
        return row;
      };
      const row = cancellable(await repo.subscriptionOf(db, { id }));
      if (billed && row.providerSubscriptionId) {
        const outcome = await billed.cancel(row, when === "now");
        if (!("done" in outcome)) throw refusalOf(outcome);
        return shown(outcome.done);
      }
      const ended = await inTransaction(db, async (tx) => {
        const locked = cancellable(await repo.subscriptionOf(tx, { id }, true));
        if (when === "now") return endedNowIn(tx, kit, locked, new Date());
        return cancelledAtPeriodEndIn(tx, kit, locked);
      });
      return shown(ended);
    },

    /** Refunds the last paid invoice in full, under a key of the invoice: never twice. */
    async refund(id: string): Promise<AdminSubscription> {
      const row = await existing(id);
      const invoice = await invoicesRepo.lastPaidInvoice(db, id);
      if (!invoice?.chargeId) throw AppError.conflict("This subscription has no paid invoice to refund.");
      try {
        await payments.refund({
          chargeId: invoice.chargeId,
          amountMinor: invoice.amount,
          idempotencyKey: `refund-invoice-${invoice.id}`,
        });
      } catch (error) {
        if (error instanceof PaymentProviderUnavailable) {
          throw AppError.unavailable(
            "The card payment service is not answering. Nothing was refunded; please try again.",
          );
        }
        throw error;
      }
      await inTransaction(db, async (tx) => {
        await invoicesRepo.updatedInvoice(tx, invoice.id, { status: "refunded" });
        await kit.announce(tx, row, "refunded", { amount: invoice.amount, mark: invoice.id });
      });
      return shown(await existing(id));
    },
  };
}
