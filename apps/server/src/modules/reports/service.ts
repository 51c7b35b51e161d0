import { type MessageResponse, REPORT_THANKS, type ReportBody, type ReportSubject } from "@cbm/contracts";
import type { Deps } from "../../platform/deps.ts";
import type { Rule } from "../../platform/rate-limit.ts";
import * as repo from "./repo.ts";

const HOUR = 60 * 60 * 1000;

/** What is reported, as the domain that owns it resolved it for the reporter (who must be able to see it). */
export interface ReportedThing {
  type: ReportSubject;
  id: string;
  ownerId: string | null;
}

export function reportsService({ database, limiter, config }: Pick<Deps, "database" | "limiter" | "config">) {
  const fileRule: Rule = { name: "reports", limit: config.RATE_LIMIT_REPORTS, windowMs: HOUR };

  return {
    /** Files a report for the moderators; the reported person is not told. */
    async file(reporterId: string, thing: ReportedThing, body: ReportBody): Promise<MessageResponse> {
      await limiter.consume(fileRule, reporterId);
      await repo.insertReportOnce(database.db, {
        reporterId,
        subjectType: thing.type,
        subjectId: thing.id,
        subjectOwnerId: thing.ownerId,
        reason: body.reason,
        details: body.details ?? null,
      });
      return { message: REPORT_THANKS };
    },
  };
}

export type ReportsService = ReturnType<typeof reportsService>;
