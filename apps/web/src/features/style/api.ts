import {
  type AnsweredHereStep,
  styleEndpoints as endpoints,
  type StyleAnswer,
  type StyleProfile,
  type StyleStep,
} from "@cbm/contracts";
import { queryOptions, useMutation, useQueryClient } from "@tanstack/react-query";
import { call } from "../../lib/api-client.ts";

export const styleKeys = {
  all: ["style"] as const,
  profile: () => [...styleKeys.all, "profile"] as const,
};

/** The signed-in user's style profile: the answers and where the questionnaire resumes. */
export const styleProfileQuery = () =>
  queryOptions({
    queryKey: styleKeys.profile(),
    queryFn: () => call(endpoints.profile, {}),
  });

/** Every change answers the whole new profile, which replaces the cached one. */
function useProfileChange<T>(change: (input: T) => Promise<StyleProfile>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: change,
    onSuccess: (profile) => queryClient.setQueryData(styleKeys.profile(), profile),
  });
}

export function useSaveAnswer<S extends AnsweredHereStep>(step: S) {
  // Every step's endpoint takes any step's body in its type; the step's own schema checks it.
  const declared = endpoints.answer[step as AnsweredHereStep];
  return useProfileChange((body: StyleAnswer<S>) => call(declared, { body }));
}

export function useSkipStep(step: StyleStep) {
  return useProfileChange<void>(() => call(endpoints.skip[step], {}));
}
