import {
  retailersEndpoints as endpoints,
  type RetailerAnswer,
  type RetailerLeadBody,
  type RetailerStep,
} from "@cbm/contracts";
import { queryOptions, useMutation, useQueryClient } from "@tanstack/react-query";
import { call } from "../../lib/api-client.ts";

export const retailersKeys = {
  all: ["retailers"] as const,
  questionnaire: () => [...retailersKeys.all, "questionnaire"] as const,
};

/** The signed-in retailer's business profile so far, and where the questionnaire resumes. */
export const retailerQuestionnaireQuery = () =>
  queryOptions({
    queryKey: retailersKeys.questionnaire(),
    queryFn: ({ signal }) => call(endpoints.questionnaire, {}, { signal }),
  });

/** Saves one step; the answer is the whole questionnaire, which replaces the cached one. */
export function useSaveRetailerStep<S extends RetailerStep>(step: S) {
  const queryClient = useQueryClient();
  // Every step's endpoint takes any step's body in its type; the step's own schema checks it.
  const declared = endpoints.answer[step as RetailerStep];
  return useMutation({
    mutationFn: (answer: RetailerAnswer<S>) => call(declared, { body: answer }),
    onSuccess: (questionnaire) => queryClient.setQueryData(retailersKeys.questionnaire(), questionnaire),
  });
}

/** Sends the public lead form; no account is needed, so no token is sent. */
export function useSendRetailerLead() {
  return useMutation({
    mutationFn: (lead: RetailerLeadBody) => call(endpoints.sendLead, { body: lead }, { auth: false }),
  });
}
