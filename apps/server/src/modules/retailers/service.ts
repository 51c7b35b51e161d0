import {
  type MessageResponse,
  RETAILER_LEAD_THANKS,
  RETAILER_STEPS,
  type RetailerAnswers,
  type RetailerLeadBody,
  type RetailerQuestionnaire,
  type retailerQuestionnaire,
} from "@cbm/contracts";
import type { Executor } from "../../platform/db.ts";
import type { Deps } from "../../platform/deps.ts";
import { type AnswerOf, progressOf } from "../../platform/questionnaire.ts";
import type { Rule } from "../../platform/rate-limit.ts";
import * as repo from "./repo.ts";
import type { RetailerProfileRow } from "./tables.ts";

const HOUR = 60 * 60 * 1000;

function toQuestionnaire(row: RetailerProfileRow | undefined): RetailerQuestionnaire {
  return { answers: row?.answers ?? {}, ...progressOf(RETAILER_STEPS, row?.answeredSteps ?? []) };
}

function leadRow({ businessName, contactName, email, ...answers }: RetailerLeadBody) {
  return { businessName, contactName, email, answers };
}

export function retailersService({
  database,
  limiter,
  config,
}: Pick<Deps, "database" | "limiter" | "config">) {
  const { db } = database;
  const leadRule: Rule = {
    name: "retailer-lead-ip",
    limit: config.RATE_LIMIT_RETAILER_LEAD_IP,
    windowMs: HOUR,
  };

  return {
    questionnaire: {
      /** The retailer's business profile so far and where the questionnaire resumes. */
      async state(userId: string): Promise<RetailerQuestionnaire> {
        return toQuestionnaire(await repo.retailerProfileOf(db, userId));
      },

      /** Saves one step's answer; the other steps' answers stay. */
      async answer(
        userId: string,
        answer: AnswerOf<typeof retailerQuestionnaire>,
      ): Promise<RetailerQuestionnaire> {
        return toQuestionnaire(await repo.savedRetailerAnswer(db, userId, answer.step, answer.body));
      },
    },

    /** A prospective retailer's answers, kept for the admins; anyone may send, a few times an hour per IP. */
    async submitLead(body: RetailerLeadBody, ip: string): Promise<MessageResponse> {
      await limiter.consume(leadRule, ip);
      await repo.insertedRetailerLeads(db, [leadRow(body)]);
      return { message: RETAILER_LEAD_THANKS };
    },

    /** Business profiles with whole answers, in the caller's transaction (the demo seed). */
    saveProfiles: (profiles: { userId: string; answers: RetailerAnswers }[], tx: Executor = db) =>
      repo.insertedRetailerProfiles(
        tx,
        profiles.map(({ userId, answers }) => ({
          userId,
          answers,
          answeredSteps: RETAILER_STEPS.filter((step) => answers[step] !== undefined),
        })),
      ),

    /** Leads as the public form sends them, in the caller's transaction (the demo seed). */
    saveLeads: (leads: RetailerLeadBody[], tx: Executor = db) =>
      repo.insertedRetailerLeads(tx, leads.map(leadRow)),
  };
}

export type RetailersService = ReturnType<typeof retailersService>;
