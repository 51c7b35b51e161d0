import type {
  MessageResponse,
  RetailerAnswer,
  RetailerLeadBody,
  RetailerQuestionnaire,
  RetailerStep,
} from "@cbm/contracts";
import { queryOptions, useMutation, useQueryClient } from "@tanstack/react-query";
import { api } from "../../lib/api-client.ts";

export const retailersKeys = {
  all: ["retailers"] as const,
  questionnaire: () => [...retailersKeys.all, "questionnaire"] as const,
};

/** The signed-in retailer's business profile so far, and where the questionnaire resumes. */
export const retailerQuestionnaireQuery = () =>
  queryOptions({
    queryKey: retailersKeys.questionnaire(),
    queryFn: ({ signal }) => api<RetailerQuestionnaire>("/v1/retailers/questionnaire", { signal }),
  });

/** Saves one step; the answer is the whole questionnaire, which replaces the cached one. */
export function useSaveRetailerStep<S extends RetailerStep>(step: S) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (answer: RetailerAnswer<S>) =>
      api<RetailerQuestionnaire>(`/v1/retailers/questionnaire/${step}`, {
        method: "PUT",
        body: { json: answer },
      }),
    onSuccess: (questionnaire) => queryClient.setQueryData(retailersKeys.questionnaire(), questionnaire),
  });
}

/** Sends the public lead form; no account is needed, so no token is sent. */
export function useSendRetailerLead() {
  return useMutation({
    mutationFn: (lead: RetailerLeadBody) =>
      api<MessageResponse>("/v1/retailer-leads", { method: "POST", body: { json: lead }, auth: false }),
  });
}
