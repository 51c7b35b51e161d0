// Plans: the public list and page, and the admin's list, create, edit and deactivate. A new price reaches
// new subscribers at once and existing ones from their first renewal after PRICE_CHANGE_NOTICE_DAYS.
import {
  type AdminPlan,
  type AdminPlanList,
  type CreatePlanBody,
  featureIssues,
  type Plan,
  type PlanAudience,
  type PlanList,
  PRICE_CHANGE_NOTICE_DAYS,
  type UpdatePlanBody,
} from "@cbm/contracts";
import { type Db, inTransaction, type Tx } from "../../platform/db.ts";
import { AppError } from "../../platform/errors.ts";
import type { Billing } from "./billing.ts";
import { addDays } from "./periods.ts";
import * as plansRepo from "./plans-repo.ts";
import * as repo from "./repo.ts";
import { priceOf, toAdminPlan, toPlan } from "./shown.ts";
import type { PlanRow } from "./tables.ts";

const NOT_FOUND = "We could not find this plan.";

export function plansOf(db: Db, kit: Billing) {
  async function adminPlan(ex: Db | Tx, row: PlanRow): Promise<AdminPlan> {
    return toAdminPlan(row, (await repo.subscriberCounts(ex)).get(row.id) ?? 0);
  }

  async function existing(ex: Db | Tx, id: string): Promise<PlanRow> {
    const row = await plansRepo.planOf(ex, { id });
    if (!row) throw AppError.notFound(NOT_FOUND);
    return row;
  }

  /** Tells each live subscriber whose price the change moves when their new price applies. */
  async function announcePrices(tx: Tx, plan: PlanRow, now: Date): Promise<void> {
    const appliesFrom = addDays(now, PRICE_CHANGE_NOTICE_DAYS);
    for (const row of await repo.subscriptionsOfPlan(tx, plan.id)) {
      const price = priceOf(plan, row.interval);
      const moved = price !== row.price;
      const pending = await repo.updatedSubscription(tx, row.id, {
        pendingPrice: moved ? price : null,
        pendingPriceFrom: moved ? appliesFrom : null,
        pendingPriceAtProvider: false,
      });
      if (moved && pending) {
        await kit.announce(tx, pending, "price-announced", { amount: price, on: appliesFrom });
      }
    }
  }

  return {
    async list(audience?: PlanAudience): Promise<PlanList> {
      return { items: (await plansRepo.plansOf(db, { audience, activeOnly: true })).map(toPlan) };
    },

    async get(slug: string): Promise<Plan> {
      const row = await plansRepo.planOf(db, { slug });
      if (!row?.active) throw AppError.notFound(NOT_FOUND);
      return toPlan(row);
    },

    async adminList(audience?: PlanAudience): Promise<AdminPlanList> {
      const [rows, counts] = await Promise.all([
        plansRepo.plansOf(db, { audience, activeOnly: false }),
        repo.subscriberCounts(db),
      ]);
      return { items: rows.map((row) => toAdminPlan(row, counts.get(row.id) ?? 0)) };
    },

    async create(body: CreatePlanBody): Promise<AdminPlan> {
      // A slug taken already inserts nothing.
      const row = await plansRepo.insertedPlan(db, body);
      if (!row) throw AppError.conflict("A plan with this slug exists already.");
      return adminPlan(db, row);
    },

    update: (id: string, body: UpdatePlanBody): Promise<AdminPlan> =>
      inTransaction(db, async (tx) => {
        const before = await existing(tx, id);
        if (body.features) {
          const issues = featureIssues(before.audience, body.features);
          if (issues.length) throw AppError.invalid({ features: issues });
        }
        const after = (await plansRepo.updatedPlan(tx, id, body)) as PlanRow;
        const repriced =
          after.monthlyPrice !== before.monthlyPrice || after.yearlyPrice !== before.yearlyPrice;
        if (repriced) await announcePrices(tx, after, new Date());
        return adminPlan(tx, after);
      }),

    async deactivate(id: string): Promise<AdminPlan> {
      await existing(db, id);
      return adminPlan(db, (await plansRepo.updatedPlan(db, id, { active: false })) as PlanRow);
    },
  };
}
