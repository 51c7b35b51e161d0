import { adminEndpoints } from "@cbm/contracts";
import { queryOptions } from "@tanstack/react-query";
import { call } from "../../lib/api-client.ts";

export const adminKeys = {
  all: ["admin"] as const,
  dashboard: () => [...adminKeys.all, "dashboard"] as const,
};

/** The admin's dashboard: how big CBM is, and what waits for a moderator. */
export const dashboardQuery = () =>
  queryOptions({
    queryKey: adminKeys.dashboard(),
    queryFn: ({ signal }) => call(adminEndpoints.dashboard, {}, { signal }),
  });
