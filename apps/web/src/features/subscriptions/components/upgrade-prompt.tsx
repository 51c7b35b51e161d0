import { IconSparkles } from "@tabler/icons-react";
import { ApiError, messageFor } from "../../../lib/api-error.ts";
import { PlanAlert } from "./plan-alert.tsx";

/** A refusal because the member's plan allows no more (a 403 naming the plan that does). */
export const isPlanLimit = (error: unknown): error is ApiError =>
  error instanceof ApiError && error.status === 403;

/** Where an action met the plan's limit: the server's words and the way to a plan that allows more. */
export function UpgradePrompt({ error, title = "Your plan is full" }: { error: ApiError; title?: string }) {
  return (
    <PlanAlert title={title} icon={<IconSparkles size={20} aria-hidden />}>
      {messageFor(error)}
    </PlanAlert>
  );
}
