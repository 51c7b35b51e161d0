import { QueryClient } from "@tanstack/react-query";
import { ApiError } from "../lib/api-error.ts";

/** The app's one query cache: the pages read it, and the route loaders fill it (router.tsx). */
export const queryClient = new QueryClient({
  defaultOptions: {
    queries: {
      staleTime: 30_000,
      // A 4xx will not change by asking again.
      retry: (failures, error) => !(error instanceof ApiError && error.status < 500) && failures < 2,
    },
  },
});
