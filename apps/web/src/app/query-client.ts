import { MutationCache, QueryClient } from "@tanstack/react-query";
import { ApiError } from "../lib/api-error.ts";
import { notify } from "../lib/notify.ts";

/** The app's one query cache: the pages read it, and the route loaders fill it (router.tsx). */
export const queryClient = new QueryClient({
  // An action that succeeds takes away the failure toasts of earlier tries (issue 12 §3).
  mutationCache: new MutationCache({ onSuccess: () => void notify.failureResolved() }),
  defaultOptions: {
    queries: {
      staleTime: 30_000,
      // A 4xx will not change by asking again.
      retry: (failures, error) => !(error instanceof ApiError && error.status < 500) && failures < 2,
    },
  },
});
