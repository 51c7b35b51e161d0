import { Skeleton, Stack } from "@mantine/core";
import type { UseQueryResult } from "@tanstack/react-query";
import type { ReactNode } from "react";
import { LoadError } from "../../../components/load-error.tsx";
import { ApiError } from "../../../lib/api-error.ts";

/** Another's order answers 404, as one that never was; an id that is not one, 400. */
const isMissing = (error: unknown) =>
  error instanceof ApiError && (error.status === 404 || error.status === 400);

/** An order once loaded; while it loads, a sketch of it; when it is not there, `missing`; else a retry. */
export function LoadedOrder<Order>({
  query,
  missing,
  children,
}: {
  query: UseQueryResult<Order>;
  missing: ReactNode;
  children: (order: Order) => ReactNode;
}) {
  if (query.isPending)
    return (
      <Stack gap="lg" maw={1100} role="status" aria-label="Loading the order">
        <Skeleton height={56} width="60%" radius="md" />
        <Skeleton height={240} radius="lg" />
      </Stack>
    );
  if (query.isError)
    return isMissing(query.error) ? (
      missing
    ) : (
      <LoadError title="The order could not load" onRetry={() => void query.refetch()} />
    );
  return children(query.data);
}
