import { z } from "zod";
import { ClosetIdParamsSchema } from "./closets.ts";
import { MessageResponseSchema, optional, requiredText } from "./common.ts";
import { endpoint } from "./endpoint.ts";
import { CommentIdParamsSchema, OutfitIdParamsSchema } from "./outfits/index.ts";
import { UserIdParamsSchema } from "./users/index.ts";

/** Why something was reported; the admin area sorts its queue by these. */
export const ReportReasonSchema = z.enum(
  ["spam", "harassment", "hate", "nudity", "violence", "impersonation", "counterfeit", "scam", "other"],
  { error: "Choose a reason from the list" },
);
export type ReportReason = z.infer<typeof ReportReasonSchema>;

/** The words the web shows for each reason. */
export const REPORT_REASON_LABELS: Record<ReportReason, string> = {
  spam: "Spam or misleading",
  harassment: "Harassment or bullying",
  hate: "Hate speech or symbols",
  nudity: "Nudity or sexual content",
  violence: "Violence or dangerous acts",
  impersonation: "Pretending to be someone else",
  counterfeit: "Counterfeit goods",
  scam: "Scam or fraud",
  other: "Something else",
};

/** What can be reported: one report model serves them all. */
export const ReportSubjectSchema = z.enum(["user", "outfit", "closet", "comment", "event", "message"]);
export type ReportSubject = z.infer<typeof ReportSubjectSchema>;

export const REPORT_DETAILS_MAX = 1000;

export const ReportBodySchema = z.object({
  reason: ReportReasonSchema,
  details: optional(requiredText("Details", REPORT_DETAILS_MAX)),
});
export type ReportBody = z.infer<typeof ReportBodySchema>;

/** The answer to a report (a MessageResponse); reporting the same thing twice answers the same. */
export const REPORT_THANKS = "Thanks for telling us. Our moderators will review this report.";

/** `POST <path>` files a report of the thing the `:id` names, as its own domain resolves it for the reporter. */
const reportOf = <Params extends z.ZodType<{ id: string }>>(path: string, what: string, params: Params) =>
  endpoint({
    method: "POST",
    path,
    access: "signed-in",
    summary: `Report ${what} to the moderators (its owner is not told)`,
    params,
    body: ReportBodySchema,
    response: MessageResponseSchema,
  });

export const reportsEndpoints = {
  user: reportOf("/v1/user/:id/report", "a user", UserIdParamsSchema),
  closet: reportOf("/v1/closets/:id/report", "a closet", ClosetIdParamsSchema),
  outfit: reportOf("/v1/outfits/:id/report", "an outfit", OutfitIdParamsSchema),
  comment: reportOf("/v1/comments/:id/report", "a comment", CommentIdParamsSchema),
};
