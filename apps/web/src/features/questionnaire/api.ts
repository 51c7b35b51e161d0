import type { AnsweredHereStep, StyleAnswer, StyleProfile, StyleStep } from "@cbm/contracts";
import { queryOptions, useMutation, useQueryClient } from "@tanstack/react-query";
import { api } from "../../lib/api-client.ts";

export const styleKeys = {
  all: ["style"] as const,
  profile: () => [...styleKeys.all, "profile"] as const,
};

/** The signed-in user's style profile: the answers and where the questionnaire resumes. */
export const styleProfileQuery = () =>
  queryOptions({
    queryKey: styleKeys.profile(),
    queryFn: () => api<StyleProfile>("/v1/style-profile"),
  });

/** Every change answers the whole new profile, which replaces the cached one. */
function useProfileChange<T>(call: (input: T) => Promise<StyleProfile>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: call,
    onSuccess: (profile) => queryClient.setQueryData(styleKeys.profile(), profile),
  });
}

export function useSaveAnswer<S extends AnsweredHereStep>(step: S) {
  return useProfileChange((body: StyleAnswer<S>) =>
    api<StyleProfile>(`/v1/style-profile/${step}`, { method: "PUT", body: { json: body } }),
  );
}

export function useSkipStep(step: StyleStep) {
  return useProfileChange<void>(() =>
    api<StyleProfile>(`/v1/style-profile/${step}/skip`, { method: "POST" }),
  );
}
